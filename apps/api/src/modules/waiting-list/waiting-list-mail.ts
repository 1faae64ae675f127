// The waiting list's e-mails (decision 264), in English and Spanish: confirm the entry, a place held for you, and
// "do you want to stay on the list?" after offers went unanswered. Pure rendering.
import type { Locale } from '@vaxnear/domain/enumerations';
import { VACCINE_LABELS } from '@vaxnear/domain/vaccines';
import { escapeHtml, formatAppointmentTime, type RenderedMail } from '../mail/mail-templates.ts';

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
export const waitlistPageUrl = (baseUrl: string, locale: Locale, page: 'confirm' | 'manage' | 'offer', token: string) =>
  `${baseUrl}${prefix(locale)}/waitlist/${page}?token=${encodeURIComponent(token)}`;

const COPY = {
  en: {
    confirmSubject: 'Confirm your place on the vaccine waiting list',
    confirm: (name: string) =>
      `Hello ${name}, confirm that you want to be told when a vaccine appointment opens near you. Until you confirm, you are not on the list.`,
    confirmButton: 'Confirm',
    manage: 'See, change or leave your waiting list entries',
    offerSubject: (place: string) => `A vaccine appointment is held for you at ${place}`,
    offer: (name: string, what: string, place: string, time: string, until: string) =>
      `Hello ${name}, a ${what} appointment opened at ${place} on ${time}. We are holding it for you only, until ${until}. After that it goes to the next person waiting.`,
    offerButton: 'Book this appointment',
    offerNo: 'Not this one? Decline it on the same page; you stay on the list.',
    pausedSubject: 'Do you still want a vaccine appointment?',
    paused: (name: string) =>
      `Hello ${name}, we held appointments for you three times and none was taken. We have paused your place on the waiting list. If you still want to be told, open the link and choose to stay.`,
    stay: 'Stay on the list',
  },
  es: {
    confirmSubject: 'Confirme su lugar en la lista de espera de vacunas',
    confirm: (name: string) =>
      `Hola ${name}, confirme que quiere que le avisemos cuando haya una cita de vacunación cerca de usted. Hasta que confirme, no está en la lista.`,
    confirmButton: 'Confirmar',
    manage: 'Ver, cambiar o dejar sus inscripciones en la lista de espera',
    offerSubject: (place: string) => `Le guardamos una cita de vacunación en ${place}`,
    offer: (name: string, what: string, place: string, time: string, until: string) =>
      `Hola ${name}, se abrió una cita de ${what} en ${place} el ${time}. La guardamos solo para usted hasta el ${until}. Después pasa a la siguiente persona en espera.`,
    offerButton: 'Reservar esta cita',
    offerNo: '¿No le sirve? Rechácela en la misma página; sigue en la lista.',
    pausedSubject: '¿Todavía quiere una cita de vacunación?',
    paused: (name: string) =>
      `Hola ${name}, le guardamos citas tres veces y no tomó ninguna. Pausamos su lugar en la lista de espera. Si todavía quiere que le avisemos, abra el enlace y elija seguir.`,
    stay: 'Seguir en la lista',
  },
} as const;

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
  const copy = COPY[input.locale];
  return render(input.locale, copy.confirmSubject, copy.confirm(input.firstName), [
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
  const copy = COPY[input.locale];
  const when = (iso: string) => formatAppointmentTime(iso, input.timeZone, input.locale);
  const what = VACCINE_LABELS[input.kind as keyof typeof VACCINE_LABELS]?.[input.locale] ?? input.kind;
  return render(
    input.locale,
    copy.offerSubject(input.placeName),
    `${copy.offer(input.firstName, what, input.placeName, when(input.startsAt), when(input.expiresAt))}\n\n${copy.offerNo}`,
    [
      [copy.offerButton, input.offerUrl],
      [copy.manage, input.manageUrl],
    ],
  );
}

export function renderWaitlistPaused(input: { locale: Locale; firstName: string; manageUrl: string }) {
  const copy = COPY[input.locale];
  return render(input.locale, copy.pausedSubject, copy.paused(input.firstName), [[copy.stay, input.manageUrl]]);
}
