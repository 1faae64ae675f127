import fs from 'node:fs';

// The clock is injected everywhere a rule depends on "now", so tests can set today.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date | string): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * Real time moved by a fixed offset: the end-to-end suite runs the server (and, through Playwright's clock, the
 * browser) at a chosen date, so that season rules such as flu season and maternal RSV give the same answers on
 * any day the suite runs. Never set in production: the server warns at start when it is.
 */
export function offsetClock(offsetMs: number): Clock {
  return { now: () => new Date(Date.now() + offsetMs) };
}

/**
 * Real time moved by an offset in milliseconds read from a file at every reading: a test that runs several real server
 * processes moves all their clocks at once by writing one number to one file (hold expiry across a fleet). A missing
 * or empty file is no offset. Never set in production: the server warns at start when it is.
 */
export function fileOffsetClock(file: string): Clock {
  const offset = () => {
    try {
      return Number(fs.readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      return 0;
    }
  };
  return { now: () => new Date(Date.now() + offset()) };
}
