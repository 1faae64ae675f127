import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { waitlistWorkerPlugin } from './plugins/app/waitlist-worker.ts';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { parseBracketQuery } from './lib/bracket-query.ts';
import { loggedPath } from './lib/log-redaction.ts';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request-id.ts';
import { refuseControlCharactersInUrl, validatorWithoutControlCharacters } from './lib/control-characters.ts';
import { limitJsonBodies } from './lib/json-body-limits.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import type { AppServiceDeps } from './lib/service-deps.ts';
import { registerApiRoutes } from './routes/index.ts';
import { botCheckPlugin } from './plugins/app/bot-check.ts';
import { holdPurgePlugin } from './plugins/app/hold-purge.ts';
import { retentionPlugin } from './plugins/app/retention.ts';
import { mailWorkerPlugin } from './modules/mail/mail-worker.plugin.ts';
import { webhookWorkerPlugin } from './modules/webhooks/webhook-worker.plugin.ts';
import { iisWorkerPlugin } from './modules/iis/iis-worker.plugin.ts';
import { securityHeadersPlugin, siteSecurityHeaders } from './plugins/app/security-headers.ts';
import { metricsPlugin } from './plugins/app/metrics.ts';
import { errorHandlerPlugin } from './plugins/app/error-handler.ts';
import { loadSheddingPlugin } from './plugins/app/load-shedding.ts';
import { eventLoopTurns, ReadDoor } from './plugins/app/read-door.ts';
import { webAppPlugin } from './plugins/app/web-app.ts';
import { rateLimitPlugin } from './plugins/external/rate-limit.ts';
import { openApiPlugin } from './plugins/external/openapi.ts';
import { StorageFaultMemory } from './db/database-faults.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: boolean;
  /** Where the JSON log goes (standard output when absent): tests read it to see what an operator would. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered: tests walk the real route table with it (a hook added later sees none). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    clock: Clock;
    /** The last disk-full, read-only or corrupt database error: readiness reports it (db/database-faults.ts). */
    storageFaults: StorageFaultMemory;
    /** Set on SIGTERM (server.ts): readiness answers 503 and answers ask the client to reconnect elsewhere. */
    lifecycle: { draining: boolean };
    /** What the routes hand the services (lib/service-deps.ts): never the instance itself. */
    deps: AppServiceDeps;
  }
}

export const API_PREFIX = '/api/v1';

export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger = true,
  logStream,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Reads refused at the door when a crowd makes the event loop's turn long (decision 305): before Fastify, so the
  // refusal costs as little as an answer can.
  const door = config.shedReadsTurnMs > 0 ? new ReadDoor(config.shedReadsTurnMs, clock, eventLoopTurns()) : null;
  const app = Fastify({
    ...(door
      ? {
          serverFactory: (
            handler: (request: IncomingMessage, response: ServerResponse) => void,
            options: FastifyServerOptions,
          ) => {
            const server = createServer((request, response) => {
              if (!door.refuses(request, response)) handler(request, response);
            });
            // What Fastify sets on a server it creates itself (a factory's server gets none of it): its keep-alive
            // outlives a load balancer's idle timeout, as without the door.
            server.keepAliveTimeout = options.keepAliveTimeout!;
            server.requestTimeout = options.requestTimeout!;
            server.setTimeout(options.connectionTimeout!);
            if (options.maxRequestsPerSocket! > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
            return server;
          },
        }
      : {}),
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          // Query strings can carry a date of birth (GET /eligibilities) and paths an access code: log the path with its
          // secrets taken out, never the query or body.
          serializers: {
            req: (req) => ({
              method: req.method,
              path: loggedPath(req as unknown as FastifyRequest),
              requestId: req.id,
            }),
          },
        }
      : false,
    // X-Forwarded-For is written by the client unless a proxy of ours overwrites it: believe only what TRUST_PROXY
    // names, or a client could choose its own address and escape every per-address limit.
    trustProxy: trustProxyOption(config.trustProxy),
    // Fastify would take any X-Request-Id as it comes; requestIdFor takes only a well-formed one (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    routerOptions: { maxParamLength: 300, querystringParser: parseBracketQuery },
    bodyLimit: 256 * 1024,
    ajv: undefined,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  limitJsonBodies(app);
  app.setValidatorCompiler(validatorWithoutControlCharacters);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', refuseControlCharactersInUrl);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  // Every answer's Date is the time by the clock the rules use (a hold ends by it), so a client with a wrong clock can
  // count a hold down by the server's time; Node's own Date would be the machine's, which differs when it is moved.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('date', clock.now().toUTCString());
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.decorate('storageFaults', new StorageFaultMemory());
  app.decorate('lifecycle', { draining: false });
  // While draining, every answer closes its connection: a keep-alive client opens its next one through the balancer,
  // which by then sends it to a server that stays.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
  await app.register(metricsPlugin);
  if (door) {
    door.onRefused = () => app.metrics.readsRefusedAtDoor.inc();
    door.start();
    app.addHook('onClose', async () => door.stop());
  }

  // Services get these, not the instance (lib/service-deps.ts, decision 101).
  app.decorate('deps', {
    db: database.db,
    dialect: database.dialect,
    clock,
    config,
    metrics: app.metrics,
    log: app.log,
  });
  await app.register(errorHandlerPlugin);
  await app.register(loadSheddingPlugin);
  await app.register(securityHeadersPlugin, siteSecurityHeaders({ tagManager: config.tagManager }));
  await app.register(cookie);
  // Only the RFC 8058 one-click unsubscribe sends a form (`List-Unsubscribe=One-Click`); its token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await app.register(rateLimitPlugin);
  await app.register(openApiPlugin, { docsPath: `${API_PREFIX}/docs` });

  await app.register(botCheckPlugin);
  await app.register(holdPurgePlugin);
  await app.register(retentionPlugin);
  await app.register(mailWorkerPlugin);
  await app.register(webhookWorkerPlugin);
  await app.register(iisWorkerPlugin);
  await app.register(waitlistWorkerPlugin);
  await app.register(async (api) => registerApiRoutes(api), { prefix: API_PREFIX });

  await app.register(webAppPlugin, { distDir: config.webDistDir, publicBaseUrl: config.publicBaseUrl });
  return app;
}

/**
 * Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client that sent enough entries), so a count is
 * spelled out as a function: believe the nearest `hops` entries. Safe only when the server is reachable through its
 * proxies alone; naming the proxies' addresses is safer and is what docs/security.md recommends.
 */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
