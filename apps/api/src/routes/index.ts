import type { FastifyInstance } from 'fastify';

/** Every resource of the spec's call table, one folder each under routes/. */
export async function registerApiRoutes(api: FastifyInstance): Promise<void> {
  api.get('/health', { schema: { hide: true } }, async () => ({ data: { status: 'ok' } }));
}
