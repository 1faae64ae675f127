import type { Namespace, Namespaces, PrefixedKey, TextPaths } from '../i18n/keys.ts';
import type { Retailer } from '@vaxnear/domain/retailers';
import type { VaccineKind } from '@vaxnear/domain/vaccines';

/** Campaign path segments the site knows (docs/product/campaigns.md); anything else is not found. */
export const CAMPAIGNS = [
  'biofourmis',
  'find-covid',
  'find-pneumococcal',
  'find-rsv',
  'health-answers',
  'pfizer-for-all',
  'walgreens',
] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

export interface CampaignConfig {
  /** The campaign sends Home to the schedule landing, and the menu then hides its Home item. */
  redirectsHome: boolean;
  /** The menu hides its Home item (always so when Home is redirected). */
  hidesHomeMenuItem: boolean;
  /** Routes whose header is drawn transparent over the page (docs/product/campaigns.md). */
  transparentHeaderRoutes: readonly string[];
  /** The schedule landing shows this campaign's own landing component. */
  customLanding: boolean;
  /** Results are limited to these retailers (the /query `retailers` filter). */
  retailers?: readonly Retailer[];
  /**
   * The vaccine a "find X" link is about: ticked on the schedule landing when nothing is chosen yet, listed first,
   * and the campaign's own home body invites the visitor to find it (decision 172).
   */
  /** A "find X" campaign's vaccine: its home page has its own copy (marketing:findCampaign), which the type asks for. */
  preselect?: VaccineKind & keyof Namespaces['marketing']['findCampaign'];
}

const DEFAULT_CONFIG: CampaignConfig = {
  redirectsHome: false,
  hidesHomeMenuItem: false,
  transparentHeaderRoutes: [],
  customLanding: false,
};

// Decision 054: which campaign gets which option. Only walgreens' options are named by the spec.
const CONFIG: Partial<Record<Campaign, Partial<CampaignConfig>>> = {
  walgreens: {
    redirectsHome: true,
    hidesHomeMenuItem: true,
    customLanding: true,
    retailers: ['walgreens', 'duane_reade'],
  },
  'pfizer-for-all': { hidesHomeMenuItem: true, transparentHeaderRoutes: ['Home', 'ScheduleLanding'] },
  biofourmis: { hidesHomeMenuItem: true },
  'health-answers': { transparentHeaderRoutes: ['Home'] },
  'find-covid': { preselect: 'covid_19' },
  'find-rsv': { preselect: 'rsv' },
  'find-pneumococcal': { preselect: 'pneumococcal' },
};

export function campaignConfig(campaign: Campaign | undefined): CampaignConfig {
  return { ...DEFAULT_CONFIG, ...(campaign ? CONFIG[campaign] : undefined) };
}

/**
 * The copy override mechanism: a key is looked up first under the campaign in the `campaigns` namespace
 * (`campaigns:walgreens.scheduler.landing.title`), then in its own namespace. `t` takes the first key it finds.
 */
export function campaignKeys<N extends Namespace>(
  campaign: Campaign | undefined,
  ns: N,
  key: TextPaths<Namespaces[N]>,
): PrefixedKey[] {
  // The campaign's own copy may not exist (then the namespace's is read); the key itself is checked by the type.
  const own = `${ns}:${key}` as PrefixedKey;
  return campaign ? [`campaigns:${campaign}.${ns}.${key}` as PrefixedKey, own] : [own];
}

export function isCampaign(value: unknown): value is Campaign {
  return typeof value === 'string' && (CAMPAIGNS as readonly string[]).includes(value);
}

/** Tracking parameters kept for the whole session (docs/product/campaigns.md, Tracking). */
export const TRACKING_PARAMS = ['cmp', 'src', 'type'] as const;
export type CampaignTracking = Partial<Record<(typeof TRACKING_PARAMS)[number], string>>;

const TRACKING_KEY = 'vaxnear.campaignTracking';

export function readCampaignTracking(): CampaignTracking {
  try {
    const raw = window.sessionStorage.getItem(TRACKING_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const result: CampaignTracking = {};
    for (const key of TRACKING_PARAMS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') result[key] = value;
    }
    return result;
  } catch (error) {
    // Bad JSON in session storage is logged and ignored (docs/product/site.md, Stored state).
    console.warn('Ignoring unreadable campaign tracking in session storage', error);
    return {};
  }
}

/** Stores any cmp/src/type found in the query; a later page without them keeps the earlier values. */
export function rememberCampaignTracking(search: string): CampaignTracking {
  const params = new URLSearchParams(search);
  const found: CampaignTracking = {};
  for (const key of TRACKING_PARAMS) {
    const value = params.get(key);
    if (value) found[key] = value.slice(0, 100);
  }
  const merged = { ...readCampaignTracking(), ...found };
  if (Object.keys(found).length > 0) {
    try {
      window.sessionStorage.setItem(TRACKING_KEY, JSON.stringify(merged));
    } catch {
      // Storage refused: tracking is best effort.
    }
  }
  return merged;
}
