import { describe, expect, it } from 'vitest';
import { NOT_GIVEN_REASONS } from '@vaxnear/domain/attendance';
import { DAY_LIST_ERROR_CODES, PHARMACY_CANCEL_REASONS } from '@vaxnear/domain/day-list';
import en from '../../i18n/en/staff.json';
import es from '../../i18n/es/staff.json';
import manageEn from '../../i18n/en/manage-booking.json';
import manageEs from '../../i18n/es/manage-booking.json';
import { ApiError } from '../../lib/api-client.ts';
import { problemKey } from './staff-frame.tsx';

describe('day list messages', () => {
  it('shows its own words, in both languages, for every code the day list’s calls send', () => {
    for (const code of DAY_LIST_ERROR_CODES) {
      expect(problemKey(new ApiError(409, [{ code, message: 'server words' }])), code).toBe(`staff:errors.${code}`);
      expect((en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((es.errors as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it('names every reason staff can choose, and the person reads it in their language', () => {
    for (const reason of NOT_GIVEN_REASONS) {
      expect((en.notGivenReasons as Record<string, string>)[reason]).toBeTruthy();
      expect((es.notGivenReasons as Record<string, string>)[reason]).toBeTruthy();
      expect((manageEn.notGivenReasons as Record<string, string>)[reason]).toBeTruthy();
      expect((manageEs.notGivenReasons as Record<string, string>)[reason]).toBeTruthy();
    }
    for (const reason of PHARMACY_CANCEL_REASONS) {
      expect((en.cancelReasons as Record<string, string>)[reason]).toBeTruthy();
      expect((es.cancelReasons as Record<string, string>)[reason]).toBeTruthy();
      expect((manageEn.pharmacyCancel.reasons as Record<string, string>)[reason]).toBeTruthy();
      expect((manageEs.pharmacyCancel.reasons as Record<string, string>)[reason]).toBeTruthy();
    }
  });
});
