// Every staff route, as every role (docs/product/staff.md, Roles). The routes come from Fastify's own route table, so a
// staff route added later without cases here fails the first test, and one added without an access rule answers 403
// to everyone (the guard in index.ts) and fails the cases written for it.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertPlaces, PLACES } from '../../modules/bookings/test-fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../../test/dialects.ts';
import {
  firstOperator,
  invited,
  sameSite,
  signInWith,
  sessionCookieOf,
  type SignedIn,
} from '../../test/staff-sessions.ts';

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
const everyone = (status: number) => Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;

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
