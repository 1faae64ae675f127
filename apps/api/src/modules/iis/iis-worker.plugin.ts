// The registry worker, started with the server and stopped when it closes: every IIS_POLL_MS it sends the VXU messages
// that are due. Every server of a fleet runs one; the leases keep two from sending one message at once (decision 262).
import { pollingWorker, type PollingWorker } from '../../lib/polling-worker.ts';
import { sendDueIisMessages, type IisPassSummary } from './iis-delivery.service.ts';

export type IisWorker = PollingWorker<IisPassSummary>;

declare module 'fastify' {
  interface FastifyInstance {
    iisWorker: IisWorker;
  }
}

export const iisWorkerPlugin = pollingWorker<IisPassSummary>({
  name: 'iis-worker',
  decorator: 'iisWorker',
  logAs: 'registry',
  pollMs: (config) => config.iisPollMs,
  pass: (app) => sendDueIisMessages({ db: app.database.db, clock: app.clock, config: app.config }),
  worthLogging: (s) => s.answered + s.retried + s.failed > 0,
});
