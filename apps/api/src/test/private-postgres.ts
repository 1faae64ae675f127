// A PostgreSQL server of a test's own, in a temporary directory on a free port, for the tests that stop or restart
// the database: the shared server of DATABASE_URL is used by other test files at the same time and must never be
// stopped. Runs as the `postgres` OS user when the tests run as root (PostgreSQL refuses to run as root).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const exec = promisify(execFile);

/** The newest installed PostgreSQL's bin directory, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export interface PrivatePostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

export interface PrivatePostgresOptions {
  /** Files written into the server's directory before it starts, readable by the server only (keys, certificates). */
  files?: Record<string, string>;
  /** Extra server settings (`-c name=value`); `{dir}` in a value is the server's directory. */
  settings?: Record<string, string>;
}

export async function startPrivatePostgres(
  binDir: string,
  { files = {}, settings = {} }: PrivatePostgresOptions = {},
): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) await exec('chown', ['postgres:postgres', dir]);
  const pgRun = (tool: string, args: string[]) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args], { cwd: dir })
      : exec(path.join(binDir, tool), args, { cwd: dir });
  const user = asRoot ? 'postgres' : os.userInfo().username;
  await pgRun('initdb', ['-D', dataDir, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-sync']);
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), text, { mode: 0o600 });
    if (asRoot) await exec('chown', ['postgres:postgres', path.join(dir, name)]);
  }
  const port = await freePort();
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value.replaceAll('{dir}', dir)}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50${extra.join('')}`;
  const ctl = (action: string, ...extra: string[]) =>
    pgRun('pg_ctl', ['-D', dataDir, '-w', '-t', '60', '-l', path.join(dir, 'log'), '-o', options, ...extra, action]);
  await ctl('start');
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      await ctl('start');
    },
    // Fast shutdown: open connections are cut and transactions in flight rolled back, as in a failover.
    stop: async () => {
      await ctl('stop', '-m', 'fast');
    },
    restart: async () => {
      await ctl('restart', '-m', 'fast');
    },
    destroy: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
