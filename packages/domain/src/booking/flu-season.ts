// Flu season (docs/product/eligibility-rules.md, Flu season): October to May. The calendar month of the injected date
// decides, so the debug tools' spoofed date moves flu in and out of season; see docs/decisions/041.
import { FLU_SEASON_MONTHS } from '../constants.ts';
import { parseIsoDate } from '../schedule.ts';

/** `today` is the user's calendar date, yyyy-MM-dd. */
export function isFluInSeason(today: string): boolean {
  const parts = parseIsoDate(today);
  if (!parts) throw new Error(`Invalid date "${today}"`);
  return (FLU_SEASON_MONTHS as readonly number[]).includes(parts.month);
}
