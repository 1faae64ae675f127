// SQL of state registry reporting (decision 262): the outbox of VXU messages, its lease, and the registry's answers.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { RegistryStatus } from '@vaxnear/domain/iis-vxu';
import type { Database, IisTargetTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Queues one vaccination for its location's state registry, in the transaction that records it. */
export async function queueIisMessage(
  trx: Db,
  row: { vaccinationId: string; appointmentId: string; locationId: string; at: string },
): Promise<void> {
  const location = await trx
    .selectFrom('locations')
    .select('state')
    .where('id', '=', row.locationId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('iis_messages')
    .values({
      vaccination_id: row.vaccinationId,
      appointment_id: row.appointmentId,
      location_id: row.locationId,
      state: location.state,
      next_attempt_at: row.at,
      created_at: row.at,
    })
    .execute();
}

/** Pending messages due now whose state has a registry configured, oldest first. */
export async function findDueIisMessages(db: Db, now: string, limit: number) {
  return db
    .selectFrom('iis_messages as m')
    .innerJoin('iis_targets as t', 't.state', 'm.state')
    .select('m.vaccination_id')
    .where('m.status', '=', 'pending')
    .where('m.next_attempt_at', '<=', now)
    .orderBy('m.created_at')
    .orderBy('m.vaccination_id')
    .limit(limit)
    .execute();
}

/**
 * Takes the due messages among `ids` for one pass until `leaseUntil`, in one UPDATE (as the webhook outbox does): of
 * two passes that saw the same row, one gets it; a pass that dies leaves it pending, due again when the lease ends.
 */
export async function claimIisMessages(db: Db, ids: readonly string[], claim: string, now: string, leaseUntil: string) {
  if (ids.length === 0) return [];
  await db
    .updateTable('iis_messages')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil, last_attempt_at: now, claim }))
    .where('vaccination_id', 'in', ids)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .execute();
  const rows = await db
    .selectFrom('iis_messages')
    .select(['vaccination_id', 'state', 'attempts', 'control_id'])
    .where('claim', '=', claim)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    vaccinationId: r.vaccination_id,
    state: r.state,
    attempts: Number(r.attempts),
    controlId: r.control_id,
  }));
}

/**
 * Gives a claimed message the control id (MSH-10) it keeps for every attempt until staff send it again, before it
 * leaves: a worker killed after sending leaves the id behind, so the resend carries the same one and the registry can
 * tell it is the same message (decision 279). False when the claim was lost.
 */
export async function fixIisControlId(db: Db, vaccinationId: string, claim: string, controlId: string) {
  const result = await db
    .updateTable('iis_messages')
    .set({ control_id: controlId })
    .where('vaccination_id', '=', vaccinationId)
    .where('claim', '=', claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets a state's registry, replacing its earlier one (operators, through `npm run iis:target`). */
export async function saveIisTarget(db: Db, target: Insertable<IisTargetTable>): Promise<void> {
  const { state: _state, ...rest } = target;
  await db
    .insertInto('iis_targets')
    .values(target)
    .onConflict((oc) => oc.column('state').doUpdateSet(rest))
    .execute();
}

export async function findIisTarget(db: Db, state: string) {
  return db.selectFrom('iis_targets').selectAll().where('state', '=', state).executeTakeFirst();
}

/** What the VXU is built from: the record, its appointment's person, and the product's description. */
export async function vaccinationForMessage(db: Db, vaccinationId: string) {
  return db
    .selectFrom('vaccination_records as r')
    .innerJoin('appointments as a', 'a.id', 'r.appointment_id')
    .select([
      'r.id',
      'r.appointment_id',
      'r.kind',
      'r.cvx',
      'r.mvx',
      'r.lot_number',
      'r.lot_expires_on',
      'r.dose_microlitres',
      'r.route',
      'r.site',
      'r.administered_at',
      'r.administered_by_name',
      'a.first_name',
      'a.last_name',
      'a.date_of_birth',
      'a.sex',
      'a.health_questionnaire',
    ])
    .where('r.id', '=', vaccinationId)
    .executeTakeFirst();
}

export type IisOutcome =
  | {
      answered: Exclude<RegistryStatus, 'pending' | 'failed'>;
      controlId: string;
      errors: string[];
      errorCodes: string[];
      at: string;
    }
  | { retryAt: string; controlId: string | null; error: string }
  | { failed: true; controlId: string | null; error: string };

/** Writes one attempt's outcome, only while `claim` still holds the row's lease. */
export async function recordIisOutcome(db: Db, vaccinationId: string, claim: string, outcome: IisOutcome) {
  const base = db.updateTable('iis_messages').where('vaccination_id', '=', vaccinationId).where('claim', '=', claim);
  if ('answered' in outcome)
    await base
      .set({
        status: outcome.answered,
        claim: null,
        control_id: outcome.controlId,
        ack_errors: JSON.stringify(outcome.errors),
        ack_error_codes: JSON.stringify(outcome.errorCodes),
        last_error: null,
        answered_at: outcome.at,
      })
      .execute();
  else if ('retryAt' in outcome)
    await base
      .set({ claim: null, control_id: outcome.controlId, next_attempt_at: outcome.retryAt, last_error: outcome.error })
      .execute();
  else
    await base
      .set({ status: 'failed', claim: null, control_id: outcome.controlId, last_error: outcome.error })
      .execute();
}

/** Puts a rejected or failed message back in the queue, due now; false when it is neither. */
export async function requeueIisMessage(db: Db, vaccinationId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('iis_messages')
    // A fixed message is a new message to the registry: a new control id (decision 279).
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, claim: null, control_id: null })
    .where('vaccination_id', '=', vaccinationId)
    .where('status', 'in', ['rejected', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The registry status of each vaccination of these appointments. */
export async function registryStatusesOf(db: Db, appointmentIds: readonly string[]) {
  if (appointmentIds.length === 0) return [];
  return db
    .selectFrom('iis_messages')
    .select(['appointment_id', 'vaccination_id', 'status', 'ack_errors', 'last_error'])
    .where('appointment_id', 'in', appointmentIds)
    .execute();
}

/** A location's messages the registry rejected or that failed, newest first. */
export async function rejectedIisMessages(db: Db, locationId: string, limit: number) {
  return db
    .selectFrom('iis_messages as m')
    .innerJoin('vaccination_records as r', 'r.id', 'm.vaccination_id')
    .innerJoin('appointments as a', 'a.id', 'm.appointment_id')
    .select([
      'm.vaccination_id',
      'm.appointment_id',
      'm.status',
      'm.ack_errors',
      'm.ack_error_codes',
      'm.last_error',
      'm.attempts',
      'm.last_attempt_at',
      'r.kind',
      'r.cvx',
      'r.lot_number',
      'r.administered_at',
      'a.first_name',
      'a.last_name',
    ])
    .where('m.location_id', '=', locationId)
    .where('m.status', 'in', ['rejected', 'failed', 'accepted_with_warnings'])
    .orderBy('r.administered_at', 'desc')
    .limit(limit)
    .execute();
}
