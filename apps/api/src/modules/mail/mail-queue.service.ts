// Every e-mail goes into the outbox through here (decisions 226 and 227): never to a mailbox whose owner said "this
// was not me", at most MAIL_PER_ADDRESS_PER_DAY to one mailbox, and each with the signed link that stops them.
import type { Kysely } from 'kysely';
import type { Locale } from '@vaxnear/domain/enumerations';
import type { Database } from '../../db/schema.ts';
import type { AppConfig } from '../../config.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { signLink, verifyLink } from '../../lib/signed-link.ts';
import { takeFromAllowance, type AllowanceTake } from '../rate-limits/rate-counters.repository.ts';
import { linkSecret } from './link-secret.ts';
import { insertMail, insertMailWithinAllowance, type NewMail } from './mail-outbox.repository.ts';
import { addStop, isStopped, removeStop } from './mail-stops.repository.ts';
import { stopEmailsPageUrl, withNotMeFooter } from './mail-templates.ts';
import { recipientKey } from './recipient-key.ts';

const DAY_MS = 86_400_000;
/** A "this was not me" link keeps working this long: an old e-mail is still a way to stop the next ones. */
const STOP_LINK_VALID_DAYS = 3 * 365;
const STOP_PURPOSE = 'mail-stop';

export type QueueOutcome = 'queued' | 'stopped' | 'over_cap' | 'no_address';

/** The signed "this was not me" page for this address. The token names a hash of the mailbox, never the address. */
export function notMeUrl(secret: string, baseUrl: string, recipient: string, locale: Locale, now: Date): string {
  const token = signLink(
    secret,
    STOP_PURPOSE,
    recipientKey(recipient),
    new Date(now.getTime() + STOP_LINK_VALID_DAYS * DAY_MS),
  );
  return stopEmailsPageUrl(baseUrl, locale, token);
}

/** The e-mail with its "this was not me" link, ready for `queueMail`. Needs the secret, read before any transaction. */
export function withNotMeLink(
  secret: string,
  config: Pick<AppConfig, 'publicBaseUrl'>,
  mail: NewMail,
  locale: Locale,
): NewMail {
  const url = notMeUrl(secret, config.publicBaseUrl, mail.recipient, locale, new Date(mail.now));
  return { ...mail, ...withNotMeFooter(mail, locale, url) };
}

/**
 * Notices to a booking's owner that it was cancelled, changed or erased that may still go, per mailbox per day, once
 * the mailbox had its share: whoever wants to hide a change from the owner must first fill the owner's inbox with
 * the cap and this reserve, every one of those e-mails carrying the "this was not me" link.
 */
export const NOTICE_RESERVE_PER_DAY = 2;

/**
 * The unit of the mailbox's daily share an e-mail takes (MAIL_PER_ADDRESS_PER_DAY, every kind together), unless the
 * mailbox is stopped: what queueMail takes first, and what a booking's own statement takes on PostgreSQL.
 */
export function mailAllowance(config: Pick<AppConfig, 'mailPerAddressPerDay'>, mail: NewMail): AllowanceTake {
  const key = recipientKey(mail.recipient);
  return {
    key: `mail:${key}`,
    max: config.mailPerAddressPerDay,
    unlessStopped: key,
    now: mail.now,
    windowStart: new Date(Date.parse(mail.now) - DAY_MS).toISOString(),
  };
}

/**
 * Puts an e-mail in the outbox unless its mailbox is stopped or has had its day's share (MAIL_PER_ADDRESS_PER_DAY,
 * every kind together). `notice` marks a notice of a change to a booking, which may use the reserve above. Runs in
 * the caller's transaction, so a refused booking or change queues nothing and counts nothing.
 */
export async function queueMail(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'mailPerAddressPerDay'>,
  mail: NewMail,
  options: { notice?: boolean } = {},
): Promise<QueueOutcome> {
  // A walk-in added at the counter without an e-mail address is stored with none (decision 246): nothing to send.
  if (mail.recipient.trim() === '') return 'no_address';
  const allowance = mailAllowance(config, mail);
  if (await insertMailWithinAllowance(db, mail, allowance)) return 'queued';
  const key = recipientKey(mail.recipient);
  if (await isStopped(db, key)) return 'stopped';
  const fromReserve =
    options.notice === true &&
    (await takeFromAllowance(db, {
      key: `notice:${key}`,
      max: NOTICE_RESERVE_PER_DAY,
      now: allowance.now,
      windowStart: allowance.windowStart,
    }));
  if (!fromReserve) return 'over_cap';
  await insertMail(db, mail);
  return 'queued';
}

const badStopLink = () =>
  new AppError(400, {
    code: 'LINK_INVALID',
    message: 'This link is not valid. Open the newest e-mail from Vaxnear and use the link at its end.',
  });

async function stopKeyOf(deps: ServiceDeps, token: string): Promise<string> {
  const key = verifyLink(await linkSecret(deps), STOP_PURPOSE, token, deps.clock.now());
  if (!key || !/^[0-9a-f]{64}$/.test(key)) throw badStopLink();
  return key;
}

/** "This was not me": nothing more is sent to the mailbox of the link, whatever asks for it. */
export async function stopMailWithToken(deps: ServiceDeps, token: string): Promise<void> {
  await addStop(deps.db, await stopKeyOf(deps, token), deps.clock.now().toISOString());
}

/** Undoes a stop from the same link: e-mails to the mailbox go again, from the next one on. */
export async function resumeMailWithToken(deps: ServiceDeps, token: string): Promise<void> {
  await removeStop(deps.db, await stopKeyOf(deps, token));
}
