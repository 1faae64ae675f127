// The webhook worker, started with the server and stopped when it closes: every WEBHOOK_POLL_MS it sends what is due.
// Every server of a fleet runs one; the leases keep them from sending one delivery at the same time (decision 247).
import { pollingWorker, type PollingWorker } from '../../lib/polling-worker.ts';
import { deliverDueWebhooks, type WebhookPassSummary } from './webhook-delivery.service.ts';

export type WebhookWorker = PollingWorker<WebhookPassSummary>;

declare module 'fastify' {
  interface FastifyInstance {
    webhookWorker: WebhookWorker;
  }
}

export const webhookWorkerPlugin = pollingWorker<WebhookPassSummary>({
  name: 'webhook-worker',
  decorator: 'webhookWorker',
  logAs: 'webhook',
  pollMs: (config) => config.webhookPollMs,
  pass: (app) => deliverDueWebhooks({ db: app.database.db, clock: app.clock, config: app.config }),
  worthLogging: (s) => s.delivered + s.retried + s.failed > 0,
});
