import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createIndexHtml, robotsTxt, routeFor, sitemapXml, type RoutePreloads } from './web-html.ts';

/** The day the server serves on; the season it names follows from it. */
let todayIs = '2026-11-24';
const today = () => todayIs;

const TEMPLATE =
  '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body></body>\n</html>\n';

const PRELOADS: RoutePreloads = {
  campaigns: ['walgreens'],
  locales: ['en', 'es'],
  defaultLocale: 'en',
  routes: [
    { path: '', scripts: { en: ['/assets/home.js'], es: ['/assets/home.js'] }, styles: [] },
    {
      path: 'schedule',
      scripts: {
        en: ['/assets/landing.js', '/assets/scheduler-en.js'],
        es: ['/assets/landing.js', '/assets/scheduler-es.js', '/assets/scheduler-en.js'],
      },
      styles: ['/assets/landing.css'],
    },
    { path: 'eligibility', scripts: { en: ['/assets/quiz-landing.js'], es: [] }, styles: [] },
    { path: 'eligibility/*', scripts: { en: ['/assets/quiz.js'], es: [] }, styles: [] },
    { path: '*', scripts: { en: ['/assets/not-found.js'], es: [] }, styles: [] },
  ],
};

describe('the HTML of a page names the chunks of the route it opens', () => {
  it("hints the landing's code, styles and English strings for /schedule", () => {
    const html = createIndexHtml(TEMPLATE, PRELOADS, today)('/schedule', undefined).body as string;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/scheduler-en.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/landing.css">');
    expect(html).not.toContain('scheduler-es.js');
    // The hints sit in the head, after the entry script, and nothing inline is added (CSP script-src 'self').
    expect(html.indexOf('landing.js')).toBeGreaterThan(html.indexOf('index.js'));
    expect(html.indexOf('landing.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toMatch(/<script>|<style>/);
  });

  it('reads the campaign and the Spanish prefix as the route tree does', () => {
    expect(routeFor(PRELOADS, '/walgreens/es/schedule')).toMatchObject({ route: { path: 'schedule' }, locale: 'es' });
    expect(routeFor(PRELOADS, '/es')).toMatchObject({ route: { path: '' }, locale: 'es' });
    // English has no prefix: /en/schedule is not the landing.
    expect(routeFor(PRELOADS, '/en/schedule')).toMatchObject({ route: { path: '*' }, locale: 'en' });
    // Spanish before the campaign is not a campaign page (decision 030).
    expect(routeFor(PRELOADS, '/es/walgreens/schedule').route?.path).toBe('*');
  });

  it('prefers a static path to a splat and sends unknown paths to the not-found page', () => {
    expect(routeFor(PRELOADS, '/eligibility').route?.path).toBe('eligibility');
    expect(routeFor(PRELOADS, '/eligibility/age').route?.path).toBe('eligibility/*');
    expect(routeFor(PRELOADS, '/no/such/page').route?.path).toBe('*');
  });

  it('sends brotli or gzip when the browser accepts it, and plain HTML otherwise', () => {
    const indexHtml = createIndexHtml(TEMPLATE, PRELOADS, today);
    const br = indexHtml('/schedule', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body as Buffer).toString()).toContain('landing.js');
    const gzip = indexHtml('/schedule', 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body as Buffer).toString()).toContain('landing.js');
    expect(indexHtml('/schedule', 'identity').encoding).toBeUndefined();
  });

  it('serves the page unchanged when the build has no route list', () => {
    expect(createIndexHtml(TEMPLATE, undefined, today)('/schedule', undefined).body).toBe(TEMPLATE);
  });
});

describe('the HTML of a page with a first paint shows its heading and lead before the JavaScript runs', () => {
  const APP_TEMPLATE =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
  const withFirstPaint: RoutePreloads = {
    ...PRELOADS,
    routes: PRELOADS.routes.map((route) =>
      route.path === 'schedule'
        ? {
            ...route,
            firstPaint: {
              en: '<main id="main"><h1>Book a vaccine appointment</h1><p class="lead">Find a pharmacy near you.</p></main>',
              es: '<main id="main"><h1>Reserve una cita de vacunación</h1><p class="lead">Encuentre una farmacia cerca de usted.</p></main>',
            },
          }
        : route,
    ),
  };
  const indexHtml = createIndexHtml(APP_TEMPLATE, withFirstPaint, today);

  it('puts the English heading and lead inside #root for /schedule and hints the chunks only after the paint', () => {
    const html = indexHtml('/schedule', undefined).body as string;
    expect(html).toContain(
      '<div id="root" data-preload="/assets/landing.js /assets/scheduler-en.js"><main id="main"><h1>Book a vaccine appointment</h1><p class="lead">Find a pharmacy near you.</p></main></div>',
    );
    expect(html).toContain('<html lang="en">');
    // Nothing in the head competes with the stylesheet for the first paint; the entry hints the list once painted.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('landing.css');
    expect(html).not.toMatch(/<script>|<style>/);
  });

  it("applies the page's stylesheets first when its first paint uses their classes", () => {
    const styled = createIndexHtml(
      APP_TEMPLATE,
      { ...withFirstPaint, routes: withFirstPaint.routes.map((route) => ({ ...route, firstPaintStyles: true })) },
      today,
    );
    expect(styled('/schedule', undefined).body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/landing.css">',
    );
    // Without a first paint (a campaign page) the hints stay in the head and the styles a preload.
    expect(styled('/walgreens/schedule', undefined).body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/landing.css">',
    );
    expect(styled('/walgreens/schedule', undefined).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/landing.js">',
    );
  });

  it('names the season of the day it is served, not the day it was built', () => {
    const seasonal = createIndexHtml(
      APP_TEMPLATE,
      {
        ...withFirstPaint,
        routes: withFirstPaint.routes.map((route) =>
          route.path === 'schedule'
            ? {
                ...route,
                firstPaint: {
                  en: '<h1>Vaccines for {{seasonStart}} to {{seasonEnd}}</h1>',
                  es: '<h1>Vacunas {{seasonStart}} a {{seasonEnd}}</h1>',
                },
              }
            : route,
        ),
      },
      today,
    );
    todayIs = '2026-11-24';
    expect(seasonal('/schedule', undefined).body).toContain('<h1>Vaccines for 2026 to 2027</h1>');
    todayIs = '2027-08-01';
    expect(seasonal('/schedule', undefined).body).toContain('<h1>Vaccines for 2027 to 2028</h1>');
    expect(seasonal('/es/schedule', undefined).body).toContain('<h1>Vacunas 2027 a 2028</h1>');
    todayIs = '2026-11-24';
  });

  it('speaks Spanish under /es/schedule, the document language included', () => {
    const html = zlib.brotliDecompressSync(indexHtml('/es/schedule', 'br').body as Buffer).toString();
    expect(html).toContain(
      '<h1>Reserve una cita de vacunación</h1><p class="lead">Encuentre una farmacia cerca de usted.</p>',
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('data-preload="/assets/landing.js /assets/scheduler-es.js /assets/scheduler-en.js"');
    expect(html).not.toContain('Book a vaccine appointment');
  });

  it('leaves #root empty for unknown paths, pages without a first paint and campaign pages', () => {
    for (const pathname of ['/no/such/page', '/schedule/extra', '/eligibility', '/walgreens/schedule']) {
      const html = indexHtml(pathname, undefined).body as string;
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).not.toContain('<h1>');
    }
    expect(indexHtml('/walgreens/schedule', undefined).body).not.toContain('data-preload');
  });
});

describe('what search engines read from the server', () => {
  const routes = PRELOADS.routes.map((route) =>
    route.path === '' || route.path === 'schedule' ? { ...route, indexable: true } : route,
  );
  const preloads: RoutePreloads = { ...PRELOADS, routes };
  const indexHtml = createIndexHtml(TEMPLATE, preloads, today);

  it('answers 404 with the not-found page for a path no page owns, marked noindex', () => {
    const page = indexHtml('/no-such-page', undefined);
    expect(page.status).toBe(404);
    expect(page.robots).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('/assets/not-found.js');
  });

  it('marks campaign copies and flow steps noindex in the HTML, and leaves opted-in pages indexable', () => {
    expect(indexHtml('/walgreens/schedule', undefined)).toMatchObject({ status: 200, robots: 'noindex, nofollow' });
    expect(indexHtml('/walgreens/schedule', undefined).body).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
    expect(indexHtml('/eligibility/age', undefined)).toMatchObject({ status: 200, robots: 'noindex, nofollow' });
    const landing = indexHtml('/es/schedule', undefined);
    expect(landing.status).toBe(200);
    expect(landing.robots).toBeUndefined();
    expect(landing.body).not.toContain('name="robots"');
  });

  it('lists indexable pages in both languages with hreflang alternates, and points robots.txt to it', () => {
    const xml = sitemapXml(preloads, 'https://vaxnear.example');
    expect(xml).toContain('<loc>https://vaxnear.example/</loc>');
    expect(xml).toContain('<loc>https://vaxnear.example/es</loc>');
    expect(xml).toContain('<loc>https://vaxnear.example/es/schedule</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://vaxnear.example/es/schedule"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://vaxnear.example/schedule"/>');
    expect(xml).not.toContain('eligibility');
    const robots = robotsTxt(preloads, 'https://vaxnear.example');
    expect(robots).toContain('Sitemap: https://vaxnear.example/sitemap.xml');
    expect(robots).toContain('Disallow: /walgreens/');
  });
});
