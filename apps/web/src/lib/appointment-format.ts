import { formatTimeOfDay, intlLocale } from '@vaxnear/domain/display-format';

/**
 * "Tuesday, November 24, 2026" in the location's own time zone (slots are in the location's time zone:
 * docs/product/booking-flow.md, Results).
 */
export function formatAppointmentDate(time: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(new Date(time));
}

/** "9:00 AM EST" / "9:00 a.m. EST" in the location's own time zone, its zone named so a person searching from elsewhere is not misled. */
export function formatAppointmentTime(time: string, timeZone: string, locale: string): string {
  return formatTimeOfDay(time, locale, { timeZone, zoneName: true });
}

/** A tel: link every phone dials: a US number's ten digits with the country code. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}

/** "Tuesday, November 24, 2026, 9:00 AM CST": both, where one line says when. */
export function formatAppointmentDateTime(time: string, timeZone: string, locale: string): string {
  return `${formatAppointmentDate(time, timeZone, locale)}, ${formatAppointmentTime(time, timeZone, locale)}`;
}

/** "Tue, Nov 24, 10:30 AM CST" in the location's own zone (the viewer's when it is not known): a held or linked time. */
export function formatShortAppointmentDateTime(time: string, timeZone: string | undefined, locale: string): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: zone,
  }).format(new Date(time));
  return `${date}, ${formatAppointmentTime(time, zone, locale)}`;
}
