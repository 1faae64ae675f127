// One active booking per person and vaccine kind (decision 223). The refusal is the same for everyone and names
// nothing of the booking that exists: its time, place and access code go only to that booking's own contact, by
// e-mail, at most once a day, with the link to see, change or cancel it.
import crypto from 'node:crypto';
import { supportedLocale } from '@vaxnear/domain/enumerations';
import { isVaccineKind } from '@vaxnear/domain/vaccines';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { vaccineName } from '../../i18n/texts.ts';
import { AppError } from '../../lib/errors.ts';
import { constraintViolation } from './database-errors.ts';
import { findPersonBookingHolder } from './booking-limits.repository.ts';
import { linkSecret } from '../mail/link-secret.ts';
import { queueMail, withNotMeLink } from '../mail/mail-queue.service.ts';
import { renderDuplicateBookingNotice } from '../mail/mail-templates.ts';
import { findRegistrationByAccessCode } from '../registrations/registrations.repository.ts';
import { toRegistrationAnswer } from '../registrations/registrations.service.ts';

/** Thrown inside the booking's transaction (rolling it back) when a person already has an active booking of a kind. */
export class PersonAlreadyBooked extends Error {
  constructor(
    readonly index: number,
    readonly claim: { person: string; kind: string },
  ) {
    super('person already booked');
  }
}

export const personAlreadyBooked = (index: number, kind: string) => {
  const label = isVaccineKind(kind) ? vaccineName(kind, 'en') : kind;
  return new AppError(409, {
    code: 'PERSON_ALREADY_BOOKED',
    field: `appointments.${index}.user`,
    service: kind,
    message: `This person may already have an upcoming appointment for the ${label} vaccine, and a person can have one at a time. If they do, we have e-mailed a link to see, change or cancel it to the e-mail address of that booking. Otherwise, check the name and date of birth.`,
  });
};

/**
 * E-mails the contact of the booking that has the person's appointment of this kind, once per booking per day
 * (the outbox's kind and reference are unique), so repeated tries cannot flood that address. Best effort: the
 * caller's answer is the same whether it is sent or not.
 */
export async function notifyExistingBooking(deps: ServiceDeps, claim: { person: string; kind: string }) {
  try {
    const holder = await findPersonBookingHolder(deps.db, claim.person, claim.kind);
    const stored = holder ? await findRegistrationByAccessCode(deps.db, holder.accessCode) : null;
    if (!stored) return;
    const locale = supportedLocale(stored.locale);
    const now = deps.clock.now().toISOString();
    const mail = {
      id: crypto.randomUUID(),
      kind: 'duplicate_booking_notice' as const,
      reference: `${stored.id}/${now.slice(0, 10)}`,
      recipient: stored.email,
      now,
      ...renderDuplicateBookingNotice(await toRegistrationAnswer(deps, stored), locale, deps.config.publicBaseUrl),
    };
    // Like every e-mail: within the mailbox's daily share, never to a stopped address, with "this was not me".
    await queueMail(deps.db, deps.config, withNotMeLink(await linkSecret(deps), deps.config, mail, locale));
  } catch (error) {
    // Already told today.
    if (constraintViolation(error)?.table === 'mail_outbox') return;
    throw error;
  }
}
