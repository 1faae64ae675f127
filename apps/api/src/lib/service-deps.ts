import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { DialectName } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { AppMetrics } from '../plugins/app/metrics.ts';

/**
 * What every service is given: the database and its dialect, the clock and the settings. A service takes this (plus
 * the few extras it declares, such as metrics) rather than the Fastify instance, so a test or a job can call it with
 * a database and a fixed clock and nothing else (decision 101).
 */
export interface ServiceDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  config: AppConfig;
}

/** For the services that count what they do (bookings, holds). */
export interface WithMetrics {
  metrics: AppMetrics;
}

/** For the services that tell an operator something that is not an error. */
export interface WithLog {
  log: { info(details: object, message: string): void };
}

/** Everything a route may hand a service: the app decorates one of these as `app.deps` (app.ts). */
export type AppServiceDeps = ServiceDeps & WithMetrics & WithLog;
