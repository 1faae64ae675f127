// The waiting list's worker (decision 264): every WAITLIST_PASS_MS it gives lapsed offers back and offers every
// opened place. Every server may run it at once: each opening and each offer is decided by a conditional update in
// the database, so one place is never offered twice. It only runs where mail is sent (not in tests, which call
// runWaitlistPass themselves with their own clock).
import fp from 'fastify-plugin';
import { runWaitlistPass } from '../../modules/waiting-list/waiting-list.service.ts';

const WAITLIST_PASS_MS = 10_000;

export const waitlistWorkerPlugin = fp(
  async (app) => {
    if (app.config.mailPollMs <= 0) return;
    const timer = setInterval(() => {
      runWaitlistPass(app.deps).catch((error: unknown) =>
        app.log.warn({ err: { message: (error as Error).message } }, 'waiting-list pass failed'),
      );
    }, WAITLIST_PASS_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'waitlist-worker' },
);
