// The .ics file of a booking (docs/decisions/060-calendar.md, 141).
// Calendar files get synced, forwarded and shared, so they carry the place and the vaccines, never the person.
// The access code in the manage link is the one exception, asked for by people who manage bookings from their
// calendar (decision 141).
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatAddress } from '@vaxnear/domain/display-format';
import { appointmentEnd } from '@vaxnear/domain/schedule';
import type { Locale } from '@vaxnear/domain/enumerations';
import { fill, texts, vaccineName } from '../../i18n/texts.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { managePageUrl } from '../mail/mail-templates.ts';
import { getRegistrationWithSequences } from './registrations.service.ts';
import { vtimezone } from './vtimezone.ts';

export interface CalendarInput {
  registration: Registration;
  /** The events to write: booked ones are published, cancelled ones cancel the event already in the calendar. */
  appointments: Registration['appointments'];
  /** Revision of each event (its appointment's sequence), so a calendar replaces what it holds. */
  sequences: ReadonlyMap<string, number>;
  locale: Locale;
  now: Date;
  publicBaseUrl: string;
}

/**
 * One calendar file. Cancelled events go out with METHOD:CANCEL and the same UID, so calendars remove them; a file
 * mixes no cancelled and booked events (the METHOD is the file's). It carries the confirmation number and the page
 * to change or cancel (decision 141), and still nothing about the person.
 */
export function renderCalendar(input: CalendarInput): string {
  const { registration, locale } = input;
  const copy = texts('calendar', locale);
  const cancelling = input.appointments.length > 0 && input.appointments.every((a) => a.status === 'cancelled');
  const manageUrl = managePageUrl(input.publicBaseUrl, locale, registration.accessCode);
  const calendar = ical({
    prodId: { company: 'vaxnear', product: 'booking', language: locale.toUpperCase() },
    method: cancelling ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // Each zone an event names is defined in the file, with the zone's yearly rules.
    timezone: { name: null, generator: (zone) => vtimezone(zone) },
  });
  for (const appointment of input.appointments) {
    const { location } = appointment;
    const zone = location.timeZone;
    // A plain Date would be written in the server's own zone under the location's TZID; TZDate keeps the wall time right.
    const start = new TZDate(new Date(appointment.time).getTime(), zone);
    // The entry blocks the slot's own length, as the feed's Slot does (one rule: appointmentEnd).
    const end = new TZDate(appointmentEnd(start, appointment.durationMinutes).getTime(), zone);
    const vaccines = appointment.services.map((s) => vaccineName(s.kind, locale)).join(', ');
    const address = formatAddress(location);
    calendar.createEvent({
      id: `${appointment.id}@vaxnear`,
      sequence: input.sequences.get(appointment.id) ?? 0,
      status: appointment.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      start,
      end,
      timezone: zone,
      stamp: input.now,
      summary: fill(copy.summary, { vaccines }),
      location: `${location.name}, ${address}`,
      url: manageUrl,
      description: [
        `${copy.vaccines}: ${vaccines}`,
        `${location.name}, ${address}`,
        location.metadata.phoneNumber ? `${copy.phone}: ${location.metadata.phoneNumber}` : null,
        `${copy.number}: ${registration.confirmationNumber}`,
        `${copy.manage}: ${manageUrl}`,
        copy.bring,
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
  return calendar.toString();
}

/** The downloadable file: the booked appointments, or the cancellation of all of them once none is left. */
export async function registrationCalendar(deps: ServiceDeps, accessCode: string, locale: Locale): Promise<string> {
  const { registration, sequences } = await getRegistrationWithSequences(deps, accessCode);
  const booked = registration.appointments.filter((a) => a.status === 'booked');
  return renderCalendar({
    registration,
    appointments: booked.length > 0 ? booked : registration.appointments,
    sequences,
    locale,
    now: deps.clock.now(),
    publicBaseUrl: deps.config.publicBaseUrl,
  });
}
