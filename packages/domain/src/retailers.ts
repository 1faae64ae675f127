// Retailers, as the booking flow and the campaigns know them.
import { SHORT_WINDOW_DAYS } from './constants.ts';

const WEEK_DAYS = 7;
export const RETAILERS = [
  'manual',
  'pfizervax',
  'castlighthealth_gov',
  'vaccines_gov',
  'kroger',
  'albertsons',
  'rite_aid',
  'walgreens',
  'sams_club',
  'duane_reade',
  'cvs',
  'costco',
  'walmart',
  'fake',
  'unknown',
] as const;
export type Retailer = (typeof RETAILERS)[number];

/** Retailers whose name is shown to people; the others show the location's own name only. */
export const RETAILER_DISPLAY_NAMES: Partial<Record<Retailer, string>> = {
  sams_club: "Sam's Club",
  cvs: 'CVS',
  walmart: 'Walmart',
  walgreens: 'Walgreens',
  duane_reade: 'Duane Reade',
  costco: 'Costco',
};

export const RESTRICTED_RETAILERS: readonly Retailer[] = ['cvs', 'walgreens', 'costco', 'walmart', 'sams_club'];

export function isRetailer(value: unknown): value is Retailer {
  return typeof value === 'string' && (RETAILERS as readonly string[]).includes(value);
}

/**
 * Walmart's pharmacy books only with a phone number to reach the person (decision 094): for its locations the phone
 * is required on the patient form and by the server.
 */
export const PHONE_REQUIRED_RETAILERS: readonly Retailer[] = ['walmart'];

export function requiresPhone(retailer: string | null | undefined): boolean {
  return isRetailer(retailer) && PHONE_REQUIRED_RETAILERS.includes(retailer);
}

/** CVS offers its appointments a few days at a time, so its date picker shows 3 days, not a week (decision 094). */
export const SHORT_WINDOW_RETAILERS: readonly Retailer[] = ['cvs'];

/** How many days a location's date picker shows at once. */
export function daysShownAtOnce(retailer: string | null | undefined): number {
  return isRetailer(retailer) && SHORT_WINDOW_RETAILERS.includes(retailer) ? SHORT_WINDOW_DAYS : WEEK_DAYS;
}
