import path from 'node:path';
import { z } from 'zod';
import {
  BOOKINGS_PER_ADDRESS_PER_DAY,
  BOOKINGS_PER_EMAIL_PER_DAY,
  BOT_CHECK_COST_STEP,
  DEFAULT_HOLD_MINUTES,
  MAX_HOLDS_PER_ADDRESS,
} from '@vaxnear/domain/constants';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** A postgres:// URL selects PostgreSQL; null (DATABASE_URL unset) the embedded SQLite file. Anything else is refused. */
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
  /**
   * PUBLIC_BASE_URL: where people reach the site; e-mails, the SMART Scheduling Links manifest and its deep links
   * point at it (never at the request's Host, decision 233). No trailing slash.
   */
  publicBaseUrl: string;
  /** SMART_SLOT_CACHE_MB: local disk for the built SMART Scheduling Links files, gzip and brotli (decision 252). */
  smartSlotCacheMb: number;
  /**
   * SMART_FEED_DIR: the folder in which this server makes a folder of its own for its built feed files (deleted
   * when it stops); unset, the system's temporary folder.
   */
  smartFeedDir: string | null;
  /**
   * SMART_SLOT_CACHE_TTL_S: the shortest time between two builds of one feed file; a booking shows in its state's
   * file after at most this plus 5 s (decision 252).
   */
  smartSlotCacheTtlS: number;
  /** SMART_FEED_REFRESH_S: every feed file is built again at least this often, so slots in the past leave it. */
  smartFeedRefreshS: number;
  /** SMART_FEED_MAX_BUILDS: feed files built at once per server; readers past 8 times this wait no more (503). */
  smartFeedMaxBuilds: number;
  /** SMART_FEED_MAX_SINCE_READS: `_since` Slot reads answered at once per server; past 8 times this, 503. */
  smartFeedMaxSinceReads: number;
  /** MAIL_POLL_MS: how often the mail worker looks for due e-mails and reminders. */
  mailPollMs: number;
  /** LOOKUP_RATE_LIMIT_MAX: "find my booking" tries per 15 minutes per client address (decision 142). */
  lookupRateLimitMax: number;
  /**
   * LOOKUP_TRIES_PER_NUMBER and LOOKUP_LOCK_HOURS: failed "find my booking" tries one confirmation number may have,
   * from every address together, before it is locked until LOOKUP_LOCK_HOURS after its first failed try (decision 226).
   */
  lookupTriesPerNumber: number;
  lookupLockHours: number;
  /** WAITLIST_OFFER_MINUTES: how long a place offered from the waiting list is held for its person (decision 264). */
  waitlistOfferMinutes: number;
  /**
   * WAITLIST_POLL_MS: how often the waiting-list worker gives lapsed offers back and offers opened places; 0 switches it
   * off (the API tests, which run their passes themselves).
   */
  waitlistPollMs: number;
  /** MAIL_PER_ADDRESS_PER_DAY: e-mails of every kind one recipient mailbox gets in 24 hours (decision 226). */
  mailPerAddressPerDay: number;
  /**
   * TRUST_PROXY: which X-Forwarded-For entries to believe. false (the default) believes none: the client address is
   * the TCP peer. A number is the count of proxies in front of the server; a list names the proxies' addresses.
   */
  trustProxy: false | number | string[];
  /** HOLDS_PER_ADDRESS: holds one client address may have at once (decision 110). */
  holdsPerAddress: number;
  /** BOOKINGS_PER_EMAIL_PER_DAY: places booked per UTC day under one contact mailbox (decision 223); 0 = no cap. */
  bookingsPerEmailPerDay: number;
  /** BOOKINGS_PER_ADDRESS_PER_DAY: places booked per UTC day from one client address (decision 223); 0 = no cap. */
  bookingsPerAddressPerDay: number;
  /**
   * BOT_CHECK_COST_STEP: holds and booked places of one address after which the bot check's work per proof doubles,
   * and again after each as many more (decision 224); 0 keeps the work flat.
   */
  botCheckCostStep: number;
  /** LINK_SECRET: HMAC key of the links in e-mails; unset, one is made and kept in the database. */
  linkSecret: string | null;
  /** RETENTION_*: how long personal data is kept, in days (decision 112), and how often the job looks. */
  retention: {
    appointmentDays: number;
    mailDays: number;
    reminderDays: number;
    providerRequestDays: number;
    expiredConsentDays: number;
    surveyDays: number;
    /** RETENTION_AUDIT_LOG_DAYS: staff audit entries (decision 241). */
    auditLogDays: number;
    /** RETENTION_WEBHOOK_DELIVERY_DAYS: delivered or failed webhook deliveries, after their last attempt (decision 272). */
    webhookDeliveryDays: number;
    intervalMinutes: number;
  };
  /**
   * WEBHOOK_ALLOW_LOOPBACK: deliver webhooks to http:// and loopback addresses (tests and development only). Off, only
   * https:// URLs whose every resolved address is public are accepted and connected to (decision 247).
   */
  webhookAllowLoopback: boolean;
  /** WEBHOOK_TIMEOUT_MS: how long one delivery may take, connecting and answering, before it counts as failed. */
  webhookTimeoutMs: number;
  /** WEBHOOK_POLL_MS: how often the webhook worker looks for due deliveries. */
  webhookPollMs: number;
  /** IIS_TIMEOUT_MS: how long one message to a state registry may take, connecting and acknowledging (decision 262). */
  iisTimeoutMs: number;
  /** IIS_POLL_MS: how often the registry worker looks for due messages. */
  iisPollMs: number;
  /**
   * WEBHOOK_CACHE_S: how long a server trusts its list of retailers with subscriptions; a new subscription receives
   * events at most this long after it is made (decision 247).
   */
  webhookCacheS: number;
  /** FHIR_API_RATE_LIMIT_MAX: FHIR API requests per minute per API client (decision 248). */
  fhirApiRateLimitMax: number;
  /** STAFF_SIGN_IN_RATE_LIMIT_MAX: passkey sign-in and invitation-accept calls per 15 minutes per client address. */
  staffSignInRateLimitMax: number;
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
  /**
   * SHED_EVENT_LOOP_DELAY_MS: past this mean event loop delay (over a second) the server answers 503 with Retry-After
   * instead of queueing work it cannot finish in time (decision 267); 0 = never.
   */
  shedEventLoopDelayMs: number;
  /**
   * SHED_READS_TURN_MS: the longest event loop turn the server keeps under a crowd by refusing just enough API reads at
   * the door (503 with Retry-After, decision 305), so a booking waits about this long for its turn; 0 = never.
   */
  shedReadsTurnMs: number;
  /**
   * DRAIN_DELAY_MS: after SIGTERM, how long the server keeps serving with its readiness answering 503, so the load
   * balancer stops sending before the listener closes (decision 268).
   */
  drainDelayMs: number;
  /** MIGRATE_ON_START: false = the server does not migrate; it refuses to start on a database that misses one. */
  migrateOnStart: boolean;
  /**
   * DATABASE_CA_FILE: a PEM file of the certificate authorities PostgreSQL's TLS certificate must chain to; set, the
   * connection uses TLS and checks the certificate. `sslmode`/`sslrootcert` in DATABASE_URL win when given.
   */
  databaseCaFile: string | null;
  /** SHED_HEAP_MB: past this much JavaScript heap in use, 503 before the process runs out of memory; 0 = never. */
  shedHeapMb: number;
  /** SHED_DB_WAITING: past this many requests waiting for a pooled PostgreSQL connection, 503; 0 = never. */
  shedDbWaiting: number;
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

/** One setting the server refused: the variable, what it accepts, and (unless it may be a secret) what it was given. */
export interface ConfigProblem {
  variable: string;
  accepts: string;
  got?: string;
}

/** The configuration cannot run: the server must not start (a mistyped DATABASE_URL would book into a local file). */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `Configuration refused: ${problems
        .map((p) => `${p.variable} accepts ${p.accepts}${p.got === undefined ? '' : ` (got "${p.got}")`}`)
        .join('; ')}. Fix the environment and start again.`,
    );
    this.name = 'ConfigError';
  }
}

// The rules of each variable, read by zod. Every rule's message is what the variable accepts, in the words an
// operator reads in the log; an empty value means unset (the default), as a shell `VAR=` does.
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const wholeNumber = (min = 0, max = Number.MAX_SAFE_INTEGER, unit = '') => {
  const accepts =
    max === Number.MAX_SAFE_INTEGER
      ? `a whole number${unit}, ${min} or more`
      : `a whole number${unit} from ${min} to ${max}`;
  return optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, accepts)
      .transform(Number)
      .refine((n) => n >= min && n <= max, accepts),
  );
};
const port = () => wholeNumber(0, 65_535);
const choice = <const V extends readonly [string, ...string[]]>(values: V) =>
  optional(z.enum(values, { error: values.map((v) => `"${v}"`).join(' or ') }));
const flag = optional(
  z
    .enum(['1', '0', 'true', 'false'], { error: '"1" or "true" (on), "0" or "false" (off)' })
    .transform((v) => v === '1' || v === 'true'),
);
const urlWith = (protocols: readonly string[], accepts: string) =>
  optional(
    z
      .string()
      .trim()
      .refine((text) => {
        try {
          const url = new URL(text);
          return protocols.includes(url.protocol) && (url.hostname !== '' || url.protocol.startsWith('postgres'));
        } catch {
          return false;
        }
      }, accepts),
  );
const HOST_ACCEPTS = 'an IP address (0.0.0.0, 127.0.0.1, ::) or a host name';
// A host name has a letter: 300.1.1.1 is a mistyped address, not a name.
const address = optional(z.union([z.ipv4(), z.ipv6(), z.hostname().regex(/[a-z]/i)], { error: HOST_ACCEPTS }));
const anyText = optional(z.string());

export const environmentSchema = z
  .object({
    PORT: port(),
    HOST: address,
    DATABASE_URL: urlWith(
      ['postgres:', 'postgresql:'],
      'a postgres:// or postgresql:// URL, or nothing (unset) for SQLite in SQLITE_PATH',
    ),
    SQLITE_PATH: anyText,
    DATA_DIR: anyText,
    WEB_DIST_DIR: anyText,
    HOLD_MINUTES: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of minutes'),
    BOT_CHECK: choice(['on', 'off']),
    BOT_CHECK_SECRET: anyText,
    DEBUG: flag,
    LOG_LEVEL: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    LOAD_DEFAULT_DATA: flag,
    CLOCK_OFFSET_MS: optional(
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, 'a whole number of milliseconds, negative or positive')
        .transform(Number)
        .refine(Number.isSafeInteger, 'a whole number of milliseconds, negative or positive'),
    ),
    // Tests only: a file holding a millisecond offset, read at every clock reading (decision 220).
    CLOCK_OFFSET_FILE: anyText,
    SMTP_URL: urlWith(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL with a host, e.g. smtp://mail.internal:587'),
    MAIL_FROM: optional(
      z
        .string()
        .trim()
        .regex(
          /^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/,
          'an e-mail address, alone or as Name <address@example.org>',
        ),
    ),
    PUBLIC_BASE_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL, e.g. https://vaxnear.example.org'),
    SMART_SLOT_CACHE_MB: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of megabytes'),
    SMART_SLOT_CACHE_TTL_S: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of seconds'),
    SMART_FEED_DIR: anyText,
    SMART_FEED_REFRESH_S: wholeNumber(1, Number.MAX_SAFE_INTEGER, ' of seconds'),
    SMART_FEED_MAX_BUILDS: wholeNumber(1, 64),
    SMART_FEED_MAX_SINCE_READS: wholeNumber(1, 256),
    MAIL_POLL_MS: wholeNumber(1, Number.MAX_SAFE_INTEGER, ' of milliseconds'),
    LOOKUP_RATE_LIMIT_MAX: wholeNumber(1),
    LOOKUP_TRIES_PER_NUMBER: wholeNumber(1),
    LOOKUP_LOCK_HOURS: wholeNumber(1),
    WAITLIST_OFFER_MINUTES: wholeNumber(1),
    WAITLIST_POLL_MS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of milliseconds'),
    MAIL_PER_ADDRESS_PER_DAY: wholeNumber(1),
    TRUST_PROXY: optional(
      z.string().transform((text, ctx) => {
        try {
          return trustProxyFrom(text);
        } catch {
          ctx.addIssue({
            code: 'custom',
            message:
              'off, a number of proxies, or a list of proxy addresses or CIDR ranges (loopback, linklocal, uniquelocal too)',
          });
          return z.NEVER;
        }
      }),
    ),
    VITE_TAG_MANAGER_ID: anyText,
    RATE_LIMIT_MAX: wholeNumber(0),
    LINK_SECRET: anyText,
    RETENTION_APPOINTMENT_DAYS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of days'),
    RETENTION_MAIL_DAYS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of days'),
    RETENTION_REMINDER_DAYS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of days'),
    RETENTION_SURVEY_DAYS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of days'),
    RETENTION_AUDIT_LOG_DAYS: wholeNumber(1, Number.MAX_SAFE_INTEGER, ' of days'),
    RETENTION_WEBHOOK_DELIVERY_DAYS: wholeNumber(1, Number.MAX_SAFE_INTEGER, ' of days'),
    STAFF_SIGN_IN_RATE_LIMIT_MAX: wholeNumber(1),
    WEBHOOK_ALLOW_LOOPBACK: flag,
    WEBHOOK_TIMEOUT_MS: wholeNumber(1, 600_000, ' of milliseconds'),
    WEBHOOK_POLL_MS: wholeNumber(1, Number.MAX_SAFE_INTEGER, ' of milliseconds'),
    IIS_TIMEOUT_MS: wholeNumber(1, 600_000, ' of milliseconds'),
    IIS_POLL_MS: wholeNumber(1, Number.MAX_SAFE_INTEGER, ' of milliseconds'),
    WEBHOOK_CACHE_S: wholeNumber(0, 3600, ' of seconds'),
    FHIR_API_RATE_LIMIT_MAX: wholeNumber(1),
    // 0 switches a daily booking cap off, or keeps the bot check's cost flat (load tests and e2e only).
    BOOKINGS_PER_EMAIL_PER_DAY: wholeNumber(0),
    BOOKINGS_PER_ADDRESS_PER_DAY: wholeNumber(0),
    BOT_CHECK_COST_STEP: wholeNumber(0),
    RETENTION_PROVIDER_REQUEST_DAYS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of days'),
    RETENTION_EXPIRED_CONSENT_DAYS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of days'),
    RETENTION_INTERVAL_MINUTES: wholeNumber(1, Number.MAX_SAFE_INTEGER, ' of minutes'),
    HOLDS_PER_ADDRESS: wholeNumber(1),
    METRICS_PORT: port(),
    METRICS_HOST: address,
    METRICS_TOKEN: anyText,
    DB_POOL_MAX: wholeNumber(1),
    DB_START_TIMEOUT_MS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of milliseconds'),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(0, Number.MAX_SAFE_INTEGER, ' of milliseconds'),
    SHED_EVENT_LOOP_DELAY_MS: wholeNumber(0, 60_000, ' of milliseconds'),
    SHED_READS_TURN_MS: wholeNumber(0, 60_000, ' of milliseconds'),
    DRAIN_DELAY_MS: wholeNumber(0, 600_000, ' of milliseconds'),
    MIGRATE_ON_START: flag,
    DATABASE_CA_FILE: anyText,
    SHED_HEAP_MB: wholeNumber(0, 1_000_000, ' of megabytes'),
    SHED_DB_WAITING: wholeNumber(0, 1_000_000),
    STREET_GEOCODER: choice(['off', 'census']),
    STREET_GEOCODER_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL'),
    STREET_GEOCODER_TIMEOUT_MS: wholeNumber(1, Number.MAX_SAFE_INTEGER, ' of milliseconds'),
  })
  .superRefine((env, ctx) => {
    // Two listeners on one port: the second fails, or (port 0) each picks its own, so only a fixed equal port clashes.
    const mainPort = env.PORT ?? 8080;
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === mainPort) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: `a port other than PORT (${mainPort}), or 0 for any free port`,
      });
    }
  });

/** What the log may show of a refused value: nothing of a secret, no password inside a URL. */
function shownValue(variable: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || /SECRET|TOKEN|PASSWORD/i.test(variable)) return undefined;
  if (/password/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    if (url.username || url.password) {
      url.username = url.username ? '***' : '';
      url.password = url.password ? '***' : '';
      return url.href;
    }
  } catch {
    /* not a URL: shown as given */
  }
  return value.length > 200 ? `${value.slice(0, 200)}…` : value;
}

/** Reads and checks every variable at once; throws a ConfigError naming each one that is wrong. */
export function readEnvironment(env: NodeJS.ProcessEnv): z.output<typeof environmentSchema> {
  const result = environmentSchema.safeParse(env);
  if (result.success) return result.data;
  const problems: ConfigProblem[] = [];
  for (const issue of result.error.issues) {
    const variable = String(issue.path[0] ?? '');
    if (problems.some((p) => p.variable === variable)) continue;
    const got = shownValue(variable, env[variable]);
    problems.push({ variable, accepts: issue.message, ...(got === undefined ? {} : { got }) });
  }
  throw new ConfigError(problems);
}

/** For a setting read on its own rather than through the schema: a whole number of 0 or more, refused the same way. */
export function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(parsed))
    throw new ConfigError([{ variable: name, accepts: 'a whole number, 0 or more', got: value }]);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = readEnvironment(env);
  const port = e.PORT ?? 8080;
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    databaseUrl: e.DATABASE_URL ?? null,
    sqlitePath: e.SQLITE_PATH ?? path.join(REPO_ROOT, 'var', 'vaxnear.sqlite'),
    dataDir: e.DATA_DIR ?? path.join(REPO_ROOT, 'data'),
    webDistDir: e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    holdMinutes: e.HOLD_MINUTES ?? DEFAULT_HOLD_MINUTES,
    botCheck: e.BOT_CHECK ?? 'on',
    // A fixed development secret would let anyone forge proofs, so an unset secret is random per process.
    botCheckSecret: e.BOT_CHECK_SECRET ?? cryptoRandomHex(32),
    debug: e.DEBUG ?? false,
    logLevel: e.LOG_LEVEL ?? 'info',
    loadDefaultData: e.LOAD_DEFAULT_DATA ?? true,
    clockOffsetMs: e.CLOCK_OFFSET_MS ?? 0,
    clockOffsetFile: e.CLOCK_OFFSET_FILE ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Vaxnear <no-reply@vaxnear.example>',
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smartSlotCacheMb: e.SMART_SLOT_CACHE_MB ?? 4096,
    smartFeedDir: e.SMART_FEED_DIR ?? null,
    smartSlotCacheTtlS: e.SMART_SLOT_CACHE_TTL_S ?? 30,
    smartFeedRefreshS: e.SMART_FEED_REFRESH_S ?? 600,
    smartFeedMaxBuilds: e.SMART_FEED_MAX_BUILDS ?? 2,
    smartFeedMaxSinceReads: e.SMART_FEED_MAX_SINCE_READS ?? 4,
    mailPollMs: e.MAIL_POLL_MS ?? 5000,
    lookupRateLimitMax: e.LOOKUP_RATE_LIMIT_MAX ?? 10,
    lookupTriesPerNumber: e.LOOKUP_TRIES_PER_NUMBER ?? 5,
    lookupLockHours: e.LOOKUP_LOCK_HOURS ?? 24,
    waitlistOfferMinutes: e.WAITLIST_OFFER_MINUTES ?? 30,
    waitlistPollMs: e.WAITLIST_POLL_MS ?? 10_000,
    mailPerAddressPerDay: e.MAIL_PER_ADDRESS_PER_DAY ?? 6,
    trustProxy: e.TRUST_PROXY ?? false,
    tagManager: /^GTM-[A-Z0-9]{1,12}$/i.test((e.VITE_TAG_MANAGER_ID ?? '').trim()),
    rateLimitMax: e.RATE_LIMIT_MAX ?? 600,
    linkSecret: e.LINK_SECRET ?? null,
    retention: {
      appointmentDays: e.RETENTION_APPOINTMENT_DAYS ?? 365,
      mailDays: e.RETENTION_MAIL_DAYS ?? 30,
      reminderDays: e.RETENTION_REMINDER_DAYS ?? 30,
      providerRequestDays: e.RETENTION_PROVIDER_REQUEST_DAYS ?? 365,
      expiredConsentDays: e.RETENTION_EXPIRED_CONSENT_DAYS ?? 0,
      surveyDays: e.RETENTION_SURVEY_DAYS ?? 365,
      auditLogDays: e.RETENTION_AUDIT_LOG_DAYS ?? 2190,
      webhookDeliveryDays: e.RETENTION_WEBHOOK_DELIVERY_DAYS ?? 30,
      intervalMinutes: e.RETENTION_INTERVAL_MINUTES ?? 60,
    },
    staffSignInRateLimitMax: e.STAFF_SIGN_IN_RATE_LIMIT_MAX ?? 20,
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK ?? false,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS ?? 10_000,
    webhookPollMs: e.WEBHOOK_POLL_MS ?? 1000,
    iisTimeoutMs: e.IIS_TIMEOUT_MS ?? 30_000,
    iisPollMs: e.IIS_POLL_MS ?? 5000,
    webhookCacheS: e.WEBHOOK_CACHE_S ?? 30,
    fhirApiRateLimitMax: e.FHIR_API_RATE_LIMIT_MAX ?? 120,
    holdsPerAddress: e.HOLDS_PER_ADDRESS ?? MAX_HOLDS_PER_ADDRESS,
    bookingsPerEmailPerDay: e.BOOKINGS_PER_EMAIL_PER_DAY ?? BOOKINGS_PER_EMAIL_PER_DAY,
    bookingsPerAddressPerDay: e.BOOKINGS_PER_ADDRESS_PER_DAY ?? BOOKINGS_PER_ADDRESS_PER_DAY,
    botCheckCostStep: e.BOT_CHECK_COST_STEP ?? BOT_CHECK_COST_STEP,
    metricsPort: e.METRICS_PORT ?? null,
    metricsHost: e.METRICS_HOST ?? '127.0.0.1',
    metricsToken: e.METRICS_TOKEN ?? null,
    dbPoolMax: e.DB_POOL_MAX ?? 10,
    dbStartTimeoutMs: e.DB_START_TIMEOUT_MS ?? 60_000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    shedEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS ?? 250,
    shedReadsTurnMs: e.SHED_READS_TURN_MS ?? 2,
    drainDelayMs: e.DRAIN_DELAY_MS ?? 0,
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    databaseCaFile: e.DATABASE_CA_FILE ?? null,
    shedHeapMb: e.SHED_HEAP_MB ?? 1536,
    shedDbWaiting: e.SHED_DB_WAITING ?? 50,
    streetGeocoder: e.STREET_GEOCODER ?? 'off',
    streetGeocoderUrl: (e.STREET_GEOCODER_URL ?? 'https://geocoding.geo.census.gov/geocoder').replace(/\/+$/, ''),
    streetGeocoderTimeoutMs: e.STREET_GEOCODER_TIMEOUT_MS ?? 2500,
    ...overrides,
  };
}

/** A setting that runs but weakens the service: the server starts and logs a warning naming it. */
export interface RiskySetting {
  variable: string;
  value: string;
  risk: string;
}

export function riskySettings(config: AppConfig): RiskySetting[] {
  const risky: RiskySetting[] = [];
  if (config.debug)
    risky.push({
      variable: 'DEBUG',
      value: '1',
      risk: 'the debug tools are on: anyone may move the date shown and bring reminders forward. Development only.',
    });
  if (config.rateLimitMax === 0)
    risky.push({
      variable: 'RATE_LIMIT_MAX',
      value: '0',
      risk: 'no per-address request limit: one client can take the whole server. Load tests only.',
    });
  if (config.botCheck === 'off')
    risky.push({
      variable: 'BOT_CHECK',
      value: 'off',
      risk: 'bot checks are disabled: scripts can hold and book every slot. Local development and tests only.',
    });
  if (config.holdMinutes === 0)
    risky.push({
      variable: 'HOLD_MINUTES',
      value: '0',
      risk: 'a chosen slot is not held: people lose it to others while they fill in the form.',
    });
  if (config.bookingsPerEmailPerDay === 0 || config.bookingsPerAddressPerDay === 0)
    risky.push({
      variable: config.bookingsPerEmailPerDay === 0 ? 'BOOKINGS_PER_EMAIL_PER_DAY' : 'BOOKINGS_PER_ADDRESS_PER_DAY',
      value: '0',
      risk: 'a daily booking cap is off: one client can book out a pharmacy. Load tests and e2e only.',
    });
  if (config.clockOffsetMs !== 0)
    risky.push({
      variable: 'CLOCK_OFFSET_MS',
      value: String(config.clockOffsetMs),
      risk: 'the server runs at a moved date. End-to-end tests only.',
    });
  if (config.clockOffsetFile)
    risky.push({
      variable: 'CLOCK_OFFSET_FILE',
      value: config.clockOffsetFile,
      risk: 'the server clock moves with a file anyone who can write it controls. Tests only.',
    });
  return risky;
}

/**
 * The one log line of a refused configuration, in the server's log format (pino's JSON, level 60 fatal), written
 * before the logger exists: the process has not started serving and must not.
 */
export function configErrorLine(error: ConfigError): string {
  return JSON.stringify({
    level: 60,
    time: Date.now(),
    pid: process.pid,
    msg: error.message,
    variable: error.problems[0]?.variable,
    accepts: error.problems[0]?.accepts,
    problems: error.problems,
  });
}

function cryptoRandomHex(bytes: number): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');
}
