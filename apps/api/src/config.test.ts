import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  configErrorLine,
  loadConfig,
  riskySettings,
  trustProxyFrom,
  type ConfigProblem,
} from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and then only a hop count or named addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', 'off', 'false', '0']) expect(trustProxyFrom(off)).toBe(false);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.5, 10.0.0.0/8,loopback')).toEqual(['10.0.0.5', '10.0.0.0/8', 'loopback']);
  });

  it('refuses "true", which would let any client choose its own address, and anything that is not an address', () => {
    expect(() => trustProxyFrom('true')).toThrow(/not "true"/);
    expect(() => trustProxyFrom('proxy.internal')).toThrow(/not an IP address/);
  });
});

/** The problems loadConfig refuses `env` with (empty when it accepts it). */
function refusal(env: NodeJS.ProcessEnv): ConfigProblem[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('a configuration that cannot be right is refused, naming the variable and what it accepts', () => {
  it.each([
    ['DATABASE_URL', 'postgress://vaxnear:vaxnear@db/vaxnear', /postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_URL', 'mysql://vaxnear:vaxnear@db/vaxnear', /postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_URL', 'not-a-url', /postgres:\/\/ or postgresql:\/\//],
    ['BOT_CHECK', 'of', /"on" or "off"/],
    ['DEBUG', 'yes', /"1" or "true"/],
    ['LOAD_DEFAULT_DATA', 'no', /"0" or "false"/],
    ['STREET_GEOCODER', 'google', /"off" or "census"/],
    ['LOG_LEVEL', 'verbose', /"info"/],
    ['PORT', '70000', /from 0 to 65535/],
    ['HOLD_MINUTES', 'ten', /whole number of minutes/],
    ['HOST', '300.1.1.1', /IP address/],
    ['METRICS_HOST', 'metrics host', /IP address/],
    ['PUBLIC_BASE_URL', 'vaxnear.example.org', /http:\/\/ or https:\/\//],
    ['SMTP_URL', 'mail.internal:587', /smtp:\/\/ or smtps:\/\//],
    ['MAIL_FROM', 'Vaxnear', /e-mail address/],
    ['TRUST_PROXY', 'true', /number of proxies/],
    ['MAIL_POLL_MS', '0', /1 or more/],
    ['SHED_READS_TURN_MS', 'fast', /whole number of milliseconds/],
  ])('%s=%s', (variable, value, accepts) => {
    const problems = refusal({ [variable]: value });
    expect(problems.map((p) => p.variable)).toEqual([variable]);
    expect(problems[0]!.accepts).toMatch(accepts);
  });

  it('refuses METRICS_PORT equal to PORT, the default PORT included', () => {
    expect(refusal({ PORT: '9100', METRICS_PORT: '9100' })[0]).toMatchObject({
      variable: 'METRICS_PORT',
      accepts: expect.stringMatching(/other than PORT \(9100\)/),
    });
    expect(refusal({ METRICS_PORT: '8080' })[0]?.variable).toBe('METRICS_PORT');
    expect(refusal({ PORT: '0', METRICS_PORT: '0' })).toEqual([]);
  });

  it('names every wrong variable at once', () => {
    expect(refusal({ BOT_CHECK: 'of', DEBUG: 'yes', PORT: 'x' }).map((p) => p.variable)).toEqual([
      'PORT',
      'BOT_CHECK',
      'DEBUG',
    ]);
  });

  it('never repeats a password or a secret it refuses', () => {
    const [url] = refusal({ DATABASE_URL: 'postgress://vaxnear:hunter2-pass@db/vaxnear' });
    expect(url!.got).toBe('postgress://***:***@db/vaxnear');
    expect(refusal({ DATABASE_URL: 'host=db password=hunter2-pass' })[0]!.got).toBeUndefined();
    const error = (() => {
      try {
        loadConfig({ DATABASE_URL: 'mysql://root:hunter2-pass@db/x' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(configErrorLine(error!)).not.toContain('hunter2');
  });

  it('takes what it documents: empty means the default, postgres and postgresql URLs, addresses and names', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://vaxnear:vaxnear@db.internal:5432/vaxnear?sslmode=require',
      HOST: '::',
      METRICS_HOST: 'metrics.internal',
      BOT_CHECK: 'off',
      DEBUG: 'true',
      LOAD_DEFAULT_DATA: '0',
      STREET_GEOCODER: 'census',
      PUBLIC_BASE_URL: 'https://vaccines.health.example.gov/',
      MAIL_FROM: 'State Health <no-reply@health.example.gov>',
      PORT: '',
      CLOCK_OFFSET_MS: '-86400000',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgresql://vaxnear:vaxnear@db.internal:5432/vaxnear?sslmode=require',
      host: '::',
      metricsHost: 'metrics.internal',
      botCheck: 'off',
      debug: true,
      loadDefaultData: false,
      streetGeocoder: 'census',
      publicBaseUrl: 'https://vaccines.health.example.gov',
      port: 8080,
      clockOffsetMs: -86_400_000,
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    // The door of decision 305 is on unless switched off.
    expect(loadConfig({}).shedReadsTurnMs).toBe(2);
    expect(loadConfig({ SHED_READS_TURN_MS: '0' }).shedReadsTurnMs).toBe(0);
  });
});

describe('risky settings', () => {
  it('names DEBUG=1, RATE_LIMIT_MAX=0, BOT_CHECK=off and HOLD_MINUTES=0, and nothing in the defaults', () => {
    expect(riskySettings(loadConfig({}))).toEqual([]);
    const risky = riskySettings(loadConfig({ DEBUG: '1', RATE_LIMIT_MAX: '0', BOT_CHECK: 'off', HOLD_MINUTES: '0' }));
    expect(risky.map((r) => `${r.variable}=${r.value}`)).toEqual([
      'DEBUG=1',
      'RATE_LIMIT_MAX=0',
      'BOT_CHECK=off',
      'HOLD_MINUTES=0',
    ]);
  });
});
