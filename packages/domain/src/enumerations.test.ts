import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, supportedLocale } from './enumerations.ts';

describe('the site locale for a language tag', () => {
  it('is the tag itself for every locale of the list', () => {
    for (const locale of LOCALES) expect(supportedLocale(locale)).toBe(locale);
  });

  it('is the base language of a regional tag the site has, and the default for any other', () => {
    expect(supportedLocale('es-MX')).toBe('es');
    expect(supportedLocale('en-XA')).toBe('en');
    expect(supportedLocale('fr')).toBe(DEFAULT_LOCALE);
    expect(supportedLocale('')).toBe(DEFAULT_LOCALE);
    expect(supportedLocale(null)).toBe(DEFAULT_LOCALE);
    expect(supportedLocale(undefined)).toBe(DEFAULT_LOCALE);
  });
});
