import zlib from 'node:zlib';
import { fillSeasonPlaceholders, vaccineSeason } from '@vaxnear/domain/season';

/** Written by the web build beside its manifest (apps/web/vite.config.ts; decision 033). */
export interface RoutePreloads {
  campaigns: readonly string[];
  locales: readonly string[];
  defaultLocale: string;
  /** In matching order: static paths, then parameters, then splats; '*' (not found) last. */
  routes: readonly {
    path: string;
    scripts: Record<string, string[]>;
    styles: string[];
    /** Per language: the page's heading and lead as HTML, escaped at build time (apps/web/src/app/first-paint.ts). */
    firstPaint?: Record<string, string>;
    /** The first paint needs the page's stylesheets applied, not merely preloaded. */
    firstPaintStyles?: boolean;
    /** Search engines may index the page (outside a campaign); every other page is noindex, nofollow. */
    indexable?: boolean;
  }[];
}

export interface IndexHtml {
  body: string | Buffer;
  encoding?: 'br' | 'gzip';
  /** 404 for a path no page owns: the single-page app still shows its not-found page. */
  status: 200 | 404;
  /** The X-Robots-Tag value when search engines should neither index the page nor follow its links. */
  robots?: string;
  /**
   * The page pattern of the web app's route tree the path opens (`/`, `/schedule`, `/eligibility/*`), the same for
   * every language and campaign; absent for a path no page owns. A label from a finite list: the build's routes.
   */
  page?: string;
}

export const NO_INDEX = 'noindex, nofollow';

type Route = RoutePreloads['routes'][number];

function matches(pattern: string, segments: readonly string[]): boolean {
  if (pattern === '*') return true;
  const parts = pattern.split('/').filter(Boolean);
  if (parts.at(-1) === '*') {
    const base = parts.slice(0, -1);
    return segments.length >= base.length && base.every((part, i) => part.startsWith(':') || part === segments[i]);
  }
  return (
    parts.length === segments.length &&
    parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
  );
}

/** The route and language a path opens, read as the web app's route tree does (decision 030: campaign, then locale). */
export function routeFor(
  preloads: RoutePreloads,
  pathname: string,
): { route: Route | undefined; locale: string; campaign: string | undefined } {
  const segments = pathname.split('/').filter(Boolean);
  const campaign = preloads.campaigns.includes(segments[0] ?? '') ? segments.shift() : undefined;
  let locale = preloads.defaultLocale;
  if (segments[0] !== preloads.defaultLocale && preloads.locales.includes(segments[0] ?? ''))
    locale = segments.shift()!;
  return { route: preloads.routes.find((route) => matches(route.path, segments)), locale, campaign };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The single-page app's HTML for a path, with modulepreload hints for the chunks of the route it opens and its
 * translations, so the browser fetches them beside the entry instead of after it. Hints are plain <link> elements
 * to same-origin files: nothing inline, so the CSP (script-src 'self') is untouched.
 *
 * A page with a first paint (decision 034) gets its heading and lead, in its language, inside the empty #root;
 * React replaces them on its first render. Its chunks are then listed in the root's `data-preload` instead of the
 * head: the entry (apps/web/src/boot.ts) hints them once that content is painted, so the first paint shares the
 * connection with the stylesheets only. Its page stylesheets are applied at once when the first paint uses their
 * classes, and otherwise left to load with the page's code. Campaign pages have their own intros and headers and
 * are served without. Pages are cached per route, language and campaign, and compressed once.
 */
export function createIndexHtml(template: string, preloads: RoutePreloads | undefined, today: () => string) {
  const cache = new Map<
    string,
    { html: string; br?: Buffer; gzip?: Buffer; status: 200 | 404; robots?: string; page?: string }
  >();

  function htmlFor(pathname: string) {
    const { route, locale, campaign } = preloads
      ? routeFor(preloads, pathname)
      : { route: undefined, locale: '', campaign: undefined };
    // The first paint names the season, which changes every August: the season is part of the cache key.
    const season = vaccineSeason(today());
    const key = route ? `${route.path}\n${locale}\n${campaign ?? ''}\n${season.startYear}` : '';
    let entry = cache.get(key);
    if (!entry) {
      const notFound = !route || route.path === '*';
      // Campaign pages are copies of public pages with their own tracking, and unopted pages are steps of a flow.
      const robots = !preloads || (route?.indexable && campaign === undefined) ? undefined : NO_INDEX;
      const builtPaint = campaign === undefined ? route?.firstPaint?.[locale] : undefined;
      const firstPaint = builtPaint === undefined ? undefined : fillSeasonPlaceholders(builtPaint, season);
      const scripts = route?.scripts[locale] ?? [];
      const links = !route
        ? []
        : firstPaint
          ? [
              ...(route.firstPaintStyles
                ? route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
                : []),
            ]
          : [
              ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
              ...route.styles.map(
                (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
              ),
            ];
      let html = links.length
        ? template.replace(/\n?\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`)
        : template;
      if (robots) html = html.replace(/\n?\s*<\/head>/, `\n    <meta name="robots" content="${robots}">\n  </head>`);
      if (route && locale !== preloads?.defaultLocale)
        html = html.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(locale)}"`);
      if (firstPaint) {
        const root = `<div id="root"${scripts.length ? ` data-preload="${escapeAttribute(scripts.join(' '))}"` : ''}>${firstPaint}</div>`;
        html = html.replace('<div id="root"></div>', () => root);
      }
      entry = {
        html,
        status: notFound && preloads ? 404 : 200,
        ...(robots ? { robots } : {}),
        ...(route && !notFound ? { page: `/${route.path}` } : {}),
      };
      cache.set(key, entry);
    }
    return entry;
  }

  return function indexHtml(pathname: string, acceptEncoding: string | undefined): IndexHtml {
    const entry = htmlFor(pathname);
    const accepted = new Set(
      (acceptEncoding ?? '').split(',').flatMap((part) => {
        const [name, ...params] = part.trim().toLowerCase().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return q && Number(q.slice(2)) === 0 ? [] : [name];
      }),
    );
    const accepts = (name: string) => accepted.has(name);
    const meta = {
      status: entry.status,
      ...(entry.robots ? { robots: entry.robots } : {}),
      ...(entry.page ? { page: entry.page } : {}),
    };
    if (accepts('br')) {
      entry.br ??= zlib.brotliCompressSync(entry.html);
      return { body: entry.br, encoding: 'br', ...meta };
    }
    if (accepts('gzip')) {
      entry.gzip ??= zlib.gzipSync(entry.html, { level: 9 });
      return { body: entry.gzip, encoding: 'gzip', ...meta };
    }
    return { body: entry.html, ...meta };
  };
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The address of a page path in a language: English has no prefix (decision 030). */
function localizedPath(preloads: RoutePreloads, routePath: string, locale: string): string {
  const prefix = locale === preloads.defaultLocale ? '' : `/${locale}`;
  return `${prefix}/${routePath}`.replace(/\/$/, '') || '/';
}

/**
 * The indexable pages in every language, each naming its other languages (hreflang) and English as the default,
 * so a search engine shows Spanish readers the Spanish page. Paths with parameters are flow steps, never listed.
 */
export function sitemapXml(preloads: RoutePreloads, baseUrl: string): string {
  const pages = preloads.routes.filter((route) => route.indexable && !/[:*]/.test(route.path));
  const urls = pages.flatMap((route) =>
    preloads.locales.map((locale) => {
      const alternates = [
        ...preloads.locales.map((other) => [other, localizedPath(preloads, route.path, other)] as const),
        ['x-default', localizedPath(preloads, route.path, preloads.defaultLocale)] as const,
      ].map(
        ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(baseUrl + href)}"/>`,
      );
      return `  <url>\n    <loc>${escapeXml(baseUrl + localizedPath(preloads, route.path, locale))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the site but not the API or campaign copies; the sitemap lists what is worth reading. */
export function robotsTxt(preloads: RoutePreloads, baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...preloads.campaigns.map((campaign) => `Disallow: /${campaign}/`),
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
