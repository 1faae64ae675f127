import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../lib/i18n.ts';
import { BotCheckRenderer } from '../ui/bot-tokens.tsx';
import { ChooseAppointment } from './choose-appointment.tsx';
import { addDaysIso, type DateWindow } from './format.ts';
import type { LocationResult, RequestedService } from './types.ts';

// Sunday 22 November 2026 is "today" for the web's date rules (lib/today.ts reads the clock faked here).
const TODAY = new Date(2026, 10, 22, 12);
// A pregnancy whose weeks 32-36 run from Wednesday 25 to Saturday 28 November (cut short so the strip shows both sides).
const window: DateWindow = { start: '2026-11-25', end: '2026-11-28' };
const maternalRsv: RequestedService[] = [{ kind: 'rsv', brands: [], ageMin: 18, ageMax: 120 }];

const location: LocationResult = {
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
  metadata: { webAddress: null, phoneNumber: '308-762-1258' },
  // The search's next free day is tomorrow: before the window, so it must not be offered.
  services: [],
  matchesAllServices: true,
  bookingType: 'vaxnear',
  nextAvailableDate: '2026-11-23',
};

let availabilityAsked: URLSearchParams[];

beforeAll(async () => {
  await loadNamespaces('en', ['common', 'scheduler-results']);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  availabilityAsked = [];
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    const json = (data: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    if (url.pathname.endsWith('/query'))
      return json({ locations: [location], page: 1, pageSize: 10, total: 1, radiusMiles: 25 });
    if (!url.pathname.endsWith('/availabilities')) return Promise.resolve(new Response('{}', { status: 404 }));
    availabilityAsked.push(url.searchParams);
    const start = url.searchParams.get('startDate')!;
    const end = url.searchParams.get('endDate')!;
    const dates = [];
    for (let date = start; date <= end; date = addDaysIso(date, 1)) {
      dates.push({ date, slots: [{ id: `${date}-0900`, time: `${date}T09:00:00-07:00`, timeOfDay: 'morning' }] });
    }
    return json({
      locations: [{ locationId: 'safeway-549', timeZone: 'America/Denver', offersServices: true, dates }],
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Page({ onDateChange }: { onDateChange: (date: string) => void }) {
  const [date, setDate] = useState<string | null>(null);
  return (
    <ChooseAppointment
      services={maternalRsv}
      coordinates={{ lat: 42.1, lng: -102.87, label: 'Alliance, NE 69301' }}
      selectedDate={date}
      heldSlot={null}
      dateWindow={window}
      onDateChange={(d) => {
        setDate(d);
        onDateChange(d);
      }}
      onSlotHeld={() => undefined}
      onContinue={() => undefined}
    />
  );
}

/** The search page of a maternal RSV booking; `chosen` gathers the days the page reports as chosen. */
function renderPage() {
  const chosen: string[] = [];
  const user = userEvent.setup();
  render(
    // No slot is held here, so the bot check (which cannot run in jsdom) never needs to answer.
    <BotCheckRenderer.Provider value={() => null}>
      <MemoryRouter>
        <Page onDateChange={(d) => chosen.push(d)} />
      </MemoryRouter>
    </BotCheckRenderer.Provider>,
  );
  return { chosen, user };
}

function dayButton(label: string): HTMLElement {
  const button = screen.getByText(label, { selector: '.date-picker__date' }).closest('button');
  if (!button) throw new Error(label);
  return button;
}

describe('the date picker of a maternal RSV search', () => {
  it('starts inside the window, disables the days outside it and lets a day inside be chosen', async () => {
    const { chosen, user } = renderPage();
    const card = (await screen.findByRole('button', { name: 'Safeway #549' }, { timeout: 15_000 })).closest('li')!;
    // Tomorrow is the location's next free day but outside the window: not announced.
    expect(card).not.toHaveTextContent('Next available');
    await user.click(within(card).getByRole('button', { name: 'Safeway #549' }));

    expect(
      await screen.findByText(
        'Maternal RSV can only be given from Wednesday, November 25, 2026 to Saturday, November 28, 2026, so other days cannot be chosen.',
      ),
    ).toBeInTheDocument();
    // The first day shown and selected is the window's first day, not the next free day before it.
    expect(dayButton('Nov 25')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Wednesday, November 25, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();

    // The days after the window stay visible but cannot be chosen.
    for (const label of ['Nov 29', 'Nov 30', 'Dec 1']) {
      expect(dayButton(label)).toBeDisabled();
      await user.click(dayButton(label));
    }
    expect(chosen).toEqual([]);
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();

    // A day inside the window can be chosen.
    expect(dayButton('Nov 27')).toBeEnabled();
    await user.click(dayButton('Nov 27'));
    expect(chosen).toEqual(['2026-11-27']);
    expect(dayButton('Nov 27')).toHaveAttribute('aria-pressed', 'true');

    // The server is only asked about the window's days, so no answer can propose another.
    expect(availabilityAsked.length).toBeGreaterThan(0);
    for (const query of availabilityAsked) {
      expect(query.get('startDate')! >= window.start).toBe(true);
      expect(query.get('endDate')! <= window.end).toBe(true);
    }
  });

  it('refuses a typed date outside the window, naming the window', async () => {
    const { chosen, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Safeway #549' }, { timeout: 15_000 }));
    const typed = screen.getByLabelText('Or enter a date');
    expect(typed).toHaveAttribute('min', '2026-11-25');
    expect(typed).toHaveAttribute('max', '2026-11-28');
    await user.clear(typed);
    await user.type(typed, '2026-12-02');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a date from Wednesday, November 25, 2026 to Saturday, November 28, 2026',
    );
    expect(chosen).toEqual([]);
  });
});
