// The vaccine season a date belongs to, the one every "this season" in the copy names (quiz, survey, marketing). A
// season starts on 1 August, when next season's flu booking opens ("come back in August"), and runs to 31 July, so
// it covers the flu season (October to May) and the maternal RSV season (September to January) whole. Computed from
// the clock the caller passes, so the site never names last year's season again.
import { parseIsoDate } from './schedule.ts';

/** The month (1-12) a new season starts in. */
export const SEASON_FIRST_MONTH = 8;

export interface VaccineSeason {
  /** The year the season starts in (its fall). */
  startYear: number;
  /** The year it ends in (its spring). */
  endYear: number;
}

/** The season of `today` (yyyy-MM-dd, the user's calendar date). */
export function vaccineSeason(today: string): VaccineSeason {
  const parts = parseIsoDate(today);
  if (!parts) throw new Error(`Invalid date "${today}"`);
  const startYear = parts.month >= SEASON_FIRST_MONTH ? parts.year : parts.year - 1;
  return { startYear, endYear: startYear + 1 };
}

/**
 * Copy written once and shown all year names the season as {{seasonStart}} and {{seasonEnd}}; this fills them in for
 * a season. The server uses it on the HTML it paints before the app runs, which is built once but served for years.
 */
export function fillSeasonPlaceholders(text: string, season: VaccineSeason): string {
  return text
    .replaceAll('{{seasonStart}}', String(season.startYear))
    .replaceAll('{{seasonEnd}}', String(season.endYear));
}
