import { describe, expect, it } from 'vitest';
import { chainListings, countByRetailer } from './chains.ts';

describe('the partner chains a person can book', () => {
  it('counts each chain from the locations listed, Duane Reade under Walgreens, and puts chains with none last', () => {
    const counts = countByRetailer(['cvs', 'cvs', 'duane_reade', 'walmart', 'not-a-chain']);
    const listings = chainListings(counts);
    expect(listings.map((c) => [c.name, c.locations])).toEqual([
      ['CVS Pharmacy', 2],
      ['Walgreens', 1],
      ['Walmart', 1],
      ['Kroger', 0],
      ['Albertsons', 0],
      ['Rite Aid', 0],
      ['Costco', 0],
      ["Sam's Club", 0],
    ]);
  });

  it('names no chain as bookable when the server lists no location', () => {
    expect(chainListings({}).every((chain) => chain.locations === 0 && chain.site.startsWith('https://'))).toBe(true);
  });
});
