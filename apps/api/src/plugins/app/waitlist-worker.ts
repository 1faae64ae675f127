// The waiting list's worker (decision 264): every WAITLIST_POLL_MS it gives lapsed offers back and offers every
// opened place. Every server may run it at once: each opening and each offer is decided by a conditional update in
// the database, so one place is never offered twice. Off (0) in the API tests unless a test asks: they run a pass
// themselves, with their own clock, through `app.waitlistWorker.runOnce()` or runWaitlistPass.
import { pollingWorker, type PollingWorker } from '../../lib/polling-worker.ts';
import { runWaitlistPass } from '../../modules/waiting-list/waiting-list.service.ts';

export type WaitlistPassSummary = Awaited<ReturnType<typeof runWaitlistPass>>;
export type WaitlistWorker = PollingWorker<WaitlistPassSummary>;

declare module 'fastify' {
  interface FastifyInstance {
    waitlistWorker: WaitlistWorker;
  }
}

export const waitlistWorkerPlugin = pollingWorker<WaitlistPassSummary>({
  name: 'waitlist-worker',
  decorator: 'waitlistWorker',
  logAs: 'waiting-list',
  pollMs: (config) => config.waitlistPollMs,
  pass: (app) => runWaitlistPass(app.deps),
  worthLogging: (s) => s.offered + s.lapsed > 0,
});
