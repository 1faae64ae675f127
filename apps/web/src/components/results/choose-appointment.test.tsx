import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { BotCheckRenderer } from '../ui/bot-tokens.tsx';
import { ChooseAppointment } from './choose-appointment.tsx';
import { todayIso } from '../../lib/today.ts';
import { addDaysIso } from './format.ts';
import type { HeldAppointment, HeldSlot, LinkedTime, LocationResult, RequestedService } from './types.ts';
import type { Retailer } from '@vaxnear/domain/retailers';

// A small stand-in for the API server: answers by path, remembers every request.
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = (request: Seen) => { status?: number; body: unknown };
let routes: Record<string, Handler>;
let seen: Seen[];

beforeAll(async () => {
  await loadNamespaces('en', ['common', 'scheduler-results']);
  await loadNamespaces('es', ['common', 'scheduler-results']);
});

beforeEach(() => {
  seen = [];
  routes = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const request: Seen = {
      method: init.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    seen.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const answer = handler
      ? handler(request)
      : { status: 404, body: { errors: [{ code: 'NOT_FOUND', message: 'no route' }] } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  i18n.changeLanguage('en');
});

const today = todayIso();
const tomorrow = addDaysIso(today, 1);

function place(overrides: Partial<LocationResult> = {}): LocationResult {
  return {
    id: 'safeway-549',
    name: 'Safeway #549',
    address1: '500 East Third Street',
    address2: null,
    city: 'Alliance',
    state: 'NE',
    zip: '69301',
    lat: 42.0978,
    lng: -102.8647,
    distance: 1.24,
    retailer: 'albertsons',
    retailerName: null,
    timeZone: 'America/Denver',
    metadata: { webAddress: 'https://www.safeway.com/vaccinations/home', phoneNumber: '308-762-1258' },
    services: [],
    matchesAllServices: true,
    bookingType: 'vaxnear',
    nextAvailableDate: today,
    ...overrides,
  };
}

function answerQuery(locations: LocationResult[], total = locations.length) {
  routes['GET /query'] = (request) => ({
    body: { data: { locations, page: Number(request.query.get('page')), pageSize: 10, total, radiusMiles: 25 } },
  });
}

/** Slots at 9:00, 13:30 and 18:00 Mountain time on every day asked, except the days in `closed`. */
function answerAvailability(closed: string[] = []) {
  routes['GET /availabilities'] = (request) => {
    const start = request.query.get('startDate')!;
    const dates = Array.from({ length: 7 }, (_, i) => addDaysIso(start, i)).map((date) => ({
      date,
      slots: closed.includes(date)
        ? []
        : [
            { id: `${date}-0900`, time: `${date}T09:00:00-07:00`, timeOfDay: 'morning' },
            { id: `${date}-1330`, time: `${date}T13:30:00-07:00`, timeOfDay: 'afternoon' },
            { id: `${date}-1800`, time: `${date}T18:00:00-07:00`, timeOfDay: 'evening' },
          ],
    }));
    return {
      body: {
        data: {
          locations: [
            {
              locationId: request.query.getAll('location_ids[]')[0],
              timeZone: 'America/Denver',
              offersServices: true,
              dates,
            },
          ],
        },
      },
    };
  };
}

const flu: RequestedService[] = [{ kind: 'flu', brands: [], ageMin: 18, ageMax: 64 }];

function Page({
  services = flu,
  onSlotHeld = () => undefined,
  onContinue = () => undefined,
  onDateChange,
  retailers,
  linkedSlot = null,
  initialDate = null,
}: {
  services?: RequestedService[];
  onSlotHeld?: (a: HeldAppointment) => void;
  onContinue?: () => void;
  onDateChange?: (d: string) => void;
  retailers?: Retailer[];
  linkedSlot?: LinkedTime | null;
  initialDate?: string | null;
}) {
  const [date, setDate] = useState<string | null>(initialDate);
  const [linked, setLinked] = useState(linkedSlot);
  const [held, setHeld] = useState<HeldSlot | null>(null);
  return (
    <ChooseAppointment
      services={services}
      coordinates={{ lat: 42.1, lng: -102.87, label: 'Alliance, NE 69301' }}
      selectedDate={date}
      retailers={retailers}
      heldSlot={held}
      onDateChange={(d) => {
        setDate(d);
        onDateChange?.(d);
      }}
      onSlotHeld={(a) => {
        setHeld({ timeSlotId: a.timeSlotId, locationId: a.locationId, expiresAt: a.expiresAt, time: a.time });
        onSlotHeld(a);
      }}
      onContinue={onContinue}
      linkedSlot={linked}
      onLinkedSlotSettled={() => setLinked(null)}
    />
  );
}

let tokens = 0;
function renderPage(props: Parameters<typeof Page>[0] = {}) {
  // The proof of work cannot run in jsdom; this widget hands out a fresh token at once, as a solved widget would.
  const widget = ({ onToken }: { onToken: (t: string) => void }) => <FakeBotCheck onToken={onToken} />;
  return render(
    <MemoryRouter>
      <BotCheckRenderer.Provider value={widget}>
        <Page {...props} />
      </BotCheckRenderer.Provider>
    </MemoryRouter>,
  );
}
function FakeBotCheck({ onToken }: { onToken: (t: string) => void }) {
  const [token] = useState(() => `token-${++tokens}`);
  useState(() => queueMicrotask(() => onToken(token)));
  return null;
}

describe('the results page', () => {
  it('lists locations with retailer, distance, address, phone and next date, and asks the server for one page', async () => {
    answerQuery(
      [
        place(),
        place({
          id: 'cvs-1',
          name: 'CVS Pharmacy #16867',
          retailer: 'cvs',
          retailerName: 'CVS',
          distance: 3.5,
          metadata: { webAddress: null, phoneNumber: null },
          nextAvailableDate: null,
        }),
        place({
          id: 'wal-1',
          name: 'Walmart #3',
          retailer: 'walmart',
          retailerName: 'Walmart',
          bookingType: 'deepLink',
          nextAvailableDate: null,
          metadata: { webAddress: 'https://www.walmart.com/pharmacy', phoneNumber: '308-555-0100' },
        }),
        place({
          id: 'ext-1',
          name: 'Main Street Pharmacy',
          bookingType: 'external',
          nextAvailableDate: null,
          metadata: { webAddress: null, phoneNumber: '3085550111' },
        }),
      ],
      4,
    );
    renderPage({ retailers: ['cvs', 'walmart'] });

    expect(await screen.findByText('4 locations found')).toBeInTheDocument();
    const query = seen.find((r) => r.path === '/query')!.query;
    expect(Object.fromEntries([...query].filter(([k]) => k !== 'services' && k !== 'retailers[]'))).toEqual({
      latitude: '42.1',
      longitude: '-102.87',
      page: '1',
      pageSize: '10',
      isPreciseLocation: 'false',
      partialMatching: 'false',
      bookable_only: 'false',
    });
    expect(JSON.parse(query.get('services')!)).toEqual(flu);
    expect(query.getAll('retailers[]')).toEqual(['cvs', 'walmart']);

    const [safeway, cvs, walmart, external] = screen
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('location-card'));
    expect(within(safeway!).getByRole('button', { name: 'Safeway #549' })).toHaveAttribute('aria-expanded', 'false');
    // From the person's point (42.1, -102.87) to the Safeway's, worked out by the page, not the server's 1.24.
    expect(safeway).toHaveTextContent('0.3 miles away');
    expect(safeway).toHaveTextContent('500 East Third Street, Alliance, NE 69301');
    expect(within(safeway!).getByRole('link', { name: '(308) 762-1258' })).toHaveAttribute('href', 'tel:3087621258');
    expect(safeway).toHaveTextContent(/Next available: \w{3}, \w{3} \d+/);
    expect(cvs).toHaveTextContent('CVS');
    expect(cvs).toHaveTextContent('Contact information not available');
    expect(cvs).toHaveTextContent('No appointments available. Try another day');
    expect(walmart).toHaveTextContent('This location books on the retailer’s website.');
    expect(within(walmart!).queryByRole('button', { name: 'Walmart #3' })).toBeNull();
    expect(external).toHaveTextContent('Call (308) 555-0111 to book at this location.');

    // The booking link goes through the leave-the-site modal.
    await userEvent.click(within(walmart!).getByRole('link', { name: 'Book on the Walmart website' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent('www.walmart.com');
  });

  it('says results are limited when only a few locations are found, and shows more on request', async () => {
    answerQuery([place()], 2);
    renderPage();
    expect(await screen.findByText('Limited results available')).toBeInTheDocument();

    answerQuery([place(), place({ id: 'b', name: 'Second Pharmacy' })], 12);
    routes['GET /query'] = (request) => ({
      body: {
        data: {
          locations:
            request.query.get('page') === '1'
              ? Array.from({ length: 10 }, (_, i) => place({ id: `p${i}`, name: `Pharmacy ${i}` }))
              : [place({ id: 'p10', name: 'Pharmacy 10' }), place({ id: 'p11', name: 'Pharmacy 11' })],
          page: 1,
          pageSize: 10,
          total: 12,
          radiusMiles: 25,
        },
      },
    });
    const user = userEvent.setup();
    const second = renderPage();
    const more = await within(second.container).findByRole('button', { name: 'Show more (10 of 12 shown)' });
    expect(within(second.container).queryByText('Limited results available')).toBeNull();
    await user.click(more);
    expect(await within(second.container).findByRole('button', { name: 'Pharmacy 11' })).toBeInTheDocument();
    expect(within(second.container).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(seen.filter((r) => r.path === '/query').map((r) => r.query.get('page'))).toContain('2');
  });

  it('asks the server for the chosen distance, and says the day filter checked only the loaded locations', async () => {
    const today = new Date().toLocaleDateString('en-CA');
    routes['GET /query'] = (request) => {
      const near = request.query.get('maxDistance') === '5';
      const locations = Array.from({ length: 10 }, (_, i) =>
        place({ id: `p${i}`, name: `Pharmacy ${i}`, nextAvailableDate: i < 3 ? today : '2099-01-01' }),
      );
      return {
        body: { data: { locations, page: 1, pageSize: 10, total: near ? 14 : 40, radiusMiles: near ? 5 : 25 } },
      };
    };
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('40 locations found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 5 miles');
    expect(await screen.findByText('14 locations found')).toBeInTheDocument();
    expect(
      seen
        .filter((r) => r.path === '/query')
        .at(-1)!
        .query.get('maxDistance'),
    ).toBe('5');
    await user.selectOptions(screen.getByLabelText('Day'), 'Today');
    expect(
      await screen.findByText(
        '3 of the first 10 locations have a time that day. 4 more have not been checked yet: choose “Show more” to check them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('location-card'))).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show more (10 of 14 shown)' })).toBeInTheDocument();
  });

  it('says no results are available when nothing is near', async () => {
    answerQuery([], 0);
    renderPage();
    expect(await screen.findByText('No results available')).toBeInTheDocument();
    expect(screen.getByText(/No locations found in this area/)).toBeInTheDocument();
  });

  it('says many people are searching when the server is too busy to search, and lets the person try again', async () => {
    routes['GET /query'] = () => ({
      status: 503,
      body: { errors: [{ code: 'UNAVAILABLE', message: 'The service is very busy right now.' }] },
    });
    renderPage();
    expect(
      await screen.findByText('Many people are searching right now. Please try again in a few seconds.'),
    ).toBeInTheDocument();
    answerQuery([place()]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Safeway #549')).toBeInTheDocument();
  });

  it('says when the chosen manufacturer is the reason nothing was found', async () => {
    routes['GET /query'] = (request) => {
      const brands = (JSON.parse(request.query.get('services')!) as RequestedService[])[0]!.brands;
      const locations = brands.length > 0 ? [] : [place()];
      return { body: { data: { locations, page: 1, pageSize: 1, total: locations.length, radiusMiles: 25 } } };
    };
    renderPage({ services: [{ kind: 'covid_19', brands: ['novavax'], ageMin: 18, ageMax: 64 }] });
    expect(
      await screen.findByText(/No locations near you have the manufacturer you chose \(Novavax\)/),
    ).toBeInTheDocument();
  });

  it('groups a day’s times into morning, afternoon and evening in the location’s time zone', async () => {
    answerQuery([place()]);
    answerAvailability();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));

    const morning = await screen.findByRole('group', { name: 'Morning' });
    expect(
      within(morning)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00 AM MST']);
    expect(within(screen.getByRole('group', { name: 'Afternoon' })).getByRole('button')).toHaveTextContent(
      '1:30 PM MST',
    );
    expect(within(screen.getByRole('group', { name: 'Evening' })).getByRole('button')).toHaveTextContent('6:00 PM MST');
    const availability = seen.find((r) => r.path === '/availabilities')!.query;
    expect(availability.getAll('location_ids[]')).toEqual(['safeway-549']);
    expect(availability.get('startDate')).toBe(today);
    expect(availability.get('endDate')).toBe(addDaysIso(today, 6));
  });

  it('shows the same groups in Spanish', async () => {
    i18n.changeLanguage('es');
    answerQuery([place()]);
    answerAvailability();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));
    expect(within(await screen.findByRole('group', { name: 'Mañana' })).getByRole('button')).toHaveTextContent(
      /9:00 a\.\s?m\. MST/,
    );
    expect(screen.getByRole('group', { name: 'Tarde' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Noche' })).toBeInTheDocument();
  });

  it('says when the chosen day has no appointments and offers the next date that has some', async () => {
    answerQuery([place()]);
    answerAvailability([today]);
    const onDateChange = vi.fn();
    const user = userEvent.setup();
    renderPage({ onDateChange });
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));
    expect(await screen.findByText('No appointments on the selected date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Go to the next available date/ }));
    expect(onDateChange).toHaveBeenCalledWith(tomorrow);
    expect(await screen.findByRole('group', { name: 'Morning' })).toBeInTheDocument();
  });

  it("shows a CVS location's appointments 3 days at a time, and asks only for those days", async () => {
    answerQuery([place({ id: 'cvs-16867', name: 'CVS Pharmacy #16867', retailer: 'cvs', retailerName: 'CVS' })]);
    answerAvailability();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'CVS Pharmacy #16867' }));
    const strip = await screen.findByRole('group', { name: /^Dates from/ });
    await waitFor(() => expect(within(strip).getAllByRole('listitem')).toHaveLength(3));
    const asked = () =>
      seen.filter((r) => r.path === '/availabilities').map((r) => [r.query.get('startDate'), r.query.get('endDate')]);
    await waitFor(() => expect(asked()).toContainEqual([today, addDaysIso(today, 2)]));
    await user.click(within(strip).getByRole('button', { name: 'Next days' }));
    await waitFor(() => expect(asked()).toContainEqual([addDaysIso(today, 3), addDaysIso(today, 5)]));
    expect(within(screen.getByRole('group', { name: /^Dates from/ })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('announces a summary of the times for the chosen date, not every time at once', async () => {
    answerQuery([place()]);
    answerAvailability([tomorrow]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));
    const long = (date: string) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
    const summary = () => screen.getAllByRole('status').find((s) => s.textContent?.includes(' on '));
    await waitFor(() => expect(summary()).toHaveTextContent(`3 times on ${long(today)}`));
    // The time buttons are outside any live region.
    const nineAm = within(screen.getByRole('group', { name: 'Morning' })).getByRole('button');
    expect(nineAm.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${long(tomorrow).slice(0, 3)}`) }));
    await waitFor(() => expect(summary()).toHaveTextContent(`No times on ${long(tomorrow)}`));
  });

  it('after "Next week" shows the times of a day in the new week, never "no appointments" for a day that has some', async () => {
    answerQuery([place()]);
    answerAvailability();
    const onDateChange = vi.fn();
    const user = userEvent.setup();
    renderPage({ onDateChange });
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));
    const strip = await screen.findByRole('group', { name: /^Dates from/ });
    await screen.findByRole('group', { name: 'Morning' });
    await user.click(within(strip).getByRole('button', { name: 'Next week' }));
    expect(onDateChange).toHaveBeenLastCalledWith(addDaysIso(today, 7));
    expect(await screen.findByRole('group', { name: 'Morning' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading appointment times…')).toBeNull());
    expect(screen.queryByText('No appointments on the selected date')).toBeNull();
    const chosen = within(screen.getByRole('group', { name: /^Dates from/ })).getByRole('button', { pressed: true });
    expect(chosen).toHaveTextContent('3 times');
  });

  it('shows other pharmacies a week at a time', async () => {
    answerQuery([place()]);
    answerAvailability();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));
    const strip = await screen.findByRole('group', { name: /^Dates from/ });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(7);
    expect(within(strip).getByRole('button', { name: 'Next week' })).toBeInTheDocument();
  });

  it('refuses a typed date before today or beyond six months', async () => {
    answerQuery([place()]);
    answerAvailability();
    const onDateChange = vi.fn();
    const user = userEvent.setup();
    renderPage({ onDateChange });
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));
    const input = await screen.findByLabelText('Or enter a date');
    // A native date input takes a whole value at once, as a browser's picker gives it.
    const type = (value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type(addDaysIso(today, -1));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a date no earlier than today');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    type(addDaysIso(today, 200));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a date within 6 months');
    expect(onDateChange).not.toHaveBeenCalled();
    type(addDaysIso(today, 30));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDateChange).toHaveBeenCalledWith(addDaysIso(today, 30));
  });

  it('holds a chosen time, says how long in minutes left, moves focus to Continue, releases the previous hold, and continues', async () => {
    answerQuery([place()]);
    answerAvailability();
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    routes['POST /reservations'] = (request) => ({
      body: { data: { timeSlotId: (request.body as { timeSlotId: string }).timeSlotId, expiresAt } },
    });
    routes['DELETE /reservations'] = (request) => ({ body: { data: request.body } });
    const onSlotHeld = vi.fn();
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderPage({ onSlotHeld, onContinue });
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));
    await user.click(await screen.findByRole('button', { name: '9:00 AM MST' }));

    await waitFor(() => expect(onSlotHeld).toHaveBeenCalledTimes(1));
    expect(onSlotHeld.mock.calls[0]![0]).toMatchObject({
      timeSlotId: `${today}-0900`,
      time: `${today}T09:00:00-07:00`,
      locationId: 'safeway-549',
      expiresAt,
      location: {
        id: 'safeway-549',
        name: 'Safeway #549',
        latitude: 42.0978,
        longitude: -102.8647,
        timeZone: 'America/Denver',
        zip: '69301',
      },
    });
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.headers['x-bot-check-token']).toMatch(/^token-/);
    expect(await screen.findByText(/You have (10|9) minutes left to finish booking/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /9:00 AM MST is held for you/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Continue with .+, 9:00 AM MST$/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: '9:00 AM MST' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '1:30 PM MST' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
    const release = seen.find((r) => r.method === 'DELETE')!;
    expect(release.body).toEqual({ timeSlotIds: [`${today}-0900`] });
    expect(release.headers['x-bot-check-token']).toMatch(/^token-/);
    expect(release.headers['x-bot-check-token']).not.toBe(post.headers['x-bot-check-token']);

    await user.click(await screen.findByRole('button', { name: /^Continue with .+, 1:30 PM MST$/ }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('says a taken time is no longer available and fetches the times again; too many holds is said in the site’s own words', async () => {
    answerQuery([place()]);
    answerAvailability();
    routes['POST /reservations'] = () => ({
      status: 409,
      body: { errors: [{ code: 'TIME_SLOT_TAKEN', message: 'taken' }] },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }));
    await user.click(await screen.findByRole('button', { name: '9:00 AM MST' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The selected appointment time is no longer available');
    await waitFor(() => expect(seen.filter((r) => r.path === '/availabilities')).toHaveLength(2));

    routes['POST /reservations'] = () => ({
      status: 429,
      body: { errors: [{ code: 'TOO_MANY_HOLDS', message: 'server words' }] },
    });
    await user.click(await screen.findByRole('button', { name: '1:30 PM MST' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are holding as many appointment times as we allow at once.',
    );
  });
});

describe("a booking deep link's time", () => {
  const link = (time: string): LinkedTime => ({
    locationId: 'safeway-549',
    timeSlotId: `${tomorrow}-${time}`,
    start: `${tomorrow}T${time.slice(0, 2)}:${time.slice(2)}:00-07:00`,
    locationName: 'Safeway #549',
    timeZone: 'America/Denver',
  });

  it("lists the link's pharmacy first and open, and holds the time while it is free", async () => {
    answerQuery([place({ id: 'near-1', name: 'Nearer Pharmacy', distance: 0.2 }), place()]);
    answerAvailability();
    routes['POST /reservations'] = (request) => ({
      body: {
        data: {
          timeSlotId: (request.body as { timeSlotId: string }).timeSlotId,
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        },
      },
    });
    const onSlotHeld = vi.fn();
    renderPage({ linkedSlot: link('1330'), initialDate: tomorrow, onSlotHeld });

    const cards = (await screen.findAllByRole('listitem')).filter((li) => li.classList.contains('location-card'));
    expect(cards[0]).toHaveTextContent('Safeway #549');
    expect(within(cards[0]!).getByRole('button', { name: 'Safeway #549' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(onSlotHeld).toHaveBeenCalledWith(
        expect.objectContaining({ timeSlotId: `${tomorrow}-1330`, locationId: 'safeway-549' }),
      ),
    );
    expect(seen.filter((r) => r.method === 'POST' && r.path === '/reservations').map((r) => r.body)).toEqual([
      { timeSlotId: `${tomorrow}-1330` },
    ]);
  });

  it('says when the time is gone and offers the nearest free ones, which hold on a press', async () => {
    answerQuery([place()]);
    answerAvailability();
    routes['POST /reservations'] = (request) => ({
      body: {
        data: {
          timeSlotId: (request.body as { timeSlotId: string }).timeSlotId,
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        },
      },
    });
    const onSlotHeld = vi.fn();
    renderPage({ linkedSlot: link('1400'), initialDate: tomorrow, onSlotHeld });

    expect(await screen.findByText(/The time from your link \(.+\) is no longer free\./)).toBeInTheDocument();
    expect(screen.getByText('The nearest free times at Safeway #549:')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('.linked-times'));
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/9:00/),
      expect.stringMatching(/1:30/),
      expect.stringMatching(/6:00/),
    ]);
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(buttons[1]!);
    await waitFor(() =>
      expect(onSlotHeld).toHaveBeenCalledWith(expect.objectContaining({ timeSlotId: `${tomorrow}-1330` })),
    );
  });
});
