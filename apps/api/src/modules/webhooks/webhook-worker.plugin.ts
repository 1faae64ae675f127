// The webhook worker, started with the server and stopped when it closes: every WEBHOOK_POLL_MS it sends what is due.
// Every server of a fleet runs one; the leases keep them from sending one delivery at the same time (decision 247).
import fp from 'fastify-plugin';
import { deliverDueWebhooks, type WebhookPassSummary } from './webhook-delivery.service.ts';

export interface WebhookWorker {
  /** One pass now, after any pass already running (tests, and operators through a script). */
  runOnce(): Promise<WebhookPassSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookWorker: WebhookWorker;
  }
}

export const webhookWorkerPlugin = fp(
  async (app) => {
    const pass = async (): Promise<WebhookPassSummary> => {
      const summary = await deliverDueWebhooks({ db: app.database.db, clock: app.clock, config: app.config });
      if (summary.delivered + summary.retried + summary.failed > 0) app.log.info(summary, 'webhook pass');
      return summary;
    };
    let last: Promise<unknown> = Promise.resolve();
    let busy = false;
    const runOnce = (): Promise<WebhookPassSummary> => {
      const next = last.then(pass, pass);
      last = next.catch(() => undefined);
      return next;
    };
    app.decorate('webhookWorker', { runOnce });
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        runOnce()
          .catch((error: { name?: string; code?: string }) =>
            app.log.warn({ err: { type: error?.name, code: error?.code } }, 'webhook pass failed'),
          )
          .finally(() => {
            busy = false;
          });
      }, app.config.webhookPollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await last;
    });
  },
  { name: 'webhook-worker' },
);
