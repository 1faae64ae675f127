// Migrations as their own step: with MIGRATE_ON_START=false a server refuses a database that misses a migration and
// says to run `npm run migrate`; after that step it starts and is ready.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { buildServer, startServer } from './test/server-process.ts';

let build: Awaited<ReturnType<typeof buildServer>>;
beforeAll(async () => {
  build = await buildServer();
});
afterAll(() => {
  build?.remove();
});

describe('npm run migrate and MIGRATE_ON_START=false', () => {
  it('refuses an unmigrated database, then starts ready once the migrate step ran', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-migrate-'));
    const env = { SQLITE_PATH: path.join(dir, 'db.sqlite'), DATABASE_URL: '', MIGRATE_ON_START: 'false' };
    try {
      const refused = startServer(build.entry, env);
      await expect(refused).rejects.toThrow(/exited \(1\) before listening/);
      await expect(refused).rejects.toThrow(/MIGRATE_ON_START is false: run `npm run migrate`/);

      const migrate = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(REPO_ROOT, 'apps', 'api', 'src', 'cli', 'migrate.ts')],
        { env: { ...process.env, ...env }, cwd: path.join(REPO_ROOT, 'apps', 'api') },
      );
      expect(migrate.stdout).toMatch(/^Ran \d+ migration\(s\) on the sqlite database/);

      const server = await startServer(build.entry, env);
      try {
        expect((await fetch(`${server.url}/api/v1/health/ready`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
