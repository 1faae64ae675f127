// The one call other services make when something happens to an appointment (decision 247):
//
//   await recordAppointmentEvent(trx, deps, { appointmentId, locationId, retailer, type: 'appointment.checked_in' });
//
// inside the transaction that makes the change, after the change. It adds no SQL when the location's retailer has no
// active subscription for that event (the list of subscriptions is kept in memory and read again at most every
// WEBHOOK_CACHE_S seconds: the delay before a new subscription receives events), and exactly one INSERT otherwise,
// whatever the number of appointments and subscriptions. The worker sends it later (webhook-delivery.service.ts).
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { WebhookEventType } from '@vaxnear/domain/webhooks';
import type { Database } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { activeSubscriptions, insertDeliveries, type NewDelivery } from './webhooks.repository.ts';

export interface AppointmentEvent {
  appointmentId: string;
  locationId: string;
  /** The location's retailer (LocationRecord.retailer): whose subscriptions hear of it. */
  retailer: string;
  type: WebhookEventType;
}

interface SubscriberList {
  byRetailer: Map<string, Array<{ id: string; eventTypes: ReadonlySet<string> }>>;
  loadedAt: number;
}

// Per database (tests run several apps in one process), never shared between two databases.
const lists = new WeakMap<object, SubscriberList>();

/** Forget the list, so the next event reads it again: called after this process changes a subscription. */
export function forgetSubscribers(db: Kysely<Database>): void {
  lists.delete(db);
}

async function subscribersOf(
  trx: Kysely<Database> | Transaction<Database>,
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
): Promise<SubscriberList> {
  const now = deps.clock.now().getTime();
  const cached = lists.get(deps.db);
  if (cached && now >= cached.loadedAt && now - cached.loadedAt < deps.config.webhookCacheS * 1000) return cached;
  // Read through the caller's transaction: on SQLite a read beside it would wait for it to end.
  const rows = await activeSubscriptions(trx);
  const byRetailer: SubscriberList['byRetailer'] = new Map();
  for (const row of rows) {
    const list = byRetailer.get(row.retailer) ?? [];
    list.push({ id: row.id, eventTypes: new Set(JSON.parse(row.event_types) as string[]) });
    byRetailer.set(row.retailer, list);
  }
  const list = { byRetailer, loadedAt: now };
  lists.set(deps.db, list);
  return list;
}

/**
 * Records appointment events for the subscriptions that want them, in the caller's transaction: they are sent only if
 * it commits. One appointment's events are delivered in the order they are recorded.
 */
export async function recordAppointmentEvent(
  trx: Kysely<Database> | Transaction<Database>,
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config'>,
  ...events: AppointmentEvent[]
): Promise<void> {
  if (events.length === 0) return;
  const { byRetailer } = await subscribersOf(trx, deps);
  if (byRetailer.size === 0) return;
  const occurredAt = deps.clock.now().toISOString();
  const rows: NewDelivery[] = [];
  for (const event of events) {
    const subscribers = byRetailer.get(event.retailer);
    if (!subscribers) continue;
    const eventId = `evt_${crypto.randomUUID().replace(/-/g, '')}`;
    for (const subscriber of subscribers) {
      if (!subscriber.eventTypes.has(event.type)) continue;
      rows.push({
        id: crypto.randomUUID(),
        eventId,
        eventType: event.type,
        subscriptionId: subscriber.id,
        retailer: event.retailer,
        appointmentId: event.appointmentId,
        locationId: event.locationId,
        occurredAt,
      });
    }
  }
  if (rows.length > 0) await insertDeliveries(trx, rows);
}
