import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HOLD_MINUTES } from '@vaxnear/domain/constants';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** A postgres:// URL selects PostgreSQL; anything else means the embedded SQLite file. */
  databaseUrl: string | null;
  sqlitePath: string;
  dataDir: string;
  webDistDir: string;
  holdMinutes: number;
  botCheck: 'on' | 'off';
  botCheckSecret: string;
  debug: boolean;
  logLevel: string;
  /** Loads the default data at start when the database has none. */
  loadDefaultData: boolean;
  /** CLOCK_OFFSET_MS: moves the server's clock (end-to-end tests only; see lib/clock.ts offsetClock). */
  clockOffsetMs: number;
  /** SMTP_URL, e.g. smtp://mail.internal:587 or smtps://user:pass@host: without it e-mails stay queued, unsent. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From header of every e-mail. */
  mailFrom: string;
  /** PUBLIC_BASE_URL: where people reach the site; e-mails link to it. No trailing slash. */
  publicBaseUrl: string;
  /** MAIL_POLL_MS: how often the mail worker looks for due e-mails and reminders. */
  mailPollMs: number;
  /** STREET_GEOCODER: 'census' places street addresses with the US Census Bureau's geocoder; 'off' stays offline. */
  streetGeocoder: 'off' | 'census';
  /** STREET_GEOCODER_URL: the Census geocoder's base address (a test server's in tests). */
  streetGeocoderUrl: string;
  /** STREET_GEOCODER_TIMEOUT_MS: past this the search falls back to the ZIP or city. */
  streetGeocoderTimeoutMs: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null;
  const botCheck = env.BOT_CHECK === 'off' ? 'off' : 'on';
  const port = intFrom(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    sqlitePath: env.SQLITE_PATH ?? path.join(REPO_ROOT, 'var', 'vaxnear.sqlite'),
    dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'data'),
    webDistDir: env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    holdMinutes: intFrom(env.HOLD_MINUTES, DEFAULT_HOLD_MINUTES, 'HOLD_MINUTES'),
    botCheck,
    // A fixed development secret would let anyone forge proofs, so an unset secret is random per process.
    botCheckSecret: env.BOT_CHECK_SECRET ?? cryptoRandomHex(32),
    debug: env.DEBUG === '1' || env.DEBUG === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    loadDefaultData: env.LOAD_DEFAULT_DATA !== '0',
    clockOffsetMs: signedIntFrom(env.CLOCK_OFFSET_MS, 'CLOCK_OFFSET_MS'),
    smtpUrl: env.SMTP_URL ? env.SMTP_URL : null,
    mailFrom: env.MAIL_FROM || 'Vaxnear <no-reply@vaxnear.example>',
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    mailPollMs: intFrom(env.MAIL_POLL_MS, 5000, 'MAIL_POLL_MS') || 5000,
    streetGeocoder: env.STREET_GEOCODER === 'census' ? 'census' : 'off',
    streetGeocoderUrl: (env.STREET_GEOCODER_URL || 'https://geocoding.geo.census.gov/geocoder').replace(/\/+$/, ''),
    streetGeocoderTimeoutMs: intFrom(env.STREET_GEOCODER_TIMEOUT_MS, 2500, 'STREET_GEOCODER_TIMEOUT_MS') || 2500,
    ...overrides,
  };
}

function signedIntFrom(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return parsed;
}

function cryptoRandomHex(bytes: number): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');
}
