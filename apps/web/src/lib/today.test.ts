import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  debugReminderSoon,
  isDebugMode,
  parseUsDate,
  setDebugReminderSoon,
  setSpoofedDate,
  todayIso,
} from './today.ts';

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('the one today of the web', () => {
  it('is the real date until a spoof is applied in debug mode, and again after reset', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9));
    expect(todayIso()).toBe('2026-11-22');
    setSpoofedDate('2027-01-10');
    expect(todayIso()).toBe('2026-11-22'); // not in debug mode: a stored spoof is ignored
    expect(isDebugMode('?debug=true')).toBe(true);
    expect(todayIso()).toBe('2027-01-10');
    setSpoofedDate(null);
    expect(todayIso()).toBe('2026-11-22');
  });

  it('leaves debug mode with ?debug=false and forgets the spoof and the 10-minute reminder', () => {
    isDebugMode('?debug=true');
    setSpoofedDate('2027-01-10');
    setDebugReminderSoon(true);
    expect(debugReminderSoon()).toBe(true);
    expect(isDebugMode('?debug=false')).toBe(false);
    expect(isDebugMode('?debug=true')).toBe(true);
    expect(debugReminderSoon()).toBe(false);
    expect(todayIso()).not.toBe('2027-01-10');
  });

  it('is never on in a production build, whatever the address says, so no visitor can move the date', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_DEBUG', '');
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 22, 9));
      expect(isDebugMode('?debug=true')).toBe(false);
      setSpoofedDate('2027-01-10');
      expect(todayIso()).toBe('2026-11-22');
      // A debug build has it always.
      vi.stubEnv('VITE_DEBUG', 'on');
      expect(isDebugMode('')).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('takes only real MM/DD/YYYY dates for the spoof', () => {
    expect(parseUsDate('01/10/2027')).toBe('2027-01-10');
    expect(parseUsDate('02/29/2027')).toBeNull();
    expect(parseUsDate('2027-01-10')).toBeNull();
    expect(parseUsDate('13/01/2027')).toBeNull();
  });
});
