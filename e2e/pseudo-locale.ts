import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { PSEUDO_END, PSEUDO_START, pseudoNamespace } from '../apps/web/src/i18n/pseudo-locale.ts';
import { expect } from './test.ts';

// The pseudo-locale in the built site (decision 297): the build carries no pseudo texts, so the browser is given
// pseudo-English in place of each English translation chunk it fetches, made here from the English files. The page
// then runs as it does for a visitor, with every translated text accented, 30 % longer and bracketed.

const web = path.join(import.meta.dirname, '..', 'apps', 'web');

/** Each English translation chunk of the build, by its address, with its pseudo-English module. */
function pseudoChunks(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(web, 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunks = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    if (!/^src\/i18n\/en\/[\w-]+\.json$/.test(source)) continue;
    const english: unknown = JSON.parse(fs.readFileSync(path.join(web, source), 'utf8'));
    // The app reads a namespace as the chunk's default export (lib/i18n.ts).
    chunks.set(`/${chunk.file}`, `export default ${JSON.stringify(pseudoNamespace(english))};`);
  }
  if (chunks.size === 0) throw new Error('No English translation chunk in the build: run npm run build');
  return chunks;
}

/**
 * Serves pseudo-English to this context while `on`; a page reloaded after switching reads the other texts. Routing
 * turns the browser's cache off, so every reload fetches the chunks again.
 */
export async function pseudoLocale(
  context: BrowserContext,
): Promise<{ on(): void; off(): void; serverData: () => string[] }> {
  const chunks = pseudoChunks();
  let active = false;
  // What the server answered (names, addresses, phone numbers) is data a page shows, not words of ours; its messages
  // are left out, since a page must show its own words for them.
  const serverData = new Set<string>();
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && !/^(message|detail|title|error)$/.test(key)) serverData.add(value);
    else if (Array.isArray(value)) value.forEach((item) => collect(item, key));
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) collect(v, k);
    }
  };
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(collect, () => undefined);
  });
  await context.route(
    (url) => active && chunks.has(url.pathname),
    (route) =>
      route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: chunks.get(new URL(route.request().url()).pathname)!,
      }),
  );
  return {
    on: () => {
      active = true;
    },
    off: () => {
      active = false;
    },
    serverData: () => [...serverData],
  };
}

/** What a person can read or hear on the page: its visible text and the names and hints given in attributes. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .filter((element) => (element as HTMLElement).checkVisibility?.() !== false)
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/**
 * Every word on the page comes from the translations: with the pseudo texts taken out (inner ones first, since a
 * text may hold another), every word left is a word of the data (`data`: names, places, dates the page shows).
 */
export async function expectOnlyTranslatedText(page: Page, data: readonly string[]): Promise<void> {
  // The page has rendered in pseudo-English, not the server's first paint of the English heading.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PSEUDO_START);
  const text = await readableText(page);
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(new RegExp(`${PSEUDO_START}[^${PSEUDO_START}${PSEUDO_END}]*${PSEUDO_END}`, 'g'), ' ');
  }
  // Data may be shown in another case or order than given ("5 PENN PLAZA" as "5 Penn Plaza"): compared word by word.
  const dataWords = new Set(data.flatMap((value) => value.toLowerCase().match(/[a-z]{2,}/g) ?? []));
  const words = (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !dataWords.has(word.toLowerCase()));
  expect.soft(words, `words on ${page.url()} that are not translated:\n${rest.replace(/\s+/g, ' ')}`).toEqual([]);
}

/** The names the browser gives dates and times in English: data the page formats, not words of ours. */
export function englishDateWords(): string[] {
  const days = [...Array(7).keys()].map((i) => new Date(Date.UTC(2026, 10, 22 + i)));
  const months = [...Array(12).keys()].map((i) => new Date(Date.UTC(2026, i, 15)));
  const name = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  return [
    ...days.flatMap((d) => [name(d, { weekday: 'long' }), name(d, { weekday: 'short' })]),
    ...months.flatMap((d) => [name(d, { month: 'long' }), name(d, { month: 'short' })]),
    'AM',
    'PM',
    'EST',
    'CST',
    'MST',
    'PST',
  ];
}

/**
 * The page keeps its width with the longer texts, on a phone (375 px) and a desk (1280 px): nothing makes it scroll
 * sideways, and no box that hides what overflows it has text cut off (screen-reader-only text, 1 px wide, aside).
 */
export async function expectLayoutHolds(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const layout = await page.evaluate(() => {
      const clipped = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => {
          const style = getComputedStyle(element);
          if (!/hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis') return false;
          if (element.clientWidth <= 1 || !element.checkVisibility()) return false;
          // A map clips its tiles and markers by design.
          if (element.closest('.leaflet-container')) return false;
          return element.scrollWidth > element.clientWidth + 1;
        })
        .map((element) => element.outerHTML.slice(0, 160));
      const root = document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, clipped };
    });
    expect
      .soft(layout.scrollWidth, `${page.url()} at ${width} px scrolls sideways`)
      .toBeLessThanOrEqual(layout.clientWidth);
    expect.soft(layout.clipped, `${page.url()} at ${width} px`).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}
