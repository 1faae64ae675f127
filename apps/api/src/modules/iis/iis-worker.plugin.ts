// The registry worker, started with the server and stopped when it closes: every IIS_POLL_MS it sends the VXU messages
// that are due. Every server of a fleet runs one; the leases keep two from sending one message at once (decision 262).
import fp from 'fastify-plugin';
import { sendDueIisMessages, type IisPassSummary } from './iis-delivery.service.ts';

export interface IisWorker {
  /** One pass now, after any pass already running (tests, and operators through a script). */
  runOnce(): Promise<IisPassSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    iisWorker: IisWorker;
  }
}

export const iisWorkerPlugin = fp(
  async (app) => {
    const pass = async (): Promise<IisPassSummary> => {
      const summary = await sendDueIisMessages({ db: app.database.db, clock: app.clock, config: app.config });
      if (summary.answered + summary.retried + summary.failed > 0) app.log.info(summary, 'registry pass');
      return summary;
    };
    let last: Promise<unknown> = Promise.resolve();
    let busy = false;
    const runOnce = (): Promise<IisPassSummary> => {
      const next = last.then(pass, pass);
      last = next.catch(() => undefined);
      return next;
    };
    app.decorate('iisWorker', { runOnce });
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        runOnce()
          .catch((error: { name?: string; code?: string }) =>
            app.log.warn({ err: { type: error?.name, code: error?.code } }, 'registry pass failed'),
          )
          .finally(() => {
            busy = false;
          });
      }, app.config.iisPollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await last;
    });
  },
  { name: 'iis-worker' },
);
