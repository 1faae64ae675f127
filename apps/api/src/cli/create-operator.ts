// npm run staff:create-operator -- <email> [--name "Full Name"] [--locale en|es]: invites an operator (the first one
// on a fresh install) and prints the one-use invitation link, which is also e-mailed. There is no default password:
// the person opens the link and makes a passkey (docs/product/staff.md, decision 240). Same database settings as the
// server; running it again for the same address invites that person again and revokes their old passkeys.
import { LOCALES, type Locale } from '@vaxnear/domain/enumerations';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { offsetClock, systemClock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { inviteOperator } from '../modules/staff/staff.service.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const optionValues = new Set(['--name', '--locale'].map((name) => args.indexOf(name) + 1).filter((i) => i > 0));
const email = args.find((arg, i) => !arg.startsWith('--') && !optionValues.has(i));
const locale = (option('--locale') ?? 'en') as Locale;
if (!email || !LOCALES.includes(locale)) {
  console.error('Usage: npm run staff:create-operator -- <email> [--name "Full Name"] [--locale en|es]');
  process.exit(2);
}
const name = option('--name') ?? email.split('@')[0]!;

const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  const clock = config.clockOffsetMs === 0 ? systemClock : offsetClock(config.clockOffsetMs);
  const { link, expiresAt } = await inviteOperator(
    { db: database.db, dialect: database.dialect, clock, config },
    { email, name, locale },
  );
  console.log(
    `Invited ${email.trim().toLowerCase()} as an operator. Open this link once, before ${expiresAt}, to make a passkey:`,
  );
  console.log(link);
} catch (error) {
  if (error instanceof AppError) {
    console.error(`Nobody was invited. ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
