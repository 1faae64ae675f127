// A new vaccine kind is one row of the table of kinds (decision 289). This test adds a kind the site does not have
// and walks it through what the domain gives the web and the server: the kinds and their order, the contracts, the
// landing's selection, the step flow, the search's matching, the age rules, and the quiz's hand-over to booking.
import { describe, expect, it, vi } from 'vitest';
import { withTestOnlyKind, TEST_ONLY_KIND } from './testing/test-only-kind.ts';
import { BRAND_AGES } from './booking/brand-ages.ts';
import { nextStep, preSearchPath, EMPTY_BOOKING_STEP_CONTEXT } from './booking/booking-step-flow.ts';
import { offeringServes } from './booking/pregnancy-offering.ts';
import { checkSelectionForContinue, sanitizeDeeplinkServices, toggleVaccineKind } from './booking/vaccine-selection.ts';
import { checkAgeEligibility } from './age-eligibility.ts';
import { bookingServiceSchema } from './contracts/appointments.ts';
import { bookingRestrictionsSchema } from './contracts/geolocation.ts';
import { quizBookingHandoff } from './quiz/booking-handoff.ts';
import type { EligibilityResults } from './quiz/quiz-rules.ts';
import { vaccineListing } from './vaccine-listing.ts';
import { BRANDS_BY_KIND, isVaccineKind, kindsInSeason, VACCINE_KINDS, type VaccineKind } from './vaccines.ts';

vi.mock('./vaccine-kinds.ts', async (original) => withTestOnlyKind(await original()));

// The compiler does not know the kind (production never lists it): the test names it through this cast.
const kind = TEST_ONLY_KIND as VaccineKind;
const years = (value: number) => ({ value, unit: 'years' as const });

describe('a kind added to the table of kinds', () => {
  it('is a kind, last in the vaccine order, with its brands and ages', () => {
    expect(VACCINE_KINDS).toEqual(['covid_19', 'flu', 'rsv', 'pneumococcal', TEST_ONLY_KIND]);
    expect(isVaccineKind(TEST_ONLY_KIND)).toBe(true);
    expect(BRANDS_BY_KIND[kind]).toEqual(['pfizer']);
    expect(BRAND_AGES[kind]).toEqual([{ brandName: 'pfizer', minAge: 18, maxAge: 120 }]);
    // Its names are translations (decision 300): the listing puts whatever names it is given in the table's order.
    expect(vaccineListing([{ kind }, { kind: 'flu' }], (s) => s.kind)).toBe(`flu, ${TEST_ONLY_KIND}`);
  });

  it('is accepted by the booking contract and has a state restriction like every kind', () => {
    expect(bookingServiceSchema.parse({ kind, brand: 'pfizer' })).toEqual({ kind, brand: 'pfizer' });
    expect(() => bookingServiceSchema.parse({ kind: 'not_a_kind', brand: null })).toThrow();
    const restrictions = { covid_19: 'allowed', flu: 'allowed', rsv: 'allowed', pneumococcal: 'allowed' };
    expect(() => bookingRestrictionsSchema.parse(restrictions)).toThrow();
    expect(bookingRestrictionsSchema.parse({ ...restrictions, [kind]: 'allowed' })).toMatchObject({
      [kind]: 'allowed',
    });
  });

  it('can be chosen on the landing and goes straight to the search: it has no brand step and no pregnancy rule', () => {
    const chosen = toggleVaccineKind(['flu'], kind, { fluInSeason: true });
    expect(chosen).toEqual({ ok: true, kinds: ['flu', kind] });
    expect(checkSelectionForContinue([kind], 'adult')).toEqual({ ok: true });
    const ctx = { ...EMPTY_BOOKING_STEP_CONTEXT, selectedKinds: [kind] };
    expect(nextStep('schedule', ctx)).toBe('search');
    expect(preSearchPath(ctx)).toEqual(['schedule', 'search']);
    // With COVID-19, its brand step comes and then the search, as for COVID-19 alone.
    expect(preSearchPath({ ...ctx, selectedKinds: ['covid_19', kind] })).toEqual([
      'schedule',
      'brand/covid_19',
      'search',
    ]);
  });

  it('is matched by the search to an offering of its brand at its ages', () => {
    const wanted = { kind, brands: [], ageMin: 30, ageMax: 30 };
    expect(offeringServes({ kind: TEST_ONLY_KIND, brand: 'pfizer', minAge: 18, maxAge: 120 }, wanted, false)).toBe(
      true,
    );
    expect(offeringServes({ kind: 'rsv', brand: 'pfizer', minAge: 18, maxAge: 120 }, wanted, false)).toBe(false);
  });

  it('passes the age rules for an adult and names itself in a state restriction', () => {
    const location = { state: 'CO', retailer: 'independent' };
    expect(checkAgeEligibility({ age: 30, services: [kind], flow: 'adult', location })).toEqual({
      errors: [],
      warnings: [],
    });
    const restricted = checkAgeEligibility({
      age: 30,
      services: [kind],
      flow: 'adult',
      location,
      bookingRestrictions: { [kind]: 'allowed_with_prescription' },
    });
    expect(restricted.warnings.map((w) => w.message)).toEqual([
      'A prescription is required for the Testvax vaccine in CO.',
    ]);
  });

  it('is handed from the quiz to booking, and kept by a booking link', () => {
    const no = { status: 'false' as const, codes: [] };
    const results = {
      covid_19: no,
      flu: { status: 'true' as const, codes: [] },
      rsv: no,
      pneumococcal: no,
      [kind]: { status: 'true' as const, codes: [] },
    } as EligibilityResults;
    expect(quizBookingHandoff(results, years(40), { fluInSeason: true })).toEqual({
      kinds: ['flu', kind],
      leftOut: [],
    });
    expect(sanitizeDeeplinkServices([{ kind, brand: 'pfizer' }], kindsInSeason(false))).toEqual([
      { kind, brand: 'pfizer' },
    ]);
  });
});
