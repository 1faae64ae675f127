/** Campaign path segments the site knows (other-areas §2 "Campaign behaviour"); anything else is not found. */
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
}

const CONFIG: Partial<Record<Campaign, CampaignConfig>> = {
  walgreens: { redirectsHome: true },
};

export function campaignConfig(campaign: Campaign | undefined): CampaignConfig {
  return (campaign && CONFIG[campaign]) || { redirectsHome: false };
}

export function isCampaign(value: unknown): value is Campaign {
  return typeof value === 'string' && (CAMPAIGNS as readonly string[]).includes(value);
}

/** Tracking parameters kept for the whole session (booking-flow §2). */
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
    // booking-flow §8: bad JSON in session storage is logged and ignored.
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
