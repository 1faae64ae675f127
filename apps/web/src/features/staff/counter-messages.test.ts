import { describe, expect, it } from 'vitest';
import { COUNTER_ERROR_CODES } from '@vaxnear/domain/vaccine-lots';
import en from '../../i18n/en/staff-counter.json';
import es from '../../i18n/es/staff-counter.json';
import { ApiError } from '../../lib/api-client.ts';
import { COUNTER_CODES_WITH_WORDS, counterProblemKey } from './counter-frame.tsx';

describe('the counter’s messages', () => {
  it('has its own words in English and Spanish for every code the lot, record and walk-in calls send', () => {
    for (const code of [...COUNTER_ERROR_CODES, ...COUNTER_CODES_WITH_WORDS]) {
      expect(counterProblemKey(new ApiError(409, [{ code, message: 'server words' }]))).toBe(
        `staff-counter:errors.${code}`,
      );
      expect((en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((es.errors as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it('leaves the staff side’s own codes to the staff words, named so that the counter’s views find them', () => {
    // The lots view reads the staff-counter namespace: an unprefixed `errors.STAFF_FORBIDDEN` showed as that key.
    expect(counterProblemKey(new ApiError(403, [{ code: 'STAFF_FORBIDDEN', message: 'x' }]))).toBe(
      'staff:errors.STAFF_FORBIDDEN',
    );
  });
});
