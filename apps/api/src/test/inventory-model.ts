// The inventory model (issue 24): random interleavings of what people and bots do to one pharmacy's calendar (hold,
// hold again, hold a party's places, ask for more time, book, book a party, cancel, move, erase, and time passing so
// holds expire), sent to real server processes, with what its staff do at the same moment (close a range, reopen it,
// change the places per slot: run by the services in the test's process on the same database, issue 26) and the
// people taking the time a closure held for them. After every step the invariants are read straight from the
// database: every slot's booked counter equals its booked appointment rows and, with its live holds other than a
// closure's own, never exceeds capacity; no person's hold outlives 30 minutes from its first take; nobody is booked in
// an open closure's range without that closure's (or another open one's) notice naming them; and, after every run,
// nothing answered 2xx is lost. Used by
// apps/api/src/inventory-model.test.ts (a few runs, in the suite) and bench/inventory-model.ts (as many as asked).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { fileOffsetClock } from '../lib/clock.ts';
import { isConcurrencyConflict } from '../modules/bookings/database-errors.ts';
import { runWaitlistPass } from '../modules/waiting-list/waiting-list.service.ts';
import { MAX_HOLD_TOTAL_MINUTES } from '@vaxnear/domain/constants';
import type { Database } from '../db/schema.ts';
import type { ServiceDeps } from '../lib/service-deps.ts';
import { bookingBody, insertPlaces, PLACES, slotId } from '../modules/bookings/test-fixtures.ts';
import { changeCapacity } from '../modules/schedule-changes/capacity-changes.service.ts';
import { createClosure, reopenClosure } from '../modules/schedule-changes/closures.service.ts';
import type { StaffSession } from '../modules/staff/staff-authorization.ts';
import type { DialectCase } from './dialects.ts';
import { freePort } from './free-port.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export interface InventoryFleet {
  /** What the servers are called in a failure message ("two servers on PostgreSQL"). */
  name: string;
  /** Base URLs of the running servers; each operation goes to one of them. */
  urls: string[];
  /** The database every server uses, read for the invariants. */
  db: Kysely<Database>;
  /** The file every server reads its clock offset from (CLOCK_OFFSET_FILE). */
  clockFile: string;
  /** The capacity of every slot (as inserted by insertPlaces). */
  capacity: number;
  /** The slots the model plays with (UTC instants at the fixtures' Safeway), a few hours ahead at least. */
  slots: string[];
  /** The services as the staff's calls run them, on the same database and clock as the servers. */
  deps: ServiceDeps;
  /** In-process servers on the same database that run the waiting list's passes (see the waiting-list section). */
  waitlist?: WaitlistServers;
}

const PLACE = 'safewayAlliance';
const CLIENTS = 3;
const MINUTE = 60_000;
/** The time a request may take between being sent and the server reading its clock (a loaded 2-core machine). */
const SLACK_MS = 15_000;
const clientCookie = (client: number) => `vaxnear_client=model${client}`.padEnd('vaxnear_client='.length + 22, 'x');
const clientOfCookie = (id: string) => Number(/^model(\d+)x*$/.exec(id)?.[1] ?? -1);

type Op =
  | { kind: 'hold'; client: number; slot: number; server: number }
  | { kind: 'batchHold'; client: number; slots: number[]; server: number }
  | { kind: 'extend'; client: number; slot: number; server: number }
  /** Every open page renews what its client holds, all by one route. */
  | { kind: 'rehold'; route: 'hold' | 'batch' | 'extend'; server: number }
  | { kind: 'book'; client: number; slot: number; server: number }
  | { kind: 'partyBook'; client: number; slots: number[]; server: number }
  | { kind: 'cancel'; booking: number; server: number }
  | { kind: 'reschedule'; booking: number; slot: number; server: number }
  | { kind: 'erase'; booking: number; server: number }
  /** Two tabs on one booking: one moves it while the other cancels or erases it. */
  | { kind: 'twoTabs'; booking: number; slot: number; other: 'cancel' | 'erase'; server: number; otherServer: number }
  /** Staff close slots [from, to) of the model's (to exclusive), or reopen the newest open closure. */
  | { kind: 'close'; from: number; to: number }
  | { kind: 'reopen' }
  /** Staff set the places per slot from the model's day on. */
  | { kind: 'capacity'; capacity: number }
  /** A person told of a closure takes the time held for them (twice at once when `twice`). */
  | { kind: 'takeOffer'; notice: number; twice: boolean; server: number }
  | WaitlistOp;
export interface Step {
  /** Sent at once, each to one of the servers. */
  ops: Op[];
  /** Among them, every open page renews what its client holds by this route. */
  renew: 'hold' | 'batch' | 'extend' | null;
  /** Then the servers' clock moves on this many minutes. */
  minutes: number;
  server: number;
}

/** Random scenarios: a few steps of operations sent at once, with time passing between them. */
export function scenarios(slotCount: number): fc.Arbitrary<Step[]> {
  const client = fc.integer({ min: 0, max: CLIENTS - 1 });
  const slot = fc.integer({ min: 0, max: slotCount - 1 });
  const server = fc.nat({ max: 7 });
  // Changes go to one of the last three bookings, so that two changes of one booking often meet in one step.
  const booking = fc.nat({ max: 2 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('hold' as const), client, slot, server }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('batchHold' as const),
        client,
        slots: fc.array(slot, { minLength: 1, maxLength: 3 }),
        server,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('extend' as const), client, slot, server }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('book' as const), client, slot, server }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('partyBook' as const),
        client,
        slots: fc.array(slot, { minLength: 2, maxLength: 2 }),
        server,
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('cancel' as const), booking, server }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('reschedule' as const), booking, slot, server }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('erase' as const), booking, server }) },
    ...waitlistOps(),
    {
      weight: 2,
      arbitrary: fc
        .record({ kind: fc.constant('close' as const), from: slot, length: fc.integer({ min: 1, max: 2 }) })
        .map(({ kind, from, length }) => ({ kind, from, to: Math.min(slotCount, from + length) })),
    },
    { weight: 2, arbitrary: fc.constant({ kind: 'reopen' as const }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('capacity' as const), capacity: fc.integer({ min: 1, max: 3 }) }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('takeOffer' as const),
        notice: fc.nat({ max: 2 }),
        twice: fc.boolean(),
        server,
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('twoTabs' as const),
        booking,
        slot,
        other: fc.constantFrom('cancel' as const, 'erase' as const),
        server,
        otherServer: server,
      }),
    },
  );
  // Each step: up to six operations at once, mostly with the open pages renewing their holds among them, then time
  // passes, mostly by less than a hold's 10 minutes, so that holds both end and get renewed for long.
  const step: fc.Arbitrary<Step> = fc.record({
    ops: fc.array(op, { minLength: 1, maxLength: 6 }),
    renew: fc.option(fc.constantFrom('hold' as const, 'batch' as const, 'extend' as const), { freq: 4 }),
    minutes: fc.oneof(fc.constant(0), fc.integer({ min: 3, max: 10 })),
    server,
  });
  return fc.array(step, { minLength: 3, maxLength: 12, size: 'max' });
}

interface KnownBooking {
  accessCode: string;
  client: number;
  appointmentIds: string[];
  cancelled: boolean;
  erased: boolean;
}

/** What the model knows: the bookings answered 200, and when each client's unbroken hold on each slot was first taken. */
class ModelState {
  offsetMs = 0;
  people = 0;
  bookings: KnownBooking[] = [];
  /** `client slot` → the first take of the client's unbroken hold on that slot, and the latest expiry answered. */
  holds = new Map<string, { firstTake: number; expiresAt: number }>();
  /** Holds a booking or a move used up in the current step (forgotten when the step ends). */
  usedUp = new Set<string>();
  failures: string[] = [];
  /**
   * When the places per slot last changed (the model's clock, after the change answered): holds taken before then were
   * counted against the old number, and a lower one leaves them in place (decision 259 keeps the people booked, and a
   * holder who then books is refused if the slot is full).
   */
  capacityChangedAt = 0;
  /** `METHOD route status` → how many answers, for the bench's report of what the scenarios did. */
  answers = new Map<string, number>();

  now() {
    return Date.now() + this.offsetMs;
  }

  /** A 200 hold answer; `sentAt` is the model's clock when the request was sent. */
  held(client: number, slots: readonly number[], expiresAtIso: string, sentAt: number, route: string) {
    const expiresAt = Date.parse(expiresAtIso);
    for (const slot of new Set(slots)) {
      const key = `${client} ${slot}`;
      const known = this.holds.get(key);
      // The last hold answered had ended before this request: this is a new take.
      const chain = known && known.expiresAt > sentAt ? known : { firstTake: sentAt, expiresAt };
      chain.expiresAt = Math.max(chain.expiresAt, expiresAt);
      this.holds.set(key, chain);
      const minutes = `holds answered ${Math.floor((chain.expiresAt - chain.firstTake) / (5 * MINUTE)) * 5}+ minutes from their first take`;
      this.answers.set(minutes, (this.answers.get(minutes) ?? 0) + 1);
      if (expiresAt > chain.firstTake + MAX_HOLD_TOTAL_MINUTES * MINUTE + SLACK_MS)
        this.failures.push(
          `${route} answered a hold of client ${client} on slot ${slot} until ${expiresAtIso}, ` +
            `${((expiresAt - chain.firstTake) / MINUTE).toFixed(1)} minutes after its first take`,
        );
    }
  }

  /**
   * A hold used up by a booking or a move. It is forgotten once the step ends, so the next hold starts a new take
   * no earlier than the model thinks: the model may be lenient about that hold, never wrong.
   */
  usedUpHold(client: number, slot: number) {
    this.usedUp.add(`${client} ${slot}`);
  }

  endStep() {
    for (const key of this.usedUp) this.holds.delete(key);
    this.usedUp.clear();
  }
}

async function call(
  fleet: InventoryFleet,
  state: ModelState,
  server: number,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  client: number | null,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = `${fleet.urls[server % fleet.urls.length]!}/api/v1${path}`;
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(client === null ? {} : { cookie: clientCookie(client) }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    const route = `${method} ${path.replace(/registrations\/[^/]+/, 'registrations/:code')} ${res.status}`;
    state.answers.set(route, (state.answers.get(route) ?? 0) + 1);
    // Nothing a client sends may be answered with a server error, a deadlock least of all. One exception, the
    // harness's own doing: on SQLite this process writes to the server's file too (the staff's changes and the
    // waiting list's passes run here), a second writer process that a SQLite deployment (one server) never has. A
    // server that still finds the file busy after its retries answers 503 "try again", which changes nothing: counted
    // above, not a failure. PostgreSQL servers have no such excuse.
    const busyFile =
      res.status === 503 &&
      fleet.deps.dialect === 'sqlite' &&
      (json.errors as Array<{ code?: string }> | undefined)?.[0]?.code === 'UNAVAILABLE';
    if (res.status >= 500 && !busyFile)
      state.failures.push(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return { status: res.status, json };
  } catch (error) {
    state.failures.push(`${method} ${path} got no answer: ${(error as Error).message}`);
    return { status: 0, json: {} };
  }
}

const dataOf = <T>(json: Record<string, unknown>) => json.data as T;

async function perform(fleet: InventoryFleet, state: ModelState, op: Op): Promise<void> {
  const id = (slot: number) => slotId(PLACE, fleet.slots[slot]!);
  const hold = async (client: number, slots: number[], server: number, batch: boolean) => {
    const sentAt = state.now();
    const res = batch
      ? await call(fleet, state, server, 'POST', '/reservations/batch', { timeSlotIds: slots.map(id) }, client)
      : await call(fleet, state, server, 'POST', '/reservations', { timeSlotId: id(slots[0]!) }, client);
    if (res.status === 200)
      state.held(
        client,
        slots,
        dataOf<{ expiresAt: string }>(res.json).expiresAt,
        sentAt,
        batch ? 'batch hold' : 'hold',
      );
    return res.status === 200;
  };
  const book = async (client: number, slots: number[], server: number) => {
    // As the site does: the places are held first, then booked (a booking may have to take a place its client holds).
    await hold(client, slots, server, slots.length > 1);
    const people = slots.map(() => (state.people += 1));
    const res = await call(
      fleet,
      state,
      server,
      'POST',
      '/appointments/batch_create',
      bookingBody(
        slots.map((slot, i) => ({
          place: PLACE,
          slot: fleet.slots[slot]!,
          user: { firstName: `Model${people[i]}`, lastName: `Run${people[0]}` },
        })),
        { email: `model${people[0]}@example.com` },
      ),
      client,
    );
    if (res.status !== 200) return;
    const registration = dataOf<{ registration: { accessCode: string; appointments: Array<{ id: string }> } }>(
      res.json,
    ).registration;
    state.bookings.push({
      accessCode: registration.accessCode,
      client,
      appointmentIds: registration.appointments.map((a) => a.id),
      cancelled: false,
      erased: false,
    });
    for (const slot of slots) state.usedUpHold(client, slot);
  };
  const known = (index: number) =>
    state.bookings.length === 0 ? null : state.bookings[state.bookings.length - 1 - (index % state.bookings.length)]!;

  switch (op.kind) {
    case 'hold':
      await hold(op.client, [op.slot], op.server, false);
      return;
    case 'batchHold':
      await hold(op.client, op.slots, op.server, true);
      return;
    case 'rehold': {
      // Pages left open renew what their clients hold, by whichever route: the 30 minutes still count from the start.
      const now = state.now();
      const renewals = Array.from({ length: CLIENTS }, async (_, client) => {
        const held = [...state.holds]
          .filter(([key, chain]) => key.startsWith(`${client} `) && chain.expiresAt > now)
          .map(([key]) => Number(key.split(' ')[1]));
        if (held.length === 0) return;
        if (op.route === 'batch') await hold(client, held, op.server + client, true);
        else if (op.route === 'hold') await Promise.all(held.map((slot) => hold(client, [slot], op.server, false)));
        else
          await Promise.all(
            held.map((slot) => perform(fleet, state, { kind: 'extend', client, slot, server: op.server })),
          );
      });
      await Promise.all(renewals);
      return;
    }
    case 'extend': {
      const sentAt = state.now();
      const res = await call(
        fleet,
        state,
        op.server,
        'POST',
        '/reservations/extend',
        { timeSlotId: id(op.slot) },
        op.client,
      );
      if (res.status === 200)
        state.held(op.client, [op.slot], dataOf<{ expiresAt: string }>(res.json).expiresAt, sentAt, 'extend');
      return;
    }
    case 'book':
      await book(op.client, [op.slot], op.server);
      return;
    case 'partyBook':
      await book(op.client, op.slots, op.server);
      return;
    case 'cancel': {
      const b = known(op.booking);
      if (!b) return;
      // As the site does: the booking is shown before the person cancels it (another tab may be moving it).
      await call(fleet, state, op.server, 'GET', `/registrations/${b.accessCode}`, undefined, b.client);
      const res = await call(fleet, state, op.server, 'POST', `/registrations/${b.accessCode}/cancel`, {}, b.client);
      if (res.status === 200) b.cancelled = true;
      return;
    }
    case 'reschedule': {
      const b = known(op.booking);
      if (!b) return;
      // As the site does: the new time is held while the person confirms the change.
      await hold(b.client, [op.slot], op.server, false);
      const res = await call(
        fleet,
        state,
        op.server,
        'POST',
        `/registrations/${b.accessCode}/reschedule`,
        { appointments: [{ id: b.appointmentIds[0], timeSlotId: id(op.slot) }] },
        b.client,
      );
      if (res.status === 200) state.usedUpHold(b.client, op.slot);
      return;
    }
    case 'twoTabs': {
      await Promise.all([
        perform(fleet, state, { kind: 'reschedule', booking: op.booking, slot: op.slot, server: op.server }),
        perform(fleet, state, { kind: op.other, booking: op.booking, server: op.otherServer }),
      ]);
      return;
    }
    case 'close':
    case 'reopen':
    case 'capacity':
      await staffChange(fleet, state, op);
      return;
    case 'takeOffer': {
      // The offer link as the person clicks it: the token in a closure notice e-mailed to them.
      const mails = await fleet.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('kind', '=', 'closure_notice')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      const tokens = mails.flatMap((m) => {
        const match = /\/schedule\/closure-offer\?token=([^\s&]+)/.exec(m.text_body);
        return match ? [decodeURIComponent(match[1]!)] : [];
      });
      const token = tokens[op.notice % Math.max(1, tokens.length)];
      if (!token) return;
      const take = () => call(fleet, state, op.server, 'POST', '/closure_offers/take', { token }, null);
      await Promise.all(op.twice ? [take(), take()] : [take()]);
      return;
    }
    case 'waitJoin':
    case 'waitPass':
    case 'waitTake':
    case 'waitDecline':
      await performWaitlist(fleet, state, op);
      return;
    case 'erase': {
      const b = known(op.booking);
      if (!b) return;
      await call(fleet, state, op.server, 'GET', `/registrations/${b.accessCode}`, undefined, b.client);
      const res = await call(fleet, state, op.server, 'POST', `/registrations/${b.accessCode}/erase`, {}, b.client);
      if (res.status === 200) b.erased = true;
      return;
    }
  }
}

/** The staff member the model's staff changes are made as: an operator, who may change any location. */
const MODEL_OPERATOR: StaffSession = {
  idHash: 'model',
  staffId: 'model-operator',
  name: 'Model Operator',
  email: 'model@vaxnear.example',
  expiresAt: '9999-12-31T00:00:00.000Z',
  role: 'operator',
  retailer: null,
  locationIds: [],
};

/** A staff change, run by the service as the staff route runs it; a refusal (4xx) is an answer, anything else fails. */
async function staffChange(
  fleet: InventoryFleet,
  state: ModelState,
  op: Extract<Op, { kind: 'close' | 'reopen' | 'capacity' }>,
): Promise<void> {
  const actor = { session: MODEL_OPERATOR, address: null };
  const locationId = PLACES[PLACE].id;
  const name = `staff ${op.kind}`;
  try {
    if (op.kind === 'close') {
      const end = new Date(Date.parse(fleet.slots[op.to - 1]!) + 15 * MINUTE).toISOString();
      await createClosure(fleet.deps, actor, {
        locationId,
        startsAt: fleet.slots[op.from]!,
        endsAt: end,
        reason: 'Model closure',
      });
      // The closure let go of people's holds in its range: a hold taken there after it is a new take.
      for (let slot = op.from; slot < op.to; slot += 1)
        for (let client = 0; client < CLIENTS; client += 1) state.usedUpHold(client, slot);
    } else if (op.kind === 'reopen') {
      const open = await fleet.db
        .selectFrom('location_closures')
        .select('id')
        .where('reopened_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!open) return;
      await reopenClosure(fleet.deps, actor, open.id);
    } else {
      const day = new Date(fleet.slots[0]!);
      // The model's day at the Safeway (America/Denver): its slots are mornings, the same date as in UTC.
      await changeCapacity(fleet.deps, actor, {
        locationId,
        from: day.toISOString().slice(0, 10),
        capacity: op.capacity,
      });
      state.capacityChangedAt = state.now() + SLACK_MS;
    }
    state.answers.set(`${name} done`, (state.answers.get(`${name} done`) ?? 0) + 1);
  } catch (error) {
    // A database still busy after its wait (SQLite's busy_timeout, on a loaded machine) is the 503 "try again" the
    // staff's route answers; the change rolled back whole, so the model has nothing to undo.
    const status = isConcurrencyConflict(error) ? 503 : (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && (status < 500 || status === 503)) {
      state.answers.set(`${name} ${status}`, (state.answers.get(`${name} ${status}`) ?? 0) + 1);
      return;
    }
    state.failures.push(`${name} failed: ${(error as Error).message}`);
  }
}

/** Empties what the model writes, and sets every server's clock back to real time. */
async function resetInventory(fleet: InventoryFleet) {
  fs.writeFileSync(fleet.clockFile, '0');
  const { db } = fleet;
  await db.deleteFrom('appointment_services').execute();
  await db.deleteFrom('appointments').execute();
  await db.deleteFrom('registrations').execute();
  await db.deleteFrom('holds').execute();
  await db.deleteFrom('slot_usage').execute();
  await db.deleteFrom('mail_outbox').execute();
  await db.deleteFrom('idempotency_keys').execute();
  await db.deleteFrom('closure_notices').execute();
  await db.deleteFrom('location_closures').execute();
  await db.updateTable('locations').set({ capacity: fleet.capacity }).execute();
  await resetWaitlist(db);
}

/** The counters and holds as the database has them, against the rows and the model. */
async function checkDatabase(fleet: InventoryFleet, state: ModelState) {
  const { db } = fleet;
  const now = new Date(state.now()).toISOString();
  const usage = await db.selectFrom('slot_usage').select(['location_id', 'starts_at', 'booked', 'capacity']).execute();
  const booked = await db
    .selectFrom('appointments')
    .select(['location_id', 'starts_at'])
    .where('status', '=', 'booked')
    .execute();
  const holds = await db
    .selectFrom('holds')
    .select(['client_id', 'location_id', 'starts_at', 'created_at', 'expires_at'])
    .where('expires_at', '>', now)
    .execute();
  const at = (rows: Array<{ location_id: string; starts_at: string }>, u: { location_id: string; starts_at: string }) =>
    rows.filter((r) => r.location_id === u.location_id && r.starts_at === u.starts_at).length;
  // A closure fills its slots with holds of its own whoever is still booked there (decision 258): they close the
  // slot, they give no one a place. Every other hold does, once the places per slot it was counted against stand.
  const placeHolds = holds.filter(
    (h) => !h.client_id.startsWith('closure:') && Date.parse(h.created_at) > state.capacityChangedAt,
  );
  for (const u of usage) {
    const counter = Number(u.booked);
    const capacity = Number(u.capacity);
    if (counter !== at(booked, u))
      state.failures.push(`slot ${u.starts_at}: counter ${counter}, booked appointments ${at(booked, u)}`);
    if (counter > capacity) state.failures.push(`slot ${u.starts_at}: ${counter} booked, capacity ${capacity}`);
    if (counter + at(placeHolds, u) > capacity)
      state.failures.push(`slot ${u.starts_at}: ${counter} booked and ${at(placeHolds, u)} held, capacity ${capacity}`);
  }
  await checkNobodyUnseen(db, state);
  for (const row of booked)
    if (!usage.some((u) => u.location_id === row.location_id && u.starts_at === row.starts_at))
      state.failures.push(`an appointment is booked at ${row.starts_at}, a slot with no counter`);
  for (const h of holds) {
    // A closure's holds last until the slot starts and an offer's 48 hours (decision 258): not a person's hold.
    if (h.client_id.startsWith('closure')) continue;
    const lifetime = Date.parse(h.expires_at) - Date.parse(h.created_at);
    if (lifetime > MAX_HOLD_TOTAL_MINUTES * MINUTE)
      state.failures.push(`a hold on ${h.starts_at} runs ${lifetime / MINUTE} minutes from its creation`);
    const slot = fleet.slots.indexOf(new Date(h.starts_at).toISOString());
    const chain = state.holds.get(`${clientOfCookie(h.client_id)} ${slot}`);
    if (chain && Date.parse(h.expires_at) > chain.firstTake + MAX_HOLD_TOTAL_MINUTES * MINUTE + SLACK_MS)
      state.failures.push(
        `client ${clientOfCookie(h.client_id)} holds slot ${slot} until ${h.expires_at}, ` +
          `${((Date.parse(h.expires_at) - chain.firstTake) / MINUTE).toFixed(1)} minutes after its first take ` +
          `(${new Date(chain.firstTake).toISOString()}; the row says ${h.created_at})`,
      );
  }
}

/** Nobody is booked in an open closure's range without a notice of an open closure that names their appointment. */
async function checkNobodyUnseen(db: Kysely<Database>, state: ModelState) {
  const closures = await db.selectFrom('location_closures').selectAll().where('reopened_at', 'is', null).execute();
  if (closures.length === 0) return;
  const notices = await db
    .selectFrom('closure_notices')
    .select(['closure_id', 'appointment_ids'])
    .where(
      'closure_id',
      'in',
      closures.map((c) => c.id),
    )
    .execute();
  // Which open closures told each appointment: one of them must cover the time it is booked at now.
  const toldBy = new Map<string, Array<(typeof closures)[number]>>();
  for (const n of notices)
    for (const id of JSON.parse(n.appointment_ids) as string[])
      toldBy.set(id, [...(toldBy.get(id) ?? []), closures.find((c) => c.id === n.closure_id)!]);
  for (const closure of closures) {
    const inside = await db
      .selectFrom('appointments')
      .select(['id', 'starts_at'])
      .where('location_id', '=', closure.location_id)
      .where('status', '=', 'booked')
      .where('starts_at', '>=', closure.starts_at)
      .where('starts_at', '<', closure.ends_at)
      .execute();
    for (const a of inside)
      if (!(toldBy.get(a.id) ?? []).some((c) => a.starts_at >= c.starts_at && a.starts_at < c.ends_at))
        state.failures.push(
          `an appointment at ${a.starts_at} is booked in the closure ${closure.starts_at}–${closure.ends_at} and was never told`,
        );
  }
}

/** Every booking answered 200 is still there, as the person would read it back, unless they erased it. */
async function checkNothingLost(fleet: InventoryFleet, state: ModelState) {
  for (const b of state.bookings) {
    const res = await call(fleet, state, 0, 'GET', `/registrations/${b.accessCode}`, undefined, null);
    if (b.erased) {
      if (res.status !== 404) state.failures.push(`an erased booking answers ${res.status}`);
      continue;
    }
    if (res.status !== 200) {
      state.failures.push(`a booking answered 200 reads back as ${res.status}`);
      continue;
    }
    const appointments = dataOf<{ registration: { appointments: Array<{ id: string; status: string }> } }>(res.json)
      .registration.appointments;
    const ids = appointments.map((a) => a.id).sort();
    if (ids.join() !== [...b.appointmentIds].sort().join())
      state.failures.push(`a booking answered 200 with ${b.appointmentIds.join()} reads back with ${ids.join()}`);
    if (!b.cancelled && appointments.some((a) => a.status !== 'booked'))
      state.failures.push(`a booking nobody cancelled reads back cancelled`);
  }
}

/** Plays one scenario against the fleet from an empty calendar; resolves with what broke (nothing, if all held). */
export async function playScenario(
  fleet: InventoryFleet,
  steps: readonly Step[],
  answers = new Map<string, number>(),
): Promise<string[]> {
  await resetInventory(fleet);
  const state = new ModelState();
  state.answers = answers;
  for (const step of steps) {
    const ops: Op[] = step.renew ? [...step.ops, { kind: 'rehold', route: step.renew, server: step.server }] : step.ops;
    await Promise.all(ops.map((op) => perform(fleet, state, op)));
    state.endStep();
    await checkDatabase(fleet, state);
    await checkWaitlistOffers(fleet, state);
    if (state.failures.length > 0) return state.failures;
    state.offsetMs += step.minutes * MINUTE;
    fs.writeFileSync(fleet.clockFile, String(state.offsetMs));
  }
  await checkNothingLost(fleet, state);
  return state.failures;
}

/**
 * Runs `runs` random scenarios and throws with the first that broke an invariant; resolves with how many answers of
 * each kind the scenarios got (`POST /reservations 200`: 31). (fast-check's report: the seed and
 * the steps, so `bench/inventory-model.ts --seed` plays it again). No shrinking unless asked: each try is a real run.
 */
export async function checkInventoryModel(
  fleet: InventoryFleet,
  options: { runs: number; seed?: number; path?: string; shrink?: boolean },
): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(scenarios(fleet.slots.length), async (steps) => {
      const failures = await playScenario(fleet, steps, answers);
      if (failures.length > 0) throw new Error(`${fleet.name}: ${failures.join('; ')}`);
    }),
    {
      numRuns: options.runs,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
      endOnFailure: !options.shrink,
    },
  );
  return answers;
}

/**
 * Real servers (compiled as production runs them) on a fresh database of `dialect`, sharing one clock file, with the
 * fixtures' Safeway open at `capacity` places a slot. Per-address and per-minute limits are lifted: every model
 * client comes from 127.0.0.1, and the model is about capacity, not about those limits.
 */
export async function startInventoryFleet(
  entry: string,
  dialect: DialectCase,
  options: { servers: number; capacity: number },
): Promise<InventoryFleet & { stop(): Promise<void> }> {
  const database = await dialect.create();
  await insertPlaces(database.db, { capacity: options.capacity, places: [PLACE] });
  // The calendar is open for the next week only: a change of places writes a row per slot up to the last bookable one,
  // and the model's slots are two days ahead.
  await database.db
    .updateTable('locations')
    .set({ slots_until: new Date(Date.now() + 7 * 24 * 60 * MINUTE).toISOString() })
    .execute();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-model-'));
  const clockFile = path.join(dir, 'clock-offset');
  fs.writeFileSync(clockFile, '0');
  const env = {
    ...(database.config.databaseUrl
      ? { DATABASE_URL: database.config.databaseUrl, DB_POOL_MAX: '4' }
      : { DATABASE_URL: '', SQLITE_PATH: database.config.sqlitePath }),
    CLOCK_OFFSET_FILE: clockFile,
    RATE_LIMIT_MAX: '0',
    HOLDS_PER_ADDRESS: '1000',
    // Every model client comes from 127.0.0.1: the daily caps would refuse most bookings after the first two dozen.
    BOOKINGS_PER_EMAIL_PER_DAY: '0',
    BOOKINGS_PER_ADDRESS_PER_DAY: '0',
    LOG_LEVEL: 'warn',
  };
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < options.servers; i += 1)
      servers.push(await startServer(entry, { ...env, PORT: String(await freePort()) }));
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
    throw error;
  }
  const waitlist = await startWaitlistServers(database, clockFile);
  // Four slots the day after tomorrow, from 09:00 in Alliance NE: far enough ahead for the clock to move hours.
  const day = new Date(Date.now() + 2 * 24 * 60 * MINUTE);
  const first = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 16);
  const config = loadConfig(
    { ...process.env, BOT_CHECK: 'off' },
    { ...database.config, logLevel: 'silent', shedEventLoopDelayMs: 0, shedReadsTurnMs: 0 },
  );
  return {
    deps: { db: database.db, dialect: database.dialect, clock: fileOffsetClock(clockFile), config },
    name: `${options.servers} server${options.servers > 1 ? 's' : ''} on ${dialect.name}`,
    urls: servers.map((s) => s.url),
    db: database.db,
    clockFile,
    capacity: options.capacity,
    slots: Array.from({ length: 3 }, (_, i) => new Date(first + i * 15 * MINUTE).toISOString()),
    waitlist,
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await waitlist.stop();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Waiting-list offers (issue 31, decisions 264 and 286). Kept in these functions of their own, apart from the model's
// other operations, so that other additions to the model merge beside them.
//
// People join the list for flu at the fixtures' Safeway (any day, any time) and confirm from their e-mail; waiting-list
// passes run on two in-process servers at once (the fleet's own servers run theirs every 10 s too); a person takes or
// declines the newest offer e-mailed to them. After every step: an open offer's place is held for it and for nobody
// else (its hold is live and counted with the slot's bookings and other holds within capacity), no place is offered
// to two people beyond its free places, and a take answered 200 was for an offer still held.
// ---------------------------------------------------------------------------------------------------------------------

const WAITERS = 3;

type WaitlistOp =
  | { kind: 'waitJoin'; person: number }
  | { kind: 'waitPass'; servers: 1 | 2 }
  | { kind: 'waitTake'; person: number; server: number }
  | { kind: 'waitDecline'; person: number; server: number };

interface WaitlistServers {
  apps: FastifyInstance[];
  stop(): Promise<void>;
}

const waiter = (person: number) => ({
  email: `waiter${person}@example.com`,
  firstName: `Waiter${'abc'[person]}`,
  lastName: 'Lopez',
});

function waitlistOps(): Array<{ weight: number; arbitrary: fc.Arbitrary<Op> }> {
  const person = fc.nat({ max: WAITERS - 1 });
  const server = fc.nat({ max: 7 });
  return [
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('waitJoin' as const), person }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('waitPass' as const),
        servers: fc.constantFrom(1 as const, 2 as const),
      }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('waitTake' as const), person, server }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('waitDecline' as const), person, server }) },
  ];
}

/** Two in-process servers on the fleet's database with the fleet's clock; their own timers do not run passes. */
async function startWaitlistServers(
  database: { config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath'> },
  clockFile: string,
): Promise<WaitlistServers> {
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i += 1) {
    const handle = openDatabase(database.config);
    handles.push(handle);
    const config = loadConfig(
      { ...process.env, BOT_CHECK: 'off' },
      { ...database.config, logLevel: 'silent', mailPollMs: 0, shedEventLoopDelayMs: 0, shedReadsTurnMs: 0 },
    );
    const app = await buildApp({ config, database: handle, clock: fileOffsetClock(clockFile), logger: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    stop: async () => {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all(handles.map((h) => h.close()));
    },
  };
}

async function resetWaitlist(db: Kysely<Database>) {
  await db.deleteFrom('waitlist_offers').execute();
  await db.deleteFrom('waitlist_openings').execute();
  await db.deleteFrom('waitlist_entries').execute();
}

/** The token of the newest waiting-list link of this kind e-mailed to the person, read as they would read it. */
async function waitlistLink(db: Kysely<Database>, email: string, kind: 'waitlist_confirmation' | 'waitlist_offer') {
  const page = kind === 'waitlist_offer' ? 'offer' : 'confirm';
  const mail = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('kind', '=', kind)
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const match = mail ? new RegExp(`/waitlist/${page}\\?token=([^\\s&]+)`).exec(mail.text_body) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

async function performWaitlist(fleet: InventoryFleet, state: ModelState, op: WaitlistOp): Promise<void> {
  const servers = fleet.waitlist;
  if (!servers) return;
  const [first] = servers.apps;
  switch (op.kind) {
    case 'waitJoin': {
      const person = waiter(op.person);
      const joined = await first!.inject({
        method: 'POST',
        url: '/api/v1/waitlist/entries',
        payload: {
          ...person,
          dateOfBirth: '04/12/1958',
          kinds: ['flu'],
          near: { lat: 42.1, lng: -102.87 },
          miles: 25,
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          fromMinute: 0,
          toMinute: 24 * 60,
          until: new Date(state.now() + 30 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
        },
      });
      if (joined.statusCode >= 500) state.failures.push(`joining the list answered ${joined.statusCode}`);
      const token = await waitlistLink(fleet.db, person.email, 'waitlist_confirmation');
      if (token) await first!.inject({ method: 'POST', url: '/api/v1/waitlist/confirm', payload: { token } });
      return;
    }
    case 'waitPass': {
      const passes = servers.apps.slice(0, op.servers).map((app) =>
        runWaitlistPass(app.deps).then(
          ({ offered }) => {
            const key = 'waiting-list places offered by a pass';
            state.answers.set(key, (state.answers.get(key) ?? 0) + offered);
          },
          (error: unknown) => {
            // Two passes may meet on one row: a concurrency conflict is an expected refusal, anything else is a bug.
            if (!isConcurrencyConflict(error))
              state.failures.push(`a waiting-list pass failed: ${(error as Error).message}`);
          },
        ),
      );
      await Promise.all(passes);
      return;
    }
    case 'waitTake': {
      const person = waiter(op.person);
      const token = await waitlistLink(fleet.db, person.email, 'waitlist_offer');
      if (!token) return;
      const offer = await first!.inject({ method: 'POST', url: '/api/v1/waitlist/offers/view', payload: { token } });
      const { startsAt, expiresAt, status } = offer.json().data as {
        startsAt: string;
        expiresAt: string;
        status: string;
      };
      const sentAt = state.now();
      const res = await call(
        fleet,
        state,
        op.server,
        'POST',
        '/waitlist/offers/take',
        {
          token,
          booking: bookingBody(
            [{ place: PLACE, slot: startsAt, user: { firstName: person.firstName, lastName: person.lastName } }],
            {
              email: person.email,
            },
          ),
        },
        null,
      );
      if (res.status !== 200) return;
      if (status !== 'offered' || Date.parse(expiresAt) + SLACK_MS < sentAt)
        state.failures.push(
          `an offer ${status}, held until ${expiresAt}, was taken at ${new Date(sentAt).toISOString()}`,
        );
      const registration = dataOf<{ registration: { accessCode: string; appointments: Array<{ id: string }> } }>(
        res.json,
      ).registration;
      state.bookings.push({
        accessCode: registration.accessCode,
        client: 0,
        appointmentIds: registration.appointments.map((a) => a.id),
        cancelled: false,
        erased: false,
      });
      return;
    }
    case 'waitDecline': {
      const token = await waitlistLink(fleet.db, waiter(op.person).email, 'waitlist_offer');
      if (token) await call(fleet, state, op.server, 'POST', '/waitlist/offers/decline', { token }, null);
      return;
    }
  }
}

/** An offered place is held for its person and never also given to someone else. */
async function checkWaitlistOffers(fleet: InventoryFleet, state: ModelState) {
  const { db } = fleet;
  const now = state.now();
  const offers = await db
    .selectFrom('waitlist_offers')
    .select(['id', 'entry_id', 'location_id', 'starts_at', 'expires_at'])
    .where('status', '=', 'offered')
    .execute();
  const holds = await db
    .selectFrom('holds')
    .select(['client_id', 'location_id', 'starts_at', 'expires_at'])
    .where('expires_at', '>', new Date(now).toISOString())
    .execute();
  const usage = await db.selectFrom('slot_usage').select(['location_id', 'starts_at', 'booked', 'capacity']).execute();
  const openPerEntry = new Map<string, number>();
  const openPerSlot = new Map<string, number>();
  for (const o of offers) {
    openPerEntry.set(o.entry_id, (openPerEntry.get(o.entry_id) ?? 0) + 1);
    // Near its expiry the hold may go between the two reads: only offers clearly still held are checked.
    if (Date.parse(o.expires_at) - SLACK_MS <= now) continue;
    const key = `${o.location_id} ${o.starts_at}`;
    openPerSlot.set(key, (openPerSlot.get(key) ?? 0) + 1);
    const own = holds.filter(
      (h) => h.client_id === `waitlist-offer:${o.id}` && h.location_id === o.location_id && h.starts_at === o.starts_at,
    );
    if (own.length !== 1)
      state.failures.push(`an open offer of ${o.starts_at} has ${own.length} holds of its own, not 1`);
  }
  for (const [entry, n] of openPerEntry) if (n > 1) state.failures.push(`entry ${entry} has ${n} open offers at once`);
  for (const [key, n] of openPerSlot) {
    const [location, startsAt] = key.split(' ');
    const u = usage.find((r) => r.location_id === location && r.starts_at === startsAt);
    const free = u ? Number(u.capacity) - Number(u.booked) : fleet.capacity;
    if (n > free) state.failures.push(`slot ${startsAt} is offered to ${n} people with ${free} places free`);
  }
}
