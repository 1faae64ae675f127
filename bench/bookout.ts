// How many places one attacker address takes in an hour (issue #24, decisions 223 and 224), against a real server on
// loopback with the bot check on, the attacker solving every proof with a native SHA-256 loop (node:crypto, much
// faster than the widget's solver), a fresh cookie and an invented person and e-mail address for every booking.
//   node --import tsx bench/bookout.ts [--dialect sqlite|postgres]
// Two runs, each on a fresh database: one pharmacy's day, and three pharmacies standing in for one ZIP code's. The
// attacker books until the server refuses, then holds until the server refuses, and the script prints the places
// taken, the time it took and the work per proof it was asked for. It exits with an error as soon as an answer is
// not the status the rules say it must be, so a loosened limit fails here.
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { BOOKINGS_PER_ADDRESS_PER_DAY, MAX_HOLDS_PER_ADDRESS } from '@vaxnear/domain/constants';
import type { BenchSlot } from './booking-requests.ts';

const here = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const dialectName = args.includes('--dialect') ? args[args.indexOf('--dialect') + 1]! : 'sqlite';

async function serve(name: string) {
  const { dialects } = await import('../apps/api/src/test/dialects.ts');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { loadConfig } = await import('../apps/api/src/config.ts');
  const { insertPlaces, PLACES } = await import('../apps/api/src/modules/bookings/test-fixtures.ts');
  const { benchSlots } = await import('./booking-requests.ts');
  const database = await dialects.find((d) => d.name === name)!.create();
  // 09:00 to 17:00 in 15-minute slots of 5 places: 160 places a day per pharmacy.
  await insertPlaces(database.db, { capacity: 5 });
  const config = loadConfig(
    { ...process.env, BOT_CHECK: 'on', BOT_CHECK_SECRET: crypto.randomBytes(16).toString('hex') },
    { ...database.config, logLevel: 'silent' },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({
    port: typeof address === 'object' && address ? address.port : 0,
    // Place by place, day by day from tomorrow, in time order.
    slots: await benchSlots(database.db, new Date()),
    places: Object.values(PLACES).map((p) => p.id),
  });
  process.on('message', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** A native solver: tries every number up to the challenge's maximum. */
function solve(c: Challenge): string {
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (crypto.createHash('sha256').update(`${c.salt}${n}`).digest('hex') === c.challenge)
      return Buffer.from(JSON.stringify({ ...c, number: n })).toString('base64');
  }
  throw new Error('challenge without a solution');
}

async function attack(base: string, slots: BenchSlot[], label: string, placesPerDay: number) {
  let work = 0;
  let highestCost = 0;
  const proof = async (action: string) => {
    const c = (await (await fetch(`${base}/api/v1/bot-check/challenge?action=${action}`)).json()) as Challenge;
    highestCost = Math.max(highestCost, c.maxnumber);
    const token = solve(c);
    work += JSON.parse(Buffer.from(token, 'base64').toString()).number as number;
    return token;
  };
  const call = async (method: string, path: string, body: object, cookie: string, action: string) => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, 'x-bot-check-token': await proof(action) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { errors?: Array<{ code: string }> };
    return { status: res.status, code: json.errors?.[0]?.code ?? null };
  };
  const expectAnswer = (what: string, got: { status: number; code: string | null }, status: number, code?: string) => {
    if (got.status !== status || (code !== undefined && got.code !== code))
      throw new Error(`${label}: ${what} answered ${got.status} ${got.code}, expected ${status} ${code ?? ''}`);
  };
  const started = performance.now();
  let booked = 0;
  let i = 0;
  // Book until refused: each booking holds its time first, with a fresh cookie and an invented person.
  for (;;) {
    const slot = slots[i % slots.length]!;
    const cookie = `vaxnear_client=${`bot${i}`.padEnd(22, 'x').slice(0, 22)}`;
    expectAnswer(
      'a hold',
      await call('POST', '/reservations', { timeSlotId: slot.timeSlotId }, cookie, 'create_reservation'),
      200,
    );
    const answer = await call(
      'POST',
      '/appointments/batch_create',
      {
        email: `bot${i}@example.net`,
        appointments: [
          {
            locationId: slot.locationId,
            timeSlotId: slot.timeSlotId,
            services: [{ kind: 'flu', brand: null }],
            user: {
              firstName: `Invented${i}`,
              lastName: 'Person',
              sex: 'female',
              dateOfBirth: '04/12/1958',
              address1: '1 Main St',
              city: 'Alliance',
              state: 'NE',
              zipCode: '69301',
            },
          },
        ],
        phoneNumber: '(308) 762-1258',
      },
      cookie,
      'create_appointments',
    );
    i += 1;
    if (answer.status === 200) {
      booked += 1;
      continue;
    }
    expectAnswer('the booking past the cap', answer, 429, 'TOO_MANY_BOOKINGS');
    break;
  }
  if (booked !== BOOKINGS_PER_ADDRESS_PER_DAY) throw new Error(`${label}: booked ${booked}, expected the cap`);
  // Then hold: the refused booking's hold is still there, so the address has one already.
  let held = 1;
  for (;;) {
    const slot = slots[(i + held) % slots.length]!;
    const answer = await call(
      'POST',
      '/reservations',
      { timeSlotId: slot.timeSlotId },
      `vaxnear_client=${`holder${held}`.padEnd(22, 'x').slice(0, 22)}`,
      'create_reservation',
    );
    if (answer.status === 200) {
      held += 1;
      continue;
    }
    expectAnswer('the hold past the cap', answer, 429, 'TOO_MANY_HOLDS');
    break;
  }
  if (held !== MAX_HOLDS_PER_ADDRESS) throw new Error(`${label}: held ${held}, expected the cap`);
  const seconds = (performance.now() - started) / 1000;
  return { label, placesPerDay, booked, held, taken: booked + held, seconds, highestCost, hashes: work };
}

if (args[0] === '--serve') {
  await serve(args[1]!);
} else {
  const results = [];
  for (const scope of ['one pharmacy', 'three pharmacies (one ZIP code)'] as const) {
    const child = fork(here, ['--serve', dialectName], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const ready = await new Promise<{ port: number; slots: BenchSlot[]; places: string[] }>((resolve) =>
      child.once('message', (m) => resolve(m as { port: number; slots: BenchSlot[]; places: string[] })),
    );
    try {
      // Tomorrow's 32 slots of one pharmacy, or of every pharmacy taken in turn.
      const byPlace = ready.places.map((id) => ready.slots.filter((s) => s.locationId === id).slice(0, 32));
      const slots =
        scope === 'one pharmacy'
          ? byPlace[0]!
          : byPlace[0]!.flatMap((_, k) => byPlace.map((p) => p[k]!).filter(Boolean));
      results.push(
        await attack(`http://127.0.0.1:${ready.port}`, slots, scope, 160 * (scope === 'one pharmacy' ? 1 : 3)),
      );
    } finally {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  for (const r of results)
    console.log(
      `${dialectName} | ${r.label}: ${r.taken} of ${r.placesPerDay} places (${r.booked} booked, ${r.held} held) in ${r.seconds.toFixed(1)} s; highest work per proof ${r.highestCost.toLocaleString('en-US')}, ${r.hashes.toLocaleString('en-US')} hashes in all`,
    );
}
