// Every staff route, as every role (docs/product/staff.md, Roles). The routes come from Fastify's own route table, so a
// staff route added later without cases here fails the first test, and one added without an access rule answers 403
// to everyone (the guard in index.ts) and fails the cases written for it.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  bookedAppointment,
  lotsUrl,
  receivedLot,
  receiveLot,
  recordVaccination,
  vaccinationsUrl,
  walkInsUrl,
} from '../../test/counter-fixtures.ts';
import { bookHeld, bookingBody, insertPlaces, PLACES, type PlaceName } from '../../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import {
  firstOperator,
  invited,
  sameSite,
  signInWith,
  sessionCookieOf,
  type SignedIn,
} from '../../test/staff-sessions.ts';

const hoursChangeAt = (locationId: string) => ({
  locationId,
  from: '2027-05-01',
  slotMinutes: 20,
  schedules: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], open24Hours: false, start: '10:00', end: '16:00' }],
  reason: 'New opening hours',
});

const ACTORS = ['anonymous', 'operator', 'cvsAdmin', 'albertsonsAdmin', 'bellevueStaff'] as const;
type Actor = (typeof ACTORS)[number];
const BELLEVUE = PLACES.cvsBellevue.id;
const ARVADA = PLACES.cvsArvada.id;

/** The routes under /api/v1/staff as Fastify's route tree prints them: "METHOD /path". HEAD is GET's twin. */
function staffRoutesOf(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: Array<{ depth: number; path: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length;
    while (stack.length && stack.at(-1)!.depth >= depth) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${match[2]}`;
    stack.push({ depth, path });
    if (match[3] && path.startsWith('/api/v1/staff'))
      for (const method of match[3].split(', ')) if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found.sort();
}

interface Case {
  name: string;
  /** The call this actor makes; `who` is null for anonymous. */
  call(t: TestApp, who: SignedIn | null, actor: Actor): Promise<{ statusCode: number; body: string }>;
  expect: Record<Actor, number>;
}

const headersOf = (t: TestApp, who: SignedIn | null) => (who ? who.headers : sameSite(t));
const get = (url: string) => (t: TestApp, who: SignedIn | null) =>
  t.app.inject({ method: 'GET', url, headers: headersOf(t, who) });
const post = (url: string, payload?: object) => (t: TestApp, who: SignedIn | null) =>
  t.app.inject({ method: 'POST', url, headers: headersOf(t, who), ...(payload ? { payload } : {}) });
const fakeResponse = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30' } };
/** The counter at a CVS location: operators and CVS admins; Bellevue's staff at Bellevue only. */
const counterAt = (place: 'bellevue' | 'arvada', status: number): Record<Actor, number> => ({
  anonymous: 401,
  operator: status,
  cvsAdmin: status,
  albertsonsAdmin: 403,
  bellevueStaff: place === 'bellevue' ? status : 403,
});
const everyone = (status: number) => Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;

let booked = 0;
const letters = 'abcdefghijklmnopqrstuvwxyz';
/** A fresh appointment from 24 November at a place, booked through the public API: one per actor and case. */
async function freshAppointment(t: TestApp, place: PlaceName): Promise<string> {
  booked += 1;
  // 16:00Z to 21:45Z is open at both Bellevue and Arvada; the next day when a day's times are used up.
  const slot = new Date(
    Date.parse('2026-11-24T16:00:00.000Z') + Math.floor(booked / 24) * 86_400_000 + (booked % 24) * 15 * 60_000,
  ).toISOString();
  const res = await bookHeld(
    t.app,
    bookingBody(
      [{ place, slot, user: { firstName: `Person${letters[booked % 26]}${letters[Math.floor(booked / 26) % 26]}` } }],
      {
        email: `person${booked}@example.com`,
      },
    ),
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.registration.appointments[0].id as string;
}
const onFresh =
  (place: PlaceName, action: 'attendance' | 'cancel', payload: object) => async (t: TestApp, who: SignedIn | null) =>
    post(`/api/v1/staff/appointments/${await freshAppointment(t, place)}/${action}`, payload)(t, who);

const CASES: Record<string, Case[]> = {
  'POST /api/v1/staff/sign-in/options': [
    { name: 'public', call: post('/api/v1/staff/sign-in/options'), expect: everyone(200) },
  ],
  'POST /api/v1/staff/sign-in': [
    {
      name: 'public; an answer to no challenge is refused whoever sends it',
      call: post('/api/v1/staff/sign-in', { challengeId: 'none', response: fakeResponse }),
      expect: everyone(400),
    },
  ],
  'POST /api/v1/staff/invitations/accept/options': [
    {
      name: 'public; a forged link is refused',
      call: post('/api/v1/staff/invitations/accept/options', { token: '9999999999.YQ.' + 'a'.repeat(43) }),
      expect: everyone(400),
    },
  ],
  'POST /api/v1/staff/invitations/accept': [
    {
      name: 'public; a forged link is refused',
      call: post('/api/v1/staff/invitations/accept', { token: 'x', challengeId: 'none', response: fakeResponse }),
      expect: everyone(400),
    },
  ],
  'POST /api/v1/staff/sign-out': [
    {
      name: 'any signed-in person, in a session of their own',
      call: async (t, who) => {
        if (!who) return post('/api/v1/staff/sign-out')(t, null);
        const cookie = sessionCookieOf(await signInWith(t, who.device))!;
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/staff/sign-out',
          headers: { ...sameSite(t), cookie: `vaxnear_staff=${cookie}` },
        });
      },
      expect: { ...everyone(204), anonymous: 401 },
    },
  ],
  'GET /api/v1/staff/me': [
    { name: 'any signed-in person', call: get('/api/v1/staff/me'), expect: { ...everyone(200), anonymous: 401 } },
  ],
  'POST /api/v1/staff/invitations': [
    {
      name: 'location staff for a CVS location: operators and CVS admins only',
      call: (t, who, actor) =>
        post('/api/v1/staff/invitations', {
          email: `new-${actor}@cvs.example`,
          name: 'New Person',
          role: 'location_staff',
          retailer: 'cvs',
          locationIds: [ARVADA],
          locale: 'en',
        })(t, who),
      expect: { anonymous: 401, operator: 201, cvsAdmin: 201, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
    {
      name: 'a retailer admin: operators only',
      call: (t, who, actor) =>
        post('/api/v1/staff/invitations', {
          email: `admin-${actor}@cvs.example`,
          name: 'New Admin',
          role: 'retailer_admin',
          retailer: 'cvs',
          locale: 'es',
        })(t, who),
      expect: { anonymous: 401, operator: 201, cvsAdmin: 403, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/invitations': [
    {
      name: 'admins, each for their scope',
      call: get('/api/v1/staff/invitations'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 200, bellevueStaff: 403 },
    },
    {
      name: 'another retailer’s invitations',
      call: get('/api/v1/staff/invitations?retailer=cvs'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/invitations/:id/revoke': [
    {
      name: 'a pending CVS invitation: out of scope reads as unknown',
      call: async (t, who, actor) => {
        const { id } = (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/staff/invitations',
            headers: operator!.headers,
            payload: {
              email: `revoke-${actor}@cvs.example`,
              name: 'To Revoke',
              role: 'location_staff',
              retailer: 'cvs',
              locationIds: [BELLEVUE],
              locale: 'en',
            },
          })
        ).json().data;
        return post(`/api/v1/staff/invitations/${id}/revoke`)(t, who);
      },
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/members': [
    {
      name: 'the staff of Bellevue',
      call: get(`/api/v1/staff/members?locationId=${BELLEVUE}`),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 200 },
    },
    {
      name: 'the staff of another CVS location',
      call: get(`/api/v1/staff/members?locationId=${ARVADA}`),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
    {
      name: 'the staff of another retailer',
      call: get('/api/v1/staff/members?retailer=albertsons'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 403, albertsonsAdmin: 200, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/locations': [
    {
      name: 'any signed-in person, each seeing their own scope',
      call: get('/api/v1/staff/locations'),
      expect: { ...everyone(200), anonymous: 401 },
    },
  ],
  'GET /api/v1/staff/locations/:locationId/day/:date': [
    {
      name: 'Bellevue’s day list',
      call: get(`/api/v1/staff/locations/${BELLEVUE}/day/2026-11-24`),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 200 },
    },
    {
      name: 'another CVS location’s day list',
      call: get(`/api/v1/staff/locations/${ARVADA}/day/2026-11-24`),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/appointments/:id/attendance': [
    {
      name: 'checking in at Bellevue: out of scope reads as unknown',
      call: onFresh('cvsBellevue', 'attendance', { to: 'checked_in' }),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 200 },
    },
    {
      name: 'checking in at another CVS location',
      call: onFresh('cvsArvada', 'attendance', { to: 'checked_in' }),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 404 },
    },
  ],
  'POST /api/v1/staff/appointments/:id/cancel': [
    {
      name: 'cancelling at Bellevue on the person’s behalf: out of scope reads as unknown',
      call: onFresh('cvsBellevue', 'cancel', { reason: 'pharmacy_closed' }),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 200 },
    },
    {
      name: 'cancelling at another CVS location',
      call: onFresh('cvsArvada', 'cancel', { reason: 'pharmacy_closed' }),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 404 },
    },
  ],
  'GET /api/v1/staff/audit': [
    {
      name: 'admins, each for their scope',
      call: get('/api/v1/staff/audit'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 200, bellevueStaff: 403 },
    },
    {
      name: 'another retailer’s audit log',
      call: get('/api/v1/staff/audit?retailer=cvs'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/locations/:locationId/lots': [
    {
      name: 'Bellevue’s lots: its staff, CVS admins and operators',
      call: get(`/api/v1/staff/locations/${BELLEVUE}/lots`),
      expect: counterAt('bellevue', 200),
    },
    {
      name: 'another CVS location’s lots: not Bellevue’s staff',
      call: get(`/api/v1/staff/locations/${ARVADA}/lots`),
      expect: counterAt('arvada', 200),
    },
  ],
  'POST /api/v1/staff/locations/:locationId/lots': [
    {
      name: 'receive a lot at Bellevue',
      call: (t, who) => receiveLot(t, who, 'cvsBellevue'),
      expect: counterAt('bellevue', 201),
    },
    {
      name: 'receive a lot at another CVS location',
      call: (t, who) => receiveLot(t, who, 'cvsArvada'),
      expect: counterAt('arvada', 201),
    },
  ],
  'POST /api/v1/staff/locations/:locationId/lots/:lotId/waste': [
    {
      name: 'waste a dose of a Bellevue lot',
      call: async (t, who) =>
        post(`${lotsUrl('cvsBellevue')}/${(await receivedLot(t, operator!, 'cvsBellevue')).id}/waste`, {
          doses: 1,
          reason: 'other',
        })(t, who),
      expect: counterAt('bellevue', 200),
    },
  ],
  'POST /api/v1/staff/locations/:locationId/lots/:lotId/count': [
    {
      name: 'count a lot of another CVS location',
      call: async (t, who) =>
        post(`${lotsUrl('cvsArvada')}/${(await receivedLot(t, operator!, 'cvsArvada')).id}/count`, { doses: 4 })(
          t,
          who,
        ),
      expect: counterAt('arvada', 200),
    },
  ],
  'GET /api/v1/staff/locations/:locationId/appointments/:appointmentId/vaccinations': [
    {
      name: 'a Bellevue appointment and its records',
      call: async (t, who) => get(vaccinationsUrl('cvsBellevue', await bookedAppointment(t)))(t, who),
      expect: counterAt('bellevue', 200),
    },
  ],
  'POST /api/v1/staff/locations/:locationId/appointments/:appointmentId/vaccinations': [
    {
      name: 'record a vaccination at Bellevue',
      call: async (t, who) =>
        recordVaccination(t, who, 'cvsBellevue', await bookedAppointment(t), {
          lotId: (await receivedLot(t, operator!, 'cvsBellevue')).id,
        }),
      expect: counterAt('bellevue', 201),
    },
  ],
  'GET /api/v1/staff/locations/:locationId/registry-problems': [
    {
      name: 'the state registry rejections of another CVS location',
      call: get(`/api/v1/staff/locations/${ARVADA}/registry-problems`),
      expect: counterAt('arvada', 200),
    },
  ],
  'POST /api/v1/staff/locations/:locationId/registry-messages/:vaccinationId/resend': [
    {
      name: 'send a Bellevue vaccination the registry rejected again',
      call: async (t, who) => {
        const recorded = await recordVaccination(t, operator!, 'cvsBellevue', await bookedAppointment(t), {
          lotId: (await receivedLot(t, operator!, 'cvsBellevue')).id,
        });
        const vaccinationId = recorded.json().data.id as string;
        await t.database.db
          .updateTable('iis_messages')
          .set({ status: 'rejected' })
          .where('vaccination_id', '=', vaccinationId)
          .execute();
        return post(`/api/v1/staff/locations/${BELLEVUE}/registry-messages/${vaccinationId}/resend`, {})(t, who);
      },
      expect: counterAt('bellevue', 202),
    },
  ],
  'GET /api/v1/staff/locations/:locationId/walk-ins/times': [
    {
      name: 'today’s walk-in times at another CVS location',
      call: get(`/api/v1/staff/locations/${ARVADA}/walk-ins/times`),
      expect: counterAt('arvada', 200),
    },
  ],
  'POST /api/v1/staff/locations/:locationId/walk-ins': [
    {
      name: 'add a walk-in at Bellevue',
      call: (t, who, actor) =>
        post(walkInsUrl('cvsBellevue'), {
          time: 'now',
          services: [{ kind: 'flu', brand: null }],
          user: {
            firstName: 'Walk',
            lastName: `In ${actor}`,
            sex: 'female',
            dateOfBirth: '01/02/1970',
            address1: '1 Main St',
            city: 'Bellevue',
            state: 'NE',
            zipCode: '68005',
          },
          phoneNumber: '(402) 291-6779',
          locale: 'en',
        })(t, who),
      expect: counterAt('bellevue', 201),
    },
  ],
  // Integrations (decisions 247 and 248): operators and the retailer's own admin; never location staff.
  'GET /api/v1/staff/webhooks': [
    {
      name: 'admins, each for their retailer',
      call: get('/api/v1/staff/webhooks'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 200, bellevueStaff: 403 },
    },
    {
      name: 'another retailer’s subscriptions',
      call: get('/api/v1/staff/webhooks?retailer=cvs'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/webhooks': [
    {
      name: 'a CVS subscription: operators and CVS admins only',
      call: post('/api/v1/staff/webhooks', {
        retailer: 'cvs',
        url: 'https://8.8.8.8/hooks',
        eventTypes: ['appointment.created'],
      }),
      expect: { anonymous: 401, operator: 201, cvsAdmin: 201, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'PATCH /api/v1/staff/webhooks/:id': [
    {
      name: 'a CVS subscription: operators and CVS admins only',
      call: async (t, who) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1/staff/webhooks/${await cvsWebhook(t)}`,
          headers: headersOf(t, who),
          payload: { eventTypes: ['appointment.cancelled'] },
        }),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/webhooks/:id/rotate-secret': [
    {
      name: 'a CVS subscription: operators and CVS admins only',
      call: async (t, who) => post(`/api/v1/staff/webhooks/${await cvsWebhook(t)}/rotate-secret`)(t, who),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/webhooks/:id/deliveries': [
    {
      name: 'a CVS subscription’s log: operators and CVS admins only',
      call: async (t, who) => get(`/api/v1/staff/webhooks/${await cvsWebhook(t)}/deliveries`)(t, who),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/webhooks/:id/replay': [
    {
      name: 'a CVS subscription: operators and CVS admins only',
      call: async (t, who) =>
        post(`/api/v1/staff/webhooks/${await cvsWebhook(t)}/replay`, {
          from: '2026-11-20T00:00:00Z',
          to: '2026-11-24T00:00:00Z',
        })(t, who),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/api-clients': [
    {
      name: 'admins, each for their retailer',
      call: get('/api/v1/staff/api-clients'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 200, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/api-clients': [
    {
      name: 'a CVS client: operators and CVS admins only',
      call: post('/api/v1/staff/api-clients', { retailer: 'cvs', name: 'CVS system' }),
      expect: { anonymous: 401, operator: 201, cvsAdmin: 201, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/api-clients/:id/revoke': [
    {
      name: 'a CVS client: operators and CVS admins only',
      call: async (t, who) => post(`/api/v1/staff/api-clients/${await cvsApiClient(t)}/revoke`)(t, who),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  // Closures (decision 258): whoever runs the location's day, within their scope; another scope's closure reads as unknown.
  'POST /api/v1/staff/closures': [
    {
      name: 'close Bellevue: its staff, CVS admins and operators',
      call: (t, who, actor) =>
        post('/api/v1/staff/closures', {
          locationId: BELLEVUE,
          startsAt: `2026-12-0${ACTORS.indexOf(actor) + 1}T15:00:00.000Z`,
          endsAt: `2026-12-0${ACTORS.indexOf(actor) + 1}T18:00:00.000Z`,
          reason: 'Inventory count',
        })(t, who),
      expect: { anonymous: 401, operator: 201, cvsAdmin: 201, albertsonsAdmin: 403, bellevueStaff: 201 },
    },
    {
      name: 'close another CVS location',
      call: post('/api/v1/staff/closures', {
        locationId: ARVADA,
        startsAt: '2026-12-09T15:00:00.000Z',
        endsAt: '2026-12-09T18:00:00.000Z',
        reason: 'Inventory count',
      }),
      expect: { anonymous: 401, operator: 201, cvsAdmin: 201, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/closures': [
    {
      name: 'the closures of Bellevue',
      call: get(`/api/v1/staff/closures?locationId=${BELLEVUE}`),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 200 },
    },
    {
      name: 'the closures of another CVS location',
      call: get(`/api/v1/staff/closures?locationId=${ARVADA}`),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/capacity-changes': [
    {
      name: 'places per slot at Bellevue: its staff, CVS admins and operators',
      call: post('/api/v1/staff/capacity-changes', { locationId: BELLEVUE, from: '2027-05-01', capacity: 3 }),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 200 },
    },
    {
      name: 'places per slot at another CVS location',
      call: post('/api/v1/staff/capacity-changes', { locationId: ARVADA, from: '2027-05-01', capacity: 3 }),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/hours-changes': [
    {
      name: 'opening hours at Bellevue: its staff, CVS admins and operators',
      call: post('/api/v1/staff/hours-changes', hoursChangeAt(BELLEVUE)),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 200 },
    },
    {
      name: 'opening hours at another CVS location',
      call: post('/api/v1/staff/hours-changes', hoursChangeAt(ARVADA)),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/closures/:id/people': [
    {
      name: 'who was booked in a Bellevue closure',
      call: async (t, who) => get(`/api/v1/staff/closures/${await closureBy(t, BELLEVUE)}/people`)(t, who),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 200 },
    },
    {
      name: 'who was booked in an Arvada closure',
      call: async (t, who) => get(`/api/v1/staff/closures/${await closureBy(t, ARVADA)}/people`)(t, who),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 404 },
    },
  ],
  'POST /api/v1/staff/closures/:id/reopen': [
    {
      name: 'reopen a Bellevue closure',
      call: async (t, who) => post(`/api/v1/staff/closures/${await closureBy(t, BELLEVUE)}/reopen`)(t, who),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 200 },
    },
    {
      name: 'reopen an Arvada closure',
      call: async (t, who) => post(`/api/v1/staff/closures/${await closureBy(t, ARVADA)}/reopen`)(t, who),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 404, bellevueStaff: 404 },
    },
  ],
  // Listing requests (decision 260): operators decide; a retailer admin reads those about its own locations.
  'GET /api/v1/staff/waitlist/summary': [
    {
      name: 'operators only: the figures of the whole waiting list',
      call: get('/api/v1/staff/waitlist/summary'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 403, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'GET /api/v1/staff/listing-requests': [
    {
      name: 'operators and retailer admins (their own locations’ requests); not location staff',
      call: get('/api/v1/staff/listing-requests'),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 200, albertsonsAdmin: 200, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/listing-requests/:id/approve': [
    {
      name: 'operators only (the request names no listing, so an operator’s approval is refused as such)',
      call: async (t, who) => post(`/api/v1/staff/listing-requests/${await listingRequest(t)}/approve`, {})(t, who),
      expect: { anonymous: 401, operator: 409, cvsAdmin: 403, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
  'POST /api/v1/staff/listing-requests/:id/decline': [
    {
      name: 'operators only',
      call: async (t, who) =>
        post(`/api/v1/staff/listing-requests/${await listingRequest(t)}/decline`, { message: 'Not a pharmacy.' })(
          t,
          who,
        ),
      expect: { anonymous: 401, operator: 200, cvsAdmin: 403, albertsonsAdmin: 403, bellevueStaff: 403 },
    },
  ],
};

/** A CVS webhook subscription, made by the operator: what the cases about one subscription act on. */
const webhooks = new WeakMap<TestApp, string>();
async function cvsWebhook(t: TestApp): Promise<string> {
  const made = webhooks.get(t);
  if (made) return made;
  const res = await post('/api/v1/staff/webhooks', {
    retailer: 'cvs',
    url: 'https://8.8.8.8/hooks',
    eventTypes: ['appointment.created'],
  })(t, operator);
  const id = (JSON.parse(res.body) as { data: { subscription: { id: string } } }).data.subscription.id;
  webhooks.set(t, id);
  return id;
}

async function cvsApiClient(t: TestApp): Promise<string> {
  const res = await post('/api/v1/staff/api-clients', { retailer: 'cvs', name: 'CVS system' })(t, operator);
  return (JSON.parse(res.body) as { data: { client: { id: string } } }).data.client.id;
}

let operator: SignedIn | null = null;

describe.each(dialects)('every staff route as every role on $name', (dialect) => {
  let t: TestApp;
  const people = {} as Record<Actor, SignedIn | null>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: '2026-11-23T14:00:00.000Z' });
    await insertPlaces(t.database.db);
    operator = await firstOperator(t);
    const cvsAdmin = await invited(t, operator, { email: 'ana@cvs.example', role: 'retailer_admin', retailer: 'cvs' });
    Object.assign(people, {
      anonymous: null,
      operator,
      cvsAdmin,
      albertsonsAdmin: await invited(t, operator, {
        email: 'al@albertsons.example',
        role: 'retailer_admin',
        retailer: 'albertsons',
      }),
      bellevueStaff: await invited(t, cvsAdmin, {
        email: 'pat@cvs.example',
        role: 'location_staff',
        retailer: 'cvs',
        locationIds: [BELLEVUE],
      }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has cases for every staff route in the route table, and for no route that is not there', () => {
    const routes = staffRoutesOf(t.app);
    expect(routes).toContain('GET /api/v1/staff/me');
    expect(routes).toEqual(Object.keys(CASES).sort());
  });

  for (const [route, cases] of Object.entries(CASES))
    for (const c of cases)
      it(`${route}: ${c.name}`, async () => {
        const seen = {} as Record<Actor, number>;
        for (const actor of ACTORS) seen[actor] = (await c.call(t, people[actor], actor)).statusCode;
        expect(seen).toEqual(c.expect);
      });

  it('shows each admin only its own retailer’s audit entries and invitations', async () => {
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/audit',
      headers: people.albertsonsAdmin!.headers,
    });
    const retailers = new Set(audit.json().data.map((e: { retailer: string | null }) => e.retailer));
    expect([...retailers]).toEqual(['albertsons']);
    const invitations = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/invitations',
      headers: people.cvsAdmin!.headers,
    });
    expect(new Set(invitations.json().data.map((i: { retailer: string }) => i.retailer))).toEqual(new Set(['cvs']));
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/invitations',
      headers: people.operator!.headers,
    });
    expect(new Set(all.json().data.map((i: { retailer: string | null }) => i.retailer))).toEqual(
      new Set([null, 'cvs', 'albertsons']),
    );
  });

  it('writes an audit row for each read of people’s data, with the reader and their address', async () => {
    t.clock.advance(1000);
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/members?locationId=${BELLEVUE}`,
      headers: people.bellevueStaff!.headers,
    });
    const row = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.read')
      .where('record_id', '=', BELLEVUE)
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ address: '127.0.0.1', retailer: 'cvs', record_type: 'staff_member' });
    expect(row.actor_id).toBe(
      (await t.app.inject({ method: 'GET', url: '/api/v1/staff/me', headers: people.bellevueStaff!.headers })).json()
        .data.id,
    );
  });
});

let listingRequests = 0;
/** A fresh removal request naming no current listing, for a case that needs one. */
async function listingRequest(t: TestApp): Promise<string> {
  listingRequests += 1;
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/provider_registrations',
    payload: {
      requestType: 'remove',
      listing: { identifierType: 'locationId', identifier: `gone-${listingRequests}` },
      contact: { contactType: 'owner', firstName: 'Ana', lastName: 'Reyes', email: `ana${listingRequests}@rx.example` },
      reason: 'Closed.',
    },
  });
  const row = await t.database.db
    .selectFrom('provider_registrations')
    .select('id')
    .where('identifier', '=', `gone-${listingRequests}`)
    .executeTakeFirstOrThrow();
  return row.id;
}

let closures = 0;
/** A fresh closure made by the operator, for a case that needs one. */
async function closureBy(t: TestApp, locationId: string): Promise<string> {
  closures += 1;
  const day = String(10 + (closures % 18)).padStart(2, '0');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/closures',
    headers: operator!.headers,
    payload: {
      locationId,
      startsAt: `2026-12-${day}T15:0${closures % 10}:00.000Z`,
      endsAt: `2026-12-${day}T16:00:00.000Z`,
      reason: 'Staff training',
    },
  });
  return res.json().data.id as string;
}
