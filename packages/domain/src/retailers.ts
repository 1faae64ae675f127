// Retailers, as the booking flow and the campaigns know them.
export const RETAILERS = [
  'manual', 'pfizervax', 'castlighthealth_gov', 'vaccines_gov', 'kroger', 'albertsons', 'rite_aid',
  'walgreens', 'sams_club', 'duane_reade', 'cvs', 'costco', 'walmart', 'fake', 'unknown',
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
