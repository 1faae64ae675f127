// npm run data:import-smart -- <manifest URL or folder> [--prefix name]: imports another publisher's SMART Scheduling
// Links locations and slots (decision 130, docs/smart-scheduling-links.md). Same database settings as the server.
// The files are read line by line (decision 253), so a national feed imports in bounded memory.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import {
  defaultPrefix,
  importBulkData,
  readBulkData,
  SmartImportError,
} from '../modules/smart-scheduling/smart-import.service.ts';

const USAGE = `Usage: npm run data:import-smart -- <manifest URL or folder> [--prefix name]

  <manifest URL or folder>  https://…/$bulk-publish, or a folder holding $bulk-publish and the files it lists
  --prefix name             what our location ids start with (letters, digits, "-"); by default the URL's host
                            name or the folder's name, e.g. feed.example.org → feed-example-org
See docs/smart-scheduling-links.md.`;

function usage(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

let parsed: { values: { prefix?: string; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: { prefix: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
} catch (error) {
  usage((error as Error).message);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.positionals.length !== 1)
  usage(
    parsed.positionals.length === 0
      ? 'Name the feed to import.'
      : `Name one feed only (got ${parsed.positionals.length}).`,
  );
const target = parsed.positionals[0]!;
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  // npm runs workspace scripts inside apps/api; a relative folder means the directory the command was typed in.
  const data = await readBulkData(target, process.env.INIT_CWD ?? process.cwd());
  const prefix = parsed.values.prefix ?? defaultPrefix(data.source);
  const s = await importBulkData(database, data, { prefix, now: new Date() });
  console.log(
    `Imported ${data.source} (prefix ${prefix}) into the ${database.dialect} database: ${s.added} location(s) added, ` +
      `${s.updated} updated, ${s.unchanged} unchanged, ${s.closed} no longer listed (closed to new bookings); ` +
      `${s.freeSlots} free slot(s), ${s.slotRecordsChanged} slot record(s) changed, ${s.slotsLeftOut} slot(s) left out.`,
  );
  for (const skip of s.skipped.slice(0, 20)) console.log(`Skipped Location/${skip.id}: ${skip.reason}.`);
  if (s.skipped.length > 20) console.log(`… and ${s.skipped.length - 20} more skipped.`);
} catch (error) {
  if (error instanceof SmartImportError) {
    console.error(`Nothing was imported. ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
