import type { Locale } from '../../lib/locale.ts';

const intlLocale = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

/** "Tuesday, November 24, 2026" in the location's own time zone (booking-flow §3: slots are the location's times). */
export function formatAppointmentDate(time: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(time));
}

/** "9:00 AM EST" in the location's own time zone. */
export function formatAppointmentTime(time: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(time));
}

export function formatAddress(location: { address1: string; address2?: string | null; city: string; state: string; zipCode?: string | null }): string {
  return [location.address1, location.address2, `${location.city}, ${location.state}${location.zipCode ? ` ${location.zipCode}` : ''}`].filter(Boolean).join(', ');
}
