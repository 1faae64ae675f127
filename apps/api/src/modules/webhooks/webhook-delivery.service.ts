// The webhook worker's pass (decision 247): claim due deliveries with a lease (as the mail outbox does), send them all
// at once (each with its own timeout, so a slow receiver holds up nobody else), and record each outcome: delivered,
// retried after the backoff with jitter, or failed after the last attempt (about 28 hours).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { webhookRetryDelayMs } from '@vaxnear/domain/webhooks';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { buildWebhookBody } from './webhook-payload.ts';
import { sendWebhook } from './webhook-sender.ts';
import { claimDeliveries, findDueDeliveries, findSubscription, recordAttempts } from './webhooks.repository.ts';

export interface WebhookPassSummary {
  delivered: number;
  retried: number;
  failed: number;
}

export interface WebhookPassOptions {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<AppConfig, 'webhookTimeoutMs' | 'webhookAllowLoopback'>;
  /** Deliveries per pass. */
  batch?: number;
  /** Jitter source, [0, 1). */
  random?: () => number;
}

/** The secrets that sign now: the current one, and the previous one until its rotation period ends. */
export function signingSecrets(
  subscription: { secret: string; previousSecret: string | null; previousSecretUntil: string | null },
  now: string,
): string[] {
  return subscription.previousSecret && subscription.previousSecretUntil && now < subscription.previousSecretUntil
    ? [subscription.secret, subscription.previousSecret]
    : [subscription.secret];
}

export async function deliverDueWebhooks(options: WebhookPassOptions): Promise<WebhookPassSummary> {
  const { db, clock, config } = options;
  const random = options.random ?? Math.random;
  const summary: WebhookPassSummary = { delivered: 0, retried: 0, failed: 0 };
  const started = clock.now();
  // Long enough for the requests and their bookkeeping; after it, another worker may take the rows again.
  const leaseUntil = new Date(started.getTime() + config.webhookTimeoutMs * 2 + 30_000).toISOString();
  const due = await findDueDeliveries(db, started.toISOString(), options.batch ?? 50);
  // One UPDATE claims them all and one transaction records the outcomes: on SQLite every write transaction waits for
  // the disk, as bookings do, so a pass costs bookings two commits whatever the number of failing receivers.
  const claimed = await claimDeliveries(
    db,
    due.map((d) => d.id),
    crypto.randomUUID(),
    started.toISOString(),
    leaseUntil,
  );
  const subscriptions = new Map<string, Awaited<ReturnType<typeof findSubscription>>>();
  for (const id of new Set(claimed.map((d) => d.subscriptionId))) subscriptions.set(id, await findSubscription(db, id));
  const outcomes: Parameters<typeof recordAttempts>[1][number][] = [];
  await Promise.all(
    claimed.map(async (delivery) => {
      const subscription = subscriptions.get(delivery.subscriptionId);
      const at = clock.now();
      if (!subscription || subscription.disabledAt !== null) {
        outcomes.push({
          delivery,
          outcome: { statusCode: null, response: null, error: 'subscription_disabled', result: { failed: true } },
        });
        summary.failed += 1;
        return;
      }
      const body = JSON.stringify(await buildWebhookBody(db, delivery));
      const sent = await sendWebhook({
        url: subscription.url,
        eventId: delivery.eventId,
        body,
        secrets: signingSecrets(subscription, at.toISOString()),
        at,
        timeoutMs: config.webhookTimeoutMs,
        allowLoopback: config.webhookAllowLoopback,
      });
      const now = clock.now();
      const ok = sent.statusCode !== null && sent.statusCode >= 200 && sent.statusCode < 300;
      const delay = ok ? null : webhookRetryDelayMs(delivery.attempts, random());
      outcomes.push({
        delivery,
        outcome: {
          ...sent,
          result: ok
            ? { delivered: now.toISOString() }
            : delay === null
              ? { failed: true }
              : { retryAt: new Date(now.getTime() + delay).toISOString() },
        },
      });
      if (ok) summary.delivered += 1;
      else if (delay === null) summary.failed += 1;
      else summary.retried += 1;
    }),
  );
  await recordAttempts(db, outcomes);
  return summary;
}
