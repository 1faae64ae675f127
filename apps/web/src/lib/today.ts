// The web's one clock for date rules (docs/product/site.md, Debug tools, decision 043). Every rule that depends on the
// calendar date (flu season, maternal RSV, due date, date of birth, the results' first day) asks this module, so the
// debug date spoof moves all of them together. Time-of-day things (hold countdowns) keep the real clock.

const DEBUG_KEY = 'vaxnear.debug';
const SPOOF_KEY = 'vaxnear.debug.date';
const REMINDER_KEY = 'vaxnear.debug.reminderIn10Minutes';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Debug mode exists only where the product says, in debug mode: a build with VITE_DEBUG=on always has it, and the
 * development server lets `?debug=true` turn it on for the tab (session storage) and `?debug=false` off. A production
 * build ignores both, so no visitor can move the site's date (decision 255).
 */
export function isDebugMode(search: string = typeof window === 'undefined' ? '' : window.location.search): boolean {
  if (import.meta.env.VITE_DEBUG === 'on') return true;
  if (!import.meta.env.DEV) return false;
  const store = storage();
  const asked = new URLSearchParams(search).get('debug');
  if (asked === 'true') store?.setItem(DEBUG_KEY, 'true');
  if (asked === 'false') {
    store?.removeItem(DEBUG_KEY);
    store?.removeItem(SPOOF_KEY);
    store?.removeItem(REMINDER_KEY);
  }
  return store?.getItem(DEBUG_KEY) === 'true';
}

/** MM/DD/YYYY → yyyy-MM-dd, or null for anything that is not a real calendar date. */
export function parseUsDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, mm, dd, yyyy] = match;
  const date = new Date(Number(yyyy), Number(mm) - 1, Number(dd));
  if (date.getFullYear() !== Number(yyyy) || date.getMonth() !== Number(mm) - 1 || date.getDate() !== Number(dd))
    return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** The spoofed date (yyyy-MM-dd) while debug mode is on, else null. */
export function spoofedDate(): string | null {
  if (!isDebugMode()) return null;
  const value = storage()?.getItem(SPOOF_KEY) ?? null;
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

export function setSpoofedDate(isoDate: string | null): void {
  const store = storage();
  if (isoDate) store?.setItem(SPOOF_KEY, isoDate);
  else store?.removeItem(SPOOF_KEY);
}

/** Now, moved to the spoofed day (keeping the real time of day) when a spoof is set. */
export function today(): Date {
  const real = new Date();
  const spoof = spoofedDate();
  if (!spoof) return real;
  const [year, month, day] = spoof.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, real.getHours(), real.getMinutes(), real.getSeconds());
}

/** Today's calendar date where the person is (yyyy-MM-dd), spoof included. */
export function todayIso(now: Date = today()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Debug tools: the reminder request asks for a first reminder 10 minutes from now. */
export function debugReminderSoon(): boolean {
  return isDebugMode() && storage()?.getItem(REMINDER_KEY) === 'true';
}

export function setDebugReminderSoon(on: boolean): void {
  if (on) storage()?.setItem(REMINDER_KEY, 'true');
  else storage()?.removeItem(REMINDER_KEY);
}
