// npm run bench:bundle: the JavaScript each route loads, gzip-compressed (the budget's measure), from the Vite build manifest: the entry,
// the app it loads and everything they import statically, plus the route's own page chunk and its static imports. Lazily loaded
// pieces (map, calendar modal, dialogs, bot check) count only where they load. Writes the table into
// docs/performance.md between its markers. Run `npm run build` first. With `--check` (what `npm test` runs after the
// build) it writes nothing and exits 1 when any route is over the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { writeDocSection } from './bench-support.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps', 'web', 'dist');
// Issue #16: at most 160 KB on every booking route (scheduler and group); the other routes stay well under it.
const BUDGET_KB = 160;

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
}
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

type Compression = 'gzip' | 'brotli';
// Brotli at quality 11 is what the server sends browsers that accept it (the build writes the .br files); gzip is the
// budget's measure, as browsers without Brotli and most published budgets use it.
const compress: Record<Compression, (source: Buffer) => number> = {
  gzip: (source) => zlib.gzipSync(source, { level: 9 }).length,
  brotli: (source) => zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
};
const compressedSizes = new Map<string, number>();
function compressedKb(keys: Iterable<string>, compression: Compression = 'gzip'): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const cacheKey = `${compression}:${file}`;
    if (!compressedSizes.has(cacheKey))
      compressedSizes.set(cacheKey, compress[compression](fs.readFileSync(path.join(DIST, file))));
    bytes += compressedSizes.get(cacheKey)!;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

// The entry (src/boot.ts) loads the app (src/main.tsx) with a dynamic import; every route loads both.
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const shared = new Set([...closure(entry), ...closure('src/main.tsx')]);
const rows = Object.keys(manifest)
  .filter((key) => manifest[key]!.isDynamicEntry && /-page\.tsx$/.test(key))
  .map((key) => {
    const keys = new Set([...shared, ...closure(key)]);
    return {
      page: key.replace(/^src\/features\//, ''),
      kb: compressedKb(keys),
      brotliKb: compressedKb(keys, 'brotli'),
    };
  })
  .sort((a, b) => a.page.localeCompare(b.page));

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:bundle\` (gzip level 9; budget ${BUDGET_KB} KB per route).`,
  `Shared entry (every route): ${compressedKb(shared)} KB gzip, ${compressedKb(shared, 'brotli')} KB Brotli.`,
  '',
  '| Route page | JS loaded (KB gzip) | Within budget | KB Brotli (what the server sends) |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.page} | ${r.kb} | ${r.kb <= BUDGET_KB ? 'yes' : 'no'} | ${r.brotliKb} |`),
];
console.log(lines.join('\n'));

if (process.argv.includes('--check')) {
  const over = rows.filter((r) => r.kb > BUDGET_KB);
  for (const r of over)
    console.error(`Over budget: ${r.page} loads ${r.kb} KB gzip of JavaScript, more than ${BUDGET_KB} KB.`);
  if (over.length > 0) {
    console.error('Load the heavy part later (decision 213) or remove it; `npm run bench:bundle` shows every route.');
    process.exit(1);
  }
} else {
  writeDocSection(path.join(ROOT, 'docs', 'performance.md'), 'bundle-size', 'Web: JavaScript per route', lines);
}
