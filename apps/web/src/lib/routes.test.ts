import { describe, expect, it } from 'vitest';
import { BOOKING_STEP_PATHS, BOOKING_STEPS } from '@vaxnear/domain/booking/booking-step-flow';
import { pathFor, ROUTE_PATHS } from './routes.ts';

describe('named routes', () => {
  it('gives every booking step of the domain a page at the same address', () => {
    const paths = Object.values(ROUTE_PATHS) as string[];
    for (const step of BOOKING_STEPS) expect(paths).toContain(BOOKING_STEP_PATHS[step]);
  });

  it('builds the Spanish address of a booking step from the one table', () => {
    expect(pathFor('PatientInfo', { locale: 'es' })).toBe('/es/schedule/info');
  });
});
