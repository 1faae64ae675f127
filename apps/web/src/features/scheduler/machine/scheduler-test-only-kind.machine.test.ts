// A new kind with brands goes through the one brand step (decision 298): a row in the table of kinds gives it a place
// in the flow, an address and the machine's brand state, with no step, page or route of its own. The test-only kind
// (decision 289) is added with a brand step after the pregnancy question, as RSV and pneumococcal have.
import { describe, expect, it, vi } from 'vitest';
import {
  BOOKING_STEPS,
  bookingStepForPath,
  bookingStepPath,
  stepAllowsKinds,
} from '@vaxnear/domain/booking/booking-step-flow';
import { TEST_ONLY_KIND } from '@vaxnear/domain/testing/test-only-kind';
import type { BrandKind, VaccineKind } from '@vaxnear/domain/vaccines';
import { STEP_MOVES } from './scheduler.machine.ts';
import { coordinates, startScheduler, stepOf } from './scheduler-test-fixtures.ts';

// The row is imported inside the factory: the table is first read while the modules above load.
vi.mock('@vaxnear/domain/vaccine-kinds', async (original) => {
  const { TEST_ONLY_KIND_WITH_BRAND_STEP_ROW, withTestOnlyKind } =
    await import('@vaxnear/domain/testing/test-only-kind');
  return withTestOnlyKind(
    await original<typeof import('@vaxnear/domain/vaccine-kinds')>(),
    TEST_ONLY_KIND_WITH_BRAND_STEP_ROW,
  );
});

// The compiler does not know the kind (production never lists it): the test names it through these casts.
const kind = TEST_ONLY_KIND as BrandKind;
const itsBrandStep = `brand/${TEST_ONLY_KIND}` as (typeof BOOKING_STEPS)[number];

describe('a kind with brands added to the table of kinds', () => {
  it('has the brand step at schedule/brand/<kind>, found back from its address', () => {
    expect(BOOKING_STEPS).toContain(itsBrandStep);
    expect(bookingStepPath(itsBrandStep)).toBe(`schedule/brand/${TEST_ONLY_KIND}`);
    expect(bookingStepForPath(`/schedule/brand/${TEST_ONLY_KIND}`)).toBe(itsBrandStep);
    expect(stepAllowsKinds(itsBrandStep, [kind as VaccineKind])).toBe(true);
    expect(stepAllowsKinds(itsBrandStep, ['flu'])).toBe(false);
    // The machine's one brand state may lead to it, after the other kinds' brands.
    expect(STEP_MOVES.brand.continue).toContain(itsBrandStep);
    expect(STEP_MOVES.pregnancy.continue).toContain(itsBrandStep);
  });

  it('asks its brand on the one brand step: Continue waits for a choice, then the search; Back returns there', () => {
    const { send, choose } = startScheduler();
    choose(kind as VaccineKind);
    const onBrand = send({ type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' });
    expect(onBrand).toMatchObject({ value: 'brand', context: { brandKind: TEST_ONLY_KIND } });
    expect(stepOf(onBrand)).toBe(itsBrandStep);
    expect(onBrand.context.orderedBrands[kind]?.slice().sort()).toEqual(['moderna', 'pfizer']);
    expect(stepOf(send({ type: 'CONTINUE' }))).toBe(itsBrandStep);
    const searched = send({ type: 'SET_BRAND', kind, brand: 'moderna' }, { type: 'CONTINUE' });
    expect(searched.value).toBe('search');
    expect(searched.context.brands[kind]).toBe('moderna');
    expect(searched.context.visited).toEqual(['schedule', itsBrandStep, 'search']);
    expect(stepOf(send({ type: 'SET_LAT_LNG', coordinates }, { type: 'BACK' }))).toBe(itsBrandStep);
    expect(stepOf(send({ type: 'BACK' }))).toBe('schedule');
  });

  it('comes after the pneumococcal brand when both are chosen, on the same step', () => {
    const { send, choose } = startScheduler();
    choose('pneumococcal', kind as VaccineKind);
    send({ type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' });
    const pneumococcal = send({ type: 'SET_PREGNANCY', isPregnant: false }, { type: 'CONTINUE' });
    expect(stepOf(pneumococcal)).toBe('brand/pneumococcal');
    const next = send({ type: 'SET_BRAND', kind: 'pneumococcal', brand: null }, { type: 'CONTINUE' });
    expect(next.value).toBe('brand');
    expect(stepOf(next)).toBe(itsBrandStep);
    expect(stepOf(send({ type: 'BACK' }))).toBe('brand/pneumococcal');
  });
});
