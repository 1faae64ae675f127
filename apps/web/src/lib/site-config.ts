/** Deployment-specific addresses; override at build time with VITE_* variables. */
export const PRIVACY_POLICY_URL: string = import.meta.env.VITE_PRIVACY_POLICY_URL ?? 'https://vaxnear.example/privacy';
export const SITE_NAME = 'Vaxnear';

/**
 * The booking phone line: the concierge card, and the number and hours in the menu. Off unless the operator sets
 * VITE_BOOKING_PHONE (e.g. "(800) 555-0199") at build time; the hours default to the spec's (weekdays 9am to 9pm,
 * weekends 9am to 5pm Eastern) and VITE_BOOKING_PHONE_HOURS_EN / _ES replace them.
 */
export const BOOKING_PHONE: string = (import.meta.env.VITE_BOOKING_PHONE ?? '').trim();
export const BOOKING_PHONE_HOURS: Partial<Record<string, string>> = {
  en: import.meta.env.VITE_BOOKING_PHONE_HOURS_EN?.trim() || undefined,
  es: import.meta.env.VITE_BOOKING_PHONE_HOURS_ES?.trim() || undefined,
};

/**
 * The public-health alert banner: off unless the operator sets its text (VITE_ALERT_BANNER_EN, and _ES for Spanish
 * pages, which fall back to the English text), with an optional link (VITE_ALERT_BANNER_URL).
 */
export const ALERT_BANNER: { text: Partial<Record<string, string>>; url?: string } = {
  text: {
    en: import.meta.env.VITE_ALERT_BANNER_EN?.trim() || undefined,
    es: import.meta.env.VITE_ALERT_BANNER_ES?.trim() || import.meta.env.VITE_ALERT_BANNER_EN?.trim() || undefined,
  },
  ...(import.meta.env.VITE_ALERT_BANNER_URL ? { url: import.meta.env.VITE_ALERT_BANNER_URL } : {}),
};

/** The phone number as a tel: address, digits only. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}
