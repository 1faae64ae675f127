// The OpenAPI document exactly as GET /api/v1/docs/json serves it, read from an app built in this process (never
// listening, on a throwaway SQLite file): for `npm run lint:openapi` and `npm run openapi:types`, which need the
// document without a running server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';

export const OPENAPI_JSON_PATH = '/api/v1/docs/json';

/** The served document of an app with the configuration of `env` (a throwaway database; nothing is read from it). */
export async function servedOpenApiDocument(env: NodeJS.ProcessEnv = process.env): Promise<Record<string, unknown>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-openapi-'));
  // Always SQLite: the document does not depend on the database, and a PostgreSQL server need not be running.
  const { DATABASE_URL: _unused, ...withoutDatabase } = env;
  const config = loadConfig(withoutDatabase, {
    databaseUrl: null,
    sqlitePath: path.join(dir, 'openapi.sqlite'),
    logLevel: 'silent',
    // Never shed: this one request is the build's, and a busy machine's event loop lag (CI beside other work) would
    // answer it 503 and fail the build for no fault of the document.
    shedEventLoopDelayMs: 0,
    shedReadsTurnMs: 0,
    shedHeapMb: 0,
  });
  const database = openDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
    if (res.statusCode !== 200) throw new Error(`${OPENAPI_JSON_PATH} answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
