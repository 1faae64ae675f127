import { describe, expect, it } from 'vitest';
import { STAFF_ERROR_CODES } from '@vaxnear/domain/staff';
import en from '../../i18n/en/staff.json';
import es from '../../i18n/es/staff.json';
import { ApiError } from '../../lib/api-client.ts';
import { problemKey } from './staff-frame.tsx';

/** Every key of a translation file, nested keys joined with dots. */
function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('staff messages', () => {
  it('has the same texts in English and Spanish', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('shows its own words for every staff error code the server sends', () => {
    for (const code of STAFF_ERROR_CODES) {
      const key = problemKey(new ApiError(400, [{ code, message: 'server words' }]));
      expect(key, code).toBe(`staff:errors.${code}`);
      expect(keysOf(en), code).toContain(key.replace('staff:', ''));
    }
  });

  it('tells a cancelled passkey prompt apart from a failure on our side', () => {
    expect(problemKey(Object.assign(new Error('no'), { name: 'NotAllowedError' }))).toBe('staff:errors.cancelled');
    expect(problemKey(new ApiError(0, [{ code: 'NETWORK_ERROR', message: 'x' }]))).toBe('staff:errors.generic');
  });
});
