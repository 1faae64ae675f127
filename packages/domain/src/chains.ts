// The pharmacy chains the home page names (issue 30): which of them a person can book here is read from the locations
// the server lists, never assumed, and a chain with none listed is named with a link to its own booking site.
import { RETAILERS, type Retailer } from './retailers.ts';

export interface PartnerChain {
  /** The retailers whose locations count as this chain's (Walgreens books Duane Reade stores too). */
  retailers: readonly Retailer[];
  name: string;
  /** The chain's own vaccine booking page, for a person we cannot book there yet. */
  site: string;
}

export const PARTNER_CHAINS: readonly PartnerChain[] = [
  { retailers: ['cvs'], name: 'CVS Pharmacy', site: 'https://www.cvs.com/immunizations/get-vaccinated' },
  {
    retailers: ['walgreens', 'duane_reade'],
    name: 'Walgreens',
    site: 'https://www.walgreens.com/topic/pharmacy/vaccines.jsp',
  },
  { retailers: ['kroger'], name: 'Kroger', site: 'https://www.kroger.com/rx/guest/get-vaccinated' },
  { retailers: ['albertsons'], name: 'Albertsons', site: 'https://www.albertsons.com/pharmacy/vaccines.html' },
  { retailers: ['rite_aid'], name: 'Rite Aid', site: 'https://www.riteaid.com/pharmacy/services/vaccination-central' },
  { retailers: ['costco'], name: 'Costco', site: 'https://www.costco.com/pharmacy/vaccines.html' },
  { retailers: ['walmart'], name: 'Walmart', site: 'https://www.walmart.com/cp/immunizations-flu-shots/1228302' },
  { retailers: ['sams_club'], name: "Sam's Club", site: 'https://www.samsclub.com/pharmacy/immunizations' },
];

/** How many bookable locations the server lists per retailer, as GET /chains answers it. */
export type RetailerCounts = Partial<Record<Retailer, number>>;

export interface ChainListing extends PartnerChain {
  /** Bookable locations listed here; 0 means a person cannot book this chain on this site. */
  locations: number;
}

/** Each partner chain with the number of its locations a person can book here, most first; ties keep the grid's order. */
export function chainListings(counts: RetailerCounts): ChainListing[] {
  return PARTNER_CHAINS.map((chain) => ({
    ...chain,
    locations: chain.retailers.reduce((sum, retailer) => sum + (counts[retailer] ?? 0), 0),
  })).sort((a, b) => Number(b.locations > 0) - Number(a.locations > 0));
}

/** The counts of one list of retailers (unknown names dropped), for the server to answer. */
export function countByRetailer(retailers: Iterable<string>): RetailerCounts {
  const counts: RetailerCounts = {};
  for (const retailer of retailers) {
    if (!(RETAILERS as readonly string[]).includes(retailer)) continue;
    const known = retailer as Retailer;
    counts[known] = (counts[known] ?? 0) + 1;
  }
  return counts;
}
