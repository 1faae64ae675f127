import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { SCHEDULER_STATE_VERSION, SCHEDULER_STORAGE_KEY, schedulerMachine, type HeldAppointment, type SchedulerEvent } from './scheduler.machine.ts';

beforeEach(() => window.sessionStorage.clear());

const slot: HeldAppointment = {
  timeSlotId: 'loc-1|2030-11-24T14:00:00.000Z', time: '2030-11-24T09:00:00-05:00', locationId: 'loc-1',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  location: {
    name: 'Main Street Pharmacy', address1: '1 Main St', address2: null, city: 'New York', state: 'NY', zipCode: '10001',
    latitude: 40.75, longitude: -73.99, retailer: 'manual', timeZone: 'America/New_York', metadata: { webAddress: null, phoneNumber: null },
  },
};

/** Pneumococcal booked at a pharmacy that also gives COVID-19 (two brands) and flu: the covid-and-flu prompt. */
function storeAtCovidFluPrompt() {
  const actor = createActor(schedulerMachine).start();
  const events: SchedulerEvent[] = [
    { type: 'TOGGLE_VACCINE_KIND', kind: 'pneumococcal', fluInSeason: true }, { type: 'SET_BOOKING_FLOW', flow: 'adult' }, { type: 'CONTINUE' },
    { type: 'SET_PREGNANCY', isPregnant: false }, { type: 'CONTINUE' }, { type: 'SET_BRAND', kind: 'pneumococcal', brand: null }, { type: 'CONTINUE' },
    { type: 'SET_LAT_LNG', coordinates: { lat: 40.75, lng: -73.99, locationType: 'searchPrecise', query: '10001' } }, { type: 'CONTINUE' },
    { type: 'SET_TIME_SLOT', appointment: slot }, { type: 'CONTINUE' },
    { type: 'SET_OFFERED_ADD_ONS', offer: { kinds: ['covid_19', 'flu'], covidBrands: ['pfizer', 'moderna'] } }, { type: 'CONTINUE' },
  ];
  for (const event of events) actor.send(event);
  expect(actor.getSnapshot().value).toBe('covidFluPrompt');
  window.sessionStorage.setItem(SCHEDULER_STORAGE_KEY, JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }));
}

describe('the add-on prompts', () => {
  it('adds COVID-19 with a chosen brand to the appointment, then asks for the details', { timeout: 30_000 }, async () => {
    storeAtCovidFluPrompt();
    const user = userEvent.setup();
    const app = renderApp('/schedule/add-another-vaccine');
    await screen.findByRole('heading', { level: 1, name: 'Would you like to add another vaccine to this appointment?' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['covid_19', 'flu', 'none']);
    await user.click(screen.getByRole('radio', { name: 'Yes, add the COVID-19 vaccine' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Which COVID-19 vaccine brand do you prefer?' });
    expect(app.location()).toBe('/schedule/add-covid-vaccine-brand');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['pfizer', 'moderna', 'none']);
    await user.click(screen.getByRole('radio', { name: 'Moderna' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/info'));
    const stored = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as { snapshot: { context: { additionalServices: unknown } } };
    expect(stored.snapshot.context.additionalServices).toEqual([{ kind: 'covid_19', brand: 'moderna' }]);
  });

  it('"No, thanks" adds nothing and goes to the details', { timeout: 30_000 }, async () => {
    storeAtCovidFluPrompt();
    const user = userEvent.setup();
    const app = renderApp('/schedule/add-another-vaccine');
    await user.click(await screen.findByRole('radio', { name: 'No, thanks' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/info'));
    const stored = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as { snapshot: { context: { additionalServices: unknown } } };
    expect(stored.snapshot.context.additionalServices).toEqual([]);
  });
});
