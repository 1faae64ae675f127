// Each e-mail as plain text and as simple HTML, in the person's language; its words are in i18n/<language>/mail.json. Everything a person typed
// (names) is escaped in the HTML. Rendering is pure: the booking renders its confirmation inside its transaction.
import type { Registration } from '@vaxnear/domain/contracts/registrations';
import {
  formatCalendarDate,
  formatLocationAddress,
  formatPhoneNumber,
  intlLocale,
} from '@vaxnear/domain/display-format';
import { DEFAULT_LOCALE, type Locale } from '@vaxnear/domain/enumerations';
import { BRAND_LABELS, isKnownBrand, vaccineListing, vaccineWithBrand } from '@vaxnear/domain/vaccine-listing';
import { fill, plural, texts, vaccineName, type Namespaces } from '../../i18n/texts.ts';

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
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
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

/** One appointment's lines (person, vaccines, time, place, phone), as plain text and as an HTML list. */
function appointmentLines(registration: Registration, appointments: Registration['appointments'], locale: Locale) {
  const copy = texts('mail', locale).confirmation;
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
            : vaccineWithBrand(vaccineName(s.kind, locale), isKnownBrand(s.brand) ? BRAND_LABELS[s.brand] : null),
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
  const copy = texts('mail', input.locale).confirmation;
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
  const copy = texts('mail', locale).confirmation;
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

/** Sent when appointments are cancelled; `appointments` are the ones cancelled by this change. */
export function renderBookingCancellation(
  registration: Registration,
  appointments: Registration['appointments'],
  locale: Locale,
  baseUrl: string,
): RenderedMail {
  const copy = texts('mail', locale).change;
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
            [texts('mail', locale).confirmation.view, managePageUrl(baseUrl, locale, registration.accessCode)] as [
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
  const copy = texts('mail', locale).change;
  return bookingMail({
    registration,
    appointments,
    locale,
    subject: copy.changedSubject,
    intro: copy.changedIntro,
    links: [[texts('mail', locale).confirmation.view, managePageUrl(baseUrl, locale, registration.accessCode)]],
    after: texts('mail', locale).confirmation.bring,
  });
}

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
  const copy = texts('mail', locale).duplicate;
  return bookingMail({
    registration,
    appointments: registration.appointments.filter((a) => a.status === 'booked'),
    locale,
    subject: copy.subject,
    intro: copy.intro,
    links: [[texts('mail', locale).confirmation.view, managePageUrl(baseUrl, locale, registration.accessCode)]],
    after: copy.after,
  });
}

export function renderMaternalRsvReminder(input: {
  firstName: string;
  locale: Locale;
  windowStart: string;
  windowEnd: string;
  isOpen: boolean;
  bookingUrl: string;
}): RenderedMail {
  const copy = texts('mail', input.locale).maternalRsvReminder;
  const start = formatCalendarDate(input.windowStart, input.locale);
  const end = formatCalendarDate(input.windowEnd, input.locale);
  const subject = input.isOpen ? copy.subjectOpen : fill(copy.subjectOpens, { start });
  const sentence = input.isOpen ? fill(copy.open, { start, end }) : fill(copy.opens, { start, end });
  const textBody = [
    fill(copy.hello, { name: input.firstName }),
    sentence,
    `${copy.book}: ${input.bookingUrl}`,
    copy.why,
  ].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    subject,
    paragraphs([
      e(fill(copy.hello, { name: input.firstName })),
      e(sentence),
      `<a href="${e(input.bookingUrl)}">${e(copy.book)}</a>`,
      `<small>${e(copy.why)}</small>`,
    ]),
  );
  return { subject, textBody, htmlBody };
}

/** "Hello Ana," or, with no name given, "Hello,". */
function helloLine(locale: Locale, firstName: string): string {
  const copy = texts('mail', locale).emailLink;
  return firstName ? fill(copy.hello, { name: firstName }) : copy.helloNoName;
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
  const copy = texts('mail', input.locale).emailLink;
  const subject = copy.subject[input.purpose];
  const lines = [helloLine(input.locale, input.firstName), copy.ask[input.purpose]];
  const ignore =
    input.purpose === 'reminders'
      ? fill(copy.ignoreReminders, { days: input.validDays })
      : fill(copy.ignore, { days: input.validDays });
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

/**
 * The one reminder of a maternal RSV reminder request whose link was not opened (decision 285): the same signed link,
 * the first name and nothing else from the request, sent the day before the link ends.
 */
export function renderConfirmationReminderMail(input: {
  firstName: string;
  locale: Locale;
  url: string;
}): RenderedMail {
  const copy = texts('mail', input.locale).confirmationReminder;
  const hello = helloLine(input.locale, input.firstName);
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
  return withFooterLink(mail, texts('mail', locale).unsubscribeFooter, url);
}

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
  const copy = texts('mail', input.locale).erasure;
  const when = formatCalendarDate(input.erasedAt.toISOString().slice(0, 10), input.locale);
  const times = input.cancelled.map((a) => formatAppointmentTime(a.time, a.timeZone, input.locale));
  const bookUrl = scheduleLandingUrl(input.baseUrl, input.locale);
  const lines = [
    fill(copy.intro, { when }),
    times.length > 0 ? copy.cancelled : copy.none,
    ...times.map((t) => `- ${t}`),
    plural(copy, 'deleted', input.appointments, input.locale),
    copy.you,
    copy.notYou,
  ];
  const textBody = [...lines, `${copy.book}: ${bookUrl}`].join('\n\n');
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    copy.subject,
    [
      paragraphs([e(fill(copy.intro, { when })), e(times.length > 0 ? copy.cancelled : copy.none)]),
      ...(times.length > 0 ? [`<ul>\n${times.map((t) => `<li>${e(t)}</li>`).join('\n')}\n</ul>`] : []),
      paragraphs([
        e(plural(copy, 'deleted', input.appointments, input.locale)),
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

/** The "this was not me" link at the end of every e-mail we send (decision 227). */
export function withNotMeFooter(mail: RenderedMail, locale: Locale, url: string): RenderedMail {
  return withFooterLink(mail, texts('mail', locale).notMeFooter, url);
}

/** Where an invited staff member registers a passkey (docs/product/staff.md, Invitations). */
export function staffInvitationUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${localePrefix(locale)}/staff/accept?token=${encodeURIComponent(token)}`;
}

/** The invitation of a staff member, in their language; the name is escaped in the HTML. */
export function renderStaffInvitation(input: {
  name: string;
  locale: Locale;
  url: string;
  validDays: number;
}): RenderedMail {
  const copy = texts('mail', input.locale).staffInvitation;
  const lines = [fill(copy.hello, { name: input.name }), copy.ask];
  const textBody = [...lines, `${copy.button}: ${input.url}`, fill(copy.expires, { days: input.validDays })].join(
    '\n\n',
  );
  const e = escapeHtml;
  const htmlBody = htmlDocument(
    input.locale,
    copy.subject,
    paragraphs([
      ...lines.map(e),
      `<a href="${e(input.url)}">${e(copy.button)}</a>`,
      `<small>${e(fill(copy.expires, { days: input.validDays }))}</small>`,
    ]),
  );
  return { subject: copy.subject, textBody, htmlBody };
}

/**
 * Sent when the pharmacy cancels on the person's behalf (decision 244): the reason in the person's language, the
 * pharmacy's own note as written, and a link to book again.
 */
export function renderPharmacyCancellation(input: {
  registration: Registration;
  appointments: Registration['appointments'];
  locale: Locale;
  baseUrl: string;
  reason: keyof Namespaces['mail']['pharmacyCancellation']['reasons'];
  note: string | null;
}): RenderedMail {
  const copy = texts('mail', input.locale).pharmacyCancellation;
  const remaining = input.registration.appointments.some((a) => a.status === 'booked');
  const reason = `${copy.reasonLabel}: ${copy.reasons[input.reason]}`;
  return bookingMail({
    registration: input.registration,
    appointments: input.appointments,
    locale: input.locale,
    subject: copy.subject,
    intro: input.note ? `${copy.intro} ${reason} ${copy.noteLabel}: “${input.note}”` : `${copy.intro} ${reason}`,
    links: [
      [texts('mail', input.locale).change.book, scheduleLandingUrl(input.baseUrl, input.locale)],
      ...(remaining
        ? [
            [
              texts('mail', input.locale).confirmation.view,
              managePageUrl(input.baseUrl, input.locale, input.registration.accessCode),
            ] as [string, string],
          ]
        : []),
    ],
    after: copy.after,
  });
}
