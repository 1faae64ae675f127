import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/** RATE_LIMIT_MAX requests per minute per client address (config.ts); routes may set a tighter limit of their own. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    // No address is exempt: behind a proxy every request would come from the proxy's (often loopback) address, and an
    // exemption is one more thing a client could try to claim. Load tests switch the limit off instead.
    if (app.config.rateLimitMax > 0)
      await app.register(rateLimit, {
        global: true,
        max: app.config.rateLimitMax,
        timeWindow: '1 minute',
        errorResponseBuilder: (_req, context) => ({
          statusCode: 429,
          errors: [
            {
              code: 'RATE_LIMITED',
              message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
            },
          ],
        }),
      });
  },
  { name: 'rate-limit' },
);
