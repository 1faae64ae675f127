/// <reference lib="dom" />
// npm run bench:lighthouse: Lighthouse (mobile, its default settings) on the schedule landing, the location search
// and the results page, against the real server with the real data, in Debian's Chromium. Search and results need
// a flow in progress, so the script walks there in the page first and then measures a fresh load of that address
// with the session kept (the scheduler resumes from session storage). Writes the scores into docs/performance.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { benchFailed, freePort, writeDocSection } from './bench-support.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

interface Score {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function measure(page: Page, url: string, name: string): Promise<Score> {
  const result = await lighthouse(
    url,
    { disableStorageReset: true, output: 'json', logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A failed run scores 0 everywhere, and a page answered with an error is measured as an error page: neither is a
  // figure to record.
  if (runtimeError) benchFailed(`${name}: Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
  if (audits['http-status-code']?.score === 0)
    benchFailed(`${name}: the page was not answered with a success status (${url})`);
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    page: name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}

async function clickByText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    (sel, t) => Array.from(document.querySelectorAll(sel)).some((el) => el.textContent?.trim().startsWith(t)),
    { timeout: 30_000 },
    selector,
    text,
  );
  await page.evaluate(
    (sel, t) => {
      const element = Array.from(document.querySelectorAll<HTMLElement>(sel)).find((el) =>
        el.textContent?.trim().startsWith(t),
      );
      element?.click();
    },
    selector,
    text,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-lighthouse-'));
// LIGHTHOUSE_PORT: a fixed port when several people measure on one machine; otherwise any free one.
const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: path.join(dir, 'lh.sqlite'),
    DATABASE_URL: '',
    BOT_CHECK: 'off',
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
  },
});
const browser = await puppeteer.launch({ executablePath: CHROME, args: CHROME_ARGS });
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/api/v1/health`);
  const page = await browser.newPage();
  const scores: Score[] = [];
  scores.push(await measure(page, `${base}/schedule`, 'Schedule landing (/schedule)'));

  // Walk to the search: flu (in season in November), 18 and over.
  await page.goto(`${base}/schedule`, { waitUntil: 'networkidle0' });
  await clickByText(page, 'label', 'Flu');
  await clickByText(page, 'button', 'Book for 18 and over');
  await page.waitForFunction(() => location.pathname === '/schedule/search');
  scores.push(await measure(page, `${base}/schedule/search`, 'Location search (/schedule/search)'));

  // Then to the results for 10001.
  await page.waitForSelector('input[role="combobox"]');
  await page.type('input[role="combobox"]', '10001');
  await page.waitForSelector('[role="option"]');
  await page.click('[role="option"]');
  await page.waitForFunction(() => location.pathname === '/schedule/results', { timeout: 30_000 });
  scores.push(await measure(page, `${base}/schedule/results`, 'Results (/schedule/results)'));

  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:lighthouse\` (Lighthouse 12, mobile emulation and`,
    `throttling as Lighthouse defaults, Debian Chromium, server and browser on the same 2 cores; load average ${os.loadavg()[0]!.toFixed(1)} at the end). Goals: performance ≥ 95, accessibility 100.`,
    '',
    '| Page | Performance | Accessibility | Best practices | LCP ms | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|',
    ...scores.map(
      (s) =>
        `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} |`,
    ),
  ];
  console.log(lines.join('\n'));
  writeDocSection(path.join(ROOT, 'docs', 'performance.md'), 'lighthouse', 'Web: Lighthouse (mobile)', lines);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dir, { recursive: true, force: true });
}
