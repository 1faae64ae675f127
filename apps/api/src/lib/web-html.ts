import zlib from 'node:zlib';

/** Written by the web build beside its manifest (apps/web/vite.config.ts; decision 033). */
export interface RoutePreloads {
  campaigns: readonly string[];
  locales: readonly string[];
  defaultLocale: string;
  /** In matching order: static paths, then parameters, then splats; '*' (not found) last. */
  routes: readonly { path: string; scripts: Record<string, string[]>; styles: string[] }[];
}

export interface IndexHtml {
  body: string | Buffer;
  encoding?: 'br' | 'gzip';
}

type Route = RoutePreloads['routes'][number];

function matches(pattern: string, segments: readonly string[]): boolean {
  if (pattern === '*') return true;
  const parts = pattern.split('/').filter(Boolean);
  if (parts.at(-1) === '*') {
    const base = parts.slice(0, -1);
    return segments.length >= base.length && base.every((part, i) => part.startsWith(':') || part === segments[i]);
  }
  return parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
}

/** The route and language a path opens, read as the web app's route tree does (decision 030: campaign, then locale). */
export function routeFor(preloads: RoutePreloads, pathname: string): { route: Route | undefined; locale: string } {
  const segments = pathname.split('/').filter(Boolean);
  if (preloads.campaigns.includes(segments[0] ?? '')) segments.shift();
  let locale = preloads.defaultLocale;
  if (segments[0] !== preloads.defaultLocale && preloads.locales.includes(segments[0] ?? '')) locale = segments.shift()!;
  return { route: preloads.routes.find((route) => matches(route.path, segments)), locale };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The single-page app's HTML for a path, with modulepreload hints for the chunks of the route it opens and its
 * translations, so the browser fetches them beside the entry instead of after it. Hints are plain <link> elements
 * to same-origin files: nothing inline, so the CSP (script-src 'self') is untouched. Pages are cached per route and
 * language and compressed once.
 */
export function createIndexHtml(template: string, preloads: RoutePreloads | undefined) {
  const cache = new Map<string, { html: string; br?: Buffer; gzip?: Buffer }>();

  function htmlFor(pathname: string) {
    const { route, locale } = preloads ? routeFor(preloads, pathname) : { route: undefined, locale: '' };
    const key = route ? `${route.path}\n${locale}` : '';
    let entry = cache.get(key);
    if (!entry) {
      const links = route ? [
        ...(route.scripts[locale] ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
        ...route.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`),
      ] : [];
      entry = { html: links.length ? template.replace(/\n?\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`) : template };
      cache.set(key, entry);
    }
    return entry;
  }

  return function indexHtml(pathname: string, acceptEncoding: string | undefined): IndexHtml {
    const entry = htmlFor(pathname);
    const accepted = new Set((acceptEncoding ?? '').split(',').flatMap((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q && Number(q.slice(2)) === 0 ? [] : [name];
    }));
    const accepts = (name: string) => accepted.has(name);
    if (accepts('br')) {
      entry.br ??= zlib.brotliCompressSync(entry.html);
      return { body: entry.br, encoding: 'br' };
    }
    if (accepts('gzip')) {
      entry.gzip ??= zlib.gzipSync(entry.html, { level: 9 });
      return { body: entry.gzip, encoding: 'gzip' };
    }
    return { body: entry.html };
  };
}
