// SQL of the retention job (decision 112): what is deleted or made anonymous once its period is over.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Claims a job until `until` if no other server holds it: its claim ran out, or it ends after `staleAfter`, later
 * than any claim a server writes from the present. Such a claim was written by a clock that ran ahead and has since
 * been put right; waiting for it would stop the job until real time caught up (decision 230). One conditional
 * UPDATE: of several servers racing, the database lets exactly one change the row.
 */
export async function claimJob(
  db: Kysely<Database>,
  name: string,
  claim: { now: string; until: string; staleAfter: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_claims')
    .set({ claimed_until: claim.until, last_run_at: claim.now })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('claimed_until', '<=', claim.now), eb('claimed_until', '>', claim.staleAfter)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets when the job may next be claimed: now to let another server retry, later to end this round. */
export async function releaseJob(db: Kysely<Database>, name: string, until: string): Promise<void> {
  await db.updateTable('job_claims').set({ claimed_until: until }).where('name', '=', name).execute();
}

/**
 * Registrations whose last appointment started before `cutoff` lose everything personal: names, birth dates,
 * addresses, answers to health questions, the contact e-mail and phone. What stays (place, time, vaccines) counts
 * doses and nothing else; the access code is replaced, so old links find nothing.
 */
export async function anonymiseOldRegistrations(db: Kysely<Database>, cutoff: string): Promise<number> {
  const ids = (
    await db
      .selectFrom('registrations')
      .select('id')
      // Not yet anonymised (its access code replaced): a walk-in without an e-mail address has none to blank.
      .where('access_code', 'not like', 'erased:%')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('appointments')
              .select('id')
              .whereRef('appointments.registration_id', '=', 'registrations.id')
              .where('starts_at', '>=', cutoff),
          ),
        ),
      )
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('appointment_services')
      .set({ person_key: sql`'erased:' || appointment_id` })
      .where('appointment_id', 'in', trx.selectFrom('appointments').select('id').where('registration_id', 'in', ids))
      .execute();
    await trx
      .updateTable('appointments')
      .set({
        person_key: sql`'erased:' || id`,
        first_name: '',
        last_name: '',
        sex: '',
        date_of_birth: '',
        address1: '',
        address2: null,
        city: '',
        zip_code: '',
        health_questionnaire: null,
        // The pharmacy's note to the person may name them.
        cancellation_note: null,
      })
      .where('registration_id', 'in', ids)
      .execute();
    await trx
      .updateTable('registrations')
      .set({ email: '', phone: null, access_code: sql`'erased:' || id` })
      .where('id', 'in', ids)
      .execute();
  });
  return ids.length;
}

/**
 * E-mails (their bodies quote names and times) made or sent before the cutoff, whatever became of them: sent, given
 * up, or never sent because no SMTP_URL is set. One that waited out the whole period would be too late to be of use
 * (decision 230).
 */
export async function deleteOldMail(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb(eb.fn.coalesce('sent_at', 'created_at'), '<', cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Reminders (a due date is health data) once their last e-mail day is past the cutoff, sent or not. */
export async function deleteOldReminders(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('reminders')
    .where('status', '!=', 'pending')
    .where((eb) => eb(eb.fn.coalesce('sent_at', 'created_at'), '<', cutoff))
    .executeTakeFirst();
  const stale = await db.deleteFrom('reminders').where('remind_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows) + Number(stale.numDeletedRows);
}

export async function deleteOldProviderRequests(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('provider_registrations').where('received_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Subscribers whose consent ran out before the cutoff: nothing may be sent to them, so nothing is kept. */
export async function deleteExpiredSubscriptions(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('subscriptions').where('consent_expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A partner survey's answers (health answers tied to the partner's id for the person) received before the cutoff. */
export async function deleteOldSurveyAnswers(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('external_surveys').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Webhook deliveries that are over, delivered or given up on, whose last attempt was before the cutoff. A row holds no
 * personal data, but its log keeps what the receiver answered; pending rows are kept whatever their age: they are
 * still the outbox (decision 272).
 */
export async function deleteOldWebhookDeliveries(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('status', 'in', ['delivered', 'failed'])
    .where((eb) => eb(eb.fn.coalesce('delivered_at', 'last_attempt_at', 'occurred_at'), '<', cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
