// The retention job runs inside the server, every RETENTION_INTERVAL_MINUTES. With several server processes on one
// database, each tries to claim the job and only one wins a round (a conditional update of its job_claims row, kept
// until the next round is due), so the work is done once per interval and never twice at the same time.
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

export const retentionPlugin = fp(
  async (app) => {
    const runOnce = async (): Promise<RetentionSummary | null> => {
      const { db } = app.database;
      const now = app.clock.now();
      const intervalMs = app.config.retention.intervalMinutes * 60_000;
      const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
      // No server writes a claim that ends later than an interval from its present; one that ends later than an
      // interval and a lease (the lease is room for servers whose clocks differ a little) came from a clock that
      // ran ahead, and is taken over rather than waited out.
      const claim = { now: now.toISOString(), until: at(CLAIM_LEASE_MS), staleAfter: at(intervalMs + CLAIM_LEASE_MS) };
      if (!(await claimJob(db, 'retention', claim))) return null;
      let summary: RetentionSummary;
      try {
        summary = await applyRetention(db, now, app.config.retention);
      } catch (error) {
        // Free the claim at once so that another server (or the next tick) tries again.
        await releaseJob(db, 'retention', app.clock.now().toISOString());
        throw error;
      }
      // Done for this round: the claim is kept until the next one is due, so the fleet runs one pass per interval.
      await releaseJob(db, 'retention', at(intervalMs));
      app.metrics.retentionLastRun.set(app.clock.now().getTime() / 1000);
      if (Object.values(summary).some((n) => n > 0)) app.log.info({ retention: summary }, 'retention pass');
      return summary;
    };
    app.decorate('retention', { runOnce });
    const tick = () => {
      runOnce().catch((error: Error) => app.log.warn({ err: { message: error.message } }, 'retention pass failed'));
    };
    const timer = setInterval(tick, app.config.retention.intervalMinutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'retention' },
);
