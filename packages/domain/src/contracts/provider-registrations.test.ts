import { describe, expect, it } from 'vitest';
import {
  providerRegistrationBodySchema,
  providerRegistrationFormSchema,
  rowsToSchedules,
  type DayRow,
} from './provider-registrations.ts';
import { MAIN_STREET_PHARMACY } from '../testing/provider-requests.ts';

const contact = { contactType: 'pharmacist', firstName: 'Ana', lastName: 'Reyes', email: 'ana@mainstreetrx.com' };
const business = MAIN_STREET_PHARMACY;
const newListing = (overrides: Record<string, unknown> = {}) => ({
  requestType: 'new',
  business,
  contact,
  vaccines: ['flu', 'covid_19'],
  hours: [
    { days: ['mon', 'tue'], open24Hours: false, start: '09:00', end: '18:00', lunchStart: '13:00', lunchEnd: '13:30' },
  ],
  slotIntervalMinutes: 15,
  sameDayAppointments: true,
  quickBookingOptIn: false,
  ...overrides,
});
const issues = (input: unknown) => {
  const result = providerRegistrationBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a new-listing request', () => {
  it('is read with the phone as digits, the website with its scheme, vaccines in catalogue order and blank address2 dropped', () => {
    const body = providerRegistrationBodySchema.parse(newListing());
    expect(body).toMatchObject({
      requestType: 'new',
      business: {
        schedulingPhone: '5185550142',
        schedulingWebsite: 'https://mainstreetrx.com/book',
        address2: undefined,
      },
      vaccines: ['covid_19', 'flu'],
    });
  });

  it('names the field of each problem', () => {
    expect(
      issues(newListing({ business: { ...business, identifier: '1234567890', zip: '1220', state: 'ZZ' } })),
    ).toEqual([
      'business.state: Choose a state',
      'business.zip: Enter a 5-digit ZIP code',
      'business.identifier: This NPI is not valid: check the number',
    ]);
    expect(
      issues(
        newListing({ business: { ...business, schedulingPhone: '(118) 555-0142', schedulingWebsite: 'not a site' } }),
      ),
    ).toEqual([
      'business.schedulingPhone: Invalid phone number format',
      'business.schedulingWebsite: Invalid Website format.',
    ]);
  });

  it('takes a business name of 100 characters and refuses 101', () => {
    expect(issues(newListing({ business: { ...business, name: 'x'.repeat(100) } }))).toEqual([]);
    expect(issues(newListing({ business: { ...business, name: 'x'.repeat(101) } }))).toEqual([
      'business.name: You have reached the 100-character limit',
    ]);
  });

  it('takes an NCPDP number of 7 digits and refuses 6 or 8', () => {
    const withCode = (identifier: string) =>
      newListing({ business: { ...business, identifierType: 'ncpdp', identifier } });
    expect(issues(withCode('1234567'))).toEqual([]);
    expect(issues(withCode('123456'))).toEqual(['business.identifier: Please enter a 7-digit code']);
    expect(issues(withCode('12345678'))).toEqual(['business.identifier: Please enter a 7-digit code']);
  });

  it('accepts the slot lengths 5 to 30 minutes offered and refuses others', () => {
    for (const minutes of [5, 10, 15, 20, 30]) expect(issues(newListing({ slotIntervalMinutes: minutes }))).toEqual([]);
    expect(issues(newListing({ slotIntervalMinutes: 25 }))).toHaveLength(1);
    expect(issues(newListing({ slotIntervalMinutes: '15' }))).toHaveLength(1);
  });

  it('needs a vaccine, a day, and an end after the start', () => {
    expect(issues(newListing({ vaccines: [] }))).toEqual(['vaccines: Choose at least one vaccine']);
    expect(issues(newListing({ hours: [] }))).toEqual(['hours: Choose at least one day']);
    expect(
      issues(newListing({ hours: [{ days: ['mon'], open24Hours: false, start: '18:00', end: '09:00' }] })),
    ).toEqual(['hours.0.end: End time must be after start time']);
  });

  it('refuses a day given in two schedules', () => {
    const hours = [
      { days: ['mon'], open24Hours: true },
      { days: ['mon'], open24Hours: false, start: '09:00', end: '17:00' },
    ];
    expect(issues(newListing({ hours }))).toEqual(['hours.1.days: Each day can only be in one schedule']);
  });

  it('drops times from a schedule open 24 hours', () => {
    const body = providerRegistrationBodySchema.parse(
      newListing({ hours: [{ days: ['sat'], open24Hours: true, start: '18:00', end: '09:00' }] }),
    );
    expect(body.requestType === 'new' && body.hours).toEqual([{ days: ['sat'], open24Hours: true }]);
  });
});

describe('edit and remove requests', () => {
  const change = (overrides: Record<string, unknown> = {}) => ({
    requestType: 'remove',
    listing: { identifierType: 'ncpdp', identifier: '3 34-5678' },
    contact,
    reason: 'The store closed on Nov 1.',
    ...overrides,
  });

  it('need only the listing, the contact and a reason', () => {
    expect(providerRegistrationBodySchema.parse(change())).toEqual({
      requestType: 'remove',
      listing: { identifierType: 'ncpdp', identifier: '3345678' },
      contact,
      reason: 'The store closed on Nov 1.',
    });
    expect(
      issues(change({ requestType: 'edit', listing: { identifierType: 'locationId', identifier: 'loc-albany-12' } })),
    ).toEqual([]);
  });

  it('take a reason of 500 characters and refuse 501 or none', () => {
    expect(issues(change({ reason: 'x'.repeat(500) }))).toEqual([]);
    expect(issues(change({ reason: 'x'.repeat(501) }))).toEqual(['reason: You have reached the 500-character limit']);
    expect(issues(change({ reason: '  ' }))).toEqual(['reason: Required']);
  });

  it('refuse an unknown request type naming requestType', () => {
    expect(issues(change({ requestType: 'update' })).map((i) => i.split(':')[0])).toEqual(['requestType']);
  });
});

describe('the weekly hours editor', () => {
  const row = (day: DayRow['day'], overrides: Partial<DayRow> = {}): DayRow => ({
    day,
    open: true,
    open24Hours: false,
    start: '09:00',
    end: '18:00',
    lunchStart: '',
    lunchEnd: '',
    ...overrides,
  });

  it('groups open days with the same hours into one schedule and leaves closed days out', () => {
    expect(
      rowsToSchedules([
        row('mon'),
        row('tue'),
        row('wed', { end: '20:00' }),
        row('sun', { open: false }),
        row('sat', { open24Hours: true, start: '', end: '' }),
      ]),
    ).toEqual([
      { days: ['mon', 'tue'], open24Hours: false, start: '09:00', end: '18:00' },
      { days: ['wed'], open24Hours: false, start: '09:00', end: '20:00' },
      { days: ['sat'], open24Hours: true },
    ]);
  });

  it('puts an end-before-start error on the day it belongs to, and ignores closed days', () => {
    const form = (hours: DayRow[]) => providerRegistrationFormSchema.safeParse({ ...newListing(), hours });
    const result = form([
      row('mon'),
      row('tue', { start: '18:00', end: '09:00' }),
      row('wed', { open: false, start: '18:00', end: '09:00' }),
    ]);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'hours.1.end: End time must be after start time',
    ]);
    expect(form([row('mon', { open: false })]).error?.issues.map((i) => i.message)).toEqual([
      'Choose at least one day',
    ]);
  });

  it('gives the same body the server reads', () => {
    const parsed = providerRegistrationFormSchema.parse({ ...newListing(), hours: [row('mon'), row('tue')] });
    expect(providerRegistrationBodySchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });
});
