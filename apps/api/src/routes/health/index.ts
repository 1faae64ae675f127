// Liveness and readiness (decision 121). /health answers while the process can answer at all: an orchestrator
// restarts the process when it does not. /health/ready answers 200 only when this server can serve bookings: the
// database answers a real query, has run every migration this server knows, and has shown no storage fault (disk
// full, read-only, corrupt) since the last write that succeeded. A load balancer sends traffic only to ready servers.
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/database.ts';
import { databaseFault, RETRY_AFTER_SECONDS } from '../../db/database-faults.ts';

/** A readiness probe must answer quickly even when the database hangs. */
const READY_TIMEOUT_MS = 2_000;

export async function healthRoutes(api: FastifyInstance): Promise<void> {
  api.get('/health', { schema: { hide: true } }, async () => ({ data: { status: 'ok' } }));
  api.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const problem = await readinessProblem(api);
    if (problem === null) return { data: { status: 'ready' } };
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    return reply
      .status(503)
      .send({ errors: [{ code: 'UNAVAILABLE', message: `This server cannot serve right now: ${problem}.` }] });
  });
}

async function readinessProblem(api: FastifyInstance): Promise<string | null> {
  // Readiness goes false first on SIGTERM, while the server still serves: the balancer stops sending (decision 268).
  if (api.lifecycle.draining) return 'it is stopping; send new requests to another server';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('the database did not answer in time'), READY_TIMEOUT_MS);
  });
  const check = (async () => {
    try {
      const pending = await pendingMigrations(api.database.db);
      if (pending.length > 0)
        return `the database misses ${pending.length} migration(s); start one server of this version to run them`;
    } catch (error) {
      const fault = databaseFault(error);
      return `the database is unavailable (${fault?.cause ?? 'unexpected error'})`;
    }
    const storage = api.storageFaults.recent(Date.now());
    return storage ? `the database refused a write (${storage})` : null;
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
