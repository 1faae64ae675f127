// Prometheus metrics (docs/operations.md explains each one). Each app has its own registry, so tests that build many
// apps never mix counts. They are served at GET /metrics on METRICS_PORT (a listener of its own, kept off the public
// load balancer) and, when METRICS_TOKEN is set, on the public port to a request carrying that bearer token; with
// neither, /metrics is not served. Labels are route patterns and codes, never anything a client typed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { REPO_ROOT } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { countMailByStatus } from '../../modules/mail/mail-outbox.repository.ts';
import { countActiveHolds, oldestPendingMailAt } from '../../modules/observability/scrape-gauges.repository.ts';

export interface AppMetrics {
  registry: Registry;
  bookingsCreated: Counter;
  appointmentsBooked: Counter;
  holdsCreated: Counter;
  bookingsRefused: Counter<'reason'>;
  /** Reads answered 503 by the HTTP server itself to keep the event loop's turn short (read-door.ts). */
  readsRefusedAtDoor: Counter;
  mailSent: Counter;
  mailFailed: Counter<'final'>;
  databaseErrors: Counter<'kind' | 'cause'>;
  /** Appointments cancelled, by who cancelled: the person, or the pharmacy on their behalf. */
  appointmentsCancelled: Counter<'by'>;
  /** Appointments moved to another time (the person's own change, or a closure's offer taken). */
  appointmentsRescheduled: Counter;
  /** When this server last finished a retention pass (set by plugins/app/retention.ts). */
  retentionLastRun: Gauge;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    /**
     * Opens the METRICS_PORT listener (when set) and resolves with its address; rejects when the port is taken, so
     * the server stops rather than run without the metrics it was told to serve. The server calls it just before
     * it listens on its main port, and closing the app closes it.
     */
    listenMetrics(): Promise<string | null>;
  }
}

/** The booking call: its 4xx and 503 answers are counted by reason. */
const BOOKING_ROUTE = '/api/v1/appointments/batch_create';

/** The release, from the repository's package.json (the image and `npm start` both keep it beside the server). */
export const VERSION = readVersion();

function readVersion(): string {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' && version ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createMetrics(database: FastifyInstance['database'], clock: Clock): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  new Gauge({
    name: 'vaxnear_build_info',
    help: 'Always 1; its labels say which release and Node.js this server runs.',
    labelNames: ['version', 'node'],
    registers,
  }).set({ version: VERSION, node: process.version }, 1);
  // The pool figures come first: a scrape reads them before its own queries below take a connection.
  const pool = () => database.poolStats();
  new Gauge({
    name: 'vaxnear_db_pool_max',
    help: 'Database connections this server may open (DB_POOL_MAX on PostgreSQL; 1 on SQLite).',
    registers,
    collect() {
      this.set(pool().max);
    },
  });
  new Gauge({
    name: 'vaxnear_db_pool_in_use',
    help: 'Database connections lent to a query or transaction at the scrape.',
    registers,
    collect() {
      this.set(pool().inUse);
    },
  });
  new Gauge({
    name: 'vaxnear_db_pool_waiting',
    help: 'Queries and transactions waiting for a database connection at the scrape.',
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });
  collectDefaultMetrics({ register: registry, prefix: 'vaxnear_' });
  // prom-client names three gauges *_total, a suffix Prometheus keeps for counters (`promtool check metrics` refuses
  // them); each is the sum of the per-type gauge beside it (vaxnear_nodejs_active_handles{type} and so on).
  for (const name of ['handles', 'requests', 'resources'])
    registry.removeSingleMetric(`vaxnear_nodejs_active_${name}_total`);
  new Gauge({
    name: 'vaxnear_mail_pending',
    help: 'E-mails in the outbox waiting to be sent (read from the database at each scrape).',
    registers,
    async collect() {
      // A scrape while the database is down still answers, without this one figure.
      const counts = await countMailByStatus(database.db).catch(() => null);
      if (counts) this.set(counts.pending ?? 0);
    },
  });
  new Gauge({
    name: 'vaxnear_mail_oldest_pending_age_seconds',
    help: 'How long the oldest e-mail waiting in the outbox has waited (0 when none waits; read at each scrape).',
    registers,
    async collect() {
      const oldest = await oldestPendingMailAt(database.db).catch(() => undefined);
      if (oldest === undefined) return;
      this.set(oldest ? Math.max(0, (clock.now().getTime() - Date.parse(oldest)) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'vaxnear_holds_active',
    help: 'Time slots held for someone booking now, not yet expired (read from the database at each scrape).',
    registers,
    async collect() {
      const count = await countActiveHolds(database.db, clock.now().toISOString()).catch(() => null);
      if (count !== null) this.set(count);
    },
  });
  return {
    registry,
    bookingsCreated: new Counter({
      name: 'vaxnear_bookings_created_total',
      help: 'Booking requests that stored a registration (retries with the same Idempotency-Key count once).',
      registers,
    }),
    appointmentsBooked: new Counter({
      name: 'vaxnear_slots_taken_total',
      help: 'Places in time slots taken by bookings (one per appointment).',
      registers,
    }),
    holdsCreated: new Counter({
      name: 'vaxnear_holds_created_total',
      help: 'Time slots held for a client.',
      registers,
    }),
    bookingsRefused: new Counter({
      name: 'vaxnear_bookings_refused_total',
      help: 'Booking requests answered with an error, by error code.',
      labelNames: ['reason'],
      registers,
    }),
    readsRefusedAtDoor: new Counter({
      name: 'vaxnear_reads_shed_total',
      help: 'API reads answered 503 before handling to keep the event loop turn under SHED_READS_TURN_MS.',
      registers,
    }),
    mailSent: new Counter({
      name: 'vaxnear_mail_sent_total',
      help: 'E-mails handed to the mail server by this process.',
      registers,
    }),
    mailFailed: new Counter({
      name: 'vaxnear_mail_failed_total',
      help: 'Failed sending attempts; final="true" when the e-mail was given up.',
      labelNames: ['final'],
      registers,
    }),
    databaseErrors: new Counter({
      name: 'vaxnear_database_errors_total',
      help: 'Requests and jobs that met a database fault, by kind and cause.',
      labelNames: ['kind', 'cause'],
      registers,
    }),
    appointmentsCancelled: new Counter({
      name: 'vaxnear_appointments_cancelled_total',
      help: 'Appointments cancelled, by who cancelled (person, pharmacy).',
      labelNames: ['by'],
      registers,
    }),
    appointmentsRescheduled: new Counter({
      name: 'vaxnear_appointments_rescheduled_total',
      help: 'Appointments moved to another time or pharmacy.',
      registers,
    }),
    retentionLastRun: new Gauge({
      name: 'vaxnear_retention_last_run_timestamp_seconds',
      help: 'When this server last finished a retention pass (Unix time; 0 until it has; one server of a fleet runs each pass).',
      registers,
    }),
  };
}

export const metricsPlugin = fp(
  async (app) => {
    const metrics = createMetrics(app.database, app.clock);
    app.decorate('metrics', metrics);
    const requests = new Counter({
      name: 'vaxnear_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [metrics.registry],
    });
    const duration = new Histogram({
      name: 'vaxnear_http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      registers: [metrics.registry],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request);
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    const { metricsToken, metricsPort, metricsHost } = app.config;
    if (metricsToken) {
      const expected = Buffer.from(`Bearer ${metricsToken}`);
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
          return reply.status(404).send({ errors: [{ code: 'NOT_FOUND', message: 'There is no GET /metrics.' }] });
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      });
    }
    let listener: FastifyInstance | null = null;
    app.decorate('listenMetrics', async () => {
      if (metricsPort === null || listener) return null;
      listener = Fastify({ logger: false });
      listener.get('/metrics', async (_request, reply) =>
        reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
      );
      const address = await listener.listen({ port: metricsPort, host: metricsHost });
      app.log.info({ address }, 'metrics listening');
      return address;
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  },
  { name: 'metrics' },
);

function routeLabel(request: FastifyRequest): string {
  // A web page is labelled by the page pattern of the web app's route tree it opens (plugins/app/web-app.ts); other
  // unknown paths (404s) share one label, so a scanner cannot grow the series without bound.
  return request.routeOptions.url ?? request.webPage ?? 'unmatched';
}

/** Counts a refused booking request by its error code. */
export function recordRefusal(app: FastifyInstance, request: FastifyRequest, code: string) {
  if (request.routeOptions.url === BOOKING_ROUTE) app.metrics.bookingsRefused.inc({ reason: code });
}
