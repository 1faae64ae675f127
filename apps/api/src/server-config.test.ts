// The compiled server started with a configuration that cannot be right: it must not serve (a mistyped DATABASE_URL
// would book into a local file of its own), but stop with one JSON log line naming the variable and what it accepts,
// and a non-zero exit. Risky settings start, with a warning naming each. Database credentials and names that cannot
// work end the start at once, saying which.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, startServer } from './test/server-process.ts';

let build: Awaited<ReturnType<typeof buildServer>>;
let dir: string;
beforeAll(async () => {
  build = await buildServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-config-'));
});
afterAll(() => {
  build?.remove();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the server until it exits by itself; its stdout lines, parsed, and the exit code. */
function runToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; lines: Array<Record<string, unknown>> }> {
  const child = spawn(process.execPath, [build.entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      SQLITE_PATH: path.join(dir, 'refused.sqlite'),
      LOAD_DEFAULT_DATA: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  // A server that started anyway is the failure this file looks for: it is stopped so the test can say so.
  const started = setInterval(() => {
    if (/Server listening at/.test(stdout)) child.kill('SIGTERM');
  }, 100);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearInterval(started);
      const lines = stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          try {
            return JSON.parse(line) as Record<string, unknown>;
          } catch {
            return { notJson: line };
          }
        });
      resolve({ code, lines });
    }),
  );
}

async function expectRefused(env: Record<string, string>, variable: string, accepts: RegExp) {
  const { code, lines } = await runToExit(env);
  expect(code).not.toBe(0);
  expect(lines.some((l) => /Server listening/.test(String(l.msg)))).toBe(false);
  const fatal = lines.filter((l) => l.level === 60);
  expect(fatal).toHaveLength(1);
  expect(fatal[0]).toMatchObject({ variable, accepts: expect.stringMatching(accepts) });
  expect(String(fatal[0]!.msg)).toContain(variable);
  return fatal[0]!;
}

describe('the server refuses to start on a setting it cannot use', () => {
  it('DATABASE_URL=postgress://… (a typo) instead of running on a local SQLite file', async () => {
    const line = await expectRefused(
      { DATABASE_URL: 'postgress://vaxnear:s3cret-pass@127.0.0.1:5432/vaxnear' },
      'DATABASE_URL',
      /postgres:\/\/ or postgresql:\/\//,
    );
    expect(JSON.stringify(line)).not.toContain('s3cret-pass');
  });
  it('DATABASE_URL=mysql://…', async () => {
    await expectRefused({ DATABASE_URL: 'mysql://root@127.0.0.1/vaxnear' }, 'DATABASE_URL', /postgres:\/\//);
  });
  it('DATABASE_URL=not-a-url', async () => {
    await expectRefused({ DATABASE_URL: 'not-a-url' }, 'DATABASE_URL', /postgres:\/\//);
  });
  it('BOT_CHECK=of', async () => {
    await expectRefused({ BOT_CHECK: 'of' }, 'BOT_CHECK', /"on" or "off"/);
  });
  it('DEBUG=yes', async () => {
    await expectRefused({ DEBUG: 'yes' }, 'DEBUG', /"1" or "true"/);
  });
  it('LOAD_DEFAULT_DATA=no', async () => {
    await expectRefused({ LOAD_DEFAULT_DATA: 'no' }, 'LOAD_DEFAULT_DATA', /"0" or "false"/);
  });
  it('STREET_GEOCODER=google', async () => {
    await expectRefused({ STREET_GEOCODER: 'google' }, 'STREET_GEOCODER', /"off" or "census"/);
  });
  it('a malformed URL: PUBLIC_BASE_URL=vaxnear.example.org', async () => {
    await expectRefused({ PUBLIC_BASE_URL: 'vaxnear.example.org' }, 'PUBLIC_BASE_URL', /http:\/\/ or https:\/\//);
  });
  it('a malformed address: HOST=300.1.1.1', async () => {
    await expectRefused({ HOST: '300.1.1.1' }, 'HOST', /IP address/);
  });
  it('METRICS_PORT equal to PORT', async () => {
    const port = await freePort();
    await expectRefused({ PORT: String(port), METRICS_PORT: String(port) }, 'METRICS_PORT', /other than PORT/);
  });
  it('PORT already taken by another process', async () => {
    const holder = await hold();
    try {
      await expectRefused({ PORT: String(holder.port) }, 'PORT', new RegExp(`${holder.port} on 127.0.0.1 is taken`));
    } finally {
      holder.server.close();
    }
  });
  it('METRICS_PORT already taken by another process', async () => {
    const holder = await hold();
    try {
      await expectRefused({ METRICS_PORT: String(holder.port) }, 'METRICS_PORT', /is taken/);
    } finally {
      holder.server.close();
    }
  });
});

describe('risky settings', () => {
  it('DEBUG=1, RATE_LIMIT_MAX=0, BOT_CHECK=off and HOLD_MINUTES=0 start, with a warning naming each', async () => {
    const server = await startServer(build.entry, {
      DATABASE_URL: '',
      SQLITE_PATH: path.join(dir, 'risky.sqlite'),
      DEBUG: '1',
      RATE_LIMIT_MAX: '0',
      BOT_CHECK: 'off',
      HOLD_MINUTES: '0',
    });
    try {
      const warned = server.logs.filter((l) => l.level === 40).map((l) => l.variable);
      expect(warned).toEqual(expect.arrayContaining(['DEBUG', 'RATE_LIMIT_MAX', 'BOT_CHECK', 'HOLD_MINUTES']));
      const debug = server.logs.find((l) => l.variable === 'DEBUG')!;
      expect(String(debug.msg)).toMatch(/^DEBUG=1: /);
    } finally {
      await server.stop();
    }
  });
});

const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : null;
if (!postgresUrl) console.warn('server-config.test.ts: PostgreSQL start errors skipped: DATABASE_URL is not set.');

describe.skipIf(!postgresUrl)('a PostgreSQL that cannot be used as configured', () => {
  // Long enough that a retry loop would show in the log; the start must end without one.
  const patience = { DB_START_TIMEOUT_MS: '30000' };

  it('a wrong password is reported at once as such, not retried as "error"', async () => {
    const url = new URL(postgresUrl!);
    url.password = 'not-the-password';
    const { code, lines } = await runToExit({ DATABASE_URL: url.href, ...patience });
    expect(code).toBe(1);
    expect(lines.filter((l) => l.msg === 'waiting for the database')).toEqual([]);
    const fatal = lines.filter((l) => l.level === 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.msg).toMatch(/refused the user name or password in DATABASE_URL \(SQLSTATE 28P01/);
    expect(JSON.stringify(fatal[0])).not.toContain('not-the-password');
  });

  it('a database that does not exist is reported at once as such', async () => {
    const url = new URL(postgresUrl!);
    url.pathname = '/vaxnear_no_such_database';
    const { code, lines } = await runToExit({ DATABASE_URL: url.href, ...patience });
    expect(code).toBe(1);
    expect(lines.filter((l) => l.msg === 'waiting for the database')).toEqual([]);
    expect(lines.filter((l) => l.level === 60).map((l) => l.msg)).toEqual([
      expect.stringMatching(/database named in DATABASE_URL does not exist .*SQLSTATE 3D000/),
    ]);
  });
});

function freePort(): Promise<number> {
  return hold().then(({ server, port }) => new Promise((resolve) => server.close(() => resolve(port))));
}

function hold(): Promise<{ server: net.Server; port: number }> {
  return new Promise((resolve) => {
    const server = net
      .createServer()
      .listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as net.AddressInfo).port }));
  });
}
