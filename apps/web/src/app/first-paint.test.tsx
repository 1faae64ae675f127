import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/locale.ts';
import { pathFor } from '../lib/routes.ts';
import { renderApp } from '../test/render-app.tsx';
import { fillSeasonPlaceholders } from '@vaxnear/domain/season';
import { seasonVariables } from '../lib/i18n.ts';
import { escapeHtml, firstPaintHtml, translateFrom } from './first-paint.ts';
import { PAGES } from './pages.ts';

const files = import.meta.glob<Record<string, unknown>>('../i18n/*/*.json', { eager: true, import: 'default' });
function bundle(locale: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.startsWith(`../i18n/${locale}/`))
      .map(([file, strings]) => [file.slice(`../i18n/${locale}/`.length, -'.json'.length), strings]),
  );
}

/** An element's place under <main>: tag and classes of it and each ancestor, classes in order, spaces collapsed. */
function placeInMain(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && node.tagName !== 'MAIN'; node = node.parentElement) {
    steps.unshift(`${node.tagName.toLowerCase()}.${(node.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`);
  }
  return steps.join(' > ');
}

/** An element without the attributes that keep the static copy out of reach (first-paint.ts). */
function withoutStill(element: Element): Element {
  const copy = element.cloneNode(true) as Element;
  copy.removeAttribute('inert');
  copy.removeAttribute('aria-hidden');
  return copy;
}

/** The header as it looks before the menu opens: the closed panel and its generated id left out. */
function visibleHeader(header: Element): string {
  const copy = withoutStill(header);
  copy.querySelector('nav')?.remove();
  copy.querySelector('button')?.removeAttribute('aria-controls');
  return copy.outerHTML;
}

const pagesWithFirstPaint = PAGES.filter((page) => page.firstPaint);

describe('the HTML a page shows before its JavaScript runs', () => {
  it.each(pagesWithFirstPaint.flatMap((page) => LOCALES.map((locale) => [page.name, locale] as const)))(
    '%s in %s matches what React renders in its place: same header, same heading and lead in the same boxes',
    async (name, locale) => {
      const page = pagesWithFirstPaint.find((p) => p.name === name)!;
      const t = translateFrom([bundle(locale), bundle('en')]);
      const built = firstPaintHtml(page.firstPaint!, t, pathFor('Home', { locale }));
      expect(built).toBeDefined();
      // The server fills in the season when it serves the page (web-html.ts), as React does when it renders.
      const { seasonStart, seasonEnd } = seasonVariables();
      const html = fillSeasonPlaceholders(built!, { startYear: seasonStart, endYear: seasonEnd });
      const before = document.createElement('div');
      before.innerHTML = html;

      const app = renderApp(pathFor(name as 'ScheduleLanding', { locale }));
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      const after = app.container;

      const staticHeading = before.querySelector('main h1')!;
      expect(staticHeading.textContent).toBe(heading.textContent);
      expect(placeInMain(staticHeading)).toBe(placeInMain(heading));
      const staticLead = staticHeading.nextElementSibling;
      if (page.firstPaint!.lead) {
        expect(staticLead?.textContent).toBe(heading.nextElementSibling?.textContent);
        expect(placeInMain(staticLead!)).toBe(placeInMain(heading.nextElementSibling!));
      } else {
        expect(staticLead).toBeNull();
      }
      expect(visibleHeader(before.querySelector('header')!)).toBe(visibleHeader(after.querySelector('header')!));
      expect(withoutStill(before.querySelector('.skip-link')!).outerHTML).toBe(
        after.querySelector('.skip-link')!.outerHTML,
      );
      expect(before.querySelector('main')!.getAttribute('class')).toBe(
        after.querySelector('main')!.getAttribute('class'),
      );
      // Nobody can reach the copy: out of the keyboard order and the accessibility tree until React replaces it.
      for (const element of before.children) {
        expect(element).toHaveAttribute('inert');
        expect(element).toHaveAttribute('aria-hidden', 'true');
      }
    },
  );

  it('escapes what the translations say and leaves the page out when a string is missing', () => {
    const paint = {
      frames: [{ tag: 'div', className: 'container page' }],
      heading: { key: 'x:heading' },
      lead: { key: 'x:lead', className: 'lead' },
    } as const;
    const html = firstPaintHtml(
      paint,
      translateFrom([{ common: bundle('en').common, x: { heading: 'Shots & <b>boosters</b>', lead: '"Quoted"' } }]),
      '/',
    );
    expect(html).toContain('<h1>Shots &amp; &lt;b&gt;boosters&lt;/b&gt;</h1>');
    expect(html).toContain('<p class="lead">&quot;Quoted&quot;</p>');
    expect(html).not.toMatch(/<script|<style|\son\w+=/);
    expect(
      firstPaintHtml(paint, translateFrom([{ common: bundle('en').common, x: { heading: 'Only a heading' } }]), '/'),
    ).toBeUndefined();
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
  });
});
