import path from 'node:path';
import { DEFAULT_HOLD_MINUTES, MAX_HOLDS_PER_ADDRESS } from '@vaxnear/domain/constants';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

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
  /** CLOCK_OFFSET_FILE: a file whose number (ms) moves the server's clock, read at every reading (tests only). */
  clockOffsetFile: string | null;
  /** SMTP_URL, e.g. smtp://mail.internal:587 or smtps://user:pass@host: without it e-mails stay queued, unsent. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From header of every e-mail. */
  mailFrom: string;
  /** PUBLIC_BASE_URL: where people reach the site; e-mails link to it. No trailing slash. */
  publicBaseUrl: string;
  /** SMART_SLOT_CACHE_MB: memory for finished, gzipped Slot files (decision 130); 0 turns the cache off. */
  smartSlotCacheMb: number;
  /** SMART_SLOT_CACHE_TTL_S: how long a finished Slot file is served again before it is rebuilt. */
  smartSlotCacheTtlS: number;
  /** MAIL_POLL_MS: how often the mail worker looks for due e-mails and reminders. */
  mailPollMs: number;
  /** LOOKUP_RATE_LIMIT_MAX: "find my booking" tries per 15 minutes per client address (decision 142). */
  lookupRateLimitMax: number;
  /**
   * TRUST_PROXY: which X-Forwarded-For entries to believe. false (the default) believes none: the client address is
   * the TCP peer. A number is the count of proxies in front of the server; a list names the proxies' addresses.
   */
  trustProxy: false | number | string[];
  /** HOLDS_PER_ADDRESS: holds one client address may have at once (decision 110). */
  holdsPerAddress: number;
  /** LINK_SECRET: HMAC key of the links in e-mails; unset, one is made and kept in the database. */
  linkSecret: string | null;
  /** RETENTION_*: how long personal data is kept, in days (decision 112), and how often the job looks. */
  retention: {
    appointmentDays: number;
    mailDays: number;
    reminderDays: number;
    providerRequestDays: number;
    expiredConsentDays: number;
    intervalMinutes: number;
  };
  /** RATE_LIMIT_MAX: requests per minute per client address; 0 switches the limit off (load tests only). */
  rateLimitMax: number;
  /** METRICS_PORT: a listener of its own for GET /metrics (0 = any free port); null = none. */
  metricsPort: number | null;
  /** METRICS_HOST: the interface of that listener. */
  metricsHost: string;
  /** METRICS_TOKEN: when set, GET /metrics on the public port answers a request with `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /** DB_POOL_MAX: PostgreSQL connections per server; servers × this must stay under PostgreSQL's max_connections. */
  dbPoolMax: number;
  /** DB_START_TIMEOUT_MS: how long the server waits for the database at start before it gives up. */
  dbStartTimeoutMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** STREET_GEOCODER: 'census' places street addresses with the US Census Bureau's geocoder; 'off' stays offline. */
  streetGeocoder: 'off' | 'census';
  /** STREET_GEOCODER_URL: the Census geocoder's base address (a test server's in tests). */
  streetGeocoderUrl: string;
  /** STREET_GEOCODER_TIMEOUT_MS: past this the search falls back to the ZIP or city. */
  streetGeocoderTimeoutMs: number;
  /**
   * VITE_TAG_MANAGER_ID: the web build's tag manager container. Set, the Content-Security-Policy allows the tag
   * manager's host for scripts, connections and images (decision 173); the web app still loads it only after consent.
   */
  tagManager: boolean;
}

/** TRUST_PROXY: unset, "off", "false" or "0" trust no proxy; "1", "2"... a hop count; otherwise addresses or CIDRs. */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || /^(off|false|0|no)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(on|true|yes)$/i.test(text)) {
    throw new Error(
      'TRUST_PROXY must be a number of proxies or their addresses, not "true": trusting every hop lets any client choose its own address',
    );
  }
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) && !/^(loopback|linklocal|uniquelocal)$/.test(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range, or loopback/linklocal/uniquelocal`);
    }
  }
  return list;
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
    clockOffsetFile: env.CLOCK_OFFSET_FILE?.trim() || null,
    smtpUrl: env.SMTP_URL ? env.SMTP_URL : null,
    mailFrom: env.MAIL_FROM || 'Vaxnear <no-reply@vaxnear.example>',
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smartSlotCacheMb: intFrom(env.SMART_SLOT_CACHE_MB, 256, 'SMART_SLOT_CACHE_MB'),
    smartSlotCacheTtlS: intFrom(env.SMART_SLOT_CACHE_TTL_S, 30, 'SMART_SLOT_CACHE_TTL_S'),
    mailPollMs: intFrom(env.MAIL_POLL_MS, 5000, 'MAIL_POLL_MS') || 5000,
    lookupRateLimitMax: intFrom(env.LOOKUP_RATE_LIMIT_MAX, 10, 'LOOKUP_RATE_LIMIT_MAX') || 10,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    tagManager: /^GTM-[A-Z0-9]{1,12}$/i.test((env.VITE_TAG_MANAGER_ID ?? '').trim()),
    rateLimitMax: intFrom(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX'),
    linkSecret: env.LINK_SECRET ? env.LINK_SECRET : null,
    retention: {
      appointmentDays: intFrom(env.RETENTION_APPOINTMENT_DAYS, 365, 'RETENTION_APPOINTMENT_DAYS'),
      mailDays: intFrom(env.RETENTION_MAIL_DAYS, 30, 'RETENTION_MAIL_DAYS'),
      reminderDays: intFrom(env.RETENTION_REMINDER_DAYS, 30, 'RETENTION_REMINDER_DAYS'),
      providerRequestDays: intFrom(env.RETENTION_PROVIDER_REQUEST_DAYS, 365, 'RETENTION_PROVIDER_REQUEST_DAYS'),
      expiredConsentDays: intFrom(env.RETENTION_EXPIRED_CONSENT_DAYS, 0, 'RETENTION_EXPIRED_CONSENT_DAYS'),
      intervalMinutes: intFrom(env.RETENTION_INTERVAL_MINUTES, 60, 'RETENTION_INTERVAL_MINUTES') || 60,
    },
    holdsPerAddress:
      intFrom(env.HOLDS_PER_ADDRESS, MAX_HOLDS_PER_ADDRESS, 'HOLDS_PER_ADDRESS') || MAX_HOLDS_PER_ADDRESS,
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT') : null,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: env.METRICS_TOKEN ? env.METRICS_TOKEN : null,
    dbPoolMax: intFrom(env.DB_POOL_MAX, 10, 'DB_POOL_MAX') || 10,
    dbStartTimeoutMs: intFrom(env.DB_START_TIMEOUT_MS, 60_000, 'DB_START_TIMEOUT_MS'),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
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
