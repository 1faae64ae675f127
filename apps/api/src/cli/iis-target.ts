// npm run iis:target -- <state> <host> <port> <sending facility> <receiving application> <receiving facility> [--test]:
// sets the state registry (IIS) that the state's vaccinations are sent to over MLLP (decision 262), replacing the
// state's earlier one. `--test` marks the messages as training/testing (MSH-11 "T"), for a registry's test system
// while onboarding. Messages of the state waiting as pending are sent at the worker's next pass.
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { saveIisTarget } from '../modules/iis/iis.repository.ts';

const args = process.argv.slice(2).filter((a) => a !== '--test');
const [state, host, port, sendingFacility, receivingApplication, receivingFacility] = args;
const portNumber = Number(port);
if (
  !state ||
  !/^[A-Z]{2}$/.test(state) ||
  !host ||
  !Number.isInteger(portNumber) ||
  portNumber < 1 ||
  portNumber > 65535 ||
  !sendingFacility ||
  !receivingApplication ||
  !receivingFacility
) {
  console.error(
    'Usage: npm run iis:target -- <state, e.g. NE> <host> <port> <sending facility id> <receiving application> <receiving facility> [--test]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  await saveIisTarget(database.db, {
    state,
    host,
    port: portNumber,
    sending_facility: sendingFacility,
    receiving_application: receivingApplication,
    receiving_facility: receivingFacility,
    processing_id: process.argv.includes('--test') ? 'T' : 'P',
    updated_at: new Date().toISOString(),
  });
  console.log(`Vaccinations in ${state} are now sent to ${host}:${portNumber}.`);
} finally {
  await database.close();
}
