import { describe, expect, it } from 'vitest';
import { brandAges } from './booking/brand-ages.ts';
import { BRANDS_BY_KIND, hasBrands, VACCINE_KINDS, type VaccineKind } from './vaccines.ts';
import { productOfCvx, productsOfOffering, VACCINE_PRODUCTS } from './vaccine-products.ts';

describe('the vaccine products behind the brands the site offers', () => {
  it('gives each product one CVX code, a source, and an MVX code unless the CVX names no product', () => {
    const codes = VACCINE_PRODUCTS.map((p) => p.cvx);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of VACCINE_PRODUCTS) {
      expect(p.cvx).toMatch(/^\d{1,3}$/);
      expect(p.source.length).toBeGreaterThan(10);
      // No MVX only where no brand is chosen (flu: the CVX names no product).
      if (p.mvx === null) expect(hasBrands(p.kind as VaccineKind), p.kind).toBe(false);
      else expect(p.mvx).toMatch(/^[A-Z]{3}$/);
    }
  });

  // A new kind or brand in the table of kinds fails here until its products (CVX, MVX) are in the product table.
  it('covers every age each brand is booked at with exactly one product, and none outside them', () => {
    for (const kind of VACCINE_KINDS) {
      const brands: readonly string[] = hasBrands(kind) ? BRANDS_BY_KIND[kind] : [''];
      for (const brand of brands) {
        const { minAge, maxAge } = brandAges(kind, brand);
        for (let age = 0; age <= 120; age += 1) {
          const products = productsOfOffering(kind, brand, age, age);
          const booked = age >= minAge && age <= (maxAge ?? 120);
          expect(products.length, `${kind} ${brand || '(no brand)'} at ${age}`).toBe(booked ? 1 : 0);
        }
      }
    }
  });

  it('splits an offering across the products of its ages: Pfizer COVID-19 from 5 is two products', () => {
    expect(productsOfOffering('covid_19', 'pfizer', 5, 120).map((p) => p.cvx)).toEqual(['310', '309']);
    expect(productsOfOffering('covid_19', 'moderna', 12, 120).map((p) => p.cvx)).toEqual(['312']);
    expect(productsOfOffering('flu', null, 3, 120).map((p) => p.cvx)).toEqual(['88']);
  });

  it('finds the product of a CVX code as feeds write it, and nothing for a code the site does not book', () => {
    expect(productOfCvx('088')).toMatchObject({ kind: 'flu', brand: '' });
    expect(productOfCvx(' 303 ')).toMatchObject({ kind: 'rsv', brand: 'gsk', mvx: 'SKB' });
    expect(productOfCvx('207')).toBeNull();
  });
});
