import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, built from the routes' zod schemas (the domain contracts), and its reader at `docsPath`. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { docsPath }: { docsPath: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Vaxnear API',
          version: '1.0.0',
          description: 'Find a pharmacy and book a COVID-19, flu, RSV or pneumococcal vaccine.',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: docsPath });
  },
  { name: 'openapi' },
);
