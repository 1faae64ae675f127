import { describe, expect, it } from 'vitest';
import {
  EXPLAINED_HL7_ERROR_CODES,
  REGISTRY_ERROR_CODES,
  REGISTRY_FAILURE_REASONS,
} from '@vaxnear/domain/contracts/staff-registry';
import { REGISTRY_STATUSES } from '@vaxnear/domain/iis-vxu';
import en from '../../i18n/en/staff-registry.json';
import es from '../../i18n/es/staff-registry.json';
import { ApiError } from '../../lib/api-client.ts';
import { reasonKeys, registryProblemKey } from './registry-report-view.tsx';

const words = (dictionary: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);

describe('the registry report’s words', () => {
  it('explains every HL7 code, failure and status it can meet in English and Spanish', () => {
    for (const reason of [...EXPLAINED_HL7_ERROR_CODES, ...REGISTRY_FAILURE_REASONS]) {
      const [key] = reasonKeys({ status: 'rejected', reasons: [reason] });
      expect(key).toBe(`reasons.${reason}`);
      expect(words(en, key!), key).toBeTruthy();
      expect(words(es, key!), key).toBeTruthy();
      expect(words(es, key!)).not.toBe(words(en, key!));
    }
    for (const status of REGISTRY_STATUSES) {
      expect(words(en, `reasons.${status}`), status).toBeTruthy();
      expect(words(es, `reasons.${status}`), status).toBeTruthy();
    }
  });

  it('falls back to the status’s words for a code it does not know, and keeps each code it knows', () => {
    expect(reasonKeys({ status: 'rejected', reasons: ['999'] })).toEqual(['reasons.rejected']);
    expect(reasonKeys({ status: 'accepted_with_warnings', reasons: [] })).toEqual(['reasons.accepted_with_warnings']);
    expect(reasonKeys({ status: 'rejected', reasons: ['103', '999', '101'] })).toEqual(['reasons.103', 'reasons.101']);
  });

  it('has its own words for the report’s refusals, and leaves the others to the staff words', () => {
    for (const code of REGISTRY_ERROR_CODES) {
      expect(registryProblemKey(new ApiError(409, [{ code, message: 'server words' }]))).toBe(
        `staff-registry:errors.${code}`,
      );
      expect((en.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((es.errors as Record<string, string>)[code], code).toBeTruthy();
    }
    expect(registryProblemKey(new ApiError(403, [{ code: 'STAFF_FORBIDDEN', message: 'x' }]))).toBe(
      'staff:errors.STAFF_FORBIDDEN',
    );
  });
});
