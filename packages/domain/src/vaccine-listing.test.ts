import { describe, expect, it } from 'vitest';
import { BRAND_LABELS, inVaccineOrder, vaccineListing, vaccineWithBrand } from './vaccine-listing.ts';
import type { VaccineKind } from './vaccines.ts';

// The names are translations (the web's and the server's files); the listing only puts them in order.
const ENGLISH_NAMES: Record<VaccineKind, string> = {
  covid_19: 'COVID-19',
  flu: 'Flu',
  rsv: 'RSV',
  pneumococcal: 'Pneumococcal pneumonia',
};
const SPANISH_NAMES: Record<VaccineKind, string> = {
  covid_19: 'COVID-19',
  flu: 'Gripe',
  rsv: 'VRS',
  pneumococcal: 'Neumonía neumocócica',
};

const english = (s: { kind: VaccineKind; brand: keyof typeof BRAND_LABELS | null }) =>
  vaccineWithBrand(ENGLISH_NAMES[s.kind], s.brand ? BRAND_LABELS[s.brand] : null);

describe('writing the vaccines of an appointment', () => {
  it('puts them in the one order, COVID-19, flu, RSV, pneumococcal, whatever order they were chosen in', () => {
    expect(inVaccineOrder([{ kind: 'pneumococcal' }, { kind: 'flu' }]).map((s) => s.kind)).toEqual([
      'flu',
      'pneumococcal',
    ]);
    expect(
      vaccineListing(
        [
          { kind: 'flu', brand: null },
          { kind: 'covid_19', brand: 'pfizer' },
        ],
        english,
      ),
    ).toBe('COVID-19 (Pfizer), Flu');
  });

  it('names the brand only when one was chosen', () => {
    expect(vaccineListing([{ kind: 'rsv', brand: null }], english)).toBe('RSV');
    expect(vaccineListing([{ kind: 'rsv', brand: 'gsk' }], english)).toBe('RSV (GSK)');
  });

  it('writes Spanish names the same way', () => {
    expect(
      vaccineListing(
        [
          { kind: 'pneumococcal', brand: 'merck' as const },
          { kind: 'flu', brand: null },
        ],
        (s) => vaccineWithBrand(SPANISH_NAMES[s.kind], s.brand ? BRAND_LABELS[s.brand] : null),
      ),
    ).toBe('Gripe, Neumonía neumocócica (Merck)');
  });
});
