// The words of each e-mail, in English and Spanish, as plain text and as simple HTML. Everything a person typed
// (names) is escaped in the HTML. Rendering is pure: the booking renders its confirmation inside its transaction.
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import {
  formatCalendarDate,
  formatLocationAddress,
  formatPhoneNumber,
  intlLocale,
} from '@vaxnear/domain/display-format';
import type { Locale } from '@vaxnear/domain/enumerations';
import { VACCINE_LABELS } from '@vaxnear/domain/vaccines';
import { BRAND_LABELS, isKnownBrand, vaccineListing, vaccineWithBrand } from '@vaxnear/domain/vaccine-listing';

export interface RenderedMail {
  subject: string;
  textBody: string;
  htmlBody: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The web's path prefix for a locale (docs/decisions/030-route-shape.md): English has none. */
function localePrefix(locale: Locale): string {
  return locale === 'en' ? '' : `/${locale}`;
}

/** Where a person sees, changes, cancels or erases the booking (decision 140). */
export function managePageUrl(baseUrl: string, locale: Locale, accessCode: string): string {
  return `${baseUrl}${localePrefix(locale)}/schedule/manage?accessCode=${encodeURIComponent(accessCode)}`;
}

export function calendarFileUrl(baseUrl: string, locale: Locale, accessCode: string): string {
  return `${baseUrl}/api/v1/registrations/${encodeURIComponent(accessCode)}/calendar.ics?locale=${locale}`;
}

export function scheduleLandingUrl(baseUrl: string, locale: Locale): string {
  return `${baseUrl}${localePrefix(locale)}/schedule`;
}

/** "Tuesday, November 24, 2026, 9:00 AM MST": the wall time at the pharmacy, with its zone named. */
// A formatter per language and time zone, made once: building an Intl.DateTimeFormat cost about 3 % of a booking.
const appointmentTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatAppointmentTime(time: string, timeZone: string, locale: Locale): string {
  const key = `${locale} ${timeZone}`;
  let format = appointmentTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    // Bounded by the time zones of US locations times two languages; a bad zone throws above and is never stored.
    appointmentTimeFormats.set(key, format);
  }
  return format.format(new Date(time));
}

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${line}</p>`).join('\n');
}

function htmlDocument(locale: Locale, title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #212b32">\n${body}\n</body></html>`
  );
}

const CONFIRMATION_COPY = {
  en: {
    // No confirmation number in a subject: subjects show in notification previews and lock screens, and the number
    // is one of the three facts that find a booking (decision 226).
    subject: 'Your vaccination appointment is booked',
    intro: 'Your vaccination appointment is booked.',
    number: 'Confirmation number',
    for: 'For',
    vaccines: 'Vaccines',
    pregnancyVaccine: 'RSV vaccine for pregnancy (Pfizer)',
    when: 'When',
    where: 'Where',
    phone: 'Pharmacy phone',
    view: 'See, change or cancel your appointment',
    calendar: 'Add it to your calendar',
    bring: 'Bring your insurance card and a photo ID if you have them.',
    why: 'You are receiving this e-mail because an appointment was booked with this address on Vaxnear.',
  },
  es: {
    subject: 'Su cita de vacunación está reservada',
    intro: 'Su cita de vacunación está reservada.',
    number: 'Número de confirmación',
    for: 'Para',
    vaccines: 'Vacunas',
    pregnancyVaccine: 'Vacuna contra el VRS para el embarazo (Pfizer)',
    when: 'Cuándo',
    where: 'Dónde',
    phone: 'Teléfono de la farmacia',
    view: 'Vea, cambie o cancele su cita',
    calendar: 'Agréguela a su calendario',
    bring: 'Traiga su tarjeta del seguro médico y una identificación con foto si las tiene.',
    why: 'Recibe este correo electrónico porque se reservó una cita con esta dirección en Vaxnear.',
  },
} as const;

/** One appointment's lines (person, vaccines, time, place, phone), as plain text and as an HTML list. */
function appointmentLines(registration: Registration, appointments: Registration['appointments'], locale: Locale) {
  const copy = CONFIRMATION_COPY[locale];
  const e = escapeHtml;
  return appointments.map((a) => {
    const l = a.location;
    const rows: Array<[string, string]> = [
      [copy.for, `${a.user.firstName} ${a.user.lastName}`],
      [
        copy.vaccines,
        // The vaccine given in pregnancy is named as the pages name it, brand included (issue 30).
        vaccineListing(a.services, (s) =>
          s.forPregnancy
            ? copy.pregnancyVaccine
            : vaccineWithBrand(VACCINE_LABELS[s.kind][locale], isKnownBrand(s.brand) ? BRAND_LABELS[s.brand] : null),
        ),
      ],
      [copy.when, formatAppointmentTime(a.time, l.timeZone, locale)],
      [copy.where, `${l.name}, ${formatLocationAddress(l)}`],
      ...(l.metadata.phoneNumber ? [[copy.phone, formatPhoneNumber(l.metadata.phoneNumber)] as [string, string]] : []),
    ];
    return {
      text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
      html: `<ul>\n${rows.map(([label, value]) => `<li>${e(label)}: ${e(value)}</li>`).join('\n')}\n</ul>`,
    };
  });
}

/** An e-mail about a booking: an intro, the confirmation number, appointments, links, and why it was sent. */
function bookingMail(input: {
  registration: Registration;
  appointments: Registration['appointments'];
  locale: Locale;
  subject: string;
  intro: string;
  links: Array<[string, string]>;
  after?: string;
}): RenderedMail {
  const copy = CONFIRMATION_COPY[input.locale];
  const number = input.registration.confirmationNumber;
  const lines = appointmentLines(input.registration, input.appointments, input.locale);
  const textBody = [
    input.intro,
    `${copy.number}: ${number}`,
    ...lines.map((l) => l.text),
    ...input.links.map(([label, url]) => `${label}: ${url}`),
    ...(input.after ? [input.after] : []),
    copy.why,
  ].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    input.subject,
    [
      paragraphs([e(input.intro), `${e(copy.number)}: <strong>${e(number)}</strong>`]),
      ...lines.map((l) => l.html),
      paragraphs([
        ...input.links.map(([label, url]) => `<a href="${e(url)}">${e(label)}</a>`),
        ...(input.after ? [e(input.after)] : []),
        `<small>${e(copy.why)}</small>`,
      ]),
    ].join('\n'),
  );
  return { subject: input.subject, textBody, htmlBody };
}

export function renderBookingConfirmation(registration: Registration, locale: Locale, baseUrl: string): RenderedMail {
  const copy = CONFIRMATION_COPY[locale];
  return bookingMail({
    registration,
    appointments: registration.appointments,
    locale,
    subject: copy.subject,
    intro: copy.intro,
    links: [
      [copy.view, managePageUrl(baseUrl, locale, registration.accessCode)],
      [copy.calendar, calendarFileUrl(baseUrl, locale, registration.accessCode)],
    ],
    after: copy.bring,
  });
}

const CHANGE_COPY = {
  en: {
    cancelledSubject: 'Your vaccination appointment is cancelled',
    cancelledIntro: 'Your vaccination appointment is cancelled. Its place has been given to others.',
    cancelledAfter: 'You can book a new appointment at any time.',
    book: 'Book a new appointment',
    changedSubject: 'Your vaccination appointment has a new time',
    changedIntro: 'Your vaccination appointment has a new time. The attached calendar file replaces the old one.',
  },
  es: {
    cancelledSubject: 'Su cita de vacunación está cancelada',
    cancelledIntro: 'Su cita de vacunación está cancelada. Su lugar quedó libre para otras personas.',
    cancelledAfter: 'Puede reservar una cita nueva cuando quiera.',
    book: 'Reserve una cita nueva',
    changedSubject: 'Su cita de vacunación tiene una hora nueva',
    changedIntro: 'Su cita de vacunación tiene una hora nueva. El archivo de calendario adjunto reemplaza al anterior.',
  },
} as const;

/** Sent when appointments are cancelled; `appointments` are the ones cancelled by this change. */
export function renderBookingCancellation(
  registration: Registration,
  appointments: Registration['appointments'],
  locale: Locale,
  baseUrl: string,
): RenderedMail {
  const copy = CHANGE_COPY[locale];
  const remaining = registration.appointments.some((a) => a.status === 'booked');
  return bookingMail({
    registration,
    appointments,
    locale,
    subject: copy.cancelledSubject,
    intro: copy.cancelledIntro,
    links: [
      ...(remaining
        ? [
            [CONFIRMATION_COPY[locale].view, managePageUrl(baseUrl, locale, registration.accessCode)] as [
              string,
              string,
            ],
          ]
        : []),
      [copy.book, scheduleLandingUrl(baseUrl, locale)],
    ],
    after: copy.cancelledAfter,
  });
}

/** Sent when appointments move; `appointments` are the moved ones, at their new time. */
export function renderBookingChange(
  registration: Registration,
  appointments: Registration['appointments'],
  locale: Locale,
  baseUrl: string,
): RenderedMail {
  const copy = CHANGE_COPY[locale];
  return bookingMail({
    registration,
    appointments,
    locale,
    subject: copy.changedSubject,
    intro: copy.changedIntro,
    links: [[CONFIRMATION_COPY[locale].view, managePageUrl(baseUrl, locale, registration.accessCode)]],
    after: CONFIRMATION_COPY[locale].bring,
  });
}

const DUPLICATE_COPY = {
  en: {
    subject: 'Someone tried to book a vaccine appointment that you already have',
    intro:
      'Someone tried to book another appointment for the same vaccine for a person on your booking. Nothing new was booked: a person can have one upcoming appointment per vaccine. Your appointment is still booked.',
    after:
      'If it was you and you want another time or place, change your appointment with the link above. If it was not you, you do not need to do anything.',
  },
  es: {
    subject: 'Alguien intentó reservar una cita de vacunación que usted ya tiene',
    intro:
      'Alguien intentó reservar otra cita para la misma vacuna para una persona de su reserva. No se reservó nada nuevo: una persona puede tener una sola cita próxima por vacuna. Su cita sigue reservada.',
    after:
      'Si fue usted y quiere otra hora u otro lugar, cambie su cita con el enlace de arriba. Si no fue usted, no tiene que hacer nada.',
  },
} as const;

/**
 * Sent to the contact of an existing booking when a new booking was refused because a person on it already has an
 * upcoming appointment for that vaccine (decision 223): the offer of the existing booking goes to its own contact,
 * never to whoever made the refused request.
 */
export function renderDuplicateBookingNotice(
  registration: Registration,
  locale: Locale,
  baseUrl: string,
): RenderedMail {
  const copy = DUPLICATE_COPY[locale];
  return bookingMail({
    registration,
    appointments: registration.appointments.filter((a) => a.status === 'booked'),
    locale,
    subject: copy.subject,
    intro: copy.intro,
    links: [[CONFIRMATION_COPY[locale].view, managePageUrl(baseUrl, locale, registration.accessCode)]],
    after: copy.after,
  });
}

const REMINDER_COPY = {
  en: {
    subjectOpen: 'Your maternal RSV vaccination window is open',
    subjectOpens: (start: string) => `Your maternal RSV vaccination window opens on ${start}`,
    hello: (name: string) => `Hello ${name},`,
    open: (start: string, end: string) =>
      `You can now get the RSV vaccine during pregnancy: your vaccination window runs from ${start} to ${end}.`,
    opens: (start: string, end: string) => `Your RSV vaccination window during pregnancy runs from ${start} to ${end}.`,
    book: 'Book an appointment',
    why: 'You are receiving this e-mail because you asked Vaxnear for a maternal RSV reminder.',
  },
  es: {
    subjectOpen: 'Su período para la vacuna materna contra el VRS ya comenzó',
    subjectOpens: (start: string) => `Su período para la vacuna materna contra el VRS comienza el ${start}`,
    hello: (name: string) => `Hola, ${name}:`,
    open: (start: string, end: string) =>
      `Ya puede vacunarse contra el VRS durante el embarazo: su período de vacunación va del ${start} al ${end}.`,
    opens: (start: string, end: string) =>
      `Su período de vacunación contra el VRS durante el embarazo va del ${start} al ${end}.`,
    book: 'Reserve una cita',
    why: 'Recibe este correo electrónico porque pidió a Vaxnear un recordatorio de la vacuna materna contra el VRS.',
  },
} as const;

export function renderMaternalRsvReminder(input: {
  firstName: string;
  locale: Locale;
  windowStart: string;
  windowEnd: string;
  isOpen: boolean;
  bookingUrl: string;
}): RenderedMail {
  const copy = REMINDER_COPY[input.locale];
  const start = formatCalendarDate(input.windowStart, input.locale);
  const end = formatCalendarDate(input.windowEnd, input.locale);
  const subject = input.isOpen ? copy.subjectOpen : copy.subjectOpens(start);
  const sentence = input.isOpen ? copy.open(start, end) : copy.opens(start, end);
  const textBody = [copy.hello(input.firstName), sentence, `${copy.book}: ${input.bookingUrl}`, copy.why].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    subject,
    paragraphs([
      e(copy.hello(input.firstName)),
      e(sentence),
      `<a href="${e(input.bookingUrl)}">${e(copy.book)}</a>`,
      `<small>${e(copy.why)}</small>`,
    ]),
  );
  return { subject, textBody, htmlBody };
}

export type ConfirmationPurpose = 'reminders' | 'subscription' | 'unsubscribe';

/** The web page that applies a confirmation or removal link when the person presses its button. */
export function emailLinkPageUrl(
  baseUrl: string,
  locale: Locale,
  page: 'confirm-email' | 'unsubscribe',
  token: string,
): string {
  return `${baseUrl}${localePrefix(locale)}/${page}?token=${encodeURIComponent(token)}`;
}

/** RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` here, with no page and no bot check. */
export function oneClickUnsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/v1/unsubscribe?token=${encodeURIComponent(token)}`;
}

const EMAIL_LINK_COPY = {
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    subject: {
      reminders: 'Confirm your maternal RSV reminder',
      subscription: 'Confirm your Vaxnear updates',
      unsubscribe: 'Stop Vaxnear e-mails',
    },
    ask: {
      reminders:
        'Someone asked Vaxnear to send maternal RSV vaccine reminders to this address. If it was you, confirm to start them:',
      subscription:
        'Someone asked Vaxnear to send vaccine updates to this address. If it was you, confirm to start them:',
      unsubscribe:
        'Someone asked Vaxnear to stop e-mails to this address. To stop every reminder and update, use this link:',
    },
    button: { reminders: 'Confirm my reminder', subscription: 'Confirm my updates', unsubscribe: 'Stop all e-mails' },
    ignore: (days: number) =>
      `If it was not you, ignore this e-mail: nothing more will be sent, and the link stops working in ${days} days.`,
    // A reminder request's link is sent once more before it ends (decision 285), and the first e-mail says so.
    ignoreReminders: (days: number) =>
      `If it was not you, ignore this e-mail: the link stops working in ${days} days, we send it once more the day before, and nothing after that.`,
  },
  es: {
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    subject: {
      reminders: 'Confirme su recordatorio de la vacuna materna contra el VRS',
      subscription: 'Confirme sus novedades de Vaxnear',
      unsubscribe: 'Dejar de recibir correos de Vaxnear',
    },
    ask: {
      reminders:
        'Alguien pidió a Vaxnear enviar recordatorios de la vacuna materna contra el VRS a esta dirección. Si fue usted, confirme para empezar a recibirlos:',
      subscription:
        'Alguien pidió a Vaxnear enviar novedades sobre vacunas a esta dirección. Si fue usted, confirme para empezar a recibirlas:',
      unsubscribe:
        'Alguien pidió a Vaxnear dejar de enviar correos a esta dirección. Para dejar de recibir todos los recordatorios y novedades, use este enlace:',
    },
    button: {
      reminders: 'Confirmar mi recordatorio',
      subscription: 'Confirmar mis novedades',
      unsubscribe: 'Dejar de recibir correos',
    },
    ignore: (days: number) =>
      `Si no fue usted, ignore este correo: no le enviaremos nada más y el enlace dejará de funcionar en ${days} días.`,
    ignoreReminders: (days: number) =>
      `Si no fue usted, ignore este correo: el enlace dejará de funcionar en ${days} días, se lo enviaremos una vez más el día anterior y nada después.`,
  },
} as const;

/**
 * The only e-mail an unconfirmed address ever gets. Nothing from the request appears in it but the first name (checked
 * for links and phone numbers by the contract), so it cannot carry someone else's message.
 */
export function renderEmailLinkMail(input: {
  purpose: ConfirmationPurpose;
  firstName: string;
  locale: Locale;
  url: string;
  validDays: number;
}): RenderedMail {
  const copy = EMAIL_LINK_COPY[input.locale];
  const subject = copy.subject[input.purpose];
  const lines = [copy.hello(input.firstName), copy.ask[input.purpose]];
  const ignore = input.purpose === 'reminders' ? copy.ignoreReminders(input.validDays) : copy.ignore(input.validDays);
  const textBody = [...lines, `${copy.button[input.purpose]}: ${input.url}`, ignore].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    subject,
    paragraphs([
      ...lines.map(e),
      `<a href="${e(input.url)}">${e(copy.button[input.purpose])}</a>`,
      `<small>${e(ignore)}</small>`,
    ]),
  );
  return { subject, textBody, htmlBody };
}

const CONFIRMATION_REMINDER_COPY = {
  en: {
    subject: 'Reminder: confirm your maternal RSV reminder',
    ask: 'Someone asked Vaxnear to send maternal RSV vaccine reminders to this address, and the link to start them has not been opened. It stops working in less than a day. If it was you, confirm now:',
    button: 'Confirm my reminder',
    last: 'If it was not you, ignore this e-mail: it is the last one we send about this request.',
  },
  es: {
    subject: 'Recordatorio: confirme su recordatorio de la vacuna materna contra el VRS',
    ask: 'Alguien pidió a Vaxnear enviar recordatorios de la vacuna materna contra el VRS a esta dirección, y todavía no se abrió el enlace para empezar a recibirlos. Dejará de funcionar en menos de un día. Si fue usted, confirme ahora:',
    button: 'Confirmar mi recordatorio',
    last: 'Si no fue usted, ignore este correo: es el último que le enviamos sobre esta solicitud.',
  },
} as const;

/**
 * The one reminder of a maternal RSV reminder request whose link was not opened (decision 285): the same signed link,
 * the first name and nothing else from the request, sent the day before the link ends.
 */
export function renderConfirmationReminderMail(input: {
  firstName: string;
  locale: Locale;
  url: string;
}): RenderedMail {
  const copy = CONFIRMATION_REMINDER_COPY[input.locale];
  const hello = EMAIL_LINK_COPY[input.locale].hello(input.firstName);
  const textBody = [hello, copy.ask, `${copy.button}: ${input.url}`, copy.last].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    copy.subject,
    paragraphs([
      e(hello),
      e(copy.ask),
      `<a href="${e(input.url)}">${e(copy.button)}</a>`,
      `<small>${e(copy.last)}</small>`,
    ]),
  );
  return { subject: copy.subject, textBody, htmlBody };
}

const UNSUBSCRIBE_FOOTER = {
  en: 'To stop these e-mails, open',
  es: 'Para dejar de recibir estos correos, abra',
} as const;

/** A line of small print and a link at the end of an e-mail, in its text and its HTML. */
function withFooterLink(mail: RenderedMail, words: string, url: string): RenderedMail {
  return {
    subject: mail.subject,
    textBody: `${mail.textBody}\n\n${words} ${url}`,
    htmlBody: mail.htmlBody.replace(
      '</body>',
      `<p><small>${escapeHtml(words)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></small></p>\n</body>`,
    ),
  };
}

/** A signed unsubscribe link at the end of a reminder or marketing e-mail. */
export function withUnsubscribeFooter(mail: RenderedMail, locale: Locale, url: string): RenderedMail {
  return withFooterLink(mail, UNSUBSCRIBE_FOOTER[locale], url);
}

const ERASURE_COPY = {
  en: {
    subject: 'Your vaccination booking was erased',
    intro: (when: string) =>
      `On ${when}, the vaccination booking made with this e-mail address was erased on Vaxnear, from its manage page.`,
    cancelled: 'These appointments were still to come. They are cancelled and their places were given to others:',
    none: 'None of its appointments was still to come.',
    deleted: (appointments: number) =>
      `We deleted the booking and its ${appointments} ${appointments === 1 ? 'appointment' : 'appointments'}: names, dates of birth, addresses, health answers, the phone number and our e-mails about it. We keep only this notice.`,
    you: 'If you erased it, there is nothing more to do.',
    notYou:
      'If it was not you, someone had your confirmation e-mail or your confirmation number, last name and date of birth. Book again here:',
    book: 'Book a new appointment',
  },
  es: {
    subject: 'Su reserva de vacunación fue borrada',
    intro: (when: string) =>
      `El ${when}, la reserva de vacunación hecha con esta dirección de correo electrónico fue borrada en Vaxnear, desde su página de gestión.`,
    cancelled:
      'Estas citas todavía no habían pasado. Están canceladas y sus lugares quedaron libres para otras personas:',
    none: 'Ninguna de sus citas estaba por venir.',
    deleted: (appointments: number) =>
      `Borramos la reserva y ${appointments === 1 ? 'su cita' : `sus ${appointments} citas`}: nombres, fechas de nacimiento, direcciones, respuestas de salud, el número de teléfono y nuestros correos sobre ella. Solo guardamos este aviso.`,
    you: 'Si la borró usted, no tiene que hacer nada más.',
    notYou:
      'Si no fue usted, alguien tenía su correo de confirmación o su número de confirmación, apellido y fecha de nacimiento. Reserve de nuevo aquí:',
    book: 'Reserve una cita nueva',
  },
} as const;

/**
 * Tells the address of an erased booking that it was erased. It names no person, vaccine or pharmacy: only when the
 * cancelled appointments were, so the owner knows which booking it was, and how many rows went.
 */
export function renderBookingErasure(input: {
  erasedAt: Date;
  cancelled: ReadonlyArray<{ time: string; timeZone: string }>;
  appointments: number;
  locale: Locale;
  baseUrl: string;
}): RenderedMail {
  const copy = ERASURE_COPY[input.locale];
  const when = formatCalendarDate(input.erasedAt.toISOString().slice(0, 10), input.locale);
  const times = input.cancelled.map((a) => formatAppointmentTime(a.time, a.timeZone, input.locale));
  const bookUrl = scheduleLandingUrl(input.baseUrl, input.locale);
  const lines = [
    copy.intro(when),
    times.length > 0 ? copy.cancelled : copy.none,
    ...times.map((t) => `- ${t}`),
    copy.deleted(input.appointments),
    copy.you,
    copy.notYou,
  ];
  const textBody = [...lines, `${copy.book}: ${bookUrl}`].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    copy.subject,
    [
      paragraphs([e(copy.intro(when)), e(times.length > 0 ? copy.cancelled : copy.none)]),
      ...(times.length > 0 ? [`<ul>\n${times.map((t) => `<li>${e(t)}</li>`).join('\n')}\n</ul>`] : []),
      paragraphs([
        e(copy.deleted(input.appointments)),
        e(copy.you),
        e(copy.notYou),
        `<a href="${e(bookUrl)}">${e(copy.book)}</a>`,
      ]),
    ].join('\n'),
  );
  return { subject: copy.subject, textBody, htmlBody };
}

/** The web page that stops every e-mail to an address when its owner presses the button (decision 227). */
export function stopEmailsPageUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${localePrefix(locale)}/stop-emails?token=${encodeURIComponent(token)}`;
}

const NOT_ME_FOOTER = {
  en: 'Not you? If you did not ask for this e-mail, stop every e-mail from Vaxnear to this address:',
  es: '¿No fue usted? Si no pidió este correo, deje de recibir todos los correos de Vaxnear en esta dirección:',
} as const;

/** The "this was not me" link at the end of every e-mail we send (decision 227). */
export function withNotMeFooter(mail: RenderedMail, locale: Locale, url: string): RenderedMail {
  return withFooterLink(mail, NOT_ME_FOOTER[locale], url);
}

/** Where an invited staff member registers a passkey (docs/product/staff.md, Invitations). */
export function staffInvitationUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${localePrefix(locale)}/staff/accept?token=${encodeURIComponent(token)}`;
}

const STAFF_INVITATION_COPY = {
  en: {
    subject: 'Your Vaxnear staff invitation',
    hello: (name: string) => `Hello ${name},`,
    ask: 'You are invited to the Vaxnear staff pages. Open this link on the device you will sign in with, and create a passkey (your fingerprint, face or device PIN); there is no password:',
    button: 'Accept the invitation',
    expires: (days: number) =>
      `The link works once, for ${days} days. If you did not expect this e-mail, ignore it: nothing happens without the link.`,
  },
  es: {
    subject: 'Su invitación al personal de Vaxnear',
    hello: (name: string) => `Hola, ${name}:`,
    ask: 'Le invitaron a las páginas del personal de Vaxnear. Abra este enlace en el dispositivo con el que iniciará sesión y cree una llave de acceso (su huella, su cara o el PIN del dispositivo); no hay contraseña:',
    button: 'Aceptar la invitación',
    expires: (days: number) =>
      `El enlace funciona una vez, durante ${days} días. Si no esperaba este correo, ignórelo: sin el enlace no pasa nada.`,
  },
} as const;

/** The invitation of a staff member, in their language; the name is escaped in the HTML. */
export function renderStaffInvitation(input: {
  name: string;
  locale: Locale;
  url: string;
  validDays: number;
}): RenderedMail {
  const copy = STAFF_INVITATION_COPY[input.locale];
  const lines = [copy.hello(input.name), copy.ask];
  const textBody = [...lines, `${copy.button}: ${input.url}`, copy.expires(input.validDays)].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    copy.subject,
    paragraphs([
      ...lines.map(e),
      `<a href="${e(input.url)}">${e(copy.button)}</a>`,
      `<small>${e(copy.expires(input.validDays))}</small>`,
    ]),
  );
  return { subject: copy.subject, textBody, htmlBody };
}

const PHARMACY_CANCEL_COPY = {
  en: {
    subject: 'The pharmacy cancelled your vaccination appointment',
    intro: 'The pharmacy cancelled your vaccination appointment.',
    reasonLabel: 'Reason',
    noteLabel: 'The pharmacy’s note',
    reasons: {
      pharmacy_closed: 'The pharmacy is closed at that time.',
      vaccine_unavailable: 'The vaccine is not available at that time.',
      staff_unavailable: 'No pharmacist is available to vaccinate at that time.',
      person_asked: 'You asked the pharmacy to cancel it.',
      other: 'Another reason; ask the pharmacy if you have questions.',
    },
    after: 'We are sorry. You can book a new appointment at any time with the link above.',
  },
  es: {
    subject: 'La farmacia canceló su cita de vacunación',
    intro: 'La farmacia canceló su cita de vacunación.',
    reasonLabel: 'Motivo',
    noteLabel: 'Nota de la farmacia',
    reasons: {
      pharmacy_closed: 'La farmacia está cerrada a esa hora.',
      vaccine_unavailable: 'La vacuna no está disponible a esa hora.',
      staff_unavailable: 'No hay un farmacéutico disponible para vacunar a esa hora.',
      person_asked: 'Usted pidió a la farmacia que la cancelara.',
      other: 'Otro motivo; pregunte a la farmacia si tiene dudas.',
    },
    after: 'Lo sentimos. Puede reservar una cita nueva cuando quiera con el enlace de arriba.',
  },
} as const;

/**
 * Sent when the pharmacy cancels on the person's behalf (decision 244): the reason in the person's language, the
 * pharmacy's own note as written, and a link to book again.
 */
export function renderPharmacyCancellation(input: {
  registration: Registration;
  appointments: Registration['appointments'];
  locale: Locale;
  baseUrl: string;
  reason: keyof (typeof PHARMACY_CANCEL_COPY)['en']['reasons'];
  note: string | null;
}): RenderedMail {
  const copy = PHARMACY_CANCEL_COPY[input.locale];
  const remaining = input.registration.appointments.some((a) => a.status === 'booked');
  const reason = `${copy.reasonLabel}: ${copy.reasons[input.reason]}`;
  return bookingMail({
    registration: input.registration,
    appointments: input.appointments,
    locale: input.locale,
    subject: copy.subject,
    intro: input.note ? `${copy.intro} ${reason} ${copy.noteLabel}: “${input.note}”` : `${copy.intro} ${reason}`,
    links: [
      [CHANGE_COPY[input.locale].book, scheduleLandingUrl(input.baseUrl, input.locale)],
      ...(remaining
        ? [
            [
              CONFIRMATION_COPY[input.locale].view,
              managePageUrl(input.baseUrl, input.locale, input.registration.accessCode),
            ] as [string, string],
          ]
        : []),
    ],
    after: copy.after,
  });
}
