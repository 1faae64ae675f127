import { describe, expect, it } from 'vitest';
import { appPerTest, dialects, type TestApp } from '../../test/dialects.ts';
import { solvedToken } from '../../test/bot-check-proof.ts';
import { MAIN_STREET_PHARMACY } from '@vaxnear/domain/testing/provider-requests';

const contact = { contactType: 'store_manager', firstName: 'Ana', lastName: 'Reyes', email: 'Ana@MainStreetRx.com' };
const business = { ...MAIN_STREET_PHARMACY, address2: 'Suite 2' };
const hours = [
  {
    days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    open24Hours: false,
    start: '09:00',
    end: '19:00',
    lunchStart: '13:00',
    lunchEnd: '13:30',
  },
  { days: ['sat'], open24Hours: true },
];
const newListing = (overrides: Record<string, unknown> = {}) => ({
  requestType: 'new',
  business,
  contact,
  vaccines: ['flu', 'covid_19'],
  hours,
  slotIntervalMinutes: 15,
  sameDayAppointments: true,
  quickBookingOptIn: false,
  ...overrides,
});
const removal = (overrides: Record<string, unknown> = {}) => ({
  requestType: 'remove',
  listing: { identifierType: 'ncpdp', identifier: '3345678' },
  contact,
  reason: 'This store closed on November 1.',
  ...overrides,
});

async function storedRows(t: TestApp) {
  const rows = await t.database.db.selectFrom('provider_registrations').selectAll().orderBy('received_at').execute();
  return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
}

describe.each(dialects)('asking for a pharmacy listing on $name', (dialect) => {
  const t = appPerTest(dialect, { now: '2026-11-25T15:00:00.000Z' });

  const send = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/provider_registrations', payload: payload as object });

  it('stores a new-listing request for review and answers 201 with a reference number', async () => {
    const res = await send(newListing());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      referenceNumber: expect.stringMatching(/^PR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/),
      requestType: 'new',
      receivedAt: '2026-11-25T15:00:00.000Z',
    });
    const [row, ...others] = await storedRows(t);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      reference_number: data.referenceNumber,
      request_type: 'new',
      status: 'received',
      identifier_type: 'npi',
      identifier: '1234567893',
      business_name: 'Main Street Pharmacy',
      contact_email: 'Ana@MainStreetRx.com',
      received_at: '2026-11-25T15:00:00.000Z',
    });
    expect(row!.payload).toMatchObject({
      business: { schedulingPhone: '5185550142', schedulingWebsite: 'https://mainstreetrx.com/book', state: 'NY' },
      vaccines: ['covid_19', 'flu'],
      hours: [hours[0], { days: ['sat'], open24Hours: true }],
      slotIntervalMinutes: 15,
      sameDayAppointments: true,
      quickBookingOptIn: false,
    });
  });

  it('does not add the pharmacy to the live locations: an operator reviews the request first', async () => {
    const before = await t.database.db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await send(newListing());
    const after = await t.database.db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores a removal request naming the listing by its NCPDP number, without business details', async () => {
    const res = await send(removal());
    expect([res.statusCode, res.json().data.requestType]).toEqual([201, 'remove']);
    expect(await storedRows(t)).toMatchObject([
      {
        request_type: 'remove',
        identifier_type: 'ncpdp',
        identifier: '3345678',
        business_name: null,
        payload: { reason: 'This store closed on November 1.' },
      },
    ]);
  });

  it('answers a double submit within ten minutes with the first reference number and stores one request', async () => {
    const first = (await send(newListing())).json().data;
    t.clock.advance(9 * 60_000);
    const again = await send(newListing({ contact: { ...contact, email: 'ana@mainstreetrx.com ' } }));
    expect([again.statusCode, again.json().data]).toEqual([200, first]);
    expect(await storedRows(t)).toHaveLength(1);
  });

  it('stores the same request again after ten minutes, and a different request at once', async () => {
    await send(newListing());
    expect((await send(newListing({ slotIntervalMinutes: 20 }))).statusCode).toBe(201);
    t.clock.advance(10 * 60_000 + 1);
    expect((await send(newListing())).statusCode).toBe(201);
    const references = (await storedRows(t)).map((r) => r.reference_number);
    expect(new Set(references).size).toBe(3);
  });

  it('leaves one request when two identical submits race each other', async () => {
    const [a, b] = await Promise.all([send(removal()), send(removal())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.referenceNumber).toBe(b.json().data.referenceNumber);
    expect(await storedRows(t)).toHaveLength(1);
  });

  it.each([
    ['no request type', newListing({ requestType: undefined }), 'requestType', 'MISSING_INFORMATION'],
    ['an unknown request type', newListing({ requestType: 'update' }), 'requestType', 'VALIDATION_FAILED'],
    [
      'an NPI with a wrong check digit',
      newListing({ business: { ...business, identifier: '1234567890' } }),
      'business.identifier',
      'VALIDATION_FAILED',
    ],
    [
      'an NCPDP number of 8 digits',
      newListing({ business: { ...business, identifierType: 'ncpdp', identifier: '12345678' } }),
      'business.identifier',
      'VALIDATION_FAILED',
    ],
    [
      'a closing time before the opening time',
      newListing({ hours: [{ days: ['mon'], open24Hours: false, start: '18:00', end: '09:00' }] }),
      'hours.0.end',
      'VALIDATION_FAILED',
    ],
    [
      'a slot length of 25 minutes',
      newListing({ slotIntervalMinutes: 25 }),
      'slotIntervalMinutes',
      'VALIDATION_FAILED',
    ],
    ['no vaccines', newListing({ vaccines: [] }), 'vaccines', 'VALIDATION_FAILED'],
    [
      'a bad e-mail address',
      newListing({ contact: { ...contact, email: 'ana@' } }),
      'contact.email',
      'VALIDATION_FAILED',
    ],
    [
      'a business name of 101 characters',
      newListing({ business: { ...business, name: 'x'.repeat(101) } }),
      'business.name',
      'VALIDATION_FAILED',
    ],
    ['a removal without a reason', removal({ reason: undefined }), 'reason', 'MISSING_INFORMATION'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, body, field, code) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code, field });
    expect(await storedRows(t)).toEqual([]);
  });
});

describe.each(dialects)('the provider request behind the bot check on $name', (dialect) => {
  const t = appPerTest(dialect, { config: { botCheck: 'on' } });
  const send = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/provider_registrations', payload: removal(), headers });

  it('stores the request when the proof was solved for create_provider_registration', async () => {
    const res = await send({ 'x-bot-check-token': await solvedToken(t.app, 'create_provider_registration') });
    expect(res.statusCode).toBe(201);
    expect(await storedRows(t)).toHaveLength(1);
  });

  it('refuses with 403 and stores nothing without a token or with a proof for another action', async () => {
    for (const headers of [{}, { 'x-bot-check-token': await solvedToken(t.app, 'create_survey') }] as Array<
      Record<string, string>
    >) {
      const res = await send(headers);
      expect([res.statusCode, res.json().errors[0].code]).toEqual([403, 'BOT_CHECK_FAILED']);
    }
    expect(await storedRows(t)).toEqual([]);
  });
});
