// SQL of the mail outbox. Claiming is a conditional UPDATE, so that two workers (two processes, or a timer pass and a
// manual pass) never send the same row: only one UPDATE can move a due row's lease forward.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import {
  takeFromAllowance,
  takeFromAllowanceQuery,
  type AllowanceTake,
} from '../rate-limits/rate-counters.repository.ts';
import { compiledOnce, runCompiled } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';

export type MailKind =
  | 'booking_confirmation'
  | 'booking_cancellation'
  | 'booking_change'
  | 'booking_erasure'
  | 'maternal_rsv_reminder'
  | 'email_confirmation'
  | 'email_confirmation_reminder'
  | 'staff_invitation'
  | 'duplicate_booking_notice'
  | 'closure_notice'
  | 'closure_reopened'
  | 'listing_request_decision'
  | 'waitlist_confirmation'
  | 'waitlist_offer'
  | 'waitlist_paused';

export interface NewMail {
  id: string;
  kind: MailKind;
  reference: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  now: string;
  /** A calendar file to attach (with its METHOD line), or none. */
  calendarIcs?: string | null;
  /** RFC 8058 one-click unsubscribe URL, for reminders and marketing. */
  listUnsubscribe?: string | null;
}

export interface ClaimedMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  calendarIcs: string | null;
  attempts: number;
  listUnsubscribe: string | null;
}

const mailRow = (mail: NewMail) => ({
  id: mail.id,
  kind: mail.kind,
  reference: mail.reference,
  recipient: mail.recipient,
  subject: mail.subject,
  text_body: mail.textBody,
  html_body: mail.htmlBody,
  status: 'pending',
  attempts: 0,
  next_attempt_at: mail.now,
  sent_at: null,
  last_error: null,
  created_at: mail.now,
  calendar_ics: mail.calendarIcs ?? null,
  list_unsubscribe: mail.listUnsubscribe ?? null,
});

const insertMailRow = compiledOnce('insertMail', (db, row: ReturnType<typeof mailRow>) =>
  db.insertInto('mail_outbox').values(row),
);

export async function insertMail(db: Kysely<Database>, mail: NewMail) {
  await runCompiled(db, insertMailRow(db, mailRow(mail)));
}

/**
 * Puts the e-mail in the outbox if a unit of its allowance is taken (and its mailbox is not stopped), and answers
 * whether it did. PostgreSQL: one statement, the allowance as a data-modifying CTE, because each statement is a round
 * trip and this runs inside every booking. SQLite: the two statements, which cost no round trip there.
 */
export async function insertMailWithinAllowance(
  db: Kysely<Database>,
  mail: NewMail,
  allowance: AllowanceTake,
): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    if (!(await takeFromAllowance(db, allowance))) return false;
    await insertMail(db, mail);
    return true;
  }
  const inserted = await db
    .with('allowed', () => takeFromAllowanceQuery(db, allowance))
    .insertInto('mail_outbox')
    .columns(MAIL_COLUMNS)
    .expression(mailIfAllowedSelect(db, mail, 'allowed'))
    .returning('id')
    .execute();
  return inserted.length === 1;
}

const MAIL_COLUMNS = Object.keys(mailRow({} as NewMail)) as Array<keyof ReturnType<typeof mailRow>>;

/**
 * The outbox row as a SELECT that yields it only if the CTE `allowedCte` (takeFromAllowanceQuery) answered a row:
 * for a larger PostgreSQL statement that takes the allowance and inserts the e-mail with everything else.
 */
function mailIfAllowedSelect(db: Kysely<Database>, mail: NewMail, allowedCte: string) {
  return db
    .selectNoFrom(
      Object.entries(mailRow(mail)).map(([column, value]) =>
        // attempts is the one integer; a bare parameter in a SELECT list would be text to PostgreSQL.
        (column === 'attempts' ? sql<number>`0` : sql`${value}`).as(column),
      ),
    )
    .where(sql<boolean>`exists (select 1 from ${sql.table(allowedCte)})`);
}

/** The insert of insertMailWithinAllowance as a CTE body, for a statement that also has `allowedCte`. */
export function insertMailIfAllowedQuery(db: Kysely<Database>, mail: NewMail, allowedCte: string) {
  return db
    .insertInto('mail_outbox')
    .columns(MAIL_COLUMNS)
    .expression(mailIfAllowedSelect(db, mail, allowedCte))
    .returning('id');
}

/** Ids and attempt counts of pending e-mails whose time has come, oldest first. */
export async function findDueMail(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'attempts'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes one due e-mail for this worker until `leaseUntil`: counts the attempt and moves next_attempt_at past now, so
 * nobody else finds it due. Returns null when another worker took it first. A worker that dies mid-send leaves the
 * row pending; it becomes due again when the lease ends.
 */
export async function claimMail(
  db: Kysely<Database>,
  seen: { id: string; attempts: number },
  now: string,
  leaseUntil: string,
): Promise<ClaimedMail | null> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: seen.attempts + 1, next_attempt_at: leaseUntil })
    .where('id', '=', seen.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', seen.attempts)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'subject',
      'text_body',
      'html_body',
      'calendar_ics',
      'attempts',
      'list_unsubscribe',
    ])
    .where('id', '=', seen.id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    calendarIcs: row.calendar_ics,
    attempts: row.attempts,
    listUnsubscribe: row.list_unsubscribe,
  };
}

/** Guarded by the attempt count, so a worker whose lease ran out cannot overwrite a later attempt's outcome. */
export async function markMailSent(db: Kysely<Database>, claimed: { id: string; attempts: number }, now: string) {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where('id', '=', claimed.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', claimed.attempts)
    .execute();
}

export async function markMailAttemptFailed(
  db: Kysely<Database>,
  claimed: { id: string; attempts: number },
  outcome: { errorCode: string; retryAt: string | null },
) {
  await db
    .updateTable('mail_outbox')
    .set(
      outcome.retryAt === null
        ? { status: 'failed', last_error: outcome.errorCode }
        : { next_attempt_at: outcome.retryAt, last_error: outcome.errorCode },
    )
    .where('id', '=', claimed.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', claimed.attempts)
    .execute();
}

/** How many e-mails of a kind went in the outbox for this address since a moment: the per-recipient limit. */
export async function countRecentMail(
  db: Kysely<Database>,
  kind: MailKind,
  recipient: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('recipient', '=', recipient)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many e-mails are pending, sent and failed: for the metrics. */
export async function countMailByStatus(
  db: Kysely<Database>,
): Promise<Partial<Record<'pending' | 'sent' | 'failed', number>>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
