// The SMART Scheduling Links import streams (decision 253), on every dialect: `npm run data:import-smart` imports a
// feed bigger than the memory it is given, reading each file line by line, with or without --prefix; and it reads a
// feed from a local web server the same way.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../../test/dialects.ts';
import { writeSyntheticFeed } from '../../test/synthetic-smart-feed.ts';
import { importBulkData, readBulkData } from './smart-import.service.ts';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(apiDir, 'src/cli/import-smart.ts');
/** The import's JavaScript heap: smaller than the feed's files, so holding one file whole would not fit. */
const HEAP_MB = 48;

/** Tomorrow (UTC), so every slot of the feed is still to come when the command runs on the real clock. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe.each(dialects)('streaming SMART Scheduling Links import on $name', (dialect) => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  function tempFolder() {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-smart-stream-'));
    cleanup.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    return folder;
  }

  it(`imports a feed of 150,000 slots with a ${HEAP_MB} MB heap through the documented command, no --prefix needed`, async () => {
    const database = await dialect.create();
    cleanup.push(() => database.close());
    const folder = path.join(tempFolder(), 'big-feed');
    const firstDay = tomorrow();
    const feed = writeSyntheticFeed(folder, { locations: 300, days: 14, slotsPerDay: 36, firstDay });
    expect(feed.slots).toBe(151_200);
    expect(feed.bytes).toBeGreaterThan(HEAP_MB * 1024 * 1024);

    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    delete env.SQLITE_PATH;
    if (database.config.databaseUrl) env.DATABASE_URL = database.config.databaseUrl;
    else env.SQLITE_PATH = database.config.sqlitePath;
    const { stdout } = await run(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', cli, folder],
      { cwd: apiDir, env, maxBuffer: 1024 * 1024 },
    );
    // The prefix defaults to the folder's name.
    expect(stdout).toContain('(prefix big-feed)');
    expect(stdout).toContain('300 location(s) added');
    const locations = await database.db
      .selectFrom('locations')
      .select(['id', 'capacity', 'slot_minutes'])
      .where('id', 'like', 'big-feed-%')
      .execute();
    expect(locations).toHaveLength(300);
    expect(locations.every((l) => Number(l.slot_minutes) === 15 && Number(l.capacity) === 1)).toBe(true);
    // Every fifth slot was busy in the feed: it has no place here either (counted from the feed's first slot, 09:00
    // in Anchorage: the times the location is open before it are not offered by the feed, so they have no place).
    const busy = await database.db
      .selectFrom('slot_usage')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('location_id', '=', 'big-feed-loc7')
      .where('capacity', '=', 0)
      .where('starts_at', '>=', `${firstDay}T18:00:00.000Z`)
      .executeTakeFirstOrThrow();
    const busyPerDay = Array.from({ length: 36 }, (_, i) => i).filter((i) => i % 5 === 4).length;
    expect(Number(busy.n)).toBe(14 * busyPerDay);
    // A child process writing 150,000 slots: minutes on a busy shared machine.
  }, 600_000);

  it('prints its usage and exits 2 without a feed, and names the problem', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', cli], { cwd: apiDir }).catch((e) => e);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('Name the feed to import.');
    expect(failed.stderr).toContain('Usage: npm run data:import-smart -- <manifest URL or folder> [--prefix name]');
  });

  it('reads a feed from a local web server line by line', async () => {
    const database = await dialect.create();
    cleanup.push(() => database.close());
    const folder = tempFolder();
    const server = http.createServer((request, response) => {
      const file = path.join(folder, decodeURIComponent(path.basename(new URL(request.url!, 'http://x').pathname)));
      if (!fs.existsSync(file)) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/fhir+ndjson' });
      fs.createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/fhir`;
    writeSyntheticFeed(folder, {
      locations: 40,
      days: 7,
      slotsPerDay: 20,
      firstDay: tomorrow(),
      locationsPerSlotFile: 15,
      baseUrl: base,
    });
    const data = await readBulkData(`${base}/$bulk-publish`);
    expect(data.files.map((f) => f.type)).toEqual(['Location', 'Schedule', 'Slot', 'Slot', 'Slot']);
    const summary = await importBulkData(database, data, { now: new Date() });
    expect(summary).toMatchObject({ added: 40, skipped: [] });
    expect(summary.freeSlots).toBeGreaterThanOrEqual(40 * 7 * 16);
    const count = await database.db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', 'like', '127-0-0-1-loc%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(40);
  });
});
