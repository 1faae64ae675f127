// Expired holds never count towards a slot (every query compares expires_at with now), so purging them is
// housekeeping, not correctness: it keeps the holds table small. Old idempotency answers go the same way. With
// several servers on one database, one of them purges at a time (the others skip that turn).
import fp from 'fastify-plugin';
import { runExclusive } from '../../db/exclusive-job.ts';
import { purgeExpired } from '../../modules/reservations/reservations.repository.ts';
import { purgeBookingLimits } from '../../modules/bookings/booking-limits.repository.ts';

const PURGE_EVERY_MS = 60_000;
/** A client retries within minutes; a day is generous and keeps stored answers (with names) short-lived. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

export const holdPurgePlugin = fp(
  async (app) => {
    const run = async () => {
      try {
        await runExclusive(app.database, 'hold-purge', async () => {
          await purgeExpired(app.database.db, app.clock.now(), IDEMPOTENCY_RETENTION_MS);
          await purgeBookingLimits(app.database.db, app.clock.now());
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
