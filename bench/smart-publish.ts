// Time and memory to publish the full default data as SMART Scheduling Links: the manifest, the Location and
// Schedule files, and every state's Slot file (14 days), read over HTTP as a reader would, one file at a time, gzipped
// (Accept-Encoding: gzip): the size is what crosses the wire; lines and the plain size are counted after gunzip.
// The server runs in this process on a fresh SQLite database (or PostgreSQL with DATABASE_URL) with the default data.
//   node --import tsx bench/smart-publish.ts [--append]
// --append writes the result into docs/performance.md, section "SMART Scheduling Links publishing".
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { expectStatuses, writeDocSection } from './bench-support.ts';

const root = path.resolve(import.meta.dirname, '..');
const { dialects } = await import('../apps/api/src/test/dialects.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { loadConfig } = await import('../apps/api/src/config.ts');
const { loadDefaultDataIfEmpty } = await import('../apps/api/src/modules/data-loading/default-data.ts');

const dialect = process.env.DATABASE_URL ? dialects.find((d) => d.name === 'postgres')! : dialects[0]!;
const database = await dialect.create();
// "Warm" reads the stored files again (decision 252): nothing changes during the bench, and the files are refreshed
// only after an hour, with room on disk for all of them. bench/feed-cost.ts measures the server's own CPU per poll.
const config = loadConfig(
  { SMART_FEED_REFRESH_S: '3600', SMART_SLOT_CACHE_MB: '8192', ...process.env, BOT_CHECK: 'off' },
  { ...database.config, logLevel: 'silent' },
);
await loadDefaultDataIfEmpty(database, config.dataDir);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const rssBefore = process.memoryUsage().rss;

async function read(url: string): Promise<{ bytes: number; plainBytes: number; lines: number; ms: number }> {
  const started = performance.now();
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject);
  });
  expectStatuses(`GET ${url}`, { [response.statusCode ?? 0]: 1 });
  let bytes = 0;
  response.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
  let plainBytes = 0;
  let lines = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    plainBytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  }
  return { bytes, plainBytes, lines, ms: performance.now() - started };
}

interface Totals {
  bytes: number;
  plainBytes: number;
  lines: number;
  ms: number;
  files: number;
}

async function publishOnce() {
  const started = performance.now();
  const manifestStart = performance.now();
  const answer = await fetch(`${base}/api/v1/fhir/$bulk-publish`);
  expectStatuses('GET $bulk-publish', { [answer.status]: 1 });
  const manifest = (await answer.json()) as {
    output: Array<{ type: string; url: string }>;
  };
  const manifestMs = performance.now() - manifestStart;
  const totals: Record<string, Totals> = {};
  for (const item of manifest.output) {
    // The manifest names PUBLIC_BASE_URL (decision 233); this bench's server listens on a port of its own.
    const r = await read(`${base}${new URL(item.url).pathname}`);
    const t = (totals[item.type] ??= { bytes: 0, plainBytes: 0, lines: 0, ms: 0, files: 0 });
    t.bytes += r.bytes;
    t.plainBytes += r.plainBytes;
    t.lines += r.lines;
    t.ms += r.ms;
    t.files += 1;
  }
  return { totalMs: performance.now() - started, manifestMs, totals };
}

const cold = await publishOnce();
const warm = await publishOnce();
clearInterval(sampler);
const since = performance.now();
const sinceAnswer = await fetch(
  `${base}/api/v1/fhir/$bulk-publish?_since=${encodeURIComponent(new Date().toISOString())}`,
);
expectStatuses('GET $bulk-publish?_since', { [sinceAnswer.status]: 1 });
await sinceAnswer.arrayBuffer();
const sinceMs = performance.now() - since;
await app.close();
await database.close();

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(b < 10 * 1024 * 1024 ? 1 : 0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (type: string, c: Totals | undefined, w: Totals | undefined) =>
  c && w
    ? `| ${type} | ${w.files} | ${w.lines.toLocaleString('en-US')} | ${mb(w.plainBytes)} | ${mb(w.bytes)} | ${s(c.ms)} | ${s(w.ms)} |`
    : '';
const lines = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${dialect.name}, the full default data, with \`node --import tsx bench/smart-publish.ts\` (load average ${os.loadavg()[0]!.toFixed(1)} at the end).`,
  '',
  '| file | files | resources (lines) | size (plain) | on the wire (gzip) | first read (cold) | read again (warm) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...(['Location', 'Schedule', 'Slot'] as const).map((type) => row(type, cold.totals[type], warm.totals[type])),
  '',
  `- Whole feed: first read ${s(cold.totalMs)} (builds the Location and Schedule files: ${s(cold.manifestMs)} for the first manifest, and writes and gzips every Slot file), then ${s(warm.totalMs)} from the stored files (decision 252; ${config.smartSlotCacheMb} MB of disk).`,
  `- Manifest once built: ${warm.manifestMs.toFixed(1)} ms; with \`_since\` (nothing changed): ${sinceMs.toFixed(1)} ms.`,
  `- Memory: resident set ${mb(rssBefore)} before the first read, at most ${mb(peakRss)} while publishing (Slot lines are written a location at a time; the built files are kept on disk).`,
  "- Times include this process gunzipping and counting every line as the reader; the machine was shared with other engineers' work.",
];
console.log(lines.join('\n'));
if (process.argv.includes('--append'))
  writeDocSection(path.join(root, 'docs/performance.md'), 'smart-publish', 'SMART Scheduling Links publishing', lines);
