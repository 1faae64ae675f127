// The one table of vaccine kinds (decision 289): every fact that differs from one kind to another and that code
// would otherwise branch on by name. Brands and their ages, the pregnancy and minor rules, where the brand step comes,
// the add-on prompt, flu season, the state rule and the feed's codes all come from here; a new kind is a new row, its
// products (CVX) in vaccine-products.ts and its names in the translation files, the web's and the server's (the domain
// keeps codes, not words: decision 300). The compiler finds the rest: every table keyed by kind is a
// Record<VaccineKind, …>, and the translations' tests ask every text table keyed by kind for every row.
//
// The order of the rows is the site's one vaccine order (COVID-19, flu, RSV, pneumococcal): the landing, the
// summaries and the e-mails list vaccines in it.
import { MAX_AGE, MINOR_MIN_AGE, MINOR_RSV_MIN_LOWER_BOUND, PNEUMOCOCCAL_MIN_AGE, RSV_MIN_AGE } from './constants.ts';

/** A brand of a kind and the ages any location may give it at (decision 055). */
export interface KindBrand {
  /** Our brand key, the same in every language (vaccine-listing.ts has its label). */
  name: string;
  minAge: number;
  maxAge: number;
}

/** A FHIR coding, as the SMART Scheduling Links feed writes it. */
export interface KindCoding {
  system: string;
  code: string;
  display: string;
}

export interface VaccineKindRow {
  /** The name inside an English sentence ("a prescription is required for the flu vaccine"). */
  inSentence: string;
  /**
   * The brands a person may choose, with their ages. Empty: no brand is chosen (flu; the pharmacy picks the
   * formulation), the kind is offered under the empty brand name at `unbrandedAges`.
   */
  brands: readonly KindBrand[];
  /** The ages of a kind without brands; ignored when it has brands. */
  unbrandedAges: { minAge: number; maxAge: number };
  /**
   * Where the brand step comes in the flow: before the pregnancy question (the brand does not depend on it), after it
   * for a person who is not pregnant (pregnancy decides the brand: maternal RSV; or rules the kind out), or never.
   */
  brandStep: 'beforePregnancy' | 'afterPregnancy' | null;
  /** The brands given during pregnancy when pregnancy changes the vaccine (maternal RSV); null: it changes nothing. */
  pregnancyBrands: readonly string[] | null;
  /** Not given during pregnancy: a pregnant person is told so and the kind is dropped (pneumococcal). */
  notGivenInPregnancy: boolean;
  /**
   * The youngest lower bound of a minor's age range that may book it (RSV: 11-17 only); MINOR_MIN_AGE: every range;
   * null: never booked for a minor (pneumococcal).
   */
  minorRangeMinAge: number | null;
  /** Bookable only in flu season (October to May): off season it cannot be chosen, prompted or handed over. */
  onlyInFluSeason: boolean;
  /** Offered after the summary as an add-on when the chosen location gives it (decision 051). */
  addOnPrompt: boolean;
  /** The state's booking restriction applies (a prescription, or no online booking; the states table's column). */
  stateRestricted: boolean;
  /** The SMART Scheduling Links feed: the kind's display, and its own service-type coding when SMART has one. */
  feed: { display: string; serviceType: KindCoding | null };
}

export const VACCINE_KIND_TABLE = {
  covid_19: {
    inSentence: 'COVID-19',
    brands: [
      { name: 'pfizer', minAge: 5, maxAge: MAX_AGE },
      { name: 'moderna', minAge: MINOR_MIN_AGE, maxAge: MAX_AGE },
      { name: 'novavax', minAge: 12, maxAge: MAX_AGE },
    ],
    unbrandedAges: { minAge: MINOR_MIN_AGE, maxAge: MAX_AGE },
    brandStep: 'beforePregnancy',
    pregnancyBrands: null,
    notGivenInPregnancy: false,
    minorRangeMinAge: MINOR_MIN_AGE,
    onlyInFluSeason: false,
    addOnPrompt: true,
    stateRestricted: true,
    feed: {
      display: 'COVID-19 vaccine',
      serviceType: {
        system: 'http://fhir-registry.smarthealthit.org/CodeSystem/service-type',
        code: 'covid19-immunization',
        display: 'COVID-19 Immunization Appointment',
      },
    },
  },
  flu: {
    inSentence: 'flu',
    brands: [],
    unbrandedAges: { minAge: MINOR_MIN_AGE, maxAge: MAX_AGE },
    brandStep: null,
    pregnancyBrands: null,
    notGivenInPregnancy: false,
    minorRangeMinAge: MINOR_MIN_AGE,
    onlyInFluSeason: true,
    addOnPrompt: true,
    stateRestricted: false,
    feed: { display: 'Flu vaccine', serviceType: null },
  },
  rsv: {
    inSentence: 'RSV',
    brands: [
      { name: 'gsk', minAge: RSV_MIN_AGE, maxAge: MAX_AGE },
      { name: 'pfizer', minAge: RSV_MIN_AGE, maxAge: MAX_AGE },
      { name: 'moderna', minAge: RSV_MIN_AGE, maxAge: MAX_AGE },
    ],
    unbrandedAges: { minAge: RSV_MIN_AGE, maxAge: MAX_AGE },
    brandStep: 'afterPregnancy',
    pregnancyBrands: ['pfizer'],
    notGivenInPregnancy: false,
    minorRangeMinAge: MINOR_RSV_MIN_LOWER_BOUND,
    onlyInFluSeason: false,
    addOnPrompt: false,
    stateRestricted: false,
    feed: { display: 'RSV vaccine', serviceType: null },
  },
  pneumococcal: {
    inSentence: 'pneumococcal',
    brands: [
      { name: 'merck', minAge: PNEUMOCOCCAL_MIN_AGE, maxAge: MAX_AGE },
      { name: 'pfizer', minAge: PNEUMOCOCCAL_MIN_AGE, maxAge: MAX_AGE },
    ],
    unbrandedAges: { minAge: PNEUMOCOCCAL_MIN_AGE, maxAge: MAX_AGE },
    brandStep: 'afterPregnancy',
    pregnancyBrands: null,
    notGivenInPregnancy: true,
    minorRangeMinAge: null,
    onlyInFluSeason: false,
    addOnPrompt: false,
    stateRestricted: false,
    feed: { display: 'Pneumococcal vaccine', serviceType: null },
  },
} as const satisfies Record<string, VaccineKindRow>;
