// npm run iis:target -- <state> <host> <port> <sending facility> <receiving application> <receiving facility> [--test]:
// sets the state registry (IIS) that the state's vaccinations are sent to over MLLP (decision 262), replacing the
// state's earlier one. `--test` marks the messages as training/testing (MSH-11 "T"), for a registry's test system
// while onboarding. Messages of the state waiting as pending are sent at the worker's next pass.
//
// npm run iis:target -- <state> soap <https URL> <sending facility> <receiving application> <receiving facility> [--test]
// sets a registry reached through the CDC's IIS SOAP web service instead (decision 278). Its username and password are
// read from IIS_SOAP_USERNAME and IIS_SOAP_PASSWORD, never from the command line (which other users of the machine can
// read), and are never printed; the sending facility is also the facilityID of submitSingleMessage. The URL is checked
// with the service's connectivityTest.
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { saveIisTarget } from '../modules/iis/iis.repository.ts';
import { connectivityTest } from '../modules/iis/soap-client.ts';

const args = process.argv.slice(2).filter((a) => a !== '--test');
const soap = args[1] === 'soap';
const [state, host, port, sendingFacility, receivingApplication, receivingFacility] = soap
  ? [args[0], args[2], '', args[3], args[4], args[5]]
  : args;
const url = soap && host && URL.canParse(host) ? new URL(host) : null;
const username = process.env.IIS_SOAP_USERNAME ?? '';
const password = process.env.IIS_SOAP_PASSWORD ?? '';
const portNumber = url ? Number(url.port || (url.protocol === 'https:' ? 443 : 80)) : Number(port);
if (
  !state ||
  !/^[A-Z]{2}$/.test(state) ||
  !host ||
  (soap && (!url || url.protocol !== 'https:' || !username || !password)) ||
  !Number.isInteger(portNumber) ||
  portNumber < 1 ||
  portNumber > 65535 ||
  !sendingFacility ||
  !receivingApplication ||
  !receivingFacility
) {
  console.error(
    'Usage: npm run iis:target -- <state, e.g. NE> <host> <port> <sending facility id> <receiving application> <receiving facility> [--test]\n' +
      '   or: IIS_SOAP_USERNAME=… IIS_SOAP_PASSWORD=… npm run iis:target -- <state> soap <https:// URL> <sending facility id> <receiving application> <receiving facility> [--test]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  await saveIisTarget(database.db, {
    state,
    host: url ? url.hostname : host,
    port: portNumber,
    sending_facility: sendingFacility,
    receiving_application: receivingApplication,
    receiving_facility: receivingFacility,
    processing_id: process.argv.includes('--test') ? 'T' : 'P',
    updated_at: new Date().toISOString(),
    transport: soap ? 'soap' : 'mllp',
    soap_url: url ? url.toString() : null,
    soap_username: soap ? username : null,
    soap_password: soap ? password : null,
  });
  console.log(`Vaccinations in ${state} are now sent to ${url ? url.origin + url.pathname : `${host}:${portNumber}`}.`);
  if (url) {
    const echo = await connectivityTest(url.toString(), 'vaxnear', config.iisTimeoutMs);
    console.log(
      'echo' in echo
        ? 'The registry answered connectivityTest.'
        : `The registry did not answer connectivityTest (${'fault' in echo ? echo.fault : echo.error}); messages wait and are retried.`,
    );
  }
} finally {
  await database.close();
}
