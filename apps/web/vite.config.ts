import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { firstPaintHtml as FirstPaintHtml, translateFrom as TranslateFrom } from './src/app/first-paint.ts';
import type { PageDefinition } from './src/app/pages.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What the server reads to add modulepreload hints to the HTML of the route being opened (decision 033). */
export interface RoutePreloads {
  campaigns: readonly string[];
  locales: readonly string[];
  defaultLocale: string;
  /** In matching order: static paths, then parameters, then splats; '*' (not found) last. */
  routes: {
    path: string;
    scripts: Record<string, string[]>;
    styles: string[];
    /** Per language: the page's heading and lead as escaped HTML for #root (src/app/first-paint.ts). */
    firstPaint?: Record<string, string>;
    /** The first paint needs the page's stylesheets applied, not merely preloaded. */
    firstPaintStyles?: boolean;
    /** Search engines may index the page; the server marks every other page noindex, nofollow. */
    indexable?: boolean;
  }[];
}

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * Lists, for every route and language, the chunks the page needs beyond the entry: its module with its static
 * imports, its translation namespaces and `common` (with English, the fallback, under Spanish). The browser would
 * otherwise discover them only after the entry ran, one round trip after another.
 */
export async function routePreloads(manifest: Manifest): Promise<RoutePreloads> {
  // The page table and named routes are the app's own TypeScript, which imports the domain package's TypeScript:
  // tsx loads them (Node cannot), and only in a build, so tests and the dev server never pay for it.
  const { tsImport } = await import('tsx/esm/api');
  const load = <T>(file: string) => tsImport(file, import.meta.url) as Promise<T>;
  const { PAGES } = await load<{ PAGES: readonly PageDefinition[] }>('./src/app/pages.ts');
  const { ROUTE_PATHS } = await load<{ ROUTE_PATHS: Record<string, string> }>('./src/lib/routes.ts');
  const { CAMPAIGNS } = await load<{ CAMPAIGNS: readonly string[] }>('./src/lib/campaigns.ts');
  const { DEFAULT_LOCALE, LOCALES } = await load<{ DEFAULT_LOCALE: string; LOCALES: readonly string[] }>(
    './src/lib/locale.ts',
  );
  const { pathFor } = await load<{ pathFor: (name: string, prefix: { locale: string }) => string }>(
    './src/lib/routes.ts',
  );
  const { firstPaintHtml, translateFrom } = await load<{
    firstPaintHtml: typeof FirstPaintHtml;
    translateFrom: typeof TranslateFrom;
  }>('./src/app/first-paint.ts');
  // The same translation files the app loads, so the HTML and React's first render say the same thing.
  const namespacesOf = (lng: string) =>
    Object.fromEntries(
      fs
        .readdirSync(path.join(import.meta.dirname, 'src/i18n', lng))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'src/i18n', lng, file), 'utf8')) as unknown,
        ]),
    );
  const translations = Object.fromEntries(LOCALES.map((lng) => [lng, namespacesOf(lng)]));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const shared = closure(manifest, entryKey);
  // The entry (src/boot.ts) is the shell's styles and a loader; the app it loads is listed first for every route.
  const app = closure(manifest, 'src/main.tsx');
  const url = (key: string) => `/${manifest[key]!.file}`;
  const rank = (p: string) => (p === '*' ? 3 : p.endsWith('*') ? 2 : p.includes(':') ? 1 : 0);
  const routes = PAGES.map((page) => {
    const moduleKey = `src/features/${page.module}.tsx`;
    if (!manifest[moduleKey]) throw new Error(`The build has no chunk for ${moduleKey}`);
    const own = [...new Set([...app, ...closure(manifest, moduleKey)])].filter((key) => !shared.has(key));
    const scripts: Record<string, string[]> = {};
    for (const locale of LOCALES) {
      const languages = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
      const namespaces = languages.flatMap((lng) =>
        ['common', ...page.namespaces].map((ns) => `src/i18n/${lng}/${ns}.json`),
      );
      scripts[locale] = [...new Set([...own.map(url), ...namespaces.filter((key) => manifest[key]).map(url)])];
    }
    const styles = [...new Set(own.flatMap((key) => manifest[key]!.css ?? []).map((file) => `/${file}`))];
    const routePath = page.name === 'NotFound' ? '*' : (page.path ?? ROUTE_PATHS[page.name]);
    if (routePath === undefined) throw new Error(`No path for the page ${page.name}`);
    const firstPaint: Record<string, string> = {};
    for (const locale of page.firstPaint ? LOCALES : []) {
      const t = translateFrom([translations[locale]!, translations[DEFAULT_LOCALE]!]);
      const html = firstPaintHtml(page.firstPaint!, t, pathFor('Home', { locale }));
      if (!html) throw new Error(`The first paint of ${page.name} names a string ${locale} does not have`);
      firstPaint[locale] = html;
    }
    return {
      path: routePath,
      scripts,
      styles,
      ...(page.firstPaint ? { firstPaint } : {}),
      ...(page.firstPaint?.pageStyles ? { firstPaintStyles: true } : {}),
      ...(page.indexable ? { indexable: true } : {}),
    };
  }).sort((a, b) => rank(a.path) - rank(b.path));
  return { campaigns: CAMPAIGNS, locales: LOCALES, defaultLocale: DEFAULT_LOCALE, routes };
}

/** Writes .vite/route-preloads.json beside the manifest. */
function routePreloadsPlugin(): Plugin {
  return {
    name: 'vaxnear-route-preloads',
    apply: 'build',
    async writeBundle(options, bundle) {
      const manifestAsset = bundle['.vite/manifest.json'];
      if (!manifestAsset || manifestAsset.type !== 'asset') throw new Error('route preloads need build.manifest');
      const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
      fs.writeFileSync(
        path.join(options.dir!, '.vite', 'route-preloads.json'),
        JSON.stringify(await routePreloads(manifest), null, 1),
      );
    },
  };
}

/**
 * Brotli and gzip copies of every text asset, made once at build time, so the server sends compressed bytes
 * (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompressPlugin(): Plugin {
  return {
    name: 'vaxnear-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(options.dir!, fileName);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), routePreloadsPlugin(), precompressPlugin()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  // The manifest lets bench/bundle-size.ts measure the JS each route loads, and the server hint each route's chunks.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Every route loads React, the shell's hook and the domain's enumerations and vaccine rules (the shared entry).
        // Left to itself the bundler splits them into several small chunks as soon as a lazily loaded module (a
        // form's schema, decision 190) imports one of them; each chunk is compressed on its own, so the pieces cost
        // more than the whole. One chunk for them and their dependencies, all of which every route loads anyway.
        // Name nothing here that only some routes load: it would be loaded by all.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/]react[\\/]|packages[\\/]domain[\\/]src[\\/](enumerations|booking[\\/]vaccine-selection)\.ts$|apps[\\/]web[\\/]src[\\/]lib[\\/]use-shell\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Whole-route component tests render real pages; on a loaded 2-core machine they can pass 5 s.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
