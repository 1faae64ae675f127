import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import {
  SCHEDULER_STATE_VERSION,
  SCHEDULER_STORAGE_KEY,
  schedulerMachine,
  type SchedulerEvent,
} from '../machine/scheduler.machine.ts';

function storeFlow(events: SchedulerEvent[]) {
  const actor = createActor(schedulerMachine).start();
  for (const event of events) actor.send(event);
  window.sessionStorage.setItem(
    SCHEDULER_STORAGE_KEY,
    JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }),
  );
  return actor.getSnapshot();
}

const location = {
  id: 'safeway-549',
  name: 'Safeway #549',
  address1: '500 East Third Street',
  address2: null,
  city: 'New York',
  state: 'NY',
  zip: '10001',
  lat: 40.75,
  lng: -73.99,
  distance: 0.4,
  retailer: 'albertsons',
  retailerName: null,
  timeZone: 'America/New_York',
  metadata: { webAddress: null, phoneNumber: null },
  services: [],
  matchesAllServices: true,
  bookingType: 'vaxnear',
  nextAvailableDate: '2026-11-23',
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('results for a pregnant person booking maternal RSV in advance', () => {
  it(
    'opens the date picker on the first day of weeks 32-36 and asks only for days inside them',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 22, 12));
      expect(
        storeFlow([
          { type: 'TOGGLE_VACCINE_KIND', kind: 'rsv', fluInSeason: true },
          { type: 'SET_BOOKING_FLOW', flow: 'adult' },
          { type: 'CONTINUE' },
          { type: 'SET_PREGNANCY', isPregnant: true },
          { type: 'CONTINUE' },
          // Due 20 January 2027: week 32 starts on 25 November 2026 and week 36 ends on 29 December.
          { type: 'SET_DUE_DATE', date: '2027-01-20' },
          { type: 'CONTINUE' },
          {
            type: 'SET_LAT_LNG',
            coordinates: {
              lat: 40.75,
              lng: -73.99,
              locationType: 'searchPrecise',
              query: '10001',
              postalCode: '10001',
            },
          },
          { type: 'SET_MATERNAL_RSV_ELIGIBILITY', status: 'NEAR_FUTURE' },
          { type: 'CONTINUE' },
        ]).value,
      ).toBe('results');
      const availability: URLSearchParams[] = [];
      vi.stubGlobal('fetch', (input: string) => {
        const url = new URL(input, 'http://localhost');
        const json = (data: unknown) =>
          Promise.resolve(
            new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } }),
          );
        if (url.pathname.endsWith('/query'))
          return json({ locations: [location], page: 1, pageSize: 10, total: 1, radiusMiles: 25 });
        if (url.pathname.endsWith('/availabilities')) {
          availability.push(url.searchParams);
          return json({
            locations: [{ locationId: location.id, timeZone: location.timeZone, offersServices: true, dates: [] }],
          });
        }
        return Promise.resolve(new Response('{}', { status: 404 }));
      });
      const user = userEvent.setup();
      renderApp('/schedule/results');
      const card = (await screen.findByRole('button', { name: 'Safeway #549' }, { timeout: 15_000 })).closest('li')!;
      await user.click(within(card).getByRole('button', { name: 'Safeway #549' }));
      expect(
        await screen.findByText(
          /^Maternal RSV can only be given from Wednesday, November 25, 2026 to Tuesday, December 29, 2026/,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Nov 25', { selector: '.date-picker__date' }).closest('button')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await vi.waitFor(() => expect(availability.length).toBeGreaterThan(0));
      expect(availability.map((q) => [q.get('startDate'), q.get('endDate')])).toEqual([['2026-11-25', '2026-12-01']]);
    },
  );
});
