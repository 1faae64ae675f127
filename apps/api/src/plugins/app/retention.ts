// The retention job runs inside the server, every RETENTION_INTERVAL_MINUTES. With several server processes on one
// database, each tries to claim the job and only one wins a round (a conditional update of its job_claims row), so
// the work is done once and never twice at the same time.
import fp from 'fastify-plugin';
import { applyRetention, type RetentionSummary } from '../../modules/retention/retention.service.ts';
import { claimJob, releaseJob } from '../../modules/retention/retention.repository.ts';

/** Longer than any pass takes; if a server dies mid-pass, another takes over after it. */
const CLAIM_LEASE_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    retention: {
      /** One pass now if no other server is running one: the summary, or null when another server holds the job. */
      runOnce(): Promise<RetentionSummary | null>;
    };
  }
}

export const retentionPlugin = fp(async (app) => {
  const runOnce = async (): Promise<RetentionSummary | null> => {
    const { db } = app.database;
    const now = app.clock.now();
    if (!(await claimJob(db, 'retention', now.toISOString(), new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()))) return null;
    try {
      const summary = await applyRetention(db, now, app.config.retention);
      if (Object.values(summary).some((n) => n > 0)) app.log.info({ retention: summary }, 'retention pass');
      return summary;
    } finally {
      // The next round is due by the interval, not by the lease: free the claim for whichever server comes first.
      await releaseJob(db, 'retention', app.clock.now().toISOString());
    }
  };
  app.decorate('retention', { runOnce });
  const tick = () => { runOnce().catch((error: Error) => app.log.warn({ err: { message: error.message } }, 'retention pass failed')); };
  const timer = setInterval(tick, app.config.retention.intervalMinutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => { clearInterval(timer); });
}, { name: 'retention' });
