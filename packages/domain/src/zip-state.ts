// ZIP prefix → state, longest prefix wins (docs/product/booking-flow.md, Limits). The table is
// data/zip_prefix_state.csv, kept as JSON here so that browser and server resolve a ZIP the same way; zip-state.test.ts
// checks the two agree.
import prefixes from './data/zip-prefix-state.json' with { type: 'json' };

const table: Readonly<Record<string, string>> = prefixes;
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
