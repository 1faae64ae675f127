// What every bench script needs: a port nobody listens on, and its own marked section of docs/performance.md,
// rewritten on each run so that the document always shows the latest measurement.
import fs from 'node:fs';
import path from 'node:path';

export { freePort } from '../apps/api/src/test/free-port.ts';

/** A bench that met an answer it did not expect: its figures would measure refusals, not the work. */
export class BenchFailure extends Error {
  override name = 'BenchFailure';
}

/**
 * Ends the bench (exit code 1, one line on standard error saying what) when any answer was not of an expected status,
 * or a request got no answer: a 429 from the rate limit or a 503 is answered fast, and counted as served it makes
 * a bench report a speed the server never had. Nothing is recorded in docs/performance.md after a failure.
 */
export function expectStatuses(
  what: string,
  counts: Readonly<Record<string, number>>,
  { expected = [200], unanswered = 0 }: { expected?: readonly number[]; unanswered?: number } = {},
): void {
  const wrong = Object.entries(counts).filter(([status, n]) => n > 0 && !expected.includes(Number(status)));
  if (wrong.length === 0 && unanswered === 0) return;
  const line = `bench failed: ${what}: ${[
    ...wrong.map(([status, n]) => `${n.toLocaleString('en-US')} answered ${status}`),
    ...(unanswered > 0 ? [`${unanswered.toLocaleString('en-US')} got no answer (connection error or timeout)`] : []),
  ].join(', ')}; every answer must be ${expected.join(' or ')}.`;
  benchFailed(line);
}

/** Ends the bench with exit code 1 and `line` on standard error. */
export function benchFailed(line: string): never {
  console.error(line.startsWith('bench failed') ? line : `bench failed: ${line}`);
  process.exitCode = 1;
  throw new BenchFailure(line);
}

/** expectStatuses for an autocannon run: its status counts, connection errors and timeouts. */
export function expectAutocannonStatuses(
  what: string,
  result: {
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  },
  expected: readonly number[] = [200],
): void {
  const counts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]),
  );
  expectStatuses(what, counts, { expected, unanswered: result.errors + result.timeouts });
}

/** Replaces the section between `<!-- marker:start -->` and `<!-- marker:end -->`, or appends it under `heading`. */
export function writeDocSection(file: string, marker: string, heading: string, lines: readonly string[]): void {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const section = `${start}\n${lines.join('\n')}\n${end}`;
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(
    file,
    text.includes(start)
      ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
      : `${text.trimEnd()}\n\n## ${heading}\n\n${section}\n`,
  );
}

const services = (list: unknown) => encodeURIComponent(JSON.stringify(list));
// Searches from the centroids of the 200 most populous ZIP codes, with a mix of vaccine choices, so that the run
// is not one cached answer repeated: each request is a search a real person in a big place could make.
const SERVICE_MIXES = [
  [{ kind: 'covid_19', brands: [], ageMin: 18, ageMax: 64 }],
  [{ kind: 'flu', brands: [], ageMin: 30, ageMax: 30 }],
  [
    { kind: 'covid_19', brands: ['pfizer'], ageMin: 65, ageMax: 120 },
    { kind: 'flu', brands: [], ageMin: 65, ageMax: 120 },
  ],
  [{ kind: 'rsv', brands: [], ageMin: 75, ageMax: 120 }],
];

/** The GET /query paths every /query bench sends. */
export function queryPaths(root: string): string[] {
  return busiestZipCentroids(root, 200).map(
    ([lat, lng], i) =>
      `/api/v1/query?latitude=${lat}&longitude=${lng}&pageSize=10&services=${services(SERVICE_MIXES[i % SERVICE_MIXES.length])}`,
  );
}

function busiestZipCentroids(root: string, count: number): Array<[string, string]> {
  const [header, ...lines] = fs
    .readFileSync(path.join(root, 'data', 'us_zip_codes.csv'), 'utf8')
    .trim()
    .split('\n');
  const columns = header!.split(',');
  const at = (name: string) => columns.indexOf(name);
  // This file has no quoted fields, so a plain split is enough; stop if that ever changes.
  if (lines.some((line) => line.includes('"')))
    throw new Error("us_zip_codes.csv has quoted fields: parse it with the loader's CSV parser");
  return lines
    .map((line) => line.split(','))
    .filter((cells) => cells[at('population_2020')])
    .sort((a, b) => Number(b[at('population_2020')]) - Number(a[at('population_2020')]))
    .slice(0, count)
    .map((cells) => [cells[at('lat')]!, cells[at('lng')]!]);
}
