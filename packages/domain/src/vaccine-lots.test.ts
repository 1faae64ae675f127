import { describe, expect, it } from 'vitest';
import {
  FLU_MANUFACTURERS,
  lotManufacturers,
  lotRefusal,
  productRefusal,
  vaccinationAttendanceSources,
} from './vaccine-lots.ts';
import { productOfCvx, VACCINE_PRODUCTS } from './vaccine-products.ts';

describe('lots and vaccination records', () => {
  it('lets a lot be used through its expiry date, not after, and never empty', () => {
    expect(lotRefusal({ expiresOn: '2026-11-23', dosesLeft: 1 }, '2026-11-23')).toBeNull();
    expect(lotRefusal({ expiresOn: '2026-11-22', dosesLeft: 5 }, '2026-11-23')).toBe('LOT_EXPIRED');
    expect(lotRefusal({ expiresOn: '2027-01-01', dosesLeft: 0 }, '2026-11-23')).toBe('LOT_EMPTY');
  });

  it('records only a product of a vaccine booked, of the booked brand, for the person’s age, once', () => {
    const flu = [{ kind: 'flu', brand: null }];
    expect(productRefusal({ cvx: '88', services: flu, age: 40, recordedKinds: [] })).toBeNull();
    expect(productRefusal({ cvx: '309', services: flu, age: 40, recordedKinds: [] })).toBe('PRODUCT_NOT_BOOKED');
    const moderna = [{ kind: 'covid_19', brand: 'moderna' }];
    expect(productRefusal({ cvx: '309', services: moderna, age: 40, recordedKinds: [] })).toBe('PRODUCT_NOT_BOOKED');
    expect(productRefusal({ cvx: '312', services: moderna, age: 40, recordedKinds: [] })).toBeNull();
    expect(productRefusal({ cvx: '311', services: moderna, age: 40, recordedKinds: [] })).toBe('PRODUCT_NOT_FOR_AGE');
    const anyCovid = [{ kind: 'covid_19', brand: null }];
    expect(productRefusal({ cvx: '313', services: anyCovid, age: 40, recordedKinds: [] })).toBeNull();
    expect(productRefusal({ cvx: '313', services: anyCovid, age: 40, recordedKinds: ['covid_19'] })).toBe(
      'VACCINE_ALREADY_RECORDED',
    );
    expect(productRefusal({ cvx: '1', services: anyCovid, age: 40, recordedKinds: [] })).toBe('PRODUCT_NOT_BOOKED');
  });

  it('moves the first vaccine of a visit from expected or checked in, the second only once vaccinated', () => {
    expect(vaccinationAttendanceSources(true).sort()).toEqual(['checked_in', 'expected']);
    expect(vaccinationAttendanceSources(false)).toEqual(['vaccinated']);
  });

  it('names one manufacturer for a branded product and the flu makers for flu', () => {
    expect(lotManufacturers(productOfCvx('309')!)).toEqual(['PFR']);
    expect(lotManufacturers(productOfCvx('88')!)).toEqual(FLU_MANUFACTURERS.map((m) => m.mvx));
  });

  it('gives every product a usual dose within the record’s bounds', () => {
    for (const product of VACCINE_PRODUCTS) expect(product.doseMl).toBeGreaterThanOrEqual(0.05);
  });
});
