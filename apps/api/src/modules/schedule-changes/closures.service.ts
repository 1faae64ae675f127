// Closing a location for a time range, and undoing it (docs/product/staff.md, Closures; decision 258). In one
// transaction: the slots of the range get capacity 0 (no new hold or booking can land there), every booking in the
// range gets a notice, the nearest equivalent time with room for all its people is held for it (at the same pharmacy,
// or a nearby one when the same has nothing close: nearby-offers.ts, decision 275), the person is e-mailed in their language, and the audit log records the closure. Taking the offer is a reschedule
// through the person's own path (rescheduleBooking), with the offer's holds as the places it takes.
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  CLOSURE_MAX_DAYS,
  CLOSURE_MAX_DAYS_AHEAD,
  closureBoundInstant,
  closureRangeProblem,
  inClosure,
} from '@vaxnear/domain/closures';
import type { Closure, ClosureOffer, ClosurePerson, CreateClosureBody } from '@vaxnear/domain/contracts/closures';
import { LOCALES, type Locale } from '@vaxnear/domain/enumerations';
import {
  addDaysToIsoDate,
  decodeSlotId,
  encodeSlotId,
  isScheduledSlot,
  localDateOf,
  scheduledSlotsOn,
  type LocationSchedule,
} from '@vaxnear/domain/schedule';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { ServiceDeps, WithMetrics } from '../../lib/service-deps.ts';
import { signLink, verifyLink } from '../../lib/signed-link.ts';
import { forgetNextAvailableDates } from '../availability/availability.service.ts';
import { retryOnConflict } from '../bookings/database-errors.ts';
import { findBookableLocation, type BookableLocation } from '../locations/locations.repository.ts';
import { linkSecret } from '../mail/link-secret.ts';
import type { NewMail } from '../mail/mail-outbox.repository.ts';
import { queueMail, withNotMeLink } from '../mail/mail-queue.service.ts';
import { managePageUrl } from '../mail/mail-templates.ts';
import { rescheduleBooking } from '../registrations/registration-changes.service.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { authorize, forbidden, type StaffSession } from '../staff/staff-authorization.ts';
import type { Actor } from '../staff/staff.service.ts';
import { recordClosureHoldsReleased } from '../waiting-list/waiting-list-sources.ts';
import { fillSlotsInBulk } from './bulk-fill.ts';
import { bookedServicesOf, holdAlternative, nearbyBookables } from './nearby-offers.ts';
import { closureOfferUrl, renderClosureNotice, renderClosureReopened } from './closure-mail.ts';
import {
  appointmentsNow,
  closureClientId,
  bookedIn,
  contactsOf,
  deleteHoldsIn,
  deleteOfferHolds,
  emptySlots,
  fillSlots,
  findClosure,
  findNotice,
  insertClosure,
  insertNotice,
  listClosures as selectClosures,
  markReopened,
  noticesOf,
  offerClientId,
  resolveNotice,
  type ClosureRow,
  type NoticeRow,
  type OfferedMove,
} from './closures.repository.ts';

const OFFER_PURPOSE = 'closure-offer';
const DAY_MS = 86_400_000;
/** The offer link outlives the hold, so that a late click says "expired" rather than "invalid". */
const OFFER_LINK_DAYS = 30;

type SignedInActor = Actor & { session: StaffSession };

const localeOf = (value: string): Locale => ((LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en');

const closureNotFound = () =>
  new AppError(404, {
    code: 'CLOSURE_NOT_FOUND',
    message: 'This closure does not exist, or is not at one of your locations. Reload the list of closures.',
  });

/** The location as staff rules see it; an unknown one reads as forbidden to anyone but an operator. */
async function locationFor(
  deps: ServiceDeps,
  session: StaffSession,
  locationId: string,
  field = 'locationId',
): Promise<BookableLocation> {
  const bookable = await findBookableLocation(deps.db, locationId);
  if (!bookable) {
    if (session.role !== 'operator') throw forbidden();
    throw badRequest(
      'STAFF_LOCATION_UNKNOWN',
      'There is no location with this id. Check the location and try again.',
      field,
    );
  }
  return bookable;
}

function rangeError(problem: NonNullable<ReturnType<typeof closureRangeProblem>>): AppError {
  const messages = {
    not_after_start: ['endsAt', 'The closure must end after it starts. Check the end time.'],
    ended: ['endsAt', 'This time range is already over. Choose a range that ends in the future.'],
    too_long: [
      'endsAt',
      `A closure lasts at most ${CLOSURE_MAX_DAYS} days. Close a shorter range, or ask the operator to remove the listing.`,
    ],
    too_far_ahead: [
      'startsAt',
      `A closure starts at most ${CLOSURE_MAX_DAYS_AHEAD} days ahead. Choose an earlier start.`,
    ],
  } as const;
  const [field, message] = messages[problem];
  return badRequest('CLOSURE_RANGE_INVALID', message, field);
}

/** Every start the schedule opens in [from, to), counting dates past the booking horizon (a closure may reach them). */
function scheduledStartsIn(bookable: BookableLocation, from: Date, to: Date, now: Date): string[] {
  const { timeZone } = bookable.schedule;
  const horizon = CLOSURE_MAX_DAYS_AHEAD + CLOSURE_MAX_DAYS + 2;
  const range = { startsAt: from.toISOString(), endsAt: to.toISOString() };
  const starts: string[] = [];
  const last = localDateOf(to, timeZone);
  for (let date = localDateOf(from, timeZone); date <= last; date = addDaysToIsoDate(date, 1))
    for (const slot of scheduledSlotsOn(bookable.schedule, date, now, horizon)) {
      const iso = slot.start.toISOString();
      if (inClosure(iso, range)) starts.push(iso);
    }
  return starts;
}

function toClosureAnswer(closure: ClosureRow, timeZone: string, notices: NoticeRow[], stillBooked: number): Closure {
  return {
    id: closure.id,
    locationId: closure.locationId,
    timeZone,
    startsAt: closure.startsAt,
    endsAt: closure.endsAt,
    reason: closure.reason,
    createdAt: closure.createdAt,
    reopenedAt: closure.reopenedAt,
    bookings: notices.length,
    offered: notices.filter((n) => n.offer !== null).length,
    notRebooked: stillBooked,
    ...(closure.cause ? { cause: closure.cause } : {}),
  };
}

/** How many of the notices' appointments are still booked inside the closure's range. */
async function countStillBooked(
  db: Kysely<Database>,
  closure: ClosureRow,
  notices: NoticeRow[],
  schedule: LocationSchedule | null,
): Promise<number> {
  if (closure.reopenedAt) return 0;
  const rows = await appointmentsNow(
    db,
    notices.flatMap((n) => n.appointmentIds),
  );
  return rows.filter((r) => r.status === 'booked' && stillInClosure(closure, r, schedule)).length;
}

/**
 * Whether a booked appointment is still where the closure left it: in its range, or, for the people a change of hours
 * displaced (decision 274), at a time the location's schedule no longer opens.
 */
function stillInClosure(
  closure: ClosureRow,
  row: { location_id: string; starts_at: string },
  schedule: LocationSchedule | null,
): boolean {
  if (row.location_id !== closure.locationId || !inClosure(row.starts_at, closure)) return false;
  if (closure.cause !== 'schedule_change' || !schedule) return true;
  const start = new Date(row.starts_at);
  const probe = { ...schedule, sameDayBooking: true, bookableUntil: null };
  return !isScheduledSlot(probe, start, new Date(start.getTime() - 1));
}

export async function createClosure(
  deps: ServiceDeps,
  actor: SignedInActor,
  body: CreateClosureBody,
): Promise<Closure> {
  const { session } = actor;
  const bookable = await locationFor(deps, session, body.locationId);
  const { location } = bookable;
  authorize(session, 'closures.create', { location: { id: location.id, retailer: location.retailer } });
  const now = deps.clock.now();
  const from = closureBoundInstant(body.startsAt, location.timeZone);
  const to = closureBoundInstant(body.endsAt, location.timeZone);
  if (!from)
    throw badRequest('CLOSURE_RANGE_INVALID', 'This start is not a date and time. Use 2026-12-01T09:00.', 'startsAt');
  if (!to)
    throw badRequest('CLOSURE_RANGE_INVALID', 'This end is not a date and time. Use 2026-12-01T12:00.', 'endsAt');
  const problem = closureRangeProblem(from, to, now);
  if (problem) throw rangeError(problem);
  return closeRange(deps, { staffId: session.staffId, address: actor.address }, bookable, { from, to }, body.reason, {
    offer: true,
  });
}

/**
 * Closes [from, to) at the location, tells everyone booked there and, when `offer`, holds them the nearest free time.
 * The caller has checked who may and the range; a listing's removal closes every future time with no offer.
 */
export async function closeRange(
  deps: ServiceDeps,
  actor: { staffId: string; address: string | null },
  bookable: BookableLocation,
  bounds: { from: Date; to: Date },
  reason: string,
  options: { offer: boolean | 'nearby' },
): Promise<Closure> {
  const { location } = bookable;
  const now = deps.clock.now();
  const scheduled = scheduledStartsIn(bookable, bounds.from, bounds.to, now);
  // Read before the transaction: on SQLite a read outside `trx` would wait for it to end.
  const secret = await linkSecret(deps);
  const { closure, notices } = await retryOnConflict(() =>
    deps.db
      .transaction()
      .execute((trx) =>
        closeInTransaction(trx, deps, secret, actor, bookable, bounds, reason, { ...options, scheduled }),
      ),
  );
  forgetNextAvailableDates(deps.db, [location.id]);
  const stillBooked = notices.reduce((n, notice) => n + notice.appointmentIds.length, 0);
  return toClosureAnswer(closure, location.timeZone, notices, stillBooked);
}

/**
 * The closure's work inside the caller's transaction: fills `scheduled` with the closure's holds, tells everyone booked
 * in the range (only those `displaced` picks, when given) and holds each the nearest free time of `bookable`'s
 * schedule. A change of opening hours (decision 274) calls it for the people whose slot no longer exists, with nothing
 * to fill and other people's holds left alone.
 */
export async function closeInTransaction(
  trx: Transaction<Database>,
  deps: ServiceDeps,
  secret: Awaited<ReturnType<typeof linkSecret>>,
  actor: { staffId: string; address: string | null },
  bookable: BookableLocation,
  bounds: { from: Date; to: Date },
  reason: string,
  options: {
    /** 'nearby': the pharmacy itself has no time to give (its listing is being removed), only nearby ones. */
    offer: boolean | 'nearby';
    scheduled: readonly string[];
    displaced?: (appointment: { id: string; startsAt: string }) => boolean;
    cause?: 'schedule_change';
  },
): Promise<{ closure: ClosureRow; notices: NoticeRow[] }> {
  const { location } = bookable;
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const { from, to } = bounds;
  const body = { reason };
  const session = { staffId: actor.staffId };
  const range = { from: from.toISOString(), to: to.toISOString() };
  const { scheduled } = options;
  const closureId = crypto.randomUUID();
  const closure: ClosureRow = {
    id: closureId,
    locationId: location.id,
    startsAt: range.from,
    endsAt: range.to,
    reason: body.reason,
    createdBy: session.staffId,
    createdAt: nowIso,
    reopenedAt: null,
    ...(options.cause ? { cause: options.cause } : {}),
  };
  await insertClosure(trx, closure);
  // A change of hours closes every vanished start up to the horizon: too many for one lock and insert each.
  await (options.displaced ? fillSlotsInBulk : fillSlots)(
    trx,
    deps.dialect,
    closureId,
    location.id,
    scheduled,
    bookable.schedule.capacity,
    nowIso,
  );
  if (!options.displaced) await deleteHoldsIn(trx, location.id, range.from, range.to, nowIso);
  // Read after the slots were closed: a booking that got in first is here, and none can join after.
  const closed = (await bookedIn(trx, location.id, range.from, range.to)).filter(
    (a) => !options.displaced || options.displaced(a),
  );
  const byRegistration = new Map<string, typeof closed>();
  for (const a of closed) byRegistration.set(a.registrationId, [...(byRegistration.get(a.registrationId) ?? []), a]);
  const contacts = new Map((await contactsOf(trx, [...byRegistration.keys()])).map((c) => [c.id, c]));
  const people = new Map(
    (
      await appointmentsNow(
        trx,
        closed.map((a) => a.id),
      )
    ).map((a) => [a.id, a.first_name]),
  );
  const notices: NoticeRow[] = [];
  // Read once, and only when a booking needs an alternative.
  let nearby: Awaited<ReturnType<typeof nearbyBookables>> | undefined;
  for (const [registrationId, appointments] of byRegistration) {
    const contact = contacts.get(registrationId);
    if (!contact) continue;
    const noticeId = crypto.randomUUID();
    // A party moves together: one time, at one pharmacy, with room for all of its people in the range.
    const held = !options.offer
      ? null
      : await holdAlternative(trx, deps, {
          closed: bookable,
          closedStart: appointments[0]!.startsAt,
          places: appointments.length,
          clientId: offerClientId(noticeId),
          now,
          sameToo: options.offer !== 'nearby',
          nearby: (nearby ??= await nearbyBookables(trx, bookable)),
          people: await bookedServicesOf(trx, appointments, location.timeZone),
        });
    const offer: OfferedMove[] | null = held
      ? appointments.map((a) => ({
          appointmentId: a.id,
          from: a.startsAt,
          timeSlotId: encodeSlotId(held.location.id, new Date(held.startsAt)),
        }))
      : null;
    const notice: NoticeRow = {
      id: noticeId,
      closureId,
      registrationId,
      appointmentIds: appointments.map((a) => a.id),
      offer,
      offerExpiresAt: held?.expiresAt ?? null,
      status: held ? 'offered' : 'no_offer',
      createdAt: nowIso,
    };
    await insertNotice(trx, notice);
    notices.push(notice);
    const locale = localeOf(contact.locale);
    const token = signLink(secret, OFFER_PURPOSE, noticeId, new Date(now.getTime() + OFFER_LINK_DAYS * DAY_MS));
    const mail: NewMail = {
      id: crypto.randomUUID(),
      kind: 'closure_notice',
      // Under the registration, so that erasing the booking erases this e-mail too.
      reference: `${registrationId}/closure-${noticeId}`,
      recipient: contact.email,
      now: nowIso,
      ...renderClosureNotice({
        locale,
        placeName: location.name,
        timeZone: location.timeZone,
        reason: body.reason,
        people: appointments.map((a) => ({ firstName: people.get(a.id) ?? '', time: a.startsAt })),
        offer: held
          ? {
              time: held.startsAt,
              timeZone: held.location.timeZone,
              expiresAt: held.expiresAt,
              url: closureOfferUrl(deps.config.publicBaseUrl, locale, token),
              elsewhere:
                held.location.id === location.id
                  ? null
                  : { name: held.location.name, address: addressOf(held.location) },
            }
          : null,
        manageUrl: managePageUrl(deps.config.publicBaseUrl, locale, contact.accessCode),
      }),
    };
    await queueMail(trx, deps.config, withNotMeLink(secret, deps.config, mail, locale), { notice: true });
  }
  await insertAuditEntry(trx, {
    at: nowIso,
    actorId: session.staffId,
    action: 'closure.create',
    recordType: 'location_closure',
    recordId: closureId,
    changes: {
      locationId: location.id,
      startsAt: range.from,
      endsAt: range.to,
      reason: body.reason,
      ...(options.cause ? { cause: options.cause } : {}),
      bookings: notices.length,
      offered: notices.filter((n) => n.offer).length,
    },
    address: actor.address,
    retailer: location.retailer,
  });
  return { closure, notices };
}

export async function listClosures(deps: ServiceDeps, actor: SignedInActor, locationId: string): Promise<Closure[]> {
  const { location, schedule } = await locationFor(deps, actor.session, locationId);
  authorize(actor.session, 'closures.list', { location: { id: location.id, retailer: location.retailer } });
  const closures = await selectClosures(deps.db, location.id);
  const notices = await noticesOf(
    deps.db,
    closures.map((c) => c.id),
  );
  const answers: Closure[] = [];
  for (const closure of closures) {
    const own = notices.filter((n) => n.closureId === closure.id);
    answers.push(
      toClosureAnswer(closure, location.timeZone, own, await countStillBooked(deps.db, closure, own, schedule)),
    );
  }
  return answers;
}

/** A closure the session may act on; one answer for unknown and out of scope. */
async function closureInScope(
  deps: ServiceDeps,
  session: StaffSession,
  id: string,
  action: 'closures.people' | 'closures.reopen',
) {
  const closure = await findClosure(deps.db, id);
  if (!closure) throw closureNotFound();
  const bookable = await findBookableLocation(deps.db, closure.locationId);
  const target = { id: closure.locationId, retailer: bookable?.location.retailer ?? '' };
  if (!bookable && session.role !== 'operator') throw closureNotFound();
  try {
    authorize(session, action, { location: target });
  } catch (error) {
    // Out of scope reads as unknown: the caller learns nothing about other pharmacies' closures.
    if (session.role === 'location_staff' || session.role === 'retailer_admin') throw closureNotFound();
    throw error;
  }
  return { closure, bookable };
}

/** The people a closure touched and where each is now: the staff's "who has not yet rebooked" list. */
export async function closurePeople(
  deps: ServiceDeps,
  actor: SignedInActor,
  closureId: string,
): Promise<ClosurePerson[]> {
  const { closure, bookable } = await closureInScope(deps, actor.session, closureId, 'closures.people');
  const notices = await noticesOf(deps.db, [closure.id]);
  const noticeOf = new Map(notices.flatMap((n) => n.appointmentIds.map((id) => [id, n] as const)));
  const closedTimeOf = new Map(notices.flatMap((n) => (n.offer ?? []).map((o) => [o.appointmentId, o.from] as const)));
  const rows = await appointmentsNow(deps.db, [...noticeOf.keys()]);
  const nowIso = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    // Reading people's names is recorded, in the same transaction as the read.
    await insertAuditEntry(trx, {
      at: nowIso,
      actorId: actor.session.staffId,
      action: 'closure.people.read',
      recordType: 'location_closure',
      recordId: closure.id,
      changes: { appointments: rows.map((r) => r.id).sort() },
      address: actor.address,
      retailer: bookable?.location.retailer ?? null,
    });
    return rows
      .map((r): ClosurePerson => {
        const state =
          r.status !== 'booked'
            ? 'cancelled'
            : stillInClosure(closure, r, bookable?.schedule ?? null)
              ? 'still_booked_in_closure'
              : 'moved';
        return {
          appointmentId: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          closedTime: closedTimeOf.get(r.id) ?? r.starts_at,
          notice: noticeOf.get(r.id)!.status,
          state,
          time: r.starts_at,
        };
      })
      .sort((a, b) =>
        a.closedTime < b.closedTime ? -1 : a.closedTime > b.closedTime ? 1 : a.appointmentId < b.appointmentId ? -1 : 1,
      );
  });
}

/**
 * Reopens a closure: its slots get the location's capacity back (except those another closure still covers), held
 * offers are released, and the people still booked at their closed time are told their appointment stands.
 */
export async function reopenClosure(deps: ServiceDeps, actor: SignedInActor, closureId: string): Promise<Closure> {
  const { closure, bookable } = await closureInScope(deps, actor.session, closureId, 'closures.reopen');
  if (closure.reopenedAt) throw alreadyReopened();
  // The old hours' times no longer exist: there is nothing to reopen, only a new change of hours.
  if (closure.cause === 'schedule_change')
    throw new AppError(409, {
      code: 'CLOSURE_NOT_REOPENABLE',
      message: 'These times were closed by a change of opening hours. Change the hours again to open them.',
    });
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const secret = await linkSecret(deps);
  const notices = await retryOnConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await markReopened(trx, closure.id, actor.session.staffId, nowIso))) throw alreadyReopened();
      // The closed places and the alternatives held for its people come free: the waiting list hears of them.
      await recordClosureHoldsReleased(trx, [closureClientId(closure.id)], nowIso);
      await emptySlots(trx, closure.id);
      // A time another closure still covers stays closed, and its people stay told.
      const others = (await selectClosures(trx, closure.locationId)).filter(
        (o) => o.id !== closure.id && !o.reopenedAt && o.startsAt < closure.endsAt && o.endsAt > closure.startsAt,
      );
      const notices = await noticesOf(trx, [closure.id]);
      const released: string[] = [];
      for (const n of notices) if (await resolveNotice(trx, n.id, 'released', nowIso)) released.push(n.id);
      await recordClosureHoldsReleased(trx, released.map(offerClientId), nowIso);
      await deleteOfferHolds(trx, released);
      // Those still at their closed time hear that it stands.
      const rows = await appointmentsNow(
        trx,
        notices.flatMap((n) => n.appointmentIds),
      );
      const contacts = new Map(
        (
          await contactsOf(
            trx,
            notices.map((n) => n.registrationId),
          )
        ).map((c) => [c.id, c]),
      );
      for (const n of notices) {
        const standing = rows.filter(
          (r) =>
            n.appointmentIds.includes(r.id) &&
            r.status === 'booked' &&
            r.location_id === closure.locationId &&
            inClosure(r.starts_at, closure) &&
            !others.some((o) => inClosure(r.starts_at, o)),
        );
        const contact = contacts.get(n.registrationId);
        if (standing.length === 0 || !contact || !bookable) continue;
        const locale = localeOf(contact.locale);
        const mail: NewMail = {
          id: crypto.randomUUID(),
          kind: 'closure_reopened',
          reference: `${n.registrationId}/reopened-${n.id}`,
          recipient: contact.email,
          now: nowIso,
          ...renderClosureReopened({
            locale,
            placeName: bookable.location.name,
            timeZone: bookable.location.timeZone,
            people: standing.map((r) => ({ firstName: r.first_name, time: r.starts_at })),
            manageUrl: managePageUrl(deps.config.publicBaseUrl, locale, contact.accessCode),
          }),
        };
        await queueMail(trx, deps.config, withNotMeLink(secret, deps.config, mail, locale), { notice: true });
      }
      await insertAuditEntry(trx, {
        at: nowIso,
        actorId: actor.session.staffId,
        action: 'closure.reopen',
        recordType: 'location_closure',
        recordId: closure.id,
        changes: { reopenedAt: [null, nowIso], releasedOffers: released.length },
        address: actor.address,
        retailer: bookable?.location.retailer ?? null,
      });
      return notices;
    }),
  );
  forgetNextAvailableDates(deps.db, [closure.locationId]);
  return toClosureAnswer({ ...closure, reopenedAt: nowIso }, bookable?.location.timeZone ?? 'UTC', notices, 0);
}

/** A pharmacy's street address on one line, as the e-mail and the offer page show it. */
const addressOf = (location: BookableLocation['location']): string =>
  [location.address1, location.address2, location.city, [location.state, location.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

const alreadyReopened = () =>
  new AppError(409, {
    code: 'CLOSURE_ALREADY_REOPENED',
    message: 'This closure was already reopened. Reload the list of closures.',
  });

const offerInvalid = () =>
  new AppError(400, {
    code: 'CLOSURE_OFFER_INVALID',
    message:
      'This link is not valid. Open the link in the newest e-mail about your appointment, or use your booking’s own link.',
  });
const offerExpired = () =>
  new AppError(409, {
    code: 'CLOSURE_OFFER_EXPIRED',
    message: 'The time we held for you is no longer held. Choose another time from your booking’s page.',
  });
const offerGone = () =>
  new AppError(409, {
    code: 'CLOSURE_OFFER_GONE',
    message:
      'This offer no longer applies: your booking was changed, or the pharmacy reopened at your time. Open your booking’s page to see it as it is now.',
  });

async function noticeOfToken(deps: ServiceDeps, token: string) {
  const noticeId = verifyLink(await linkSecret(deps), OFFER_PURPOSE, token, deps.clock.now());
  if (!noticeId) throw offerInvalid();
  const notice = await findNotice(deps.db, noticeId);
  if (!notice) throw offerInvalid();
  const closure = (await findClosure(deps.db, notice.closureId))!;
  const contact = (await contactsOf(deps.db, [notice.registrationId]))[0];
  // An erased booking leaves its notice behind with nothing to move.
  if (!contact) throw offerGone();
  return { notice, closure, contact };
}

async function offerAnswer(
  deps: ServiceDeps,
  notice: NoticeRow,
  closure: ClosureRow,
  accessCode: string,
): Promise<ClosureOffer> {
  const bookable = await findBookableLocation(deps.db, closure.locationId);
  const rows = await appointmentsNow(deps.db, notice.appointmentIds);
  const offered = (notice.offer ?? []).map((o) => decodeSlotId(o.timeSlotId)!);
  const offeredAt = offered[0] ? await findBookableLocation(deps.db, offered[0].locationId) : null;
  return {
    status: notice.status,
    locationId: closure.locationId,
    locationName: bookable?.location.name ?? '',
    timeZone: bookable?.location.timeZone ?? 'UTC',
    closedTimes: notice.offer ? notice.offer.map((o) => o.from) : rows.map((r) => r.starts_at).sort(),
    offeredTimes: offered.map((o) => o.start.toISOString()),
    offeredLocation: offeredAt
      ? {
          id: offeredAt.location.id,
          name: offeredAt.location.name,
          address: addressOf(offeredAt.location),
          timeZone: offeredAt.location.timeZone,
          samePharmacy: offeredAt.location.id === closure.locationId,
        }
      : null,
    expiresAt: notice.offerExpiresAt,
    accessCode,
  };
}

/** What an offer link offers, for its page. Reading changes nothing. */
export async function viewClosureOffer(deps: ServiceDeps, token: string): Promise<ClosureOffer> {
  const { notice, closure, contact } = await noticeOfToken(deps, token);
  return offerAnswer(deps, notice, closure, contact.accessCode);
}

/**
 * Takes the held alternative: the person's own reschedule, with the offer's holds as the places it takes and the
 * closed places given back in the same transaction. Taking it again answers the same (a second click, a reload).
 */
export async function takeClosureOffer(deps: ServiceDeps & WithMetrics, token: string): Promise<ClosureOffer> {
  const { notice, closure, contact } = await noticeOfToken(deps, token);
  if (notice.status === 'taken') return offerAnswer(deps, notice, closure, contact.accessCode);
  if (notice.status !== 'offered' || !notice.offer) throw offerGone();
  const now = deps.clock.now();
  if (!notice.offerExpiresAt || notice.offerExpiresAt <= now.toISOString()) throw offerExpired();
  // Still where the closure found them: a person who moved or cancelled meanwhile is not moved again.
  const rows = await appointmentsNow(deps.db, notice.appointmentIds);
  const untouched = notice.offer.every((o) => {
    const row = rows.find((r) => r.id === o.appointmentId);
    return row && row.status === 'booked' && row.location_id === closure.locationId && row.starts_at === o.from;
  });
  if (!untouched) throw offerGone();
  try {
    await rescheduleBooking(
      deps,
      contact.accessCode,
      { appointments: notice.offer.map((o) => ({ id: o.appointmentId, timeSlotId: o.timeSlotId })) },
      offerClientId(notice.id),
      // The held place may be at a nearby pharmacy (decision 275): the move takes it there in the same step.
      { acrossLocations: true },
    );
  } catch (error) {
    // The booking changed between the check above and the move: it says so in the booking's own terms.
    if (error instanceof AppError && error.items[0]?.code === 'APPOINTMENT_CHANGED') throw offerGone();
    throw error;
  }
  await resolveNotice(deps.db, notice.id, 'taken', now.toISOString());
  return offerAnswer(deps, { ...notice, status: 'taken' }, closure, contact.accessCode);
}
