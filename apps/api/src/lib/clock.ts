// The clock is injected everywhere a rule depends on "now" (STYLE §8), so tests can set today.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date | string): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (to) => { current = new Date(to).getTime(); },
    advance: (ms) => { current += ms; },
  };
}
