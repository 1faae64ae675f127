// The waiting list (decision 264, docs/product/waiting-list.md). People join for a vaccine, an area and the times that
// suit; a place that opens is held for the confirmed entry that has waited longest among those it suits, and that
// person is e-mailed a signed link to book it. The held place is an ordinary hold (client `waitlist-offer:<id>`), so
// it counts against capacity like any hold and the booking takes it through the normal booking path.
import crypto from 'node:crypto';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { JoinWaitlistBody, WaitlistEntry, WaitlistOffer } from '@vaxnear/domain/contracts/waiting-list';
import type { BatchCreateAppointmentsBody } from '@vaxnear/domain/contracts/appointments';
import { LOCALES, type Locale } from '@vaxnear/domain/enumerations';
import { normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { addDaysToIsoDate, decodeSlotId, encodeSlotId, localDateOf, scheduledSlotsOn } from '@vaxnear/domain/schedule';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import {
  placeSuits,
  type OpenPlace,
  WAITLIST_IGNORED_OFFERS_LIMIT,
  WAITLIST_MAX_DAYS,
  type WaitlistWishes,
} from '@vaxnear/domain/waiting-list';
import type { Kysely, Transaction } from 'kysely';
import { BOOKING_HORIZON_DAYS } from '@vaxnear/domain/constants';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AppServiceDeps, ServiceDeps } from '../../lib/service-deps.ts';
import { signLink, verifyLink } from '../../lib/signed-link.ts';
import { bookAppointments, samePersonKey, type BookingAnswer } from '../bookings/bookings.service.ts';
import { constraintViolation, retryOnConflict } from '../bookings/database-errors.ts';
import { findZip } from '../geolocation/geolocation.repository.ts';
import { findBookableLocation } from '../locations/locations.repository.ts';
import { linkSecret } from '../mail/link-secret.ts';
import { queueMail, withNotMeLink } from '../mail/mail-queue.service.ts';
import type { NewMail } from '../mail/mail-outbox.repository.ts';
import { mailboxKey } from '@vaxnear/domain/booking-limits';
import {
  countActiveHolds,
  deleteClientHolds,
  insertHold,
  lockSlot,
  type SlotKey,
} from '../reservations/reservations.repository.ts';
import { isRangeReason } from './waiting-list-sources.ts';
import { placeParty, type PartySlot } from '@vaxnear/domain/booking/party-placement';
import {
  renderWaitlistConfirm,
  renderWaitlistOffer,
  renderWaitlistPaused,
  waitlistPageUrl,
} from './waiting-list-mail.ts';
import {
  candidates,
  candidatesForRange,
  claimOpening,
  confirmBatch,
  entriesOf,
  expireEntries,
  findEntry,
  findOffer,
  insertEntries,
  insertOffer,
  insertOpenings,
  lapsedOffers,
  markEntryOffered,
  offersByStatus,
  openOpenings,
  resolveOffer,
  restartEndedEntry,
  setEntriesStatus,
  takenRefillTimes,
  updateEntry,
  waitingByAreaAndKind,
  type EntryRow,
} from './waiting-list.repository.ts';

const DAY_MS = 86_400_000;
const CONFIRM_PURPOSE = 'waitlist-confirm';
const MANAGE_PURPOSE = 'waitlist-manage';
const OFFER_PURPOSE = 'waitlist-offer';
/** An offer link outlives its hold, so that a late click says "gone" rather than "invalid". */
const OFFER_LINK_DAYS = 14;
const CONFIRM_LINK_DAYS = 7;

export const offerClientId = (offerId: string) => `waitlist-offer:${offerId}`;
const localeOf = (value: string): Locale => ((LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en');

interface WaitlistMetrics {
  offers: Counter<'outcome'>;
  refill: Histogram;
}
const metricsByRegistry = new WeakMap<Registry, WaitlistMetrics>();
/** The list's counters, on the app's own prom-client registry (made once per registry). */
function waitlistMetrics(registry: Registry): WaitlistMetrics {
  let metrics = metricsByRegistry.get(registry);
  if (!metrics) {
    metrics = {
      offers: new Counter({
        name: 'vaxnear_waitlist_offers_total',
        help: 'Places held for people on the waiting list, by outcome (offered, taken, expired, declined).',
        labelNames: ['outcome'],
        registers: [registry],
      }),
      refill: new Histogram({
        name: 'vaxnear_waitlist_refill_seconds',
        help: 'From a place opening to it being booked again through a waiting-list offer.',
        buckets: [60, 300, 900, 1800, 3600, 3 * 3600, 12 * 3600, 86_400],
        registers: [registry],
      }),
    };
    metricsByRegistry.set(registry, metrics);
  }
  return metrics;
}

const linkInvalid = () =>
  new AppError(400, {
    code: 'LINK_INVALID',
    message:
      'This link has expired or is not valid. Ask again from the page where you started, and use the newest e-mail.',
  });
const offerGone = () =>
  new AppError(409, {
    code: 'WAITLIST_OFFER_GONE',
    message:
      'This appointment is no longer held for you: the time to take it passed, or it was taken or declined. You are still on the waiting list unless you left it.',
  });
const offerMismatch = (field: string) =>
  new AppError(422, {
    code: 'WAITLIST_OFFER_MISMATCH',
    field,
    message:
      'This held appointment is for the person named on the waiting list, at the time offered, for one person. Check the name, the date of birth and the time.',
  });

/** The key of one person on the list: the mailbox, the names and the date of birth. */
function entryKeyOf(email: string, firstName: string, lastName: string, dateOfBirth: string): string {
  return crypto.hash('sha256', `${mailboxKey(email)}|${samePersonKey(firstName, lastName, dateOfBirth)}`, 'hex');
}

/**
 * Keeps the request aside as pending entries (one per vaccine) and sends one confirmation link. The answer is the
 * same whether the person was already on the list or not, so it tells a stranger nothing.
 */
export async function joinWaitlist(
  deps: AppServiceDeps,
  body: JoinWaitlistBody,
): Promise<{ status: 'confirmation_sent' }> {
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const dateOfBirth = normalizeDateOfBirth(body.dateOfBirth);
  if (!dateOfBirth || dateOfBirth > today)
    throw badRequest('VALIDATION_FAILED', 'Enter the date of birth as MM/DD/YYYY.', 'dateOfBirth');
  const lastDay = new Date(now.getTime() + WAITLIST_MAX_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (body.until < today)
    throw badRequest('VALIDATION_FAILED', 'The last date that suits must be today or later.', 'until');
  const until = body.until > lastDay ? lastDay : body.until;
  let near = body.near ?? null;
  let area = 'point';
  if (body.zip) {
    const zip = await findZip(deps.db, body.zip);
    if (!zip)
      throw badRequest(
        'WAITLIST_PLACE_UNKNOWN',
        'We do not know this ZIP code. Check it, or search for a city.',
        'zip',
      );
    near = { lat: Number(zip.lat), lng: Number(zip.lng) };
    area = `${zip.zip.slice(0, 3)}xx ${zip.state}`;
  } else if (near) area = `${near.lat.toFixed(0)},${near.lng.toFixed(0)}`;
  if (!near) throw badRequest('WAITLIST_PLACE_UNKNOWN', 'Give a ZIP code or a place.', 'zip');
  const email = body.email.trim().toLowerCase();
  const entryKey = entryKeyOf(email, body.firstName, body.lastName, dateOfBirth);
  const batchId = crypto.randomUUID();
  const rows: EntryRow[] = [...new Set(body.kinds)].map((kind) => ({
    id: crypto.randomUUID(),
    batch_id: batchId,
    entry_key: entryKey,
    person_key: samePersonKey(body.firstName, body.lastName, dateOfBirth),
    email,
    first_name: body.firstName.trim(),
    date_of_birth: dateOfBirth,
    pregnant: body.pregnant ? 1 : 0,
    kind,
    lat: near.lat,
    lng: near.lng,
    area,
    miles: body.miles,
    weekdays: JSON.stringify([...new Set(body.weekdays)].sort()),
    from_minute: body.fromMinute,
    to_minute: body.toMinute,
    until,
    locale: body.locale,
    status: 'pending',
    ignored_offers: 0,
    created_at: now.toISOString(),
    confirmed_at: null,
    party: body.party,
  }));
  const secret = await linkSecret(deps);
  await deps.db.transaction().execute(async (trx) => {
    for (const row of rows) await restartEndedEntry(trx, row);
    await insertEntries(trx, rows);
    const confirmUrl = waitlistPageUrl(
      deps.config.publicBaseUrl,
      body.locale,
      'confirm',
      signLink(secret, CONFIRM_PURPOSE, batchId, new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS)),
    );
    const mail: NewMail = {
      id: crypto.randomUUID(),
      kind: 'waitlist_confirmation',
      reference: batchId,
      recipient: email,
      now: now.toISOString(),
      ...renderWaitlistConfirm({
        locale: body.locale,
        firstName: body.firstName.trim(),
        confirmUrl,
        manageUrl: manageUrl(deps, secret, body.locale, entryKey, now),
      }),
    };
    // queueMail's daily cap per mailbox bounds how often anyone can make us write to one address.
    await queueMail(trx, deps.config, withNotMeLink(secret, deps.config, mail, body.locale));
  });
  return { status: 'confirmation_sent' };
}

function manageUrl(deps: ServiceDeps, secret: string, locale: Locale, entryKey: string, now: Date): string {
  const token = signLink(secret, MANAGE_PURPOSE, entryKey, new Date(now.getTime() + (WAITLIST_MAX_DAYS + 7) * DAY_MS));
  return waitlistPageUrl(deps.config.publicBaseUrl, locale, 'manage', token);
}

export async function confirmWaitlist(deps: ServiceDeps, token: string): Promise<{ confirmed: number }> {
  const batchId = verifyLink(await linkSecret(deps), CONFIRM_PURPOSE, token, deps.clock.now());
  if (!batchId) throw linkInvalid();
  return { confirmed: await confirmBatch(deps.db, batchId, deps.clock.now().toISOString()) };
}

async function entryKeyFrom(deps: ServiceDeps, token: string): Promise<string> {
  const key = verifyLink(await linkSecret(deps), MANAGE_PURPOSE, token, deps.clock.now());
  if (!key) throw linkInvalid();
  return key;
}

const toEntry = (row: EntryRow): WaitlistEntry => ({
  id: row.id,
  kind: row.kind as VaccineKind,
  area: row.area,
  miles: Number(row.miles),
  weekdays: JSON.parse(row.weekdays) as number[],
  fromMinute: Number(row.from_minute),
  toMinute: Number(row.to_minute),
  until: row.until,
  status: row.status,
  waitingSince: row.confirmed_at,
});

export async function viewEntries(deps: ServiceDeps, token: string): Promise<WaitlistEntry[]> {
  return (await entriesOf(deps.db, await entryKeyFrom(deps, token))).map(toEntry);
}

/** Leaves the list (one entry, or all): an offer still held is given back to the next person. */
export async function leaveWaitlist(deps: ServiceDeps, token: string, entryId?: string): Promise<WaitlistEntry[]> {
  const key = await entryKeyFrom(deps, token);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const offered = (await entriesOf(trx, key)).filter((e) => e.status === 'offered' && (!entryId || e.id === entryId));
    for (const entry of offered) {
      const offer = await trx
        .selectFrom('waitlist_offers')
        .selectAll()
        .where('entry_id', '=', entry.id)
        .where('status', '=', 'offered')
        .executeTakeFirst();
      if (offer && (await resolveOffer(trx, offer.id, ['offered'], 'declined', now)))
        await giveBack(trx, offer, 'offer_declined', now);
    }
    await setEntriesStatus(trx, key, ['pending', 'active', 'offered', 'paused'], 'left', entryId);
  });
  return (await entriesOf(deps.db, key)).map(toEntry);
}

/** "Yes, keep me on the list" after three unanswered offers. */
export async function stayOnWaitlist(deps: ServiceDeps, token: string): Promise<WaitlistEntry[]> {
  const key = await entryKeyFrom(deps, token);
  await setEntriesStatus(deps.db, key, ['paused'], 'active');
  return (await entriesOf(deps.db, key)).map(toEntry);
}

/** The distinct slots an offer holds: its one place, or every place of a party's. */
function offerSlots(offer: { location_id: string; starts_at: string; party_starts?: string | null }): SlotKey[] {
  const starts = offer.party_starts ? (JSON.parse(offer.party_starts) as string[]) : [offer.starts_at];
  return [...new Set(starts)].sort().map((startsAt) => ({ locationId: offer.location_id, startsAt }));
}

async function giveBack(
  trx: Kysely<Database>,
  offer: { id: string; location_id: string; starts_at: string; opened_at: string; party_starts?: string | null },
  reason: string,
  now: string,
): Promise<void> {
  const slots = offerSlots(offer);
  await deleteClientHolds(trx, offerClientId(offer.id), slots);
  const open = slots.filter((slot) => slot.startsAt > now).map((slot) => ({ ...slot, openedAt: offer.opened_at }));
  await insertOpenings(trx, open, reason, now, () => crypto.randomUUID());
}

/**
 * One pass of the worker: offers that lapsed go back (to the next person), then every open place is offered. Safe to
 * run on every server at once: each opening and each offer is decided by a conditional update.
 */
export async function runWaitlistPass(deps: AppServiceDeps): Promise<{ offered: number; lapsed: number }> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const metrics = waitlistMetrics(deps.metrics.registry);
  const secret = await linkSecret(deps);
  await expireEntries(deps.db, nowIso.slice(0, 10));
  let lapsed = 0;
  for (const offer of await lapsedOffers(deps.db, nowIso, 100)) {
    const paused = await deps.db.transaction().execute(async (trx) => {
      if (!(await resolveOffer(trx, offer.id, ['offered'], 'expired', nowIso))) return null;
      lapsed += 1;
      await giveBack(trx, offer, 'offer_expired', nowIso);
      const entry = await findEntry(trx, offer.entry_id);
      if (!entry) return null;
      const ignored = Number(entry.ignored_offers) + 1;
      const pause = ignored >= WAITLIST_IGNORED_OFFERS_LIMIT;
      await updateEntry(trx, entry.id, 'offered', { status: pause ? 'paused' : 'active', ignored_offers: ignored });
      if (pause) {
        const locale = localeOf(entry.locale);
        const mail: NewMail = {
          id: crypto.randomUUID(),
          kind: 'waitlist_paused',
          reference: entry.id,
          recipient: entry.email,
          now: nowIso,
          ...renderWaitlistPaused({
            locale,
            firstName: entry.first_name,
            manageUrl: manageUrl(deps, secret, locale, entry.entry_key, now),
          }),
        };
        await queueMail(trx, deps.config, withNotMeLink(secret, deps.config, mail, locale));
      }
      return pause;
    });
    if (paused !== null) metrics.offers.inc({ outcome: 'expired' });
  }
  let offered = 0;
  for (const opening of await openOpenings(deps.db, 500)) {
    const made = await offerOpening(deps, secret, opening);
    offered += made;
    if (made > 0) metrics.offers.inc({ outcome: 'offered' }, made);
  }
  return { offered, lapsed };
}

const weekdayFormat = new Map<string, Intl.DateTimeFormat>();
function localParts(instant: Date, timeZone: string): { weekday: number; minuteOfDay: number } {
  let format = weekdayFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    weekdayFormat.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { weekday, minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute) };
}

const wishesOf = (row: EntryRow): WaitlistWishes => ({
  kind: row.kind as VaccineKind,
  dateOfBirth: row.date_of_birth,
  pregnant: Number(row.pregnant) === 1,
  near: { lat: Number(row.lat), lng: Number(row.lng) },
  miles: Number(row.miles),
  weekdays: JSON.parse(row.weekdays) as number[],
  fromMinute: Number(row.from_minute),
  toMinute: Number(row.to_minute),
  until: row.until,
});

type Bookable = NonNullable<Awaited<ReturnType<typeof findBookableLocation>>>;

function placeAt(bookable: Bookable, start: Date): OpenPlace {
  const { timeZone } = bookable.schedule;
  return {
    location: bookable.location,
    offerings: bookable.offerings,
    localDate: localDateOf(start, timeZone),
    ...localParts(start, timeZone),
  };
}

/**
 * Holds one place for one entry, inside the caller's transaction (which has locked the slot and checked its room):
 * the entry moves to offered, the offer and its hold are written and the e-mail queued. False when another
 * transaction offered the entry something first.
 */
async function holdPlaceFor(
  trx: Transaction<Database>,
  deps: AppServiceDeps,
  secret: string,
  bookable: Bookable,
  slot: SlotKey,
  openedAt: string,
  entry: EntryRow,
  /** One start per person (a party's places, decision 287); the slot's start alone for one person. */
  starts: readonly string[] = [slot.startsAt],
): Promise<boolean> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  if (!(await markEntryOffered(trx, entry.id))) return false;
  const start = new Date(starts.reduce((a, b) => (a < b ? a : b)));
  const offerId = crypto.randomUUID();
  const holdEnds = Math.min(now.getTime() + deps.config.waitlistOfferMinutes * 60_000, start.getTime());
  const expiresAt = new Date(holdEnds).toISOString();
  await insertOffer(trx, {
    id: offerId,
    entryId: entry.id,
    slot,
    openedAt,
    now: nowIso,
    expiresAt,
    partyStarts: starts.length > 1 ? [...starts] : null,
  });
  for (const startsAt of starts)
    await insertHold(trx, {
      id: crypto.randomUUID(),
      clientId: offerClientId(offerId),
      clientAddress: 'waitlist-offer',
      slot: { locationId: slot.locationId, startsAt },
      expiresAt,
      now: nowIso,
    });
  const locale = localeOf(entry.locale);
  const token = signLink(secret, OFFER_PURPOSE, offerId, new Date(now.getTime() + OFFER_LINK_DAYS * DAY_MS));
  const mail: NewMail = {
    id: crypto.randomUUID(),
    kind: 'waitlist_offer',
    reference: offerId,
    recipient: entry.email,
    now: nowIso,
    ...renderWaitlistOffer({
      locale,
      firstName: entry.first_name,
      kind: entry.kind,
      placeName: bookable.location.name,
      timeZone: bookable.schedule.timeZone,
      startsAt: slot.startsAt,
      expiresAt,
      offerUrl: waitlistPageUrl(deps.config.publicBaseUrl, locale, 'offer', token),
      manageUrl: manageUrl(deps, secret, locale, entry.entry_key, now),
    }),
  };
  await queueMail(trx, deps.config, withNotMeLink(secret, deps.config, mail, locale), { notice: true });
  return true;
}

/** True when the locked slot still has a place once unexpired holds are counted. */
async function lockedSlotHasRoom(trx: Transaction<Database>, deps: AppServiceDeps, bookable: Bookable, slot: SlotKey) {
  const usage = await lockSlot(trx, deps.dialect, slot, bookable.schedule.capacity);
  return usage.booked + (await countActiveHolds(trx, slot, deps.clock.now().toISOString())) < usage.capacity;
}

/**
 * Where the entry's people sit from this slot on (decision 287): one person takes the slot (its room is already
 * checked); a party of N takes as many places at a time as are free, the rest at the following times of the same
 * day, as the booking's own group placement does (`placeParty`), or nothing when the day has too few places left.
 * Every slot it looks at is locked (in time order, the lock order of every change) before its room is counted.
 */
async function placesFor(
  trx: Transaction<Database>,
  deps: AppServiceDeps,
  bookable: Bookable,
  slot: SlotKey,
  party: number,
): Promise<string[] | null> {
  if (party <= 1) return [slot.startsAt];
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const { schedule } = bookable;
  const day = scheduledSlotsOn(schedule, localDateOf(new Date(slot.startsAt), schedule.timeZone), now)
    .map((s) => s.start.toISOString())
    .filter((startsAt) => startsAt >= slot.startsAt)
    .slice(0, party);
  const free: PartySlot[] = [];
  for (const startsAt of day) {
    const key = { locationId: slot.locationId, startsAt };
    const usage = await lockSlot(trx, deps.dialect, key, schedule.capacity);
    const places = usage.capacity - usage.booked - (await countActiveHolds(trx, key, nowIso));
    if (places > 0) free.push({ id: startsAt, time: startsAt, places });
  }
  if (!free.some((f) => f.id === slot.startsAt)) return null;
  return placeParty(free, slot.startsAt, party);
}

/** Offers one opened place: in one transaction, the opening is claimed, the slot locked, its room checked, the
 * longest-waiting suited entry moved to offered, the place held for it and the e-mail queued. */
async function offerOpening(
  deps: AppServiceDeps,
  secret: string,
  opening: { id: string; location_id: string; starts_at: string; opened_at: string; reason: string },
): Promise<number> {
  if (isRangeReason(opening.reason)) return offerRange(deps, secret, opening);
  const nowIso = deps.clock.now().toISOString();
  const bookable = await findBookableLocation(deps.db, opening.location_id);
  const slot = { locationId: opening.location_id, startsAt: opening.starts_at };
  const outcome = await retryOnConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await claimOpening(trx, opening.id))) return false;
      if (!bookable || opening.starts_at <= nowIso) return false;
      if (!(await lockedSlotHasRoom(trx, deps, bookable, slot))) return false;
      const place = placeAt(bookable, new Date(opening.starts_at));
      const kinds = [...new Set(bookable.offerings.map((o) => o.kind))];
      for (const entry of await candidates(trx, kinds, slot, place.localDate)) {
        if (!placeSuits(wishesOf(entry), place)) continue;
        const starts = await placesFor(trx, deps, bookable, slot, Number(entry.party));
        if (!starts) continue;
        if (await holdPlaceFor(trx, deps, secret, bookable, slot, opening.opened_at, entry, starts)) return true;
      }
      // Nobody suits it yet: the claim rolls back and the place stays open for whoever joins or comes free later.
      throw new NobodySuits();
    }),
  ).catch((error: unknown) => {
    if (error instanceof NobodySuits) return false;
    throw error;
  });
  return outcome ? 1 : 0;
}

/**
 * Places appeared at a location from a time on (more places per slot, a new listing, new hours). The opening is
 * claimed once (of several servers, one claims it); then the people waiting for a vaccine the location gives, longest
 * wait first, are each offered the earliest place of the range that suits them and still has room, each offer in its
 * own transaction under the slot's lock. Whoever nothing suits keeps waiting; the places are in search meanwhile.
 */
async function offerRange(
  deps: AppServiceDeps,
  secret: string,
  opening: { id: string; location_id: string; starts_at: string; opened_at: string },
): Promise<number> {
  const claimed = await deps.db.transaction().execute((trx) => claimOpening(trx, opening.id));
  if (!claimed) return 0;
  const bookable = await findBookableLocation(deps.db, opening.location_id);
  if (!bookable) return 0;
  const now = deps.clock.now();
  const { schedule } = bookable;
  const kinds = [...new Set(bookable.offerings.map((o) => o.kind))];
  const today = localDateOf(now, schedule.timeZone);
  const waiting = await candidatesForRange(deps.db, kinds, today);
  if (waiting.length === 0) return 0;
  const starts: Date[] = [];
  const last = addDaysToIsoDate(today, BOOKING_HORIZON_DAYS);
  for (
    let date = localDateOf(new Date(opening.starts_at), schedule.timeZone);
    date <= last;
    date = addDaysToIsoDate(date, 1)
  )
    for (const s of scheduledSlotsOn(schedule, date, now))
      if (s.start.toISOString() >= opening.starts_at) starts.push(s.start);
  const places = starts.map((start) => ({ start, place: placeAt(bookable, start) }));
  let offered = 0;
  for (const entry of waiting) {
    const wishes = wishesOf(entry);
    for (const { start, place } of places) {
      if (!placeSuits(wishes, place)) continue;
      const slot = { locationId: bookable.location.id, startsAt: start.toISOString() };
      const held = await retryOnConflict(() =>
        deps.db.transaction().execute(async (trx) => {
          if (!(await lockedSlotHasRoom(trx, deps, bookable, slot))) return false;
          const starts = await placesFor(trx, deps, bookable, slot, Number(entry.party));
          if (!starts) return false;
          return holdPlaceFor(trx, deps, secret, bookable, slot, opening.opened_at, entry, starts);
        }),
      ).catch((error: unknown) => {
        // An offer of this very place to this person exists already (the unique index): try the next place.
        if (constraintViolation(error)?.kind === 'unique') return false;
        throw error;
      });
      if (held) {
        offered += 1;
        break;
      }
      // The entry was offered something else meanwhile (another server): no more places for it here.
      if ((await findEntry(deps.db, entry.id))?.status !== 'active') break;
    }
  }
  return offered;
}

class NobodySuits extends Error {}

async function offerFromToken(deps: ServiceDeps, token: string) {
  const id = verifyLink(await linkSecret(deps), OFFER_PURPOSE, token, deps.clock.now());
  if (!id) throw linkInvalid();
  const offer = await findOffer(deps.db, id);
  if (!offer) throw linkInvalid();
  return offer;
}

export async function viewWaitlistOffer(deps: ServiceDeps, token: string): Promise<WaitlistOffer> {
  const offer = await offerFromToken(deps, token);
  const bookable = await findBookableLocation(deps.db, offer.location_id);
  return {
    status: offer.status as WaitlistOffer['status'],
    firstName: offer.first_name,
    kind: offer.kind as VaccineKind,
    locationId: offer.location_id,
    locationName: bookable?.location.name ?? '',
    timeZone: bookable?.schedule.timeZone ?? 'UTC',
    timeSlotId: encodeSlotId(offer.location_id, new Date(offer.starts_at)),
    timeSlotIds: (offer.party_starts ? (JSON.parse(offer.party_starts) as string[]) : [offer.starts_at]).map((s) =>
      encodeSlotId(offer.location_id, new Date(s)),
    ),
    startsAt: offer.starts_at,
    expiresAt: offer.expires_at,
  };
}

/**
 * Books the held place through the normal booking path, with the offer's hold as the place it takes. Only the person
 * on the list, at the offered time, for one appointment that includes the vaccine waited for.
 */
export async function takeWaitlistOffer(
  deps: AppServiceDeps,
  input: { token: string; booking: BatchCreateAppointmentsBody; clientAddress: string },
): Promise<BookingAnswer> {
  const offer = await offerFromToken(deps, input.token);
  const nowIso = deps.clock.now().toISOString();
  if (offer.status !== 'offered' || offer.expires_at <= nowIso) throw offerGone();
  // One appointment per held place, at exactly those places (a party's, decision 287, or the one place).
  const held = (offer.party_starts ? (JSON.parse(offer.party_starts) as string[]) : [offer.starts_at]).sort();
  const { appointments } = input.booking;
  if (appointments.length !== held.length) throw offerMismatch('appointments');
  const asked = appointments.map((a, index) => {
    const decoded = decodeSlotId(a.timeSlotId);
    if (a.locationId !== offer.location_id || !decoded || decoded.locationId !== offer.location_id)
      throw offerMismatch(`appointments.${index}.timeSlotId`);
    return decoded.start.toISOString();
  });
  if ([...asked].sort().join() !== held.join()) throw offerMismatch('appointments.0.timeSlotId');
  // The person on the list is one of them, with the vaccine they waited for.
  const own = appointments.findIndex((a) => {
    const { firstName = '', lastName = '', dateOfBirth = '' } = a.user;
    const dob = normalizeDateOfBirth(dateOfBirth);
    return dob !== null && samePersonKey(firstName, lastName, dob) === offer.person_key;
  });
  if (own < 0) throw offerMismatch('appointments.0.user');
  if (!appointments[own]!.services.some((s) => s.kind === offer.kind))
    throw offerMismatch(`appointments.${own}.services`);
  const answer = await bookAppointments(deps, {
    body: input.booking,
    clientId: offerClientId(offer.id),
    clientAddress: input.clientAddress,
    idempotencyKey: null,
  });
  // The booking consumed the offer's hold; a lapse pass that ran meanwhile finds no room to re-offer.
  await deps.db.transaction().execute(async (trx) => {
    await resolveOffer(trx, offer.id, ['offered', 'expired'], 'taken', nowIso);
    await trx.updateTable('waitlist_entries').set({ status: 'booked' }).where('id', '=', offer.entry_id).execute();
  });
  const metrics = waitlistMetrics(deps.metrics.registry);
  metrics.offers.inc({ outcome: 'taken' });
  metrics.refill.observe(Math.max(0, (Date.parse(nowIso) - Date.parse(offer.opened_at)) / 1000));
  return answer;
}

/** "Not this one": the place goes to the next person; the decliner keeps their place in line. */
export async function declineWaitlistOffer(deps: AppServiceDeps, token: string): Promise<WaitlistOffer> {
  const offer = await offerFromToken(deps, token);
  const nowIso = deps.clock.now().toISOString();
  const declined = await deps.db.transaction().execute(async (trx) => {
    if (!(await resolveOffer(trx, offer.id, ['offered'], 'declined', nowIso))) return false;
    await giveBack(trx, offer, 'offer_declined', nowIso);
    await updateEntry(trx, offer.entry_id, 'offered', { status: 'active' });
    return true;
  });
  if (declined) waitlistMetrics(deps.metrics.registry).offers.inc({ outcome: 'declined' });
  return viewWaitlistOffer(deps, token);
}

/** What an operator sees (no personal data): waiting by area and vaccine, offers by outcome, time to refill. */
export async function waitlistSummary(deps: ServiceDeps, days: number) {
  const since = new Date(deps.clock.now().getTime() - days * DAY_MS).toISOString();
  const refills = (await takenRefillTimes(deps.db, since))
    .map((r) => (Date.parse(r.resolved_at ?? r.opened_at) - Date.parse(r.opened_at)) / 1000)
    .sort((a, b) => a - b);
  return {
    waiting: (await waitingByAreaAndKind(deps.db)).map((r) => ({ area: r.area, kind: r.kind, people: Number(r.n) })),
    offers: Object.fromEntries((await offersByStatus(deps.db, since)).map((r) => [r.status, Number(r.n)])),
    medianRefillSeconds: refills.length ? refills[Math.floor((refills.length - 1) / 2)]! : null,
  };
}
