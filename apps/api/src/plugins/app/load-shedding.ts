// Load shedding (decision 267): when this server is past what it can answer in time, it says so at once (503 with
// Retry-After, in the API's error envelope) instead of queueing work until every answer, bookings included, is late.
// @fastify/under-pressure samples the event loop delay and the heap every second and runs our check of the
// PostgreSQL pool's queue. Reads go first: a write (a person with a hold booking it, a cancellation) is still taken
// until the event loop delay is twice its limit, and whatever the pool's queue, so the search gives way first. Liveness, readiness and
// metrics are never shed: a busy server is not a dead one, and an orchestrator must not restart it for being busy.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure, { TYPE_EVENT_LOOP_DELAY, TYPE_HEALTH_CHECK } from '@fastify/under-pressure';
import { recordRefusal } from './metrics.ts';

/** What a shed request is told to wait, in seconds: long enough for a second's sample to change. */
export const SHED_RETRY_AFTER_SECONDS = 2;
const SAMPLE_INTERVAL_MS = 1000;
const NEVER_SHED = new Set(['/api/v1/health', '/api/v1/health/ready', '/metrics']);

/** What every shed request is answered (503), here and at the door (read-door.ts): the API's error envelope. */
export const SHED_ANSWER = {
  errors: [
    {
      code: 'UNAVAILABLE',
      message: `The service is very busy right now. Please try again in ${SHED_RETRY_AFTER_SECONDS} seconds.`,
    },
  ],
};

/** A read: what is shed first, here and at the door. */
export const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/**
 * Whether a request to this URL may be shed at all. The site's own pages and files are stored bytes (a CDN serves
 * them in front of a fleet): shedding them would turn a busy API into a blank page, so only the API's work is shed.
 * Liveness, readiness and metrics never are: a busy server is not a dead one.
 */
export function sheddable(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/api/') && !NEVER_SHED.has(path);
}

export const loadSheddingPlugin = fp(
  async (app: FastifyInstance) => {
    const { shedEventLoopDelayMs, shedHeapMb, shedDbWaiting } = app.config;
    if (shedEventLoopDelayMs === 0 && shedHeapMb === 0 && shedDbWaiting === 0) return;
    const shed = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (!sheddable(request.url)) return undefined;
      if (!isRead(request.method)) {
        // A write is let through until the pressure is twice the limit; memory past its limit spares nothing.
        if (type === TYPE_EVENT_LOOP_DELAY && (value ?? 0) <= 2 * shedEventLoopDelayMs) return undefined;
        // A long pool queue sheds reads only: a booking waits its turn (the pool's 5 s connection timeout bounds it).
        if (type === TYPE_HEALTH_CHECK) return undefined;
      }
      recordRefusal(app, request, 'UNAVAILABLE');
      request.log.warn({ shed: { type } }, 'shed: the server is over its load limit');
      reply.status(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      return SHED_ANSWER;
    };
    await app.register(underPressure, {
      sampleInterval: SAMPLE_INTERVAL_MS,
      maxEventLoopDelay: shedEventLoopDelayMs,
      maxHeapUsedBytes: shedHeapMb * 1024 * 1024,
      retryAfter: SHED_RETRY_AFTER_SECONDS,
      // The plugin sends what the handler returns (and goes on when it returns nothing); its types say void.
      pressureHandler: shed as unknown as (...args: Parameters<typeof shed>) => void,
      ...(shedDbWaiting > 0
        ? {
            // under-pressure calls a false here "unhealthy"; for us it is "the pool's queue is too long".
            healthCheck: async () => app.database.poolWaiting() <= shedDbWaiting,
            healthCheckInterval: 250,
          }
        : {}),
    });
  },
  { name: 'load-shedding', dependencies: ['metrics'] },
);
