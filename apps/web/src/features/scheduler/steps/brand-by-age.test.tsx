import { screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import {
  SCHEDULER_STATE_VERSION,
  SCHEDULER_STORAGE_KEY,
  schedulerMachine,
  type SchedulerEvent,
} from '../machine/scheduler.machine.ts';
import { stepOf } from '../machine/scheduler-test-fixtures.ts';

function storeFlow(events: SchedulerEvent[]) {
  const actor = createActor(schedulerMachine).start();
  for (const event of events) actor.send(event);
  window.sessionStorage.setItem(
    SCHEDULER_STORAGE_KEY,
    JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }),
  );
  return actor.getSnapshot();
}

const covidFor = (ageMin: number, ageMax: number): SchedulerEvent[] => [
  { type: 'TOGGLE_VACCINE_KIND', kind: 'covid_19', fluInSeason: true },
  { type: 'SET_BOOKING_FLOW', flow: 'minor' },
  { type: 'CONTINUE' },
  { type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin, ageMax },
  { type: 'CONTINUE' },
];

async function brandChoices() {
  const group = await screen.findByRole(
    'group',
    { name: 'Which COVID-19 vaccine brand do you prefer?' },
    { timeout: 15_000 },
  );
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'))
    .sort();
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('COVID-19 brands offered for a minor', () => {
  it('offers a 3-4 year old only moderna, besides no preference', { timeout: 30_000 }, async () => {
    expect(stepOf(storeFlow(covidFor(3, 4)))).toBe('brand/covid_19');
    renderApp('/schedule/brand/covid_19');
    expect(await brandChoices()).toEqual(['moderna', 'none']);
  });

  it('offers a 5-11 year old pfizer and moderna, not novavax', { timeout: 30_000 }, async () => {
    storeFlow(covidFor(5, 11));
    renderApp('/schedule/brand/covid_19');
    expect(await brandChoices()).toEqual(['moderna', 'none', 'pfizer']);
  });

  it('offers a 12-17 year old every brand', { timeout: 30_000 }, async () => {
    storeFlow(covidFor(12, 17));
    renderApp('/schedule/brand/covid_19');
    expect(await brandChoices()).toEqual(['moderna', 'none', 'novavax', 'pfizer']);
  });

  it('offers an adult every brand', { timeout: 30_000 }, async () => {
    storeFlow([
      { type: 'TOGGLE_VACCINE_KIND', kind: 'covid_19', fluInSeason: true },
      { type: 'SET_BOOKING_FLOW', flow: 'adult' },
      { type: 'CONTINUE' },
    ]);
    renderApp('/schedule/brand/covid_19');
    expect(await brandChoices()).toEqual(['moderna', 'none', 'novavax', 'pfizer']);
  });
});

describe('changing the age range after choosing a brand', () => {
  it('forgets a brand the new range cannot have, so Continue waits for a new choice', { timeout: 30_000 }, async () => {
    const snapshot = storeFlow([
      ...covidFor(12, 17),
      { type: 'SET_BRAND', kind: 'covid_19', brand: 'novavax' },
      { type: 'BACK' },
      { type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin: 3, ageMax: 4 },
      { type: 'CONTINUE' },
    ]);
    expect(stepOf(snapshot)).toBe('brand/covid_19');
    expect(snapshot.context.brands.covid_19).toBe('novavax');
    renderApp('/schedule/brand/covid_19');
    expect(await brandChoices()).toEqual(['moderna', 'none']);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('the search after a brand chosen for a minor', () => {
  it('asks only for locations giving that brand to that age range', { timeout: 30_000 }, async () => {
    const snapshot = storeFlow([
      ...covidFor(5, 11),
      { type: 'SET_BRAND', kind: 'covid_19', brand: 'pfizer' },
      { type: 'CONTINUE' },
      {
        type: 'SET_LAT_LNG',
        coordinates: { lat: 40.75, lng: -73.99, locationType: 'searchPrecise', query: '10001', postalCode: '10001' },
      },
      { type: 'CONTINUE' },
    ]);
    expect(snapshot.value).toBe('results');
    const queries: URLSearchParams[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/query')) queries.push(url.searchParams);
      return Promise.resolve(
        new Response(JSON.stringify({ data: { locations: [], page: 1, pageSize: 10, total: 0, radiusMiles: 25 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    renderApp('/schedule/results');
    await vi.waitFor(() => expect(queries.length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(JSON.parse(queries[0]!.get('services')!)).toEqual([
      { kind: 'covid_19', brands: ['pfizer'], ageMin: 5, ageMax: 11 },
    ]);
  });
});
