import { describe, expect, it } from 'vitest';
import { encodeSlotId } from '../schedule.ts';
import { isSlotDeeplinkPast, linkedSlotOutcome, parseSlotDeeplink } from './slot-deeplink.ts';

const start = new Date('2026-12-04T15:00:00.000Z');
const id = encodeSlotId('vgov-cvs-17435-ak', start);

describe('parseSlotDeeplink', () => {
  it('reads the location and start a published link carries', () => {
    expect(parseSlotDeeplink('vgov-cvs-17435-ak', id)).toEqual({
      locationId: 'vgov-cvs-17435-ak',
      timeSlotId: id,
      start: '2026-12-04T15:00:00.000Z',
    });
  });

  it('takes the location from the slot id when the link leaves it out', () => {
    expect(parseSlotDeeplink(null, id)?.locationId).toBe('vgov-cvs-17435-ak');
  });

  it('refuses a slot of another location, a slot id that is not ours, and no slot id', () => {
    expect(parseSlotDeeplink('vgov-cvs-99999-ak', id)).toBeNull();
    expect(parseSlotDeeplink('vgov-cvs-17435-ak', 'not a slot')).toBeNull();
    expect(parseSlotDeeplink('vgov-cvs-17435-ak', null)).toBeNull();
  });

  it('knows when the linked time has begun', () => {
    const link = parseSlotDeeplink(null, id)!;
    expect(isSlotDeeplinkPast(link, new Date('2026-12-04T14:59:00Z'))).toBe(false);
    expect(isSlotDeeplinkPast(link, new Date('2026-12-04T15:00:00Z'))).toBe(true);
  });
});

describe('linkedSlotOutcome', () => {
  const link = parseSlotDeeplink(null, id)!;
  const slot = (iso: string) => ({ id: encodeSlotId('vgov-cvs-17435-ak', new Date(iso)), time: iso });

  it('finds the linked time while it is free', () => {
    const free = [slot('2026-12-04T14:45:00Z'), slot('2026-12-04T15:00:00Z')];
    expect(linkedSlotOutcome(link, free)).toEqual({ kind: 'free', slot: free[1] });
  });

  it('offers the nearest times, in time order, once it is gone', () => {
    const free = [
      '2026-12-04T13:00:00Z',
      '2026-12-04T14:45:00Z',
      '2026-12-04T15:15:00Z',
      '2026-12-04T15:30:00Z',
      '2026-12-05T15:00:00Z',
    ].map(slot);
    expect(linkedSlotOutcome(link, free)).toEqual({ kind: 'gone', nearest: [free[1], free[2], free[3]] });
    expect(linkedSlotOutcome(link, [])).toEqual({ kind: 'gone', nearest: [] });
  });
});
