// The answer to a provider's listing request (decision 260). The request does not say which language its sender
// reads, so the e-mail says it in English, then in Spanish. The operator's message is escaped in the HTML.
import { escapeHtml, type RenderedMail } from '../mail/mail-templates.ts';

const KINDS = {
  en: { new: 'new listing', edit: 'change to a listing', remove: 'removal of a listing' },
  es: { new: 'nuevo listado', edit: 'cambio de un listado', remove: 'retiro de un listado' },
} as const;

export function renderListingDecision(input: {
  approved: boolean;
  requestType: 'new' | 'edit' | 'remove';
  referenceNumber: string;
  name: string;
  message: string | null;
}): RenderedMail {
  const { approved, requestType, referenceNumber, name, message } = input;
  const subject = approved
    ? `Your Vaxnear request ${referenceNumber} was approved / Su solicitud ${referenceNumber} fue aprobada`
    : `Your Vaxnear request ${referenceNumber} was declined / Su solicitud ${referenceNumber} fue rechazada`;
  const en = [
    approved
      ? `We approved your request for a ${KINDS.en[requestType]} (${name}, reference ${referenceNumber}).${requestType === 'new' ? ' The pharmacy now appears in Vaxnear search and can take bookings.' : requestType === 'remove' ? ' The listing no longer takes bookings; people who were booked there have been told.' : ''}`
      : `We declined your request for a ${KINDS.en[requestType]} (${name}, reference ${referenceNumber}).`,
    ...(message ? [`Message from our team: ${message}`] : []),
    'Reply to this e-mail if you have questions.',
  ];
  const es = [
    approved
      ? `Aprobamos su solicitud de ${KINDS.es[requestType]} (${name}, referencia ${referenceNumber}).${requestType === 'new' ? ' La farmacia ya aparece en la búsqueda de Vaxnear y puede recibir reservas.' : requestType === 'remove' ? ' El listado ya no recibe reservas; se avisó a las personas que tenían cita.' : ''}`
      : `Rechazamos su solicitud de ${KINDS.es[requestType]} (${name}, referencia ${referenceNumber}).`,
    ...(message ? [`Mensaje de nuestro equipo: ${message}`] : []),
    'Responda a este correo si tiene preguntas.',
  ];
  const textBody = [...en, '—', ...es].join('\n\n');
  const htmlBody =
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #212b32">\n` +
    en.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n') +
    '\n<hr>\n<div lang="es">' +
    es.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n') +
    '</div>\n</body></html>';
  return { subject, textBody, htmlBody };
}
