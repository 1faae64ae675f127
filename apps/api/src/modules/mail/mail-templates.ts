// The words of each e-mail, in English and Spanish, as plain text and as simple HTML. Everything a person typed
// (names) is escaped in the HTML. Rendering is pure: the booking renders its confirmation inside its transaction.
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import { formatAddress, formatCalendarDate, intlLocale } from '@vaxnear/domain/display-format';
import type { Locale } from '@vaxnear/domain/enumerations';
import { VACCINE_LABELS } from '@vaxnear/domain/vaccines';

export interface RenderedMail { subject: string; textBody: string; htmlBody: string }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The web's path prefix for a locale (docs/decisions/030-route-shape.md): English has none. */
function localePrefix(locale: Locale): string {
  return locale === 'en' ? '' : `/${locale}`;
}

export function confirmationPageUrl(baseUrl: string, locale: Locale, accessCode: string): string {
  return `${baseUrl}${localePrefix(locale)}/schedule/confirmation?accessCode=${encodeURIComponent(accessCode)}`;
}

export function calendarFileUrl(baseUrl: string, locale: Locale, accessCode: string): string {
  return `${baseUrl}/api/v1/registrations/${encodeURIComponent(accessCode)}/calendar.ics?locale=${locale}`;
}

export function scheduleLandingUrl(baseUrl: string, locale: Locale): string {
  return `${baseUrl}${localePrefix(locale)}/schedule`;
}

/** "Tuesday, November 24, 2026, 9:00 AM MST": the wall time at the pharmacy, with its zone named. */
export function formatAppointmentTime(time: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short',
  }).format(new Date(time));
}

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${line}</p>`).join('\n');
}

function htmlDocument(locale: Locale, title: string, body: string): string {
  return `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`
    + `<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #212b32">\n${body}\n</body></html>`;
}

const CONFIRMATION_COPY = {
  en: {
    subject: (n: string) => `Your vaccination appointment is booked (confirmation ${n})`,
    intro: 'Your vaccination appointment is booked.',
    number: 'Confirmation number',
    for: 'For',
    vaccines: 'Vaccines',
    when: 'When',
    where: 'Where',
    view: 'See your appointment',
    calendar: 'Add it to your calendar',
    bring: 'Bring your insurance card and a photo ID if you have them.',
    why: 'You are receiving this e-mail because an appointment was booked with this address on Vaxnear.',
  },
  es: {
    subject: (n: string) => `Su cita de vacunación está reservada (confirmación ${n})`,
    intro: 'Su cita de vacunación está reservada.',
    number: 'Número de confirmación',
    for: 'Para',
    vaccines: 'Vacunas',
    when: 'Cuándo',
    where: 'Dónde',
    view: 'Vea su cita',
    calendar: 'Agréguela a su calendario',
    bring: 'Traiga su tarjeta del seguro médico y una identificación con foto si las tiene.',
    why: 'Recibe este correo electrónico porque se reservó una cita con esta dirección en Vaxnear.',
  },
} as const;

export function renderBookingConfirmation(registration: Registration, locale: Locale, baseUrl: string): RenderedMail {
  const copy = CONFIRMATION_COPY[locale];
  const pageUrl = confirmationPageUrl(baseUrl, locale, registration.accessCode);
  const icsUrl = calendarFileUrl(baseUrl, locale, registration.accessCode);
  const appointments = registration.appointments.map((a) => {
    const l = a.location;
    return {
      person: `${a.user.firstName} ${a.user.lastName}`,
      vaccines: a.services.map((s) => VACCINE_LABELS[s.kind][locale]).join(', '),
      when: formatAppointmentTime(a.time, l.timeZone, locale),
      place: l.name,
      address: formatAddress(l),
    };
  });
  const subject = copy.subject(registration.confirmationNumber);
  const textBody = [
    copy.intro,
    `${copy.number}: ${registration.confirmationNumber}`,
    ...appointments.map((a) => [
      `${copy.for}: ${a.person}`, `${copy.vaccines}: ${a.vaccines}`, `${copy.when}: ${a.when}`, `${copy.where}: ${a.place}, ${a.address}`,
    ].join('\n')),
    `${copy.view}: ${pageUrl}`,
    `${copy.calendar}: ${icsUrl}`,
    copy.bring,
    copy.why,
  ].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(locale, subject, [
    paragraphs([e(copy.intro), `${e(copy.number)}: <strong>${e(registration.confirmationNumber)}</strong>`]),
    ...appointments.map((a) => `<ul>\n<li>${e(copy.for)}: ${e(a.person)}</li>\n<li>${e(copy.vaccines)}: ${e(a.vaccines)}</li>\n`
      + `<li>${e(copy.when)}: ${e(a.when)}</li>\n<li>${e(copy.where)}: ${e(a.place)}, ${e(a.address)}</li>\n</ul>`),
    paragraphs([
      `<a href="${e(pageUrl)}">${e(copy.view)}</a>`, `<a href="${e(icsUrl)}">${e(copy.calendar)}</a>`, e(copy.bring), `<small>${e(copy.why)}</small>`,
    ]),
  ].join('\n'));
  return { subject, textBody, htmlBody };
}

const REMINDER_COPY = {
  en: {
    subjectOpen: 'Your maternal RSV vaccination window is open',
    subjectOpens: (start: string) => `Your maternal RSV vaccination window opens on ${start}`,
    hello: (name: string) => `Hello ${name},`,
    open: (start: string, end: string) => `You can now get the RSV vaccine during pregnancy: your vaccination window runs from ${start} to ${end}.`,
    opens: (start: string, end: string) => `Your RSV vaccination window during pregnancy runs from ${start} to ${end}.`,
    book: 'Book an appointment',
    why: 'You are receiving this e-mail because you asked Vaxnear for a maternal RSV reminder.',
  },
  es: {
    subjectOpen: 'Su período para la vacuna materna contra el VRS ya comenzó',
    subjectOpens: (start: string) => `Su período para la vacuna materna contra el VRS comienza el ${start}`,
    hello: (name: string) => `Hola, ${name}:`,
    open: (start: string, end: string) => `Ya puede vacunarse contra el VRS durante el embarazo: su período de vacunación va del ${start} al ${end}.`,
    opens: (start: string, end: string) => `Su período de vacunación contra el VRS durante el embarazo va del ${start} al ${end}.`,
    book: 'Reserve una cita',
    why: 'Recibe este correo electrónico porque pidió a Vaxnear un recordatorio de la vacuna materna contra el VRS.',
  },
} as const;

export function renderMaternalRsvReminder(input: {
  firstName: string; locale: Locale; windowStart: string; windowEnd: string; isOpen: boolean; bookingUrl: string;
}): RenderedMail {
  const copy = REMINDER_COPY[input.locale];
  const start = formatCalendarDate(input.windowStart, input.locale);
  const end = formatCalendarDate(input.windowEnd, input.locale);
  const subject = input.isOpen ? copy.subjectOpen : copy.subjectOpens(start);
  const sentence = input.isOpen ? copy.open(start, end) : copy.opens(start, end);
  const textBody = [copy.hello(input.firstName), sentence, `${copy.book}: ${input.bookingUrl}`, copy.why].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(input.locale, subject, paragraphs([
    e(copy.hello(input.firstName)), e(sentence), `<a href="${e(input.bookingUrl)}">${e(copy.book)}</a>`, `<small>${e(copy.why)}</small>`,
  ]));
  return { subject, textBody, htmlBody };
}
