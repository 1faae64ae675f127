import { describe, expect, it } from 'vitest';
import { daysShownAtOnce, requiresPhone } from './retailers.ts';

describe('retailer variants', () => {
  it('requires a phone number only at Walmart', () => {
    expect(requiresPhone('walmart')).toBe(true);
    expect(['cvs', 'albertsons', 'rite_aid', 'not-a-retailer', null].map(requiresPhone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('shows CVS appointments 3 days at a time and the others a week', () => {
    expect(daysShownAtOnce('cvs')).toBe(3);
    expect(daysShownAtOnce('walmart')).toBe(7);
    expect(daysShownAtOnce(undefined)).toBe(7);
  });
});
