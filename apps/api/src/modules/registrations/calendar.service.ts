// The .ics file of a booking (docs/product/booking-flow.md, "add-to-calendar ... iCal file";
// docs/decisions/060-calendar.md). Calendar files get synced, forwarded and shared, so they carry the place and the
// vaccines, never the person.
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { formatAddress } from '@vaxnear/domain/display-format';
import type { Locale } from '@vaxnear/domain/enumerations';
import { VACCINE_LABELS } from '@vaxnear/domain/vaccines';
import type { FastifyInstance } from 'fastify';
import { getRegistration } from './registrations.service.ts';

/** Slots are 15 minutes long; the calendar entry blocks the same time. */
export const CALENDAR_EVENT_MINUTES = 15;

const COPY: Record<Locale, { summary: (vaccines: string) => string; vaccines: string; bring: string; phone: string }> = {
  en: {
    summary: (vaccines) => `Vaccination appointment: ${vaccines}`,
    vaccines: 'Vaccines',
    bring: 'Bring your insurance card and a photo ID if you have them.',
    phone: 'Pharmacy phone',
  },
  es: {
    summary: (vaccines) => `Cita de vacunación: ${vaccines}`,
    vaccines: 'Vacunas',
    bring: 'Traiga su tarjeta del seguro médico y una identificación con foto si las tiene.',
    phone: 'Teléfono de la farmacia',
  },
};

export async function registrationCalendar(app: FastifyInstance, accessCode: string, locale: Locale): Promise<string> {
  const registration = await getRegistration(app, accessCode);
  const copy = COPY[locale];
  const calendar = ical({ prodId: { company: 'vaxnear', product: 'booking', language: locale.toUpperCase() }, method: ICalCalendarMethod.PUBLISH });
  for (const appointment of registration.appointments) {
    const { location } = appointment;
    const zone = location.timeZone;
    // A plain Date would be written in the server's own zone under the location's TZID; TZDate keeps the wall time right.
    const start = new TZDate(new Date(appointment.time).getTime(), zone);
    const end = new TZDate(start.getTime() + CALENDAR_EVENT_MINUTES * 60_000, zone);
    const vaccines = appointment.services.map((s) => VACCINE_LABELS[s.kind][locale]).join(', ');
    const address = formatAddress(location);
    calendar.createEvent({
      id: `${appointment.id}@vaxnear`,
      start,
      end,
      timezone: zone,
      stamp: app.clock.now(),
      summary: copy.summary(vaccines),
      location: `${location.name}, ${address}`,
      description: [
        `${copy.vaccines}: ${vaccines}`,
        `${location.name}, ${address}`,
        location.metadata.phoneNumber ? `${copy.phone}: ${location.metadata.phoneNumber}` : null,
        copy.bring,
      ].filter(Boolean).join('\n'),
    });
  }
  return calendar.toString();
}
