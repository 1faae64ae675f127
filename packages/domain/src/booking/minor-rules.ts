// Minor booking flow (docs/product/booking-flow.md, Minor age and Brand selection; docs/product/eligibility-rules.md,
// Minors): novavax, brand ages, the date of birth outside the chosen range, and the ranges themselves (RSV lower bound,
// never pneumococcal).
import { MIN_DISPLAY_AGE, MINOR_AGE_RANGES, NOVAVAX_MAX_EXCLUDED_AGE } from '../constants.ts';
import { parseIsoDate } from '../schedule.ts';
import { kindRow, type VaccineKind } from '../vaccines.ts';

export interface AgeRange {
  ageMin: number;
  ageMax: number;
}
export type MinorAgeRangeId = (typeof MINOR_AGE_RANGES)[number]['id'];

export function minorAgeRange(id: string): AgeRange | null {
  const range = MINOR_AGE_RANGES.find((r) => r.id === id);
  return range ? { ageMin: range.ageMin, ageMax: range.ageMax } : null;
}

export function ageRangeLabel(range: AgeRange): string {
  return `${range.ageMin}-${range.ageMax}`;
}

/**
 * Whether a minor in `range` may book `kind` (the table of kinds): RSV needs a lower bound of at least 11,
 * pneumococcal never.
 */
export function isKindEligibleForMinorRange(kind: VaccineKind, range: AgeRange): boolean {
  const lowest = kindRow(kind).minorRangeMinAge;
  return lowest !== null && range.ageMin >= lowest;
}

/** Splits the selection for the ineligible-vaccine modal ("continue with the eligible ones" keeps `eligible`). */
export function splitKindsForMinorRange(
  kinds: readonly VaccineKind[],
  range: AgeRange,
): { eligible: VaccineKind[]; ineligible: VaccineKind[] } {
  return {
    eligible: kinds.filter((kind) => isKindEligibleForMinorRange(kind, range)),
    ineligible: kinds.filter((kind) => !isKindEligibleForMinorRange(kind, range)),
  };
}

/** Novavax is removed when everyone in the range is 11 or younger. */
export function isNovavaxOffered(range: AgeRange): boolean {
  return range.ageMax > NOVAVAX_MAX_EXCLUDED_AGE;
}

/** docs/product/booking-flow.md, Brand selection. `maxAge` null means no upper limit. */
export interface BrandEntry {
  brandName: string;
  minAge: number;
  maxAge: number | null;
}

/**
 * One entry per brand with adjacent or overlapping ranges joined (5-11 and 12-64 become 5-64); separate ranges stay
 * separate. Brands keep the order of their first entry.
 */
export function mergeBrandAgeRanges(entries: readonly BrandEntry[]): BrandEntry[] {
  const byBrand = new Map<string, BrandEntry[]>();
  for (const entry of entries) byBrand.set(entry.brandName, [...(byBrand.get(entry.brandName) ?? []), entry]);
  const merged: BrandEntry[] = [];
  for (const list of byBrand.values()) {
    const sorted = [...list].sort((a, b) => a.minAge - b.minAge);
    let current: BrandEntry | null = null;
    for (const entry of sorted) {
      if (current && (current.maxAge === null || entry.minAge <= current.maxAge + 1)) {
        current.maxAge =
          current.maxAge === null || entry.maxAge === null ? null : Math.max(current.maxAge, entry.maxAge);
      } else {
        if (current) merged.push(current);
        current = { ...entry };
      }
    }
    if (current) merged.push(current);
  }
  return merged;
}

/** The age range shown beside a brand: nothing below the minimum display age (3). */
export function displayBrandAgeRange(entry: BrandEntry, minDisplayAge = MIN_DISPLAY_AGE): BrandEntry {
  return { ...entry, minAge: Math.max(entry.minAge, minDisplayAge) };
}

/**
 * The brands offered to someone in `range`: a brand stays when any of its (merged) ranges overlaps the chosen one;
 * novavax goes for ranges of 11 and under.
 */
export function brandsForAgeRange(entries: readonly BrandEntry[], range: AgeRange): BrandEntry[] {
  return mergeBrandAgeRanges(entries)
    .filter((entry) => entry.minAge <= range.ageMax && (entry.maxAge === null || entry.maxAge >= range.ageMin))
    .filter((entry) => entry.brandName !== 'novavax' || isNovavaxOffered(range))
    .map((entry) => displayBrandAgeRange(entry));
}

/** Completed years between two yyyy-MM-dd dates (a birthday counts on the day itself; 29 February on 1 March). */
function completedYears(dateOfBirth: string, today: string): number {
  const birth = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!birth || !now) throw new Error('Invalid date');
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

export type DateOfBirthRangeCheck =
  | { ok: true; age: number }
  /** Opens the modal offering to change the date of birth or the age range. */
  | { ok: false; age: number; range: string; message: string };

/**
 * docs/product/eligibility-rules.md: a date of birth (yyyy-MM-dd, already normalized) outside the chosen range gives a
 * message naming the range.
 */
export function checkDateOfBirthInRange(dateOfBirth: string, range: AgeRange, today: string): DateOfBirthRangeCheck {
  const age = completedYears(dateOfBirth, today);
  if (age >= range.ageMin && age <= range.ageMax) return { ok: true, age };
  const label = ageRangeLabel(range);
  return {
    ok: false,
    age,
    range: label,
    message: `Date of birth must be for someone aged ${label} years, the age range you selected`,
  };
}
