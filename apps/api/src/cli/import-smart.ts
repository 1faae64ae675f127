// npm run data:import-smart -- <manifest URL or folder> [--prefix name]: imports another publisher's SMART Scheduling
// Links locations and slots (decision 130, docs/smart-scheduling-links.md). Same database settings as the server.
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { importBulkData, readBulkData, SmartImportError } from '../modules/smart-scheduling/smart-import.service.ts';

const args = process.argv.slice(2);
const prefixAt = args.indexOf('--prefix');
const prefix = prefixAt >= 0 ? args[prefixAt + 1] : undefined;
const target = args.find((a, i) => !a.startsWith('--') && i !== prefixAt + 1);
if (!target) {
  console.error(
    'Usage: npm run data:import-smart -- <https://…/$bulk-publish or folder> [--prefix name]   (see docs/smart-scheduling-links.md)',
  );
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  // npm runs workspace scripts inside apps/api; a relative folder means the directory the command was typed in.
  const data = await readBulkData(target, process.env.INIT_CWD ?? process.cwd());
  const s = await importBulkData(database, data, { prefix, now: new Date() });
  console.log(
    `Imported ${data.source} into the ${database.dialect} database: ${s.added} location(s) added, ${s.updated} updated, ` +
      `${s.unchanged} unchanged, ${s.closed} no longer listed (closed to new bookings); ${s.freeSlots} free slot(s), ` +
      `${s.slotRecordsChanged} slot record(s) changed, ${s.slotsLeftOut} slot(s) left out.`,
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
