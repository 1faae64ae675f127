// Provider listing requests, answered by an operator (docs/product/staff.md, Listing requests; decision 260). The
// operator reads each request beside the listing it names, approves it (a new listing is created with its retailer,
// hours, slot length and vaccines; an edit changes what the operator entered; a removal closes every future time like
// a closure, then takes the listing off search) or declines it with a message. The requester is e-mailed either way.
// One decision per request: the decision's primary key refuses a second operator's.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  ApproveListingBody,
  CurrentListing,
  DeclineListingBody,
  ListingRequest,
} from '@vaxnear/domain/contracts/listing-requests';
import type { ProviderRegistrationBody } from '@vaxnear/domain/contracts/provider-registrations';
import {
  hoursOfSchedules,
  listingIdOf,
  NEW_LISTING_CAPACITY,
  offeringsOfKinds,
  retailerOf,
} from '@vaxnear/domain/listing-requests';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { constraintViolation, retryOnConflict } from '../bookings/database-errors.ts';
import { findBookableLocation } from '../locations/locations.repository.ts';
import { invalidateLocationIndex } from '../locations/location-index.ts';
import { insertMail } from '../mail/mail-outbox.repository.ts';
import { recordPlacesAppeared } from '../waiting-list/waiting-list-sources.ts';
import { insertAuditEntry } from '../staff/audit-log.repository.ts';
import { authorize, type StaffSession } from '../staff/staff-authorization.ts';
import type { Actor } from '../staff/staff.service.ts';
import { closeRange } from './closures.service.ts';
import { afterHoursChange, changeHoursInTransaction, planHoursChange } from './hours-changes.service.ts';
import { renderListingDecision } from './listing-request-mail.ts';

type SignedInActor = Actor & { session: StaffSession };

const requestNotFound = () =>
  new AppError(404, {
    code: 'LISTING_REQUEST_NOT_FOUND',
    message: 'This request does not exist, or is not about one of your locations. Reload the list of requests.',
  });
const alreadyDecided = () =>
  new AppError(409, {
    code: 'LISTING_REQUEST_DECIDED',
    message: 'This request was already answered. Reload the list of requests to see the answer.',
  });

interface RequestRow {
  id: string;
  referenceNumber: string;
  requestType: 'new' | 'edit' | 'remove';
  status: string;
  receivedAt: string;
  businessName: string | null;
  identifierType: string;
  identifier: string;
  contactEmail: string;
  body: ProviderRegistrationBody;
}

async function readRequests(db: Kysely<Database>, id?: string): Promise<RequestRow[]> {
  let query = db.selectFrom('provider_registrations').selectAll().orderBy('received_at', 'desc').limit(200);
  if (id) query = query.where('id', '=', id);
  return (await query.execute()).map((r) => ({
    id: r.id,
    referenceNumber: r.reference_number,
    requestType: r.request_type as RequestRow['requestType'],
    status: r.status,
    receivedAt: r.received_at,
    businessName: r.business_name,
    identifierType: r.identifier_type,
    identifier: r.identifier,
    contactEmail: r.contact_email,
    body: JSON.parse(r.payload) as ProviderRegistrationBody,
  }));
}

/** The listing a request names: by its location id, or (a new listing approved before) by the id we gave it. */
function listingIdFor(request: RequestRow): string {
  return request.identifierType === 'locationId'
    ? request.identifier
    : listingIdOf(request.identifierType, request.identifier);
}

async function currentListing(deps: ServiceDeps, id: string, now: string): Promise<CurrentListing | null> {
  const bookable = await findBookableLocation(deps.db, id);
  if (!bookable || bookable.location.bookingType === 'removed') return null;
  const { location, schedule, offerings } = bookable;
  const future = await deps.db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('location_id', '=', id)
    .where('status', '=', 'booked')
    .where('starts_at', '>', now)
    .executeTakeFirstOrThrow();
  return {
    id: location.id,
    name: location.name,
    retailer: location.retailer,
    address: [location.address1, location.address2, location.city, location.state, location.zip]
      .filter(Boolean)
      .join(', '),
    phone: location.phone,
    website: location.website,
    slotMinutes: schedule.slotMinutes,
    capacity: schedule.capacity,
    hours: schedule.hours.map((h) => ({
      weekday: h.weekday,
      opens: h.opens,
      closes: h.closes,
      breakStart: h.breakStart ?? null,
      breakEnd: h.breakEnd ?? null,
    })),
    vaccines: [...new Set(offerings.map((o) => o.kind))],
    ...(schedule.versions?.length
      ? {
          scheduleVersions: schedule.versions.map((v) => ({
            from: v.from,
            slotMinutes: v.slotMinutes,
            hours: v.hours.map((h) => ({
              weekday: h.weekday,
              opens: h.opens,
              closes: h.closes,
              breakStart: h.breakStart ?? null,
              breakEnd: h.breakEnd ?? null,
            })),
          })),
        }
      : {}),
    futureBookings: Number(future.n),
  };
}

async function decisionsOf(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Database['listing_request_decisions']>();
  const rows = await db
    .selectFrom('listing_request_decisions')
    .selectAll()
    .where('request_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.request_id, r]));
}

/** Operators see every request; a retailer admin those about its own locations, read-only. */
export async function listListingRequests(
  deps: ServiceDeps,
  actor: SignedInActor,
  query: { status?: 'received' | 'approved' | 'declined' | undefined },
): Promise<ListingRequest[]> {
  const { session } = actor;
  const now = deps.clock.now().toISOString();
  const requests = await readRequests(deps.db);
  const decisions = await decisionsOf(
    deps.db,
    requests.map((r) => r.id),
  );
  const answers: ListingRequest[] = [];
  for (const request of requests) {
    const decision = decisions.get(request.id);
    const status = decision ? (decision.decision as 'approved' | 'declined') : 'received';
    if (query.status && status !== query.status) continue;
    const current = await currentListing(deps, listingIdFor(request), now);
    if (session.role !== 'operator') {
      // An admin sees a request about a listing of its retailer (which only edits and removals name).
      if (!current || request.requestType === 'new') continue;
      if (!(await allowedOn(deps, session, current.id))) continue;
    }
    answers.push({
      id: request.id,
      referenceNumber: request.referenceNumber,
      requestType: request.requestType,
      status,
      receivedAt: request.receivedAt,
      businessName: request.businessName,
      identifierType: request.identifierType,
      identifier: request.identifier,
      contactEmail: request.contactEmail,
      request: request.body as unknown as Record<string, unknown>,
      current,
      decision: decision
        ? {
            decision: decision.decision as 'approved' | 'declined',
            message: decision.message,
            decidedAt: decision.decided_at,
          }
        : null,
      locationId: decision?.location_id ?? null,
    });
  }
  await insertAuditEntry(deps.db, {
    at: now,
    actorId: session.staffId,
    action: 'listing_requests.read',
    recordType: 'provider_registration',
    recordId: query.status ?? 'all',
    changes: { requests: answers.length },
    address: actor.address,
    retailer: session.retailer,
  });
  return answers;
}

async function allowedOn(deps: ServiceDeps, session: StaffSession, locationId: string): Promise<boolean> {
  const bookable = await findBookableLocation(deps.db, locationId);
  if (!bookable) return false;
  try {
    authorize(session, 'listing_requests.list', {
      location: { id: bookable.location.id, retailer: bookable.location.retailer },
    });
    return true;
  } catch {
    return false;
  }
}

async function oneRequest(deps: ServiceDeps, id: string): Promise<RequestRow> {
  const [request] = await readRequests(deps.db, id);
  if (!request) throw requestNotFound();
  if ((await decisionsOf(deps.db, [id])).has(id)) throw alreadyDecided();
  return request;
}

/** Records the decision, its audit row and the requester's e-mail in one transaction; a second decision is refused. */
async function recordDecision(
  trx: Kysely<Database>,
  deps: ServiceDeps,
  actor: SignedInActor,
  request: RequestRow,
  decision: {
    decision: 'approved' | 'declined';
    message: string | null;
    locationId: string | null;
    retailer: string | null;
  },
) {
  const now = deps.clock.now().toISOString();
  try {
    await trx
      .insertInto('listing_request_decisions')
      .values({
        request_id: request.id,
        decision: decision.decision,
        message: decision.message,
        location_id: decision.locationId,
        decided_by: actor.session.staffId,
        decided_at: now,
      })
      .execute();
  } catch (error) {
    if (constraintViolation(error)?.kind === 'unique') throw alreadyDecided();
    throw error;
  }
  await trx
    .updateTable('provider_registrations')
    .set({ status: decision.decision })
    .where('id', '=', request.id)
    .execute();
  await insertAuditEntry(trx, {
    at: now,
    actorId: actor.session.staffId,
    action: `listing_request.${decision.decision === 'approved' ? 'approve' : 'decline'}`,
    recordType: 'provider_registration',
    recordId: request.id,
    changes: {
      requestType: request.requestType,
      referenceNumber: request.referenceNumber,
      locationId: decision.locationId,
      message: decision.message,
    },
    address: actor.address,
    retailer: decision.retailer,
  });
  // To the address the request gave, whoever answers it; provider mail is not a person's booking mail, so it is
  // inserted as it is (the form already limits how many requests an address can make).
  await insertMail(trx, {
    id: crypto.randomUUID(),
    kind: 'listing_request_decision',
    reference: `listing-request/${request.id}`,
    recipient: request.contactEmail,
    now,
    ...renderListingDecision({
      approved: decision.decision === 'approved',
      requestType: request.requestType,
      referenceNumber: request.referenceNumber,
      name: request.businessName ?? request.identifier,
      message: decision.message,
    }),
  });
}

export async function declineListingRequest(
  deps: ServiceDeps,
  actor: SignedInActor,
  id: string,
  body: DeclineListingBody,
): Promise<ListingRequest> {
  authorize(actor.session, 'listing_requests.decide');
  const request = await oneRequest(deps, id);
  await deps.db.transaction().execute((trx) =>
    recordDecision(trx, deps, actor, request, {
      decision: 'declined',
      message: body.message,
      locationId: null,
      retailer: null,
    }),
  );
  return answerFor(deps, actor, id);
}

async function answerFor(deps: ServiceDeps, actor: SignedInActor, id: string): Promise<ListingRequest> {
  const all = await listListingRequests(deps, actor, {});
  return all.find((r) => r.id === id)!;
}

const LOCATIONS_VERSION_KEY = 'locations_version';

async function bumpLocationsVersion(trx: Kysely<Database>, now: string) {
  // Search rebuilds its index when this changes (location-index.ts): within its check interval on every server.
  await trx
    .insertInto('meta')
    .values({ key: LOCATIONS_VERSION_KEY, value: `listing-${now}-${crypto.randomUUID()}` })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

export async function approveListingRequest(
  deps: ServiceDeps & { database?: Parameters<typeof invalidateLocationIndex>[0] },
  actor: SignedInActor,
  id: string,
  body: ApproveListingBody,
): Promise<ListingRequest> {
  authorize(actor.session, 'listing_requests.decide');
  const request = await oneRequest(deps, id);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const message = body.message?.trim() || null;
  if (request.requestType === 'new' && request.body.requestType === 'new') {
    const form = request.body;
    const zip = await deps.db
      .selectFrom('zip_codes')
      .select(['lat', 'lng', 'time_zone'])
      .where('zip', '=', form.business.zip)
      .executeTakeFirst();
    if (!zip)
      throw badRequest(
        'LISTING_ZIP_UNKNOWN',
        `The ZIP code ${form.business.zip} is not in our ZIP table, so the pharmacy cannot be placed on the map. Decline the request and ask for the right ZIP code.`,
      );
    const locationId = listingIdFor(request);
    const retailer = body.retailer ?? retailerOf(form.business.name);
    await deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('location_offerings').where('location_id', '=', locationId).execute();
      await trx.deleteFrom('location_hours').where('location_id', '=', locationId).execute();
      await trx.deleteFrom('locations').where('id', '=', locationId).execute();
      await trx
        .insertInto('locations')
        .values({
          id: locationId,
          name: form.business.name,
          retailer,
          chain: null,
          store_number: null,
          address1: form.business.address1,
          address2: form.business.address2 ?? null,
          city: form.business.city,
          state: form.business.state,
          zip: form.business.zip,
          zip_source: 'provider',
          phone: form.business.schedulingPhone,
          website: form.business.schedulingWebsite ?? null,
          lat: Number(zip.lat),
          lng: Number(zip.lng),
          time_zone: zip.time_zone,
          booking_type: 'vaxnear',
          slot_minutes: form.slotIntervalMinutes,
          capacity: body.capacity ?? NEW_LISTING_CAPACITY,
          same_day_booking: form.sameDayAppointments ? 1 : 0,
          source: 'listing_request',
        })
        .execute();
      const hours = hoursOfSchedules(form.hours);
      if (hours.length)
        await trx
          .insertInto('location_hours')
          .values(
            hours.map((h) => ({
              location_id: locationId,
              weekday: h.weekday,
              opens: h.opens,
              closes: h.closes,
              break_start: h.breakStart ?? null,
              break_end: h.breakEnd ?? null,
            })),
          )
          .execute();
      await trx
        .insertInto('location_offerings')
        .values(
          offeringsOfKinds(form.vaccines).map((o) => ({
            location_id: locationId,
            kind: o.kind,
            brand: o.brand,
            min_age: o.minAge,
            max_age: o.maxAge,
          })),
        )
        .execute();
      await bumpLocationsVersion(trx, nowIso);
      // A new pharmacy's places go to the people waiting near it first (decision 286).
      await recordPlacesAppeared(trx, locationId, nowIso, 'new_location', nowIso);
      await recordDecision(trx, deps, actor, request, { decision: 'approved', message, locationId, retailer });
    });
    if (deps.database) invalidateLocationIndex(deps.database);
    return answerFor(deps, actor, id);
  }
  const locationId = listingIdFor(request);
  const bookable = await findBookableLocation(deps.db, locationId);
  if (!bookable || bookable.location.bookingType === 'removed')
    throw new AppError(409, {
      code: 'LISTING_NOT_FOUND',
      message:
        'No current listing has the identifier this request names. Decline it and ask the requester for the listing’s id from its page.',
    });
  const retailer = bookable.location.retailer;
  if (request.requestType === 'edit') {
    const changes = body.changes ?? {};
    // New hours go through the schedule versions from the requested date on (decision 276): the people a vanished
    // time displaces are told and offered a held time in the approval's own transaction.
    const plan = changes.hours
      ? await planHoursChange(
          deps,
          bookable,
          { ...changes.hours, reason: 'The pharmacy changed its opening hours.' },
          'changes.hours.from',
        )
      : null;
    await retryOnConflict(() =>
      deps.db.transaction().execute(async (trx) => {
        const set = {
          ...(changes.name ? { name: changes.name } : {}),
          ...(changes.phone ? { phone: changes.phone } : {}),
          ...(changes.website ? { website: changes.website } : {}),
          ...(changes.slotMinutes ? { slot_minutes: changes.slotMinutes } : {}),
        };
        if (Object.keys(set).length) await trx.updateTable('locations').set(set).where('id', '=', locationId).execute();
        // A new slot length makes new times, which may suit people waiting (decision 286); new hours record theirs in
        // changeHoursInTransaction.
        if (changes.slotMinutes) await recordPlacesAppeared(trx, locationId, nowIso, 'new_hours', nowIso);
        if (changes.vaccines) {
          // From now on only these kinds are booked there; people already booked for a kind dropped keep their
          // appointment (decision 276).
          await trx.deleteFrom('location_offerings').where('location_id', '=', locationId).execute();
          await trx
            .insertInto('location_offerings')
            .values(
              offeringsOfKinds(changes.vaccines).map((o) => ({
                location_id: locationId,
                kind: o.kind,
                brand: o.brand,
                min_age: o.minAge,
                max_age: o.maxAge,
              })),
            )
            .execute();
        }
        if (plan) await changeHoursInTransaction(trx, deps, actor, plan);
        await bumpLocationsVersion(trx, nowIso);
        await recordDecision(trx, deps, actor, request, { decision: 'approved', message, locationId, retailer });
      }),
    );
    afterHoursChange(deps, locationId);
    return answerFor(deps, actor, id);
  }
  // Removal: every future booking is closed and told, like a closure with no time to offer there (a nearby pharmacy's
  // may be held); then nothing can be booked and searches for a vaccine no longer find the listing.
  const last = await deps.db
    .selectFrom('appointments')
    .select((eb) => eb.fn.max('starts_at').as('last'))
    .where('location_id', '=', locationId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', nowIso)
    .executeTakeFirst();
  if (last?.last)
    await closeRange(
      deps,
      { staffId: actor.session.staffId, address: actor.address },
      bookable,
      { from: now, to: new Date(Date.parse(String(last.last)) + bookable.schedule.slotMinutes * 60_000) },
      'This pharmacy no longer takes appointments through Vaxnear.',
      // No time there any more; a nearby pharmacy offering the same vaccines may hold one (decision 275).
      { offer: 'nearby' },
    );
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('locations').set({ booking_type: 'removed' }).where('id', '=', locationId).execute();
    await trx.deleteFrom('location_offerings').where('location_id', '=', locationId).execute();
    await trx.deleteFrom('location_hours').where('location_id', '=', locationId).execute();
    await bumpLocationsVersion(trx, nowIso);
    await recordDecision(trx, deps, actor, request, { decision: 'approved', message, locationId, retailer });
  });
  if (deps.database) invalidateLocationIndex(deps.database);
  return answerFor(deps, actor, id);
}
