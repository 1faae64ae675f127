// Double opt-in (decision 113). A reminder request or a sign-up is kept aside and a single confirmation e-mail goes
// to the address; only when its owner opens the signed link is the request applied. Removal works the same way: the
// public form sends a removal link, and only that link (or the one-click header in our e-mails) removes anything.
import crypto from 'node:crypto';
import type { ServiceDeps, WithLog } from '../../lib/service-deps.ts';
import type { Locale } from '@vaxnear/domain/enumerations';
import { AppError } from '../../lib/errors.ts';
import { signLink, verifyLink } from '../../lib/signed-link.ts';
import { countRecentMail } from '../mail/mail-outbox.repository.ts';
import { queueMail, withNotMeLink } from '../mail/mail-queue.service.ts';
import {
  emailLinkPageUrl,
  oneClickUnsubscribeUrl,
  renderEmailLinkMail,
  type ConfirmationPurpose,
} from '../mail/mail-templates.ts';
import { insertReminders, type NewReminder } from '../reminders/reminders.repository.ts';
import { upsertSubscription } from '../subscriptions/subscriptions.repository.ts';
import type { SubscriptionTable } from '../../db/schema.ts';
import {
  findConfirmation,
  hasAnythingFor,
  insertConfirmation,
  markConfirmed,
  stopEverythingFor,
} from './email-confirmations.repository.ts';
import { linkSecret } from '../mail/link-secret.ts';
import { claimConfirmationReminder } from './confirmation-reminders.repository.ts';

/** A confirmation link works for this long. */
export const CONFIRMATION_VALID_DAYS = 7;
/** At most this many link e-mails go to one address in a day, whoever asks: a flood stops at the third. */
export const LINK_MAILS_PER_RECIPIENT_PER_DAY = 3;
/** An unsubscribe link in a reminder or marketing e-mail keeps working this long (longer than any consent). */
const UNSUBSCRIBE_VALID_DAYS = 3 * 365;
const DAY_MS = 86_400_000;

export type ConfirmationPayload =
  { purpose: 'reminders'; reminders: NewReminder[] } | { purpose: 'subscription'; subscription: SubscriptionTable };

export const normalizeAddress = (email: string): string => email.trim().toLowerCase();

/**
 * Sends one link e-mail unless the address already got its day's share. Silent either way: the answer never says.
 * True when the e-mail was queued.
 */
async function queueLinkMail(
  deps: ServiceDeps & WithLog,
  input: {
    purpose: ConfirmationPurpose;
    email: string;
    firstName: string;
    locale: Locale;
    url: string;
    reference: string;
    validDays: number;
  },
): Promise<boolean> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  if ((await countRecentMail(deps.db, 'email_confirmation', input.email, since)) >= LINK_MAILS_PER_RECIPIENT_PER_DAY) {
    deps.log.info({ purpose: input.purpose }, 'link e-mail not sent: the address had its share today');
    return false;
  }
  const mail = withNotMeLink(
    await linkSecret(deps),
    deps.config,
    {
      id: crypto.randomUUID(),
      kind: 'email_confirmation',
      reference: input.reference,
      recipient: input.email,
      now: now.toISOString(),
      ...renderEmailLinkMail({
        purpose: input.purpose,
        firstName: input.firstName,
        locale: input.locale,
        url: input.url,
        validDays: input.validDays,
      }),
    },
    input.locale,
  );
  if ((await queueMail(deps.db, deps.config, mail)) === 'queued') return true;
  deps.log.info({ purpose: input.purpose }, 'link e-mail not sent: the address is stopped or had its share today');
  return false;
}

/** Keeps the request aside and sends its confirmation link. */
export async function requestConfirmation(
  deps: ServiceDeps & WithLog,
  input: { email: string; firstName: string; locale: Locale; payload: ConfirmationPayload },
): Promise<void> {
  const now = deps.clock.now();
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS);
  const email = normalizeAddress(input.email);
  await insertConfirmation(deps.db, {
    id,
    purpose: input.payload.purpose,
    email,
    payload: JSON.stringify(input.payload),
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    confirmed_at: null,
  });
  const token = signLink(await linkSecret(deps), 'confirm', id, expiresAt);
  const sent = await queueLinkMail(deps, {
    purpose: input.payload.purpose,
    email,
    firstName: input.firstName,
    locale: input.locale,
    reference: id,
    url: emailLinkPageUrl(deps.config.publicBaseUrl, input.locale, 'confirm-email', token),
    validDays: CONFIRMATION_VALID_DAYS,
  });
  // No link went (the address had its share, or is stopped): there is nothing to remind of, and asking again and again
  // must not pile up reminders for later (decision 285). Claimed now, it is never reminded.
  if (!sent) await claimConfirmationReminder(deps.db, id, now.toISOString());
}

const badLink = () =>
  new AppError(400, {
    code: 'LINK_INVALID',
    message:
      'This link has expired or is not valid. Ask again from the page where you started, and use the newest e-mail.',
  });

/** Applies the request behind a confirmation link; a second click finds it done and says the same. */
export async function confirm(deps: ServiceDeps, token: string): Promise<{ purpose: 'reminders' | 'subscription' }> {
  const now = deps.clock.now();
  const id = verifyLink(await linkSecret(deps), 'confirm', token, now);
  if (!id) throw badLink();
  const row = await findConfirmation(deps.db, id);
  if (!row || row.expires_at <= now.toISOString()) throw badLink();
  const payload = JSON.parse(row.payload) as ConfirmationPayload;
  if (row.confirmed_at) return { purpose: payload.purpose };
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markConfirmed(trx, id, now.toISOString()))) return;
    if (payload.purpose === 'reminders')
      await insertReminders(
        trx,
        payload.reminders.map((r) => ({ ...r, email: row.email })),
      );
    else {
      // The consent runs from the moment the owner confirmed it.
      const at = now.toISOString();
      const consentMs =
        Date.parse(payload.subscription.consent_expires_at) - Date.parse(payload.subscription.consented_at);
      await upsertSubscription(trx, {
        ...payload.subscription,
        email: row.email,
        consented_at: at,
        consent_expires_at: new Date(now.getTime() + consentMs).toISOString(),
        created_at: at,
        updated_at: at,
      });
    }
  });
  return { purpose: payload.purpose };
}

/** The signed unsubscribe link of an address (in every reminder and marketing e-mail, and sent on request). */
export async function unsubscribeToken(deps: ServiceDeps, email: string): Promise<string> {
  return signLink(
    await linkSecret(deps),
    'unsubscribe',
    normalizeAddress(email),
    new Date(deps.clock.now().getTime() + UNSUBSCRIBE_VALID_DAYS * DAY_MS),
  );
}

export async function unsubscribeLinks(
  deps: ServiceDeps,
  email: string,
  locale: Locale,
): Promise<{ page: string; oneClick: string }> {
  const token = await unsubscribeToken(deps, email);
  return {
    page: emailLinkPageUrl(deps.config.publicBaseUrl, locale, 'unsubscribe', token),
    oneClick: oneClickUnsubscribeUrl(deps.config.publicBaseUrl, token),
  };
}

/**
 * The public removal form: sends the address its removal link if we hold anything for it. The caller's answer is the
 * same whether or not the address is known.
 */
export async function requestUnsubscribeLink(
  deps: ServiceDeps & WithLog,
  email: string,
  locale: Locale,
): Promise<void> {
  const address = normalizeAddress(email);
  if (!(await hasAnythingFor(deps.db, address))) return;
  const { page } = await unsubscribeLinks(deps, address, locale);
  await queueLinkMail(deps, {
    purpose: 'unsubscribe',
    email: address,
    firstName: '',
    locale,
    url: page,
    reference: crypto.randomUUID(),
    validDays: UNSUBSCRIBE_VALID_DAYS,
  });
}

/** Stops every reminder and update to the address in a signed unsubscribe link. */
export async function unsubscribeWithToken(deps: ServiceDeps, token: string): Promise<void> {
  const email = verifyLink(await linkSecret(deps), 'unsubscribe', token, deps.clock.now());
  if (!email) throw badLink();
  await stopEverythingFor(deps.db, email);
}
