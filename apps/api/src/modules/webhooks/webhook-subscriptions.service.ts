// A retailer's admin (or an operator) manages the retailer's webhook subscriptions (decision 247). Every change and
// every replay writes an audit row in its own transaction; a subscription of another retailer is refused as any staff
// call outside its scope is (403).
import crypto from 'node:crypto';
import { WEBHOOK_LIMITS } from '@vaxnear/domain/webhooks';
import type { Webhook, WebhookDelivery } from '@vaxnear/domain/contracts/integrations';
import { AppError } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { authorize, type StaffSession } from '../staff/staff-authorization.ts';
import { resolvesToAllowed, urlRefusal } from './webhook-address.ts';
import { forgetSubscribers } from './webhook-events.service.ts';
import {
  countActiveSubscriptions,
  findSubscription,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  replayDeliveries,
  updateSubscription,
  type SubscriptionRow,
} from './webhooks.repository.ts';

export interface StaffActor {
  session: StaffSession;
  address: string | null;
}

/** After a rotation the old secret signs too for this long, so the receiver can switch without losing an event. */
export const ROTATION_OVERLAP_HOURS = 24;

const notFound = () =>
  new AppError(404, { code: 'WEBHOOK_NOT_FOUND', message: 'There is no such webhook subscription. Reload the list.' });

const urlNotAllowed = (allowLoopback: boolean) =>
  new AppError(400, {
    code: 'WEBHOOK_URL_NOT_ALLOWED',
    field: 'url',
    message: allowLoopback
      ? 'Enter an http:// or https:// address of your endpoint, without a user name or password.'
      : 'Enter an https:// address of your endpoint on the public internet: private, loopback and link-local addresses are refused.',
  });

export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString('base64')}`;

export function toWebhook(row: SubscriptionRow): Webhook {
  return {
    id: row.id,
    retailer: row.retailer,
    url: row.url,
    eventTypes: row.eventTypes,
    active: row.disabledAt === null,
    previousSecretUntil: row.previousSecretUntil,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The retailer a call is about: an admin's own unless named, an operator's must be named and must exist. */
export async function retailerOf(deps: ServiceDeps, session: StaffSession, named: string | undefined) {
  const retailer = named ?? session.retailer ?? undefined;
  if (retailer === undefined)
    throw new AppError(400, {
      code: 'STAFF_RETAILER_REQUIRED',
      field: 'retailer',
      message: 'Choose the retailer this is for.',
    });
  authorize(session, 'integrations.manage', { retailer });
  const known = await deps.db.selectFrom('locations').select('id').where('retailer', '=', retailer).executeTakeFirst();
  if (!known)
    throw new AppError(400, {
      code: 'STAFF_RETAILER_UNKNOWN',
      field: 'retailer',
      message: 'No pharmacy of this retailer is listed. Check the retailer’s name.',
    });
  return retailer;
}

async function checkUrl(deps: ServiceDeps, url: string) {
  const allow = deps.config.webhookAllowLoopback;
  if (urlRefusal(url, allow) !== null) throw urlNotAllowed(allow);
  if (!(await resolvesToAllowed(new URL(url).hostname, allow))) throw urlNotAllowed(allow);
}

async function subscriptionInScope(deps: ServiceDeps, actor: StaffActor, id: string) {
  const row = await findSubscription(deps.db, id);
  if (!row) throw notFound();
  authorize(actor.session, 'integrations.manage', { retailer: row.retailer });
  return row;
}

const audit = (
  deps: ServiceDeps,
  actor: StaffActor,
  action: string,
  row: { id: string; retailer: string },
  changes: Record<string, unknown> | null,
) => ({
  at: deps.clock.now().toISOString(),
  actorId: actor.session.staffId,
  action,
  recordType: 'webhook_subscription',
  recordId: row.id,
  changes,
  address: actor.address,
  retailer: row.retailer,
});

export async function listWebhooks(deps: ServiceDeps, actor: StaffActor, query: { retailer?: string }) {
  const { session } = actor;
  const retailer = session.role === 'operator' ? query.retailer : await retailerOf(deps, session, query.retailer);
  if (retailer !== undefined) authorize(session, 'integrations.manage', { retailer });
  return (await listSubscriptions(deps.db, retailer === undefined ? null : [retailer])).map(toWebhook);
}

export async function createWebhook(
  deps: ServiceDeps,
  actor: StaffActor,
  body: { retailer?: string; url: string; eventTypes: string[] },
) {
  const retailer = await retailerOf(deps, actor.session, body.retailer);
  await checkUrl(deps, body.url);
  if ((await countActiveSubscriptions(deps.db, retailer)) >= WEBHOOK_LIMITS.subscriptionsPerRetailer)
    throw new AppError(409, {
      code: 'WEBHOOK_LIMIT_REACHED',
      message: `A retailer may have ${WEBHOOK_LIMITS.subscriptionsPerRetailer} active subscriptions. Turn one off first.`,
    });
  const now = deps.clock.now().toISOString();
  const secret = newWebhookSecret();
  const id = crypto.randomUUID();
  const eventTypes = [...new Set(body.eventTypes)];
  await deps.db.transaction().execute(async (trx) => {
    await insertSubscription(trx, {
      id,
      retailer,
      url: body.url,
      eventTypes,
      secret,
      createdBy: actor.session.staffId,
      now,
    });
    await insertAuditEntry(trx, audit(deps, actor, 'webhook.create', { id, retailer }, { url: body.url, eventTypes }));
  });
  forgetSubscribers(deps.db);
  return { subscription: toWebhook((await findSubscription(deps.db, id))!), secret };
}

export async function updateWebhook(
  deps: ServiceDeps,
  actor: StaffActor,
  id: string,
  body: { url?: string; eventTypes?: string[]; active?: boolean },
) {
  const row = await subscriptionInScope(deps, actor, id);
  if (body.url !== undefined) await checkUrl(deps, body.url);
  if (body.active === true && row.disabledAt !== null)
    if ((await countActiveSubscriptions(deps.db, row.retailer)) >= WEBHOOK_LIMITS.subscriptionsPerRetailer)
      throw new AppError(409, {
        code: 'WEBHOOK_LIMIT_REACHED',
        message: `A retailer may have ${WEBHOOK_LIMITS.subscriptionsPerRetailer} active subscriptions. Turn one off first.`,
      });
  const now = deps.clock.now().toISOString();
  const change = {
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.eventTypes !== undefined ? { eventTypes: [...new Set(body.eventTypes)] } : {}),
    ...(body.active !== undefined ? { disabledAt: body.active ? null : (row.disabledAt ?? now) } : {}),
  };
  await deps.db.transaction().execute(async (trx) => {
    await updateSubscription(trx, id, change, now);
    await insertAuditEntry(trx, audit(deps, actor, 'webhook.update', row, body));
  });
  forgetSubscribers(deps.db);
  return toWebhook((await findSubscription(deps.db, id))!);
}

/** A new secret; the old one keeps signing (as a second signature) for ROTATION_OVERLAP_HOURS. */
export async function rotateWebhookSecret(deps: ServiceDeps, actor: StaffActor, id: string) {
  const row = await subscriptionInScope(deps, actor, id);
  const now = deps.clock.now();
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + ROTATION_OVERLAP_HOURS * 3600_000).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateSubscription(
      trx,
      id,
      { secret, previousSecret: row.secret, previousSecretUntil: until },
      now.toISOString(),
    );
    await insertAuditEntry(trx, audit(deps, actor, 'webhook.rotate_secret', row, { previousSecretUntil: until }));
  });
  return { subscription: toWebhook((await findSubscription(deps.db, id))!), secret };
}

export async function webhookDeliveries(
  deps: ServiceDeps,
  actor: StaffActor,
  id: string,
  query: { before?: string },
): Promise<WebhookDelivery[]> {
  await subscriptionInScope(deps, actor, id);
  const rows = await listDeliveries(deps.db, id, { limit: 100, ...(query.before ? { before: query.before } : {}) });
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    eventType: r.event_type,
    appointmentId: r.appointment_id,
    occurredAt: r.occurred_at,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: r.status === 'pending' ? r.next_attempt_at : null,
    lastAttemptAt: r.last_attempt_at,
    lastStatusCode: r.last_status_code === null ? null : Number(r.last_status_code),
    lastResponse: r.last_response,
    lastError: r.last_error,
    deliveredAt: r.delivered_at,
  }));
}

/** Sends one event, or every event of a time range, again (same event ids). */
export async function replayWebhook(
  deps: ServiceDeps,
  actor: StaffActor,
  id: string,
  which: { eventId: string } | { from: string; to: string },
): Promise<{ replayed: number }> {
  const row = await subscriptionInScope(deps, actor, id);
  const range =
    'eventId' in which ? which : { from: new Date(which.from).toISOString(), to: new Date(which.to).toISOString() };
  if ('from' in range && range.from >= range.to)
    throw new AppError(400, {
      code: 'VALIDATION_FAILED',
      field: 'to',
      message: 'The end of the range must come after its start.',
    });
  const now = deps.clock.now().toISOString();
  const replayed = await deps.db.transaction().execute(async (trx) => {
    const count = await replayDeliveries(trx, id, range, now);
    await insertAuditEntry(trx, audit(deps, actor, 'webhook.replay', row, { ...range, count }));
    return count;
  });
  return { replayed };
}
