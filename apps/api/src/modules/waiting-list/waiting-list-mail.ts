// The waiting list's e-mails (decision 264), in English and Spanish: confirm the entry, a place held for you, and
// "do you want to stay on the list?" after offers went unanswered. Pure rendering.
import { DEFAULT_LOCALE, type Locale } from '@vaxnear/domain/enumerations';
import { fill, texts, vaccineName } from '../../i18n/texts.ts';
import { isVaccineKind } from '@vaxnear/domain/vaccines';
import { escapeHtml, formatAppointmentTime, type RenderedMail } from '../mail/mail-templates.ts';

const prefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
export const waitlistPageUrl = (baseUrl: string, locale: Locale, page: 'confirm' | 'manage' | 'offer', token: string) =>
  `${baseUrl}${prefix(locale)}/waitlist/${page}?token=${encodeURIComponent(token)}`;

function render(locale: Locale, subject: string, text: string, links: Array<[string, string]>): RenderedMail {
  return {
    subject,
    textBody: [text, ...links.map(([label, url]) => `${label}: ${url}`)].join('\n\n'),
    htmlBody:
      `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
      `<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #212b32">\n<p>${escapeHtml(text)}</p>\n` +
      links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`).join('\n') +
      '\n</body></html>',
  };
}

export function renderWaitlistConfirm(input: {
  locale: Locale;
  firstName: string;
  confirmUrl: string;
  manageUrl: string;
}) {
  const copy = texts('mail', input.locale).waitingList;
  return render(input.locale, copy.confirmSubject, fill(copy.confirm, { name: input.firstName }), [
    [copy.confirmButton, input.confirmUrl],
    [copy.manage, input.manageUrl],
  ]);
}

export function renderWaitlistOffer(input: {
  locale: Locale;
  firstName: string;
  kind: string;
  placeName: string;
  timeZone: string;
  startsAt: string;
  expiresAt: string;
  offerUrl: string;
  manageUrl: string;
}) {
  const copy = texts('mail', input.locale).waitingList;
  const when = (iso: string) => formatAppointmentTime(iso, input.timeZone, input.locale);
  const what = isVaccineKind(input.kind) ? vaccineName(input.kind, input.locale) : input.kind;
  return render(
    input.locale,
    fill(copy.offerSubject, { place: input.placeName }),
    `${fill(copy.offer, { name: input.firstName, what, place: input.placeName, time: when(input.startsAt), until: when(input.expiresAt) })}\n\n${copy.offerNo}`,
    [
      [copy.offerButton, input.offerUrl],
      [copy.manage, input.manageUrl],
    ],
  );
}

export function renderWaitlistPaused(input: { locale: Locale; firstName: string; manageUrl: string }) {
  const copy = texts('mail', input.locale).waitingList;
  return render(input.locale, copy.pausedSubject, fill(copy.paused, { name: input.firstName }), [
    [copy.stay, input.manageUrl],
  ]);
}
