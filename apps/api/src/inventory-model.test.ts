// The inventory model against real servers (issue 24; the model is in test/inventory-model.ts): two servers on one
// PostgreSQL and one on SQLite, each given a few random scenarios of holds, bookings, changes and time passing, with
// the invariants read from the database after every step. `bench/inventory-model.ts --runs N` runs it longer.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dialects } from './test/dialects.ts';
import { checkInventoryModel, startInventoryFleet } from './test/inventory-model.ts';
import { buildServer } from './test/server-process.ts';

/** Scenarios per database in the suite: enough to meet the races every run, few enough for a shared 2-core machine. */
const RUNS = Number(process.env.INVENTORY_MODEL_RUNS ?? 8);

describe('the inventory model', () => {
  let build: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    build = await buildServer();
  });
  afterAll(() => build?.remove());

  for (const dialect of dialects) {
    const servers = dialect.name === 'postgres' ? 2 : 1;
    it(`keeps every slot's counter, capacity and holds right on ${servers} server(s) on ${dialect.name}`, async () => {
      const fleet = await startInventoryFleet(build.entry, dialect, { servers, capacity: 2 });
      try {
        await checkInventoryModel(fleet, { runs: RUNS });
      } finally {
        await fleet.stop();
      }
    });
  }
});
