// The e-mails of a closure (decision 258), in English and Spanish: the closure notice with the held alternative, and
// the notice that a closure was undone. Pure rendering; the reason is what the pharmacy typed, escaped in the HTML.
import { DEFAULT_LOCALE, type Locale } from '@vaxnear/domain/enumerations';
import { fill, texts } from '../../i18n/texts.ts';
import { escapeHtml, formatAppointmentTime, type RenderedMail } from '../mail/mail-templates.ts';

/** The page a closure offer link opens: it shows the offer and takes it with one button (never on GET). */
export function closureOfferUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/schedule/closure-offer?token=${encodeURIComponent(token)}`;
}

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
  const copy = texts('mail', input.locale).closure;
  const when = (iso: string) => formatAppointmentTime(iso, input.timeZone, input.locale);
  const subject = fill(copy.closedSubject, { place: input.placeName });
  const people = input.people.map((p) => `${p.firstName}: ${when(p.time)}`);
  const offer = input.offer;
  const offerText = offer
    ? offer.elsewhere
      ? fill(copy.offerElsewhere, {
          time: formatAppointmentTime(offer.time, offer.timeZone ?? input.timeZone, input.locale),
          until: when(offer.expiresAt),
          place: offer.elsewhere.name,
          address: offer.elsewhere.address,
        })
      : fill(copy.offer, { time: when(offer.time), until: when(offer.expiresAt) })
    : '';
  const text = [
    fill(copy.closedIntro, { place: input.placeName }),
    `${copy.reason} ${input.reason}`,
    `${copy.yours}\n${people.join('\n')}`,
    ...(input.offer
      ? [offerText, `${copy.take}: ${input.offer.url}`, `${copy.choose}: ${input.manageUrl}`]
      : [copy.noOffer, `${copy.chooseOnly}: ${input.manageUrl}`]),
    copy.nothing,
  ];
  const e = escapeHtml;
  const html = [
    `<p>${e(fill(copy.closedIntro, { place: input.placeName }))}</p>`,
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
  const copy = texts('mail', input.locale).closure;
  const subject = fill(copy.reopenedSubject, { place: input.placeName });
  const people = input.people.map(
    (p) => `${p.firstName}: ${formatAppointmentTime(p.time, input.timeZone, input.locale)}`,
  );
  const text = [
    fill(copy.reopenedIntro, { place: input.placeName }),
    `${copy.yours}\n${people.join('\n')}`,
    `${copy.view}: ${input.manageUrl}`,
  ];
  const e = escapeHtml;
  const html = [
    `<p>${e(fill(copy.reopenedIntro, { place: input.placeName }))}</p>`,
    `<p>${e(copy.yours)}<br>${people.map(e).join('<br>')}</p>`,
    `<p><a href="${e(input.manageUrl)}">${e(copy.view)}</a></p>`,
  ].join('\n');
  return { subject, textBody: text.join('\n\n'), htmlBody: htmlDocument(input.locale, subject, html) };
}
