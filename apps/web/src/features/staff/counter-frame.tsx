// What the counter's views share (lots, recording a vaccination, walk-ins): their paths, the words for what the server
// refused, and the lot and site remembered for the session so that recording takes as few steps as possible.
import { useCallback, useState } from 'react';
import { COUNTER_ERROR_CODES } from '@vaxnear/domain/vaccine-lots';
import type { PrefixedKey } from '../../i18n/keys.ts';
import { ApiError } from '../../lib/api-client.ts';
import { problemKey, useStaffPath } from './staff-frame.tsx';

/** The booking's own refusals a walk-in can meet, shown in the counter's words. */
const WALK_IN_CODES = [
  'TIME_SLOT_TAKEN',
  'TIME_SLOT_IN_PAST',
  'TIME_SLOT_NOT_FOUND',
  'PERSON_ALREADY_BOOKED',
  'APPOINTMENT_ALREADY_BOOKED',
  'SERVICE_NOT_OFFERED',
  'NOT_GIVEN_IN_PREGNANCY',
  'AGE_INELIGIBLE',
  'RETAILER_AGE_RESTRICTION',
  'MATERNAL_RSV',
  'MEDICAL_CONDITION',
  'PRESCRIPTION_REQUIRED',
  'VALIDATION_FAILED',
  'MISSING_INFORMATION',
] as const;
const COUNTER_CODES = [...COUNTER_ERROR_CODES, ...WALK_IN_CODES] as const;
export const COUNTER_CODES_WITH_WORDS: ReadonlySet<string> = new Set(COUNTER_CODES);
const hasCounterWords = (code: string): code is (typeof COUNTER_CODES)[number] => COUNTER_CODES_WITH_WORDS.has(code);

/** The key of the words for a refusal: the counter's own (staff-counter namespace), else the staff side's. */
export function counterProblemKey(caught: unknown): PrefixedKey {
  if (caught instanceof ApiError) {
    const code = caught.codes[0] ?? '';
    if (hasCounterWords(code)) return `staff-counter:errors.${code}`;
  }
  return problemKey(caught);
}

/** Like useReportedProblem, with the counter's words. */
export function useCounterProblem() {
  const [problem, setProblem] = useState<{ key: PrefixedKey; round: number } | null>(null);
  const report = useCallback(
    (caught: unknown) =>
      setProblem((previous) => ({ key: counterProblemKey(caught), round: (previous?.round ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setProblem(null), []);
  return { problem, report, clear };
}

export type CounterView = 'lots' | 'walk-in' | 'registry' | { vaccinate: string };

/** The path of a counter view at a location, under /staff in the page's language. */
export function useCounterPath(): (locationId: string, view: CounterView) => string {
  const staffPath = useStaffPath();
  return (locationId, view) => {
    const base = `${staffPath('')}/locations/${encodeURIComponent(locationId)}`;
    if (view === 'lots') return `${base}/lots`;
    if (view === 'walk-in') return `${base}/walk-in`;
    if (view === 'registry') return `${base}/registry`;
    return `${base}/appointments/${encodeURIComponent(view.vaccinate)}/vaccinate`;
  };
}

/**
 * Choices kept for this browser tab's session (sessionStorage): the lot last used per location and product group, the
 * site last used per vaccine. Gone when the tab closes, as a session's lot choice should be.
 */
export const sessionChoice = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(`vaxnear.staff.${key}`);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(`vaxnear.staff.${key}`, value);
    } catch {
      // A browser that keeps nothing (private mode with storage off): the form asks again next time.
    }
  },
};
