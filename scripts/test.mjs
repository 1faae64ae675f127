// `npm test`: the lint of the OpenAPI document the server serves (seconds), then the unit, API and repository tests
// (Vitest) and the web build at the same time, then the JavaScript budget of every route and the end-to-end journeys
// against that build. The tests and the build share nothing, so on a machine with more than one core running them
// together saves the build's time; on one core they run one after the other. Output is buffered per stage so the
// two logs do not interleave; a failing stage stops the run before the e2e journeys.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/** Runs a command; resolves with its exit code and, when `buffered`, its output. */
function run(name, args, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(args[0], args.slice(1), {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n── ${name} ──\n${output}`);
      console.log(
        `── ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      resolve(code ?? 1);
    });
  });
}

const unit = ['unit, API and repository tests', ['npx', 'vitest', 'run']];
const build = ['web build', ['npm', 'run', 'build']];
const e2e = ['end-to-end journeys', ['npx', 'playwright', 'test', ...process.argv.slice(2)]];

// The OpenAPI document first (a few seconds): Redocly's rules over the document the server serves (redocly.yaml,
// decision 250), so a new error or warning in it fails the run before the long stages start.
if ((await run('OpenAPI document lint', ['npm', 'run', 'lint:openapi'], { buffered: true })) !== 0) process.exit(1);

let codes;
if (availableParallelism() > 1) {
  codes = await Promise.all([unit, build].map(([name, args]) => run(name, args, { buffered: true })));
} else {
  codes = [await run(unit[0], unit[1], { buffered: false }), await run(build[0], build[1], { buffered: false })];
}
if (codes.some((code) => code !== 0)) process.exit(1);
// Every route within its JavaScript budget (160 KB gzip, decision 213), measured on the build just made.
if (
  (await run('JavaScript budget per route', ['node', '--import', 'tsx', 'bench/bundle-size.ts', '--check'], {
    buffered: true,
  })) !== 0
)
  process.exit(1);
const e2eCode = await run(e2e[0], e2e[1], { buffered: false });
if (e2eCode !== 0) printFailedPages();
process.exit(e2eCode);

/**
 * What each failed journey's page showed when it failed (Playwright's error-context.md: the page's accessibility tree),
 * so a failure on a CI machine can be read from its log alone. The journeys' people are invented.
 */
function printFailedPages() {
  let folders = [];
  try {
    folders = readdirSync('test-results', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  } catch {
    return;
  }
  for (const folder of folders) {
    const file = join('test-results', folder.name, 'error-context.md');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const snapshot = text.indexOf('# Page snapshot');
    console.log(`\n── the page when ${folder.name} failed ──\n${snapshot >= 0 ? text.slice(snapshot) : text}`);
  }
}
