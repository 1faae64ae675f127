// The vaccine products behind the brands the site offers, with CDC's codes: CVX (which product) and MVX (which
// manufacturer). One table for every use: the SMART Scheduling Links feed publishes one Schedule per location and
// per product (decision 232), and a vaccination record (lot, CVX, MVX) can name the product given from the same rows.
// A brand here is a manufacturer for a kind (docs/product/eligibility-rules.md); where that manufacturer makes
// another product for other ages, each age band is its own row.
import { MAX_AGE } from './constants.ts';
import type { VaccineKind } from './vaccines.ts';

/** The code system of CVX codes in FHIR. */
export const CVX_SYSTEM = 'http://hl7.org/fhir/sid/cvx';
/** The code system of MVX (manufacturer) codes in FHIR. */
export const MVX_SYSTEM = 'http://hl7.org/fhir/sid/mvx';

export interface VaccineProduct {
  kind: VaccineKind;
  /** Our brand key ('' for flu, which has no brand here). */
  brand: string;
  /** The ages this product is booked at here, within the brand's ages (booking/brand-ages.ts). */
  minAge: number;
  maxAge: number;
  /** CDC CVX code (a string: CVX codes are written with leading zeros for some products). */
  cvx: string;
  /** CDC's short description of the CVX code. */
  cvxDescription: string;
  /** CDC MVX code of the manufacturer; null when the CVX names no product (flu, any formulation). */
  mvx: string | null;
  /** The product's name on its label, or what the CVX stands for when it names no single product. */
  productName: string;
  /** Where the CVX and MVX codes were checked. */
  source: string;
  /**
   * The usual dose in mL, what a vaccination record offers first (HL7 RXA-6 with RXA-7 = mL): the volume in the CVX
   * description where it names one, otherwise the label's (DOSE_SOURCE).
   */
  doseMl: number;
}

export const DOSE_SOURCE =
  'dose volume from the CVX description where it names one; otherwise 0.5 mL, the injectable dose on the labels of these products for the ages booked here';

const CDC_COVID_2023 =
  'CDC IIS "COVID-19 Vaccine Codes and Crosswalk", 2023-2024 Formula table (CVX, MVX, tradename); re-check each season';
const CDC_RSV = 'CDC IIS "Fall Season Respiratory Vaccine Codes", RSV crosswalk (CVX, sale proprietary name, MVX)';
const CDC_CVX_LIST = 'CDC CVX code set (web_cvx), short description; MVX from the CDC MVX code set';

/**
 * Every product row. Codes checked on 2026-11-26 against the sources named on each row. A row's ages never leave its
 * brand's ages in booking/brand-ages.ts (a test checks it).
 */
export const VACCINE_PRODUCTS: readonly VaccineProduct[] = [
  {
    kind: 'flu',
    brand: '',
    minAge: 3,
    maxAge: MAX_AGE,
    cvx: '88',
    doseMl: 0.5,
    cvxDescription: 'influenza, unspecified formulation',
    mvx: null,
    productName: 'Flu vaccine (the pharmacy chooses the formulation)',
    source:
      'CDC CVX code set: 88 "influenza virus vaccine, unspecified formulation", the CVX for the FLU vaccine group (CDC "Mapping CVX to Vaccine Groups"); decision 232',
  },
  {
    kind: 'covid_19',
    brand: 'pfizer',
    minAge: 5,
    maxAge: 11,
    cvx: '310',
    doseMl: 0.3,
    cvxDescription: 'COVID-19, mRNA, LNP-S, PF, tris-sucrose, 10 mcg/0.3 mL',
    mvx: 'PFR',
    productName: 'Pfizer-BioNTech COVID-19 Vaccine (5 through 11 years)',
    source: CDC_COVID_2023,
  },
  {
    kind: 'covid_19',
    brand: 'pfizer',
    minAge: 12,
    maxAge: MAX_AGE,
    cvx: '309',
    doseMl: 0.3,
    cvxDescription: 'COVID-19, mRNA, LNP-S, PF, tris-sucrose, 30 mcg/0.3 mL',
    mvx: 'PFR',
    productName: 'Comirnaty',
    source: CDC_COVID_2023,
  },
  {
    kind: 'covid_19',
    brand: 'moderna',
    minAge: 3,
    maxAge: 11,
    cvx: '311',
    doseMl: 0.25,
    cvxDescription: 'COVID-19, mRNA, LNP-S, PF, 25 mcg/0.25 mL',
    mvx: 'MOD',
    productName: 'Moderna COVID-19 Vaccine (6 months through 11 years)',
    source: CDC_CVX_LIST,
  },
  {
    kind: 'covid_19',
    brand: 'moderna',
    minAge: 12,
    maxAge: MAX_AGE,
    cvx: '312',
    doseMl: 0.5,
    cvxDescription: 'COVID-19, mRNA, LNP-S, PF, 50 mcg/0.5 mL',
    mvx: 'MOD',
    productName: 'Spikevax',
    source: CDC_CVX_LIST,
  },
  {
    kind: 'covid_19',
    brand: 'novavax',
    minAge: 12,
    maxAge: MAX_AGE,
    cvx: '313',
    doseMl: 0.5,
    cvxDescription: 'COVID-19, subunit, rS-nanoparticle, adjuvanted, PF, 5 mcg/0.5 mL',
    mvx: 'NVX',
    productName: 'Novavax COVID-19 Vaccine, Adjuvanted (Nuvaxovid)',
    source: CDC_COVID_2023,
  },
  {
    kind: 'rsv',
    brand: 'gsk',
    minAge: 50,
    maxAge: MAX_AGE,
    cvx: '303',
    doseMl: 0.5,
    cvxDescription: 'RSV, recombinant, protein subunit RSVpreF, adjuvant reconstituted, 0.5 mL, PF',
    mvx: 'SKB',
    productName: 'Arexvy',
    source: CDC_RSV,
  },
  {
    kind: 'rsv',
    brand: 'pfizer',
    minAge: 50,
    maxAge: MAX_AGE,
    cvx: '305',
    doseMl: 0.5,
    cvxDescription: 'RSV, bivalent, protein subunit RSVpreF, diluent reconstituted, 0.5 mL, PF',
    mvx: 'PFR',
    productName: 'Abrysvo',
    source: CDC_RSV,
  },
  {
    kind: 'rsv',
    brand: 'moderna',
    minAge: 50,
    maxAge: MAX_AGE,
    cvx: '326',
    doseMl: 0.5,
    cvxDescription: 'RSV, mRNA, injectable, PF',
    mvx: 'MOD',
    productName: 'mRESVIA',
    source: CDC_RSV,
  },
  {
    kind: 'pneumococcal',
    brand: 'pfizer',
    minAge: 19,
    maxAge: MAX_AGE,
    cvx: '216',
    doseMl: 0.5,
    cvxDescription: 'Pneumococcal conjugate PCV20, polysaccharide CRM197 conjugate, adjuvant, PF',
    mvx: 'PFR',
    productName: 'Prevnar 20',
    source: CDC_CVX_LIST,
  },
  {
    // Merck makes two conjugate vaccines for adults (Vaxneuvance, PCV15, CVX 215; Capvaxive, PCV21, CVX 327) and
    // the site's brand "Merck" does not say which: the CVX for an unspecified conjugate, with Merck's MVX.
    kind: 'pneumococcal',
    brand: 'merck',
    minAge: 19,
    maxAge: MAX_AGE,
    cvx: '152',
    doseMl: 0.5,
    cvxDescription: 'Pneumococcal Conjugate, unspecified formulation',
    mvx: 'MSD',
    productName: 'Merck pneumococcal conjugate vaccine (Capvaxive or Vaxneuvance)',
    source: `${CDC_CVX_LIST}; decision 232`,
  },
];

/** The products of one offering (a kind and brand booked between two ages): one per product age band it meets. */
export function productsOfOffering(kind: string, brand: string | null, minAge: number, maxAge: number) {
  return VACCINE_PRODUCTS.filter(
    (p) => p.kind === kind && p.brand === (brand ?? '') && p.minAge <= maxAge && p.maxAge >= minAge,
  );
}

/** The product row of a CVX code, or null for a code the site does not book. */
export function productOfCvx(cvx: string): VaccineProduct | null {
  const code = cvx.trim().replace(/^0+(?=\d)/, '');
  return VACCINE_PRODUCTS.find((p) => p.cvx === code) ?? null;
}
