// The e-mails of a closure (decision 258), in English and Spanish: the closure notice with the held alternative, and
// the notice that a closure was undone. Pure rendering; the reason is what the pharmacy typed, escaped in the HTML.
import type { Locale } from '@vaxnear/domain/enumerations';
import { escapeHtml, formatAppointmentTime, type RenderedMail } from '../mail/mail-templates.ts';

/** The page a closure offer link opens: it shows the offer and takes it with one button (never on GET). */
export function closureOfferUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${locale === 'en' ? '' : `/${locale}`}/schedule/closure-offer?token=${encodeURIComponent(token)}`;
}

const COPY = {
  en: {
    closedSubject: (place: string) => `Your vaccine appointment at ${place} has to move`,
    closedIntro: (place: string) =>
      `${place} will be closed at the time of your appointment, so it cannot take place then. We are sorry for the trouble.`,
    reason: 'What the pharmacy told us:',
    yours: 'Your appointment:',
    offer: (time: string, until: string) =>
      `We are holding another time for you at the same pharmacy: ${time}. It is kept for you until ${until}.`,
    offerElsewhere: (time: string, until: string, place: string, address: string) =>
      `The pharmacy has no free time close to yours, so we are holding a time for you at a pharmacy nearby that offers the same vaccines: ${place}, ${address}, ${time}. It is kept for you until ${until}. Taking it moves your appointment there.`,
    take: 'Take this time (one click)',
    noOffer: 'We could not find a free time nearby to hold for you.',
    choose: 'Or choose another time yourself',
    chooseOnly: 'Choose another time',
    nothing:
      'If you do nothing, your appointment stays booked at a time when the pharmacy is closed: please choose a new time.',
    reopenedSubject: (place: string) => `Your vaccine appointment at ${place} can go ahead`,
    reopenedIntro: (place: string) =>
      `${place} will be open after all at the time of your appointment. Your appointment stands as booked; you do not need to do anything.`,
    view: 'See or change your appointment',
  },
  es: {
    closedSubject: (place: string) => `Su cita de vacunación en ${place} tiene que cambiar`,
    closedIntro: (place: string) =>
      `${place} estará cerrado a la hora de su cita, así que la cita no puede ser a esa hora. Lamentamos la molestia.`,
    reason: 'Lo que nos dijo la farmacia:',
    yours: 'Su cita:',
    offer: (time: string, until: string) =>
      `Le estamos guardando otra hora en la misma farmacia: ${time}. Se la guardamos hasta el ${until}.`,
    offerElsewhere: (time: string, until: string, place: string, address: string) =>
      `La farmacia no tiene una hora libre cercana a la suya, así que le estamos guardando una hora en una farmacia cercana que ofrece las mismas vacunas: ${place}, ${address}, ${time}. Se la guardamos hasta el ${until}. Si la toma, su cita pasa a esa farmacia.`,
    take: 'Tomar esta hora (un clic)',
    noOffer: 'No encontramos una hora libre cercana para guardarle.',
    choose: 'O elija usted otra hora',
    chooseOnly: 'Elegir otra hora',
    nothing:
      'Si no hace nada, su cita sigue reservada a una hora en que la farmacia está cerrada: por favor, elija una hora nueva.',
    reopenedSubject: (place: string) => `Su cita de vacunación en ${place} sigue en pie`,
    reopenedIntro: (place: string) =>
      `${place} sí estará abierto a la hora de su cita. Su cita sigue como estaba reservada; no tiene que hacer nada.`,
    view: 'Ver o cambiar su cita',
  },
} as const;

function htmlDocument(locale: Locale, title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #212b32">\n${body}\n</body></html>`
  );
}

export interface ClosureMailInput {
  locale: Locale;
  placeName: string;
  timeZone: string;
  reason: string;
  /** Each person's closed time, with their first name. */
  people: Array<{ firstName: string; time: string }>;
  /**
   * The held alternative; `elsewhere` names the nearby pharmacy when it is not the closed one (its own time zone then
   * gives the time).
   */
  offer: {
    time: string;
    timeZone?: string;
    expiresAt: string;
    url: string;
    elsewhere?: { name: string; address: string } | null;
  } | null;
  manageUrl: string;
}

export function renderClosureNotice(input: ClosureMailInput): RenderedMail {
  const copy = COPY[input.locale];
  const when = (iso: string) => formatAppointmentTime(iso, input.timeZone, input.locale);
  const subject = copy.closedSubject(input.placeName);
  const people = input.people.map((p) => `${p.firstName}: ${when(p.time)}`);
  const offer = input.offer;
  const offerText = offer
    ? offer.elsewhere
      ? copy.offerElsewhere(
          formatAppointmentTime(offer.time, offer.timeZone ?? input.timeZone, input.locale),
          when(offer.expiresAt),
          offer.elsewhere.name,
          offer.elsewhere.address,
        )
      : copy.offer(when(offer.time), when(offer.expiresAt))
    : '';
  const text = [
    copy.closedIntro(input.placeName),
    `${copy.reason} ${input.reason}`,
    `${copy.yours}\n${people.join('\n')}`,
    ...(input.offer
      ? [offerText, `${copy.take}: ${input.offer.url}`, `${copy.choose}: ${input.manageUrl}`]
      : [copy.noOffer, `${copy.chooseOnly}: ${input.manageUrl}`]),
    copy.nothing,
  ];
  const e = escapeHtml;
  const html = [
    `<p>${e(copy.closedIntro(input.placeName))}</p>`,
    `<p>${e(copy.reason)} <em>${e(input.reason)}</em></p>`,
    `<p>${e(copy.yours)}<br>${people.map(e).join('<br>')}</p>`,
    ...(input.offer
      ? [
          `<p>${e(offerText)}</p>`,
          `<p><a href="${e(input.offer.url)}"><strong>${e(copy.take)}</strong></a></p>`,
          `<p><a href="${e(input.manageUrl)}">${e(copy.choose)}</a></p>`,
        ]
      : [`<p>${e(copy.noOffer)}</p>`, `<p><a href="${e(input.manageUrl)}">${e(copy.chooseOnly)}</a></p>`]),
    `<p>${e(copy.nothing)}</p>`,
  ].join('\n');
  return { subject, textBody: text.join('\n\n'), htmlBody: htmlDocument(input.locale, subject, html) };
}

export function renderClosureReopened(input: {
  locale: Locale;
  placeName: string;
  timeZone: string;
  people: Array<{ firstName: string; time: string }>;
  manageUrl: string;
}): RenderedMail {
  const copy = COPY[input.locale];
  const subject = copy.reopenedSubject(input.placeName);
  const people = input.people.map(
    (p) => `${p.firstName}: ${formatAppointmentTime(p.time, input.timeZone, input.locale)}`,
  );
  const text = [
    copy.reopenedIntro(input.placeName),
    `${copy.yours}\n${people.join('\n')}`,
    `${copy.view}: ${input.manageUrl}`,
  ];
  const e = escapeHtml;
  const html = [
    `<p>${e(copy.reopenedIntro(input.placeName))}</p>`,
    `<p>${e(copy.yours)}<br>${people.map(e).join('<br>')}</p>`,
    `<p><a href="${e(input.manageUrl)}">${e(copy.view)}</a></p>`,
  ].join('\n');
  return { subject, textBody: text.join('\n\n'), htmlBody: htmlDocument(input.locale, subject, html) };
}
