// Expired holds never count towards a slot (every query compares expires_at with now), so purging them is
// housekeeping, not correctness: it keeps the holds table small. Old idempotency answers and the counters of ended
// windows (e-mails per address, lookups per confirmation number; decision 226) go the same way. With
// several servers on one database, one of them purges at a time (the others skip that turn).
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runExclusive } from '../../db/exclusive-job.ts';
import { purgeExpired } from '../../modules/reservations/reservations.repository.ts';
import { recordExpiredHolds } from '../../modules/waiting-list/waiting-list-sources.ts';
import { deleteEndedCounters } from '../../modules/rate-limits/rate-counters.repository.ts';
import { purgeBookingLimits } from '../../modules/bookings/booking-limits.repository.ts';

const PURGE_EVERY_MS = 60_000;
/** A client retries within minutes; a day is generous and keeps stored answers (with names) short-lived. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Deletes the holds that ended. Those that ended without a booking free their places: the waiting list hears of them
 * in the same transaction as they go (decision 286).
 */
export async function purgeHolds(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordExpiredHolds(trx, now.toISOString());
    await purgeExpired(trx, now, IDEMPOTENCY_RETENTION_MS);
  });
}

export const holdPurgePlugin = fp(
  async (app) => {
    const run = async () => {
      try {
        await runExclusive(app.database, 'hold-purge', async () => {
          const now = app.clock.now();
          await purgeHolds(app.database.db, now);
          // The longest window of any counter: a day for e-mails, LOOKUP_LOCK_HOURS for lookups.
          const longest = Math.max(24, app.config.lookupLockHours) * 3_600_000;
          await deleteEndedCounters(app.database.db, new Date(now.getTime() - longest).toISOString());
          await purgeBookingLimits(app.database.db, now);
        });
      } catch (error) {
        app.log.warn({ err: { message: (error as Error).message } }, 'purging expired holds failed');
      }
    };
    const timer = setInterval(() => {
      void run();
    }, PURGE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'hold-purge' },
);
