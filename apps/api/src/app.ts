import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import {
  hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { AppError, type ApiErrorItem } from './lib/errors.ts';
import { parseBracketQuery } from './lib/bracket-query.ts';
import { loggedPath } from './lib/log-redaction.ts';
import { refuseControlCharactersInUrl, validatorWithoutControlCharacters } from './lib/control-characters.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import { CHECK_ANSWER_MESSAGE, isLibraryMessage } from '@vaxnear/domain/plain-messages';
import { createIndexHtml, robotsTxt, sitemapXml, type RoutePreloads } from './lib/web-html.ts';
import { registerApiRoutes } from './routes/index.ts';
import { botCheckPlugin } from './plugins/app/bot-check.ts';
import { holdPurgePlugin } from './plugins/app/hold-purge.ts';
import { retentionPlugin } from './plugins/app/retention.ts';
import { mailWorkerPlugin } from './modules/mail/mail-worker.plugin.ts';
import { securityHeadersPlugin, TAG_MANAGER_HOST } from './plugins/app/security-headers.ts';
import { metricsPlugin, recordRefusal } from './plugins/app/metrics.ts';
import { databaseFault, RETRY_AFTER_SECONDS, StorageFaultMemory } from './db/database-faults.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: boolean;
  /** Where the JSON log goes (standard output when absent): tests read it to see what an operator would. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    clock: Clock;
    /** The last disk-full, read-only or corrupt database error: readiness reports it (db/database-faults.ts). */
    storageFaults: StorageFaultMemory;
  }
}

export const API_PREFIX = '/api/v1';

export async function buildApp({ config, database, clock = systemClock, logger = true, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Query strings can carry a date of birth (GET /eligibilities) and paths an access code: log the path with its
      // secrets taken out, never the query or body.
      serializers: {
        req: (req) => ({ method: req.method, path: loggedPath(req as unknown as FastifyRequest), requestId: req.id }),
      },
    } : false,
    // X-Forwarded-For is written by the client unless a proxy of ours overwrites it: believe only what TRUST_PROXY
    // names, or a client could choose its own address and escape every per-address limit.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 300, querystringParser: parseBracketQuery },
    bodyLimit: 256 * 1024,
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorWithoutControlCharacters);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', refuseControlCharactersInUrl);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  // Every answer's Date is the time by the clock the rules use (a hold ends by it), so a client with a wrong clock can
  // count a hold down by the server's time; Node's own Date would be the machine's, which differs when it is moved.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('date', clock.now().toUTCString());
    done();
  });
  app.decorate('storageFaults', new StorageFaultMemory());
  await app.register(metricsPlugin);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refuse = (status: number, items: ApiErrorItem[]) => {
      recordRefusal(app, request, items[0]?.code ?? 'UNKNOWN');
      return reply.status(status).send({ errors: items });
    };
    if (error instanceof AppError) return refuse(error.statusCode, error.items);
    const fault = databaseFault(error);
    if (fault) {
      // The cause (a code, never the message: it can quote a row's values) is what an operator needs to act on.
      request.log.error({ err: { type: error.name, code: (error as { code?: unknown }).code }, fault }, `database unavailable: ${fault.cause}`);
      app.metrics.databaseErrors.inc(fault);
      app.storageFaults.record(fault, Date.now());
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return refuse(503, [{ code: 'UNAVAILABLE', message: `The service cannot take this request right now. Please try again in ${RETRY_AFTER_SECONDS} seconds.` }]);
    }
    // @fastify/rate-limit throws the body built by errorResponseBuilder, already in our envelope.
    const prebuilt = error as unknown as { statusCode?: number; errors?: ApiErrorItem[] };
    if (Array.isArray(prebuilt.errors) && prebuilt.statusCode) return refuse(prebuilt.statusCode, prebuilt.errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const input = { querystring: request.query, body: request.body, params: request.params, headers: request.headers }[context];
      const items: ApiErrorItem[] = error.validation.map((issue) => toValidationItem(issue, context, input));
      return refuse(400, items);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: { type: error.name, message: error.message, stack: error.stack } }, 'unhandled error');
      return reply.status(500).send({ errors: [{ code: 'SOMETHING_WENT_WRONG', message: 'There was an unexpected error. Please try again.' }] });
    }
    return refuse(status, [{ code: clientErrorCode(status, error), message: clientErrorMessage(status, error) }]);
  });
  // A write that succeeded shows the storage works again (a freed disk, a remounted volume).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) app.storageFaults.clear();
  });

  // The tag manager's script is added by the web app's own bundle after consent (decision 173): only its host, and
  // only when a container is configured.
  const tagManagerHost = config.tagManager ? [TAG_MANAGER_HOST] : [];
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:', ...tagManagerHost],
        connectSrc: ["'self'", ...tagManagerHost],
        scriptSrc: ["'self'", ...tagManagerHost],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    extraHeaders: {
      // Helmet sets none. The site asks for the location only when the person presses "use my location"; no other
      // powerful feature, and no embedded page may ask for any.
      'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    },
  });
  await app.register(cookie);
  // Only the RFC 8058 one-click unsubscribe sends a form (`List-Unsubscribe=One-Click`); its token is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // No address is exempt: behind a proxy every request would come from the proxy's (often loopback) address, and an
  // exemption is one more thing a client could try to claim. Load tests switch the limit off instead.
  if (config.rateLimitMax > 0) await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      errors: [{ code: 'RATE_LIMITED', message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.` }],
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vaxnear API', version: '1.0.0', description: 'Find a pharmacy and book a COVID-19, flu, RSV or pneumococcal vaccine.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  await app.register(botCheckPlugin);
  await app.register(holdPurgePlugin);
  await app.register(retentionPlugin);
  await app.register(mailWorkerPlugin);
  await app.register(async (api) => registerApiRoutes(api), { prefix: API_PREFIX });

  registerWebApp(app, config.webDistDir, config.publicBaseUrl);
  return app;
}

function registerWebApp(app: FastifyInstance, distDir: string, publicBaseUrl: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  let indexHtml: ReturnType<typeof createIndexHtml> | undefined;
  if (hasBuild) {
    const preloadsFile = path.join(distDir, '.vite', 'route-preloads.json');
    const preloads = fs.existsSync(preloadsFile) ? JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as RoutePreloads : undefined;
    indexHtml = createIndexHtml(fs.readFileSync(indexFile, 'utf8'), preloads, () => app.clock.now().toISOString().slice(0, 10));
    if (preloads) {
      const sitemap = sitemapXml(preloads, publicBaseUrl);
      const robots = robotsTxt(preloads, publicBaseUrl);
      app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap));
      app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
    }
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed file names change with their content, so they can be kept for good.
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ errors: [{ code: 'NOT_FOUND', message: `There is no ${request.method} ${request.url.split('?')[0]}.` }] });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ errors: [{ code: 'NOT_FOUND', message: 'Not found.' }] });
    }
    if (!indexHtml) {
      return reply.type('text/plain; charset=utf-8').status(503).send('The web site has not been built yet: run `npm run build`.');
    }
    // Client-side routes: the single-page app decides, including its own not-found page. The HTML names the
    // route's chunks so the browser fetches them at once (decision 033).
    const page = indexHtml(request.url.split('?')[0]!, request.headers['accept-encoding']);
    reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (page.robots) reply.header('x-robots-tag', page.robots);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  });
}

/**
 * Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client that sent enough entries), so a count is
 * spelled out as a function: believe the nearest `hops` entries. Safe only when the server is reachable through its
 * proxies alone; naming the proxies' addresses is safer and is what docs/security.md recommends.
 */
function trustProxyOption(trust: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

function toValidationItem(issue: { instancePath?: string; message?: string }, context: string, input: unknown): ApiErrorItem {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const field = path.join('.');
  // zod 4 does not say whether a value was absent, so look at what was sent.
  const missing = path.length > 0 && valueAt(input, path) === undefined;
  const where = context === 'querystring' ? 'parameter' : context === 'params' ? 'path parameter' : 'field';
  // A schema library's own wording ("Invalid input: expected string, received null") is not for people.
  const message = issue.message && !isLibraryMessage(issue.message) ? issue.message : CHECK_ANSWER_MESSAGE;
  return {
    code: missing ? 'MISSING_INFORMATION' : 'VALIDATION_FAILED',
    message: field ? (missing ? `The ${where} "${field}" is required.` : `The ${where} "${field}" is invalid: ${message}`) : message,
    ...(field ? { field } : {}),
  };
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function clientErrorCode(status: number, error: FastifyError): string {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  return error.code?.startsWith('FST_') ? 'BAD_REQUEST' : error.code ?? 'BAD_REQUEST';
}

function clientErrorMessage(status: number, error: FastifyError): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Send the request body as application/json.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'The request body is not valid JSON.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty; send a JSON object.';
  return error.message;
}
