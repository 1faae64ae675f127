// A vaccine kind that exists only in tests (decision 289): a test adds it to the table of kinds with
//
//   vi.mock('@vaxnear/domain/vaccine-kinds', async (original) => withTestOnlyKind(await original()));
//
// and everything derived from the table (the kinds, their brands, the contracts' enums, the search's index, the step
// flow, the e-mails) knows it, as they would know a new row. Its names are translations, not table data (decision
// 300): a test that shows them adds them to the translation files it reads. Production never imports this file.
import { MAX_AGE } from '../constants.ts';
import type { VaccineKindRow } from '../vaccine-kinds.ts';

export const TEST_ONLY_KIND = 'test_only';

/** The row a new kind would add: a brand it shares with others, no step of its own, no season, no prompt. */
export const TEST_ONLY_KIND_ROW: VaccineKindRow = {
  inSentence: 'Testvax',
  brands: [{ name: 'pfizer', minAge: 18, maxAge: MAX_AGE }],
  unbrandedAges: { minAge: 18, maxAge: MAX_AGE },
  brandStep: null,
  pregnancyBrands: null,
  notGivenInPregnancy: false,
  minorRangeMinAge: null,
  onlyInFluSeason: false,
  addOnPrompt: false,
  stateRestricted: false,
  feed: { display: 'Testvax vaccine', serviceType: null },
};

/**
 * The same kind with a brand chosen on the brand step after the pregnancy question, as RSV and pneumococcal (decision
 * 298: the one brand step asks for it with no step, page or route of its own).
 */
export const TEST_ONLY_KIND_WITH_BRAND_STEP_ROW: VaccineKindRow = {
  ...TEST_ONLY_KIND_ROW,
  brands: [
    { name: 'pfizer', minAge: 18, maxAge: MAX_AGE },
    { name: 'moderna', minAge: 18, maxAge: MAX_AGE },
  ],
  brandStep: 'afterPregnancy',
};

/** The module of the table of kinds, with the test-only kind (this row, or another) as its last row. */
export function withTestOnlyKind<M extends { VACCINE_KIND_TABLE: object }>(
  original: M,
  row: VaccineKindRow = TEST_ONLY_KIND_ROW,
): M {
  return { ...original, VACCINE_KIND_TABLE: { ...original.VACCINE_KIND_TABLE, [TEST_ONLY_KIND]: row } };
}
