import { describe, expect, it } from 'vitest';
import { brandAges } from '@vaxnear/domain/booking/brand-ages';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { demoConfiguration, fnv1a32, PHARMACY_COUNTER_MODERNA_MIN_AGE } from './demo-configuration.ts';

const walmart = {
  id: 'vgov-walmart-2070-ak',
  retailer: 'walmart',
  chain: 'Walmart',
  website: 'https://www.walmart.com/store/2070',
};
const clinic = {
  id: 'vgov-cvs-20217-az',
  retailer: 'cvs',
  chain: 'MinuteClinic (CVS)',
  website: 'https://www.cvs.com/minuteclinic/clinic-locator/',
};

describe('demo configuration of a location', () => {
  it('uses the published FNV-1a values, so every machine derives the same configuration', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('gives the same answer for the same location every time', () => {
    expect(demoConfiguration(walmart)).toEqual(demoConfiguration({ ...walmart }));
  });

  it('always offers flu from age 3 and at least one brand for every branded kind it offers', () => {
    for (let n = 0; n < 500; n += 1) {
      const config = demoConfiguration({ ...walmart, id: `vgov-walmart-${n}-tx` });
      expect(config.offerings).toContainEqual({ kind: 'flu', brand: '', minAge: 3, maxAge: 120 });
      for (const offering of config.offerings) {
        expect(offering.minAge).toBeGreaterThanOrEqual(3);
        if (offering.kind !== 'flu') expect(offering.brand).not.toBe('');
        if (offering.kind === 'rsv') expect(offering.minAge).toBe(50);
        if (offering.kind === 'pneumococcal') expect(offering.minAge).toBe(19);
      }
      expect(config.hours.length).toBeGreaterThanOrEqual(6);
      expect([10, 15, 20]).toContain(config.slotMinutes);
      expect(config.capacity).toBeGreaterThanOrEqual(1);
      expect(config.capacity).toBeLessThanOrEqual(3);
    }
  });

  it('never offers a brand outside the ages of the brand catalogue the brand page filters by', () => {
    const youngestModerna = { clinic: Infinity, counter: Infinity };
    for (let n = 0; n < 500; n += 1) {
      for (const input of [
        { ...walmart, id: `vgov-walmart-${n}-tx` },
        { ...clinic, id: `vgov-cvs-${n}-az` },
      ]) {
        for (const offering of demoConfiguration(input).offerings) {
          const ages = brandAges(offering.kind as VaccineKind, offering.brand);
          expect(offering.minAge).toBeGreaterThanOrEqual(ages.minAge);
          expect(offering.maxAge).toBeLessThanOrEqual(ages.maxAge ?? Infinity);
          if (offering.brand === 'moderna' && offering.kind === 'covid_19') {
            const where = input.chain?.includes('MinuteClinic') ? 'clinic' : 'counter';
            youngestModerna[where] = Math.min(youngestModerna[where], offering.minAge);
          }
        }
      }
    }
    // Clinics give Moderna from the catalogue's youngest age; pharmacy counters only from 12.
    expect(youngestModerna).toEqual({
      clinic: brandAges('covid_19', 'moderna').minAge,
      counter: PHARMACY_COUNTER_MODERNA_MIN_AGE,
    });
  });

  it('mixes booking types, mostly bookable here', () => {
    const counts = { vaxnear: 0, deepLink: 0, external: 0 };
    for (let n = 0; n < 1000; n += 1)
      counts[demoConfiguration({ ...walmart, id: `vgov-walmart-${n}-tx` }).bookingType] += 1;
    expect(counts.vaxnear).toBeGreaterThan(700);
    expect(counts.deepLink).toBeGreaterThan(50);
    expect(counts.external).toBeGreaterThan(20);
  });

  it('gives MinuteClinics 20-minute slots and a lunch break', () => {
    const config = demoConfiguration(clinic);
    expect(config.slotMinutes).toBe(20);
    expect(config.hours.find((h) => h.weekday === 1)).toMatchObject({
      opens: '08:30',
      closes: '19:30',
      breakStart: '13:00',
      breakEnd: '14:00',
    });
  });
});
