// The inventory model (apps/api/src/test/inventory-model.ts) for as long as asked: random scenarios of holds,
// bookings, changes and time passing against two real servers on one PostgreSQL (when DATABASE_URL is a postgres URL)
// and one on SQLite, with the invariants read from the database after every step.
//   node --import tsx bench/inventory-model.ts [--runs 200] [--seed N [--path P]] [--shrink]
// A failure prints fast-check's report: its seed and path play the failing scenario again (--seed, --path), and
// --shrink looks for the shortest scenario that still fails.
import { dialects } from '../apps/api/src/test/dialects.ts';
import { checkInventoryModel, startInventoryFleet } from '../apps/api/src/test/inventory-model.ts';
import { buildServer } from '../apps/api/src/test/server-process.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : undefined;
};
const runs = option('runs') ?? 200;
const seed = option('seed');
const build = await buildServer();
let failed = false;
try {
  for (const dialect of dialects) {
    const servers = dialect.name === 'postgres' ? 2 : 1;
    const fleet = await startInventoryFleet(build.entry, dialect, { servers, capacity: 2 });
    const started = performance.now();
    try {
      const answers = await checkInventoryModel(fleet, {
        runs,
        ...(seed === undefined ? {} : { seed }),
        ...(args.includes('--path') ? { path: args[args.indexOf('--path') + 1]! } : {}),
        shrink: args.includes('--shrink'),
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${fleet.name}: ${runs} scenarios, every invariant held (${seconds} s). Answers:`);
      for (const [answer, count] of [...answers].sort()) console.log(`  ${answer}: ${count}`);
    } catch (error) {
      failed = true;
      console.error((error as Error).message, String((error as Error).cause ?? ''));
    } finally {
      await fleet.stop();
    }
  }
} finally {
  build.remove();
}
process.exit(failed ? 1 : 0);
