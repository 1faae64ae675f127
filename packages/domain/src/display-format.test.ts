import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  formatCalendarDate,
  formatTimeOfDay,
  formatUntilTimeOfDay,
  intlLocale,
  normalCapitals,
} from './display-format.ts';

describe('writing addresses and dates for people', () => {
  it('writes a full address on one line', () => {
    expect(
      formatAddress({ address1: '1 Main St', address2: 'Suite 2', city: 'New York', state: 'NY', zipCode: '10001' }),
    ).toBe('1 Main St, Suite 2, New York, NY 10001');
  });

  it('leaves out a second line and a ZIP the location does not have', () => {
    expect(formatAddress({ address1: '1 Main St', address2: null, city: 'Hagatna', state: 'GU', zipCode: null })).toBe(
      '1 Main St, Hagatna, GU',
    );
    expect(formatAddress({ address1: '1 Main St', address2: '', city: 'Austin', state: 'TX' })).toBe(
      '1 Main St, Austin, TX',
    );
  });

  it('writes a calendar date in words in either language, whatever the zone of the machine', () => {
    expect(formatCalendarDate('2026-12-14', 'en')).toBe('December 14, 2026');
    expect(formatCalendarDate('2026-12-14', 'es')).toBe('14 de diciembre de 2026');
    expect(formatCalendarDate('2027-01-01', 'en')).toBe('January 1, 2027');
  });

  it('uses the US variant of each language', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('es')).toBe('es-US');
  });
});

describe('times of day', () => {
  it('reads h:mm a with a plain space, in the given zone, with the zone when asked', () => {
    expect(formatTimeOfDay('2026-11-24T14:05:00Z', 'en', { timeZone: 'America/New_York' })).toBe('9:05 AM');
    expect(formatTimeOfDay('2026-11-24T22:30:00Z', 'en', { timeZone: 'America/New_York', zoneName: true })).toBe(
      '5:30 PM EST',
    );
    expect(formatTimeOfDay('2026-11-24T14:05:00Z', 'es', { timeZone: 'America/New_York' })).toMatch(/^9:05 a\.\s?m\.$/);
  });
});

describe('normal capitals for addresses kept in capitals by the source', () => {
  it('reads "1200 N MULDOON RD" as "1200 N Muldoon Rd" and leaves mixed case alone', () => {
    expect(normalCapitals('1200 N MULDOON RD')).toBe('1200 N Muldoon Rd');
    expect(normalCapitals('150 W 100TH AVE')).toBe('150 W 100th Ave');
    expect(normalCapitals('ANCHORAGE')).toBe('Anchorage');
    expect(normalCapitals('350 5th Ave')).toBe('350 5th Ave');
  });
});

describe('a time after "until"', () => {
  const newYork = { timeZone: 'America/New_York' };
  it('says "hasta la 1:09" for one o\'clock in Spanish and "hasta las" for any other hour', () => {
    expect(`hasta ${formatUntilTimeOfDay('2026-11-24T18:09:00Z', 'es', newYork)}`).toMatch(/^hasta la 1:09 p\.\s?m\.$/);
    expect(`hasta ${formatUntilTimeOfDay('2026-11-24T06:45:00Z', 'es', newYork)}`).toMatch(/^hasta la 1:45 a\.\s?m\.$/);
    expect(`hasta ${formatUntilTimeOfDay('2026-11-24T19:09:00Z', 'es', newYork)}`).toMatch(
      /^hasta las 2:09 p\.\s?m\.$/,
    );
    expect(`hasta ${formatUntilTimeOfDay('2026-11-24T16:00:00Z', 'es', newYork)}`).toMatch(
      /^hasta las 11:00 a\.\s?m\.$/,
    );
  });

  it('is the plain time in English', () => {
    expect(formatUntilTimeOfDay('2026-11-24T18:09:00Z', 'en', newYork)).toBe('1:09 PM');
  });
});
