import { describe, expect, it } from 'vitest';
import { BOOKING_STEP_PATHS } from '@vaxnear/domain/booking/booking-step-flow';
import { pathFor, ROUTE_PATHS } from './routes.ts';

describe('named routes', () => {
  it('gives every booking step of the domain a page at the same address', () => {
    const paths = Object.values(ROUTE_PATHS) as string[];
    for (const path of Object.values(BOOKING_STEP_PATHS)) expect(paths).toContain(path);
  });

  it('builds the Spanish address of a booking step from the one table', () => {
    expect(pathFor('PatientInfo', { locale: 'es' })).toBe('/es/schedule/info');
  });
});
