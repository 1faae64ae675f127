// SQL of webhook subscriptions and deliveries (decision 247). Claiming a delivery is a conditional UPDATE, as the mail
// outbox does: only one worker can move a due row's lease forward, so a fleet never sends one row twice at once.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface SubscriptionRow {
  id: string;
  retailer: string;
  url: string;
  eventTypes: string[];
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: string | null;
  createdAt: string;
  updatedAt: string;
  disabledAt: string | null;
}

type RawSubscription = Database['webhook_subscriptions'];
const toSubscription = (row: RawSubscription): SubscriptionRow => ({
  id: row.id,
  retailer: row.retailer,
  url: row.url,
  eventTypes: JSON.parse(row.event_types) as string[],
  secret: row.secret,
  previousSecret: row.previous_secret,
  previousSecretUntil: row.previous_secret_until,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  disabledAt: row.disabled_at,
});

export async function insertSubscription(
  db: Kysely<Database>,
  s: {
    id: string;
    retailer: string;
    url: string;
    eventTypes: string[];
    secret: string;
    createdBy: string | null;
    now: string;
  },
) {
  await db
    .insertInto('webhook_subscriptions')
    .values({
      id: s.id,
      retailer: s.retailer,
      url: s.url,
      event_types: JSON.stringify(s.eventTypes),
      secret: s.secret,
      previous_secret: null,
      previous_secret_until: null,
      created_by: s.createdBy,
      created_at: s.now,
      updated_at: s.now,
      disabled_at: null,
    })
    .execute();
}

export async function findSubscription(db: Kysely<Database>, id: string): Promise<SubscriptionRow | null> {
  const row = await db.selectFrom('webhook_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toSubscription(row) : null;
}

export async function listSubscriptions(db: Kysely<Database>, retailers: string[] | null): Promise<SubscriptionRow[]> {
  let query = db.selectFrom('webhook_subscriptions').selectAll();
  if (retailers) query = query.where('retailer', 'in', retailers.length ? retailers : ['']);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(toSubscription);
}

export async function countActiveSubscriptions(db: Kysely<Database>, retailer: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('retailer', '=', retailer)
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every active subscription: the in-process list a booking consults (webhook-events.service.ts). */
export async function activeSubscriptions(db: Kysely<Database>) {
  return db
    .selectFrom('webhook_subscriptions')
    .select(['id', 'retailer', 'event_types'])
    .where('disabled_at', 'is', null)
    .execute();
}

export async function updateSubscription(
  db: Kysely<Database>,
  id: string,
  change: Partial<{
    url: string;
    eventTypes: string[];
    secret: string;
    previousSecret: string | null;
    previousSecretUntil: string | null;
    disabledAt: string | null;
  }>,
  now: string,
) {
  await db
    .updateTable('webhook_subscriptions')
    .set({
      updated_at: now,
      ...(change.url !== undefined ? { url: change.url } : {}),
      ...(change.eventTypes !== undefined ? { event_types: JSON.stringify(change.eventTypes) } : {}),
      ...(change.secret !== undefined ? { secret: change.secret } : {}),
      ...(change.previousSecret !== undefined ? { previous_secret: change.previousSecret } : {}),
      ...(change.previousSecretUntil !== undefined ? { previous_secret_until: change.previousSecretUntil } : {}),
      ...(change.disabledAt !== undefined ? { disabled_at: change.disabledAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export interface NewDelivery {
  id: string;
  eventId: string;
  eventType: string;
  subscriptionId: string;
  retailer: string;
  appointmentId: string;
  locationId: string;
  occurredAt: string;
}

/** One statement for every event and subscription of a change: the one insert a booking with subscribers adds. */
export async function insertDeliveries(trx: Kysely<Database> | Transaction<Database>, rows: readonly NewDelivery[]) {
  await trx
    .insertInto('webhook_deliveries')
    .values(
      rows.map((r) => ({
        id: r.id,
        event_id: r.eventId,
        event_type: r.eventType,
        subscription_id: r.subscriptionId,
        retailer: r.retailer,
        appointment_id: r.appointmentId,
        location_id: r.locationId,
        occurred_at: r.occurredAt,
        status: 'pending',
        attempts: 0,
        next_attempt_at: r.occurredAt,
      })),
    )
    .execute();
}

/**
 * Pending deliveries whose time has come and whose appointment has no earlier delivery still pending for the same
 * subscription: one appointment's events go out in the order they happened.
 */
export async function findDueDeliveries(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .select(['d.id', 'd.attempts'])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries as e')
            .select(sql`1`.as('one'))
            .whereRef('e.subscription_id', '=', 'd.subscription_id')
            .whereRef('e.appointment_id', '=', 'd.appointment_id')
            .where('e.status', '=', 'pending')
            .whereRef('e.seq', '<', 'd.seq'),
        ),
      ),
    )
    .orderBy('d.seq')
    .limit(limit)
    .execute();
}

export interface ClaimedDelivery {
  id: string;
  eventId: string;
  eventType: string;
  subscriptionId: string;
  appointmentId: string;
  locationId: string;
  occurredAt: string;
  attempts: number;
  /** The pass that holds the lease. */
  claim: string;
}

/**
 * Takes the due deliveries among `ids` for one worker pass until `leaseUntil`, in one UPDATE: counts the attempt and
 * moves next_attempt_at past now, so nobody else finds them due. Only rows still due are taken, so of two passes that
 * saw the same row one gets it. A pass that dies leaves its rows pending; they are due again when the lease ends.
 */
export async function claimDeliveries(
  db: Kysely<Database>,
  ids: readonly string[],
  claim: string,
  now: string,
  leaseUntil: string,
): Promise<ClaimedDelivery[]> {
  if (ids.length === 0) return [];
  const result = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil, last_attempt_at: now, claim }))
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return [];
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event_id',
      'event_type',
      'subscription_id',
      'appointment_id',
      'location_id',
      'occurred_at',
      'attempts',
    ])
    .where('claim', '=', claim)
    .where('status', '=', 'pending')
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    subscriptionId: row.subscription_id,
    appointmentId: row.appointment_id,
    locationId: row.location_id,
    occurredAt: row.occurred_at,
    attempts: Number(row.attempts),
    claim,
  }));
}

export interface AttemptOutcome {
  statusCode: number | null;
  response: string | null;
  error: string | null;
  /** Delivered now, retry at this time, or failed for good. */
  result: { delivered: string } | { retryAt: string } | { failed: true };
}

/**
 * The outcomes of one pass, in one transaction (one commit, not one per delivery). Each is written only while the
 * pass still holds the row: a pass whose lease ran out cannot overwrite a later attempt's outcome.
 */
export async function recordAttempts(
  db: Kysely<Database>,
  outcomes: ReadonlyArray<{ delivery: { id: string; claim: string }; outcome: AttemptOutcome }>,
) {
  if (outcomes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const { delivery, outcome } of outcomes) {
      const { result } = outcome;
      await trx
        .updateTable('webhook_deliveries')
        .set({
          last_status_code: outcome.statusCode,
          last_response: outcome.response,
          last_error: outcome.error,
          ...('delivered' in result
            ? { status: 'delivered', delivered_at: result.delivered }
            : 'retryAt' in result
              ? { next_attempt_at: result.retryAt }
              : { status: 'failed' }),
        })
        .where('id', '=', delivery.id)
        .where('claim', '=', delivery.claim)
        .where('status', '=', 'pending')
        .execute();
    }
  });
}

/** The delivery log of a subscription, newest first. */
export async function listDeliveries(
  db: Kysely<Database>,
  subscriptionId: string,
  filter: { before?: string; limit: number },
) {
  let query = db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event_id',
      'event_type',
      'appointment_id',
      'occurred_at',
      'status',
      'attempts',
      'next_attempt_at',
      'last_attempt_at',
      'last_status_code',
      'last_response',
      'last_error',
      'delivered_at',
    ])
    .where('subscription_id', '=', subscriptionId);
  if (filter.before) query = query.where('occurred_at', '<', filter.before);
  return query.orderBy('seq', 'desc').limit(filter.limit).execute();
}

/**
 * Sends delivered or failed events again, with their own event ids (receivers de-duplicate by them): one event, or
 * every event of a time range. A delivery still pending is left as it is.
 */
export async function replayDeliveries(
  db: Kysely<Database>,
  subscriptionId: string,
  which: { eventId: string } | { from: string; to: string },
  now: string,
): Promise<number> {
  let query = db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, delivered_at: null, claim: null })
    .where('subscription_id', '=', subscriptionId)
    .where('status', '<>', 'pending');
  query =
    'eventId' in which
      ? query.where('event_id', '=', which.eventId)
      : query.where('occurred_at', '>=', which.from).where('occurred_at', '<', which.to);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What the payload is built from at delivery time: the appointment as it is now. */
export async function appointmentForPayload(db: Kysely<Database>, appointmentId: string) {
  const appointment = await db
    .selectFrom('appointments')
    .select([
      'id',
      'location_id',
      'starts_at',
      'first_name',
      'last_name',
      'sex',
      'date_of_birth',
      'created_at',
      'status',
      'attendance',
      'attendance_at',
      'attendance_reason',
    ])
    .where('id', '=', appointmentId)
    .executeTakeFirst();
  if (!appointment) return null;
  const services = await db
    .selectFrom('appointment_services')
    .select(['kind', 'brand'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('kind')
    .execute();
  return { ...appointment, services };
}
