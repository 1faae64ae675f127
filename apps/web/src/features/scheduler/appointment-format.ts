import { intlLocale } from '@vaxnear/domain/display-format';

/**
 * "Tuesday, November 24, 2026" in the location's own time zone (slots are in the location's time zone:
 * docs/product/booking-flow.md, Results).
 */
export function formatAppointmentDate(time: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(time));
}

/** "9:00 AM EST" / "9:00 a.m. EST" in the location's own time zone, its zone named so a person searching from elsewhere is not misled. */
export function formatAppointmentTime(time: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(time));
}
