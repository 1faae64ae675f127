// The answer to a provider's listing request (decision 260). The request does not say which language its sender
// reads, so the e-mail says it in English, then in Spanish. The operator's message is escaped in the HTML.
import type { Locale } from '@vaxnear/domain/enumerations';
import { fill, texts } from '../../i18n/texts.ts';
import { escapeHtml, type RenderedMail } from '../mail/mail-templates.ts';

/** One language's paragraphs of the answer: approved or declined, what it did, the team's message, where to ask. */
function answer(
  locale: Locale,
  { approved, requestType, referenceNumber, name, message }: ListingDecision,
): { subject: string; lines: string[] } {
  const copy = texts('mail', locale).listingRequest;
  const values = { kind: copy.kinds[requestType], name, reference: referenceNumber };
  const done = requestType === 'new' ? copy.approvedNew : requestType === 'remove' ? copy.approvedRemove : null;
  return {
    subject: fill(approved ? copy.subjectApproved : copy.subjectDeclined, { reference: referenceNumber }),
    lines: [
      approved ? `${fill(copy.approved, values)}${done ? ` ${done}` : ''}` : fill(copy.declined, values),
      ...(message ? [fill(copy.message, { message })] : []),
      copy.reply,
    ],
  };
}

interface ListingDecision {
  approved: boolean;
  requestType: 'new' | 'edit' | 'remove';
  referenceNumber: string;
  name: string;
  message: string | null;
}

export function renderListingDecision(input: ListingDecision): RenderedMail {
  const { lines: en, subject: enSubject } = answer('en', input);
  const { lines: es, subject: esSubject } = answer('es', input);
  const subject = `${enSubject} / ${esSubject}`;
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
