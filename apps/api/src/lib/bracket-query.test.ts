import { describe, expect, it } from 'vitest';
import { parseBracketQuery } from './bracket-query.ts';

describe('bracket-format query strings', () => {
  it('turns name[]= into a list, even with a single value', () => {
    expect({ ...parseBracketQuery('retailers[]=cvs&retailers[]=walmart&location_ids[]=a') }).toEqual({
      retailers: ['cvs', 'walmart'],
      location_ids: ['a'],
    });
  });

  it('turns sw[lat]= and sw[lng]= into a corner object, and decodes values', () => {
    expect({ ...parseBracketQuery('sw[lat]=40.1&sw[lng]=-74&search=Austin%2C%20TX') }).toEqual({
      sw: { lat: '40.1', lng: '-74' },
      search: 'Austin, TX',
    });
  });

  it('keeps a plain parameter a string, and a repeated one a list', () => {
    expect({ ...parseBracketQuery('page=2&x=1&x=2') }).toEqual({ page: '2', x: ['1', '2'] });
  });

  it('cannot be used to set an object prototype', () => {
    const parsed = parseBracketQuery('__proto__[polluted]=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBeNull();
  });
});
