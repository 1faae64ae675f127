// The first content of a page as plain HTML, which the server puts inside #root so the heading and lead paint
// before any JavaScript has run (decision 034). React's first render replaces it (main.tsx renders once the route
// is ready), so the markup copies the shell's and the page's classes: the same boxes in the same places, no shift.
// The build writes one fragment per page and language into route-preloads.json (vite.config.ts); keep this file
// free of React and browser code so the build can import it.

/** A wrapper between <main> and the heading, outermost first. */
export interface FirstPaintFrame {
  tag: 'div' | 'section';
  className: string;
}

/** What a page shows before its code runs: translation keys as `namespace:key`. */
export interface FirstPaint {
  frames: readonly FirstPaintFrame[];
  heading: { key: string; className?: string };
  lead?: { key: string; className: string };
  /**
   * The heading's classes live in the page's own stylesheet (the home hero): the server then applies the page's
   * stylesheets before the first paint instead of only preloading them. Without it the first paint waits for the
   * shell's stylesheet alone.
   */
  pageStyles?: boolean;
}

/** Looks up `namespace:key` in the page's language (with English as the fallback); undefined when missing. */
export type FirstPaintTranslate = (key: string) => string | undefined;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function attribute(name: string, value: string | undefined): string {
  return value ? ` ${name}="${escapeHtml(value)}"` : '';
}

const STILL = ' inert aria-hidden="true"';

// The logo and menu icon as site-header.tsx and site-menu.tsx draw them (first-paint.test.tsx compares the two).
const LOGO =
  '<svg class="site-header__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">' +
  '<circle cx="16" cy="16" r="15" fill="currentColor"></circle>' +
  '<path d="M16 8v16M8 16h16" stroke="var(--color-brand)" stroke-width="4" stroke-linecap="round"></path></svg>';
const MENU_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">' +
  '<path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"></path></svg>';

/**
 * The skip link, header and main element of the shell with the page's heading and lead inside, or undefined when a
 * string is missing (the page is then served as before). It is a picture of the page only: `inert` and
 * `aria-hidden` keep it out of the keyboard order and the accessibility tree, so nobody can focus, click or read
 * a copy that React is about to replace; they meet the real page, as before, once React has rendered it.
 */
export function firstPaintHtml(paint: FirstPaint, t: FirstPaintTranslate, homeHref: string): string | undefined {
  const strings = {
    skip: t('common:skipToMain'),
    tagline: t('common:header.tagline'),
    menu: t('common:menu.toggle'),
    heading: t(paint.heading.key),
    lead: paint.lead ? t(paint.lead.key) : '',
  };
  if (Object.values(strings).some((value) => value === undefined)) return undefined;
  const text = (value: string | undefined) => escapeHtml(value!);
  const open = paint.frames.map((frame) => `<${frame.tag} class="${escapeHtml(frame.className)}">`).join('');
  const close = [...paint.frames]
    .reverse()
    .map((frame) => `</${frame.tag}>`)
    .join('');
  return [
    `<a href="#main" class="skip-link"${STILL}>${text(strings.skip)}</a>`,
    `<header class="site-header"${STILL}><div class="site-header__inner container"><div class="site-header__start">`,
    `<a class="site-header__title" href="${escapeHtml(homeHref)}" data-discover="true">${LOGO}<span><span class="site-header__name">Vaxnear</span>`,
    `<span class="site-header__tagline">${text(strings.tagline)}</span></span></a></div>`,
    `<div class="site-menu"><button type="button" class="site-menu__toggle" aria-expanded="false">${MENU_ICON}<span>${text(strings.menu)}</span></button></div>`,
    '</div></header>',
    `<main id="main" tabindex="-1" class="site-main"${STILL}>${open}`,
    `<h1${attribute('class', paint.heading.className)}>${text(strings.heading)}</h1>`,
    paint.lead ? `<p class="${escapeHtml(paint.lead.className)}">${text(strings.lead)}</p>` : '',
    `${close}</main>`,
  ].join('');
}

/** Reads `namespace:key` (dots for nesting) out of loaded translation files, trying each language in turn. */
export function translateFrom(bundles: readonly Record<string, unknown>[]): FirstPaintTranslate {
  return (key) => {
    const [namespace, path] = key.split(':') as [string, string];
    for (const bundle of bundles) {
      let value: unknown = bundle[namespace];
      for (const part of path.split('.'))
        value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
      if (typeof value === 'string') return value;
    }
    return undefined;
  };
}
