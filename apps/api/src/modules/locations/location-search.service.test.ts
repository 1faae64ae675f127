import { describe, expect, it } from 'vitest';
import { firstInOrder } from './location-search.service.ts';

describe('firstInOrder', () => {
  it('gives the same first items as a full sort, in order, for any page depth', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const keys = Array.from({ length: 2000 }, () => Math.floor(random() * 500));
    // Ties broken by index, as the search breaks equal distances by id.
    const before = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
    const sorted = keys.map((_, i) => i).sort(before);
    for (const count of [0, 1, 10, 30, 499, 500, 1999, 2000, 2500]) {
      expect(firstInOrder(keys.length, count, before)).toEqual(sorted.slice(0, count));
    }
  });
});
