// npm run bench:bundle: the JavaScript each route loads, gzip-compressed, from the Vite build manifest: the entry,
// the app it loads and everything they import statically, plus the route's own page chunk and its static imports. Lazily loaded
// pieces (map, calendar modal, dialogs, bot check) count only where they load. Writes the table into
// docs/performance.md between its markers. Run `npm run build` first.
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

const gzipSizes = new Map<string, number>();
function gzipKb(keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    if (!gzipSizes.has(file))
      gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length);
    bytes += gzipSizes.get(file)!;
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
    return { page: key.replace(/^src\/features\//, ''), kb: gzipKb(keys) };
  })
  .sort((a, b) => a.page.localeCompare(b.page));

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:bundle\` (gzip level 9; budget ${BUDGET_KB} KB per route).`,
  `Shared entry (every route): ${gzipKb(shared)} KB.`,
  '',
  '| Route page | JS loaded (KB gzip) | Within budget |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.page} | ${r.kb} | ${r.kb <= BUDGET_KB ? 'yes' : 'no'} |`),
];
console.log(lines.join('\n'));

writeDocSection(path.join(ROOT, 'docs', 'performance.md'), 'bundle-size', 'Web: JavaScript per route', lines);
