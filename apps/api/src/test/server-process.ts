// The real server in a process of its own, as production runs it: compiled to plain JavaScript by apps/api/build.mjs
// and started with plain `node`. For the tests of what only a process shows: several servers on one database, a
// database restart, start-up retries, SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

const API_DIR = path.join(REPO_ROOT, 'apps', 'api');

/** Builds the server once for a test file, into a directory of its own (removed with `remove`). */
export async function buildServer(): Promise<{ entry: string; remove(): void }> {
  // Beside dist/, at the same depth, so that the bundle finds the repository's data/ as in production.
  const outdir = path.join(API_DIR, `.test-build-${crypto.randomBytes(4).toString('hex')}`);
  await run(process.execPath, [path.join(API_DIR, 'build.mjs'), '--outdir', outdir]);
  return { entry: path.join(outdir, 'server.js'), remove: () => fs.rmSync(outdir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON log line so far. */
  logs: Array<Record<string, unknown>>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  metricsUrl(): string | null;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the compiled server (on a free port unless `env.PORT` says) with `env` added; resolves once it listens, rejects if it exits first. */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  onLog?: (line: Record<string, unknown>) => void,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      BOT_CHECK: 'off',
      LOAD_DEFAULT_DATA: '0',
      LOG_LEVEL: 'info',
      // A busy machine's event loop lag would shed these tests' requests (decision 267); a test that means it sets it.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_READS_TURN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        try {
          logs.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          logs.push({ msg: line });
        }
        onLog?.(logs.at(-1)!);
        const match = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(logs.at(-1)!.msg ?? ''));
        if (match) resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    // Under LOG_LEVEL=warn (benches) the listening line is not logged: a fixed PORT is polled instead.
    const port = Number(env.PORT ?? 0);
    if (port > 0) {
      const poll = async () => {
        while (child.exitCode === null) {
          try {
            if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return resolve(`http://127.0.0.1:${port}`);
          } catch {
            /* not yet */
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      void poll();
    }
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before listening: ${stderr}${JSON.stringify(logs.slice(-3))}`)),
    );
  });
  const url = await listening;
  return {
    url,
    child,
    logs,
    exited,
    metricsUrl: () => {
      const line = logs.find((l) => l.msg === 'metrics listening');
      return line ? `${line.address as string}/metrics` : null;
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
