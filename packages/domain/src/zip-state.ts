// ZIP prefix → state, longest prefix wins (docs/product/booking-flow.md, Limits). The table is
// data/zip_prefix_state.csv, kept as JSON here so that browser and server resolve a ZIP the same way (the API's
// zip-prefix-table.test.ts checks the two agree). The JSON lists each state's prefixes as runs ("100-149" for the 50
// prefixes from 100 to 149): a third of the size of one entry per prefix in every booking page's JavaScript.
import prefixRuns from './data/zip-prefix-state.json' with { type: 'json' };

/** Every code a list of runs names: "33001-33003 33010" is 33001, 33002, 33003 and 33010 (zeros kept). */
export function expandZipRuns(runs: string): string[] {
  return runs.split(' ').flatMap((run) => {
    const [first, last = first] = run.split('-') as [string, string?];
    const codes: string[] = [];
    for (let n = Number(first); n <= Number(last); n += 1) codes.push(String(n).padStart(first.length, '0'));
    return codes;
  });
}

/** Prefix (3 to 5 digits) → state (USPS code). */
export const ZIP_PREFIX_STATES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(prefixRuns as Record<string, string>).flatMap(([state, runs]) =>
    expandZipRuns(runs).map((prefix) => [prefix, state]),
  ),
);
const table = ZIP_PREFIX_STATES;
const LONGEST_PREFIX = Math.max(...Object.keys(table).map((p) => p.length));

export const ZIP_PATTERN = /^\d{5}$/;

export function isZipCode(value: string): boolean {
  return ZIP_PATTERN.test(value);
}

/** The state (USPS code) of a 5-digit ZIP, or null when no prefix matches. */
export function stateForZip(zip: string): string | null {
  if (!isZipCode(zip)) return null;
  for (let length = Math.min(LONGEST_PREFIX, zip.length); length >= 3; length -= 1) {
    const state = table[zip.slice(0, length)];
    if (state) return state;
  }
  return null;
}
