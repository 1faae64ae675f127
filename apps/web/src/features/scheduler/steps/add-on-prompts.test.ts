import { describe, expect, it } from 'vitest';
import { addOnOffer, type AddOnInput, type OfferedService } from './add-on-prompts.ts';

const adult = { brandName: null, minAge: 18, maxAge: 120 };
const flu: OfferedService = { kind: 'flu', brands: [adult] };
const covid: OfferedService = {
  kind: 'covid_19',
  brands: [
    { ...adult, brandName: 'pfizer' },
    { ...adult, brandName: 'moderna' },
  ],
};
const pneumococcal: OfferedService = { kind: 'pneumococcal', brands: [{ ...adult, brandName: 'prevnar_20' }] };
const base: AddOnInput = {
  selected: ['pneumococcal'],
  services: [flu, covid, pneumococcal],
  ageMin: 18,
  ageMax: 120,
  fluInSeason: true,
};

describe('the vaccine the summary offers to add', () => {
  it('offers COVID-19 and flu to someone booking only pneumococcal where both are given, with the COVID-19 brands', () => {
    expect(addOnOffer(base)).toEqual({ kinds: ['covid_19', 'flu'], covidBrands: ['pfizer', 'moderna'] });
  });

  it('offers nothing to someone who already has two vaccines', () => {
    expect(addOnOffer({ ...base, selected: ['pneumococcal', 'flu'] }).kinds).toEqual([]);
  });

  it('never offers COVID-19 to someone booking RSV (the two are not given together)', () => {
    expect(addOnOffer({ ...base, selected: ['rsv'] }).kinds).toEqual(['flu']);
  });

  it('offers flu only in season', () => {
    expect(addOnOffer({ ...base, fluInSeason: false }).kinds).toEqual(['covid_19']);
  });

  it('offers only what the location gives to these ages', () => {
    expect(addOnOffer({ ...base, services: [flu, pneumococcal] }).kinds).toEqual(['flu']);
    const teenCovid: OfferedService = { kind: 'covid_19', brands: [{ brandName: 'pfizer', minAge: 65, maxAge: 120 }] };
    expect(addOnOffer({ ...base, services: [teenCovid], ageMin: 12, ageMax: 17 }).kinds).toEqual([]);
  });

  it('does not suggest COVID-19 where the state does not allow it online', () => {
    expect(addOnOffer({ ...base, restrictions: { covid_19: 'not_allowed' } }).kinds).toEqual(['flu']);
    expect(addOnOffer({ ...base, restrictions: { covid_19: 'allowed_with_prescription' } }).kinds).toEqual([
      'covid_19',
      'flu',
    ]);
  });

  it("offers nothing when the location's services are unknown (a flow stored before they were kept)", () => {
    expect(addOnOffer({ ...base, services: undefined }).kinds).toEqual([]);
  });
});
