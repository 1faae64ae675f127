// A vaccine kind is a row of the domain's table of kinds (decision 289) and its texts here. This test finds every
// table of texts keyed by vaccine kind (an object naming every kind: the names on the landing, the staff
// pages, the quiz, the per-kind messages) and asks each for every kind, so a new row fails here with the list of
// texts it still needs; translations.test.ts then asks the same keys of every language.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VACCINE_KINDS } from '@vaxnear/domain/vaccines';

const english = path.join(import.meta.dirname, 'en');

/** `namespace:key` of every text table keyed by kind that lacks one of `kinds`, with the kinds it lacks. */
function tablesMissingKinds(kinds: readonly string[]): string[] {
  const missing: string[] = [];
  const walk = (value: unknown, where: string) => {
    if (value === null || typeof value !== 'object') return;
    const keys = Object.keys(value);
    // A table for every kind names all the site's kinds; a new kind is then the one it lacks. (Tables for some kinds,
    // such as the risk conditions of COVID-19, RSV and pneumococcal, follow their own rules.)
    if (VACCINE_KINDS.every((kind) => keys.includes(kind))) {
      const lacks = kinds.filter((kind) => !keys.includes(kind));
      if (lacks.length > 0) missing.push(`${where}: ${lacks.join(', ')}`);
    }
    for (const [key, child] of Object.entries(value))
      walk(child, where.endsWith(':') ? `${where}${key}` : `${where}.${key}`);
  };
  for (const file of fs
    .readdirSync(english)
    .filter((f) => f.endsWith('.json'))
    .sort())
    walk(JSON.parse(fs.readFileSync(path.join(english, file), 'utf8')), `${file.replace(/\.json$/, '')}:`);
  return missing;
}

describe('the texts of the vaccine kinds', () => {
  it('name every kind of the table of kinds in every text table keyed by kind', () => {
    expect(tablesMissingKinds(VACCINE_KINDS)).toEqual([]);
  });

  it('list the texts a new kind needs: its names wherever kinds are named, and its per-kind messages', () => {
    expect(tablesMissingKinds([...VACCINE_KINDS, 'test_only'])).toEqual([
      'eligibility:vaccines: test_only',
      'group:vaccineNames: test_only',
      'group:vaccines.errors.age: test_only',
      'providers:vaccineKinds: test_only',
      'scheduler:vaccines: test_only',
      'scheduler:carousel.cards: test_only',
      'scheduler:patient.eligibility.condition: test_only',
      'staff-closures:listings.vaccines: test_only',
      'staff-counter:vaccines: test_only',
      'staff:vaccines: test_only',
      'waitlist:vaccines: test_only',
    ]);
  });
});
