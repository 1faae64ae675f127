// What the review, confirmation and release tests share: the real route tree with a bot check that answers at once,
// a stored flow at a given step, and the API answered at the fetch boundary (everything above it is the real code).
import { render } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { vi } from 'vitest';
import { BOT_CHECK_HEADER } from '@vaxnear/domain/contracts/bot-check';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { buildRoutes } from '../../app/routes.tsx';
import { i18n } from '../../lib/i18n.ts';
import { BotCheckRenderer } from './results/bot-tokens.tsx';
import {
  SCHEDULER_STATE_VERSION, SCHEDULER_STORAGE_KEY, schedulerMachine, type HeldAppointment, type PatientFormData, type SchedulerContext,
  type SchedulerEvent,
} from './scheduler.machine.ts';

let tokens = 0;
/** The proof of work cannot run in jsdom; this widget hands out a fresh token at once, as a solved widget would. */
function FakeBotCheck({ action, onToken }: { action: string; onToken: (t: string | null) => void }) {
  const [token] = useState(() => `${action}-token-${++tokens}`);
  useState(() => queueMicrotask(() => onToken(token)));
  return null;
}

export function renderBooking(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18n}>
      <BotCheckRenderer.Provider value={(props) => <FakeBotCheck action={props.action} onToken={props.onToken} />}>
        <RouterProvider router={router} />
      </BotCheckRenderer.Provider>
    </I18nextProvider>,
  );
  return { location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

export const heldSlot = (): HeldAppointment => ({
  timeSlotId: 'loc-1|2030-11-24T14:00:00.000Z', time: '2030-11-24T09:00:00-05:00', locationId: 'loc-1',
  // Far enough ahead that the hold timer does not end the hold during a test.
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  location: {
    name: 'Main Street Pharmacy', address1: '1 Main St', address2: null, city: 'New York', state: 'NY', zipCode: '10001',
    latitude: 40.75, longitude: -73.99, retailer: 'manual', timeZone: 'America/New_York',
    metadata: { webAddress: 'https://pharmacy.example.com/store/1', phoneNumber: '(212) 555-0199' },
  },
});

export const adultForm: PatientFormData = {
  firstName: 'Ana', lastName: 'Ruiz', sex: 'female', dateOfBirth: '03/27/1960', dateOfBirthIso: '1960-03-27', address1: '1 Main St',
  address2: '', city: 'New York', state: 'NY', zipCode: '10001', email: 'ana@example.com', phone: '(212) 555-0100',
};

const yearsAgo = (years: number) => new Date().getFullYear() - years;
export const minorForm: PatientFormData = {
  ...adultForm, firstName: 'Leo', dateOfBirth: `01/15/${yearsAgo(14)}`, dateOfBirthIso: `${yearsAgo(14)}-01-15`, parentalConsent: true,
};

/**
 * Walks a flow with these vaccines (no brand preference) to `until`, storing it as the page would find it in the tab.
 * `addOn` is offered at the summary and accepted at its prompt.
 */
export function storeFlow({ kinds = ['flu'], minor = false, until = 'appointmentReview', addOn, then = [] }: {
  kinds?: VaccineKind[]; minor?: boolean; until?: string; addOn?: VaccineKind; then?: SchedulerEvent[];
} = {}): SchedulerContext {
  const actor = createActor(schedulerMachine).start();
  for (const kind of kinds) actor.send({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true });
  actor.send({ type: 'SET_BOOKING_FLOW', flow: minor ? 'minor' : 'adult' });
  for (let i = 0; i < 12 && actor.getSnapshot().value !== until; i += 1) {
    const step = actor.getSnapshot().value;
    if (step === 'minorAgeRange') actor.send({ type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin: 12, ageMax: 17 });
    if (step === 'brandCovid19') actor.send({ type: 'SET_BRAND', kind: 'covid_19', brand: null });
    if (step === 'search') actor.send({ type: 'SET_LAT_LNG', coordinates: { lat: 40.75, lng: -73.99, locationType: 'searchPrecise', query: '10001' } });
    if (step === 'results') actor.send({ type: 'SET_TIME_SLOT', appointment: heldSlot() });
    if (step === 'appointmentSummary' && addOn) actor.send({ type: 'SET_OFFERED_ADD_ONS', offer: { kinds: [addOn], covidBrands: [] } });
    if (step === 'fluPrompt' || step === 'covidPrompt') actor.send({ type: 'SET_ADDITIONAL_VACCINE', kind: addOn!, brand: null });
    if (step === 'patientInfo') actor.send({ type: 'SET_PATIENT_FORM_DATA', data: minor ? minorForm : adultForm });
    actor.send({ type: 'CONTINUE' });
  }
  for (const event of then) actor.send(event);
  if (actor.getSnapshot().value !== until && then.length === 0) throw new Error(`flow stopped at ${String(actor.getSnapshot().value)}`);
  window.sessionStorage.setItem(SCHEDULER_STORAGE_KEY, JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }));
  return actor.getSnapshot().context;
}

export const storedContext = (): SchedulerContext => (JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
  snapshot: { context: SchedulerContext };
}).snapshot.context;

export interface ApiCall { method: string; path: string; body: unknown; botCheckToken: string | null }
type Answer = (call: ApiCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const failure = (status: number, ...errors: Array<{ code: string; field?: string }>) => json(status, {
  errors: errors.map((e) => ({ message: `${e.code} (test)`, ...e })),
});

/**
 * Answers the API at fetch, the way the browser would meet the server: `routes` maps "METHOD /path" (no /api/v1, no
 * query) to an answer; a list is answered in turn, its last answer repeated. Anything else is a 404.
 */
export function answerApi(routes: Record<string, Answer | Answer[]>) {
  const calls: ApiCall[] = [];
  const used: Record<string, number> = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const call = { method, path, body: init.body ? JSON.parse(String(init.body)) as unknown : undefined, botCheckToken: headers.get(BOT_CHECK_HEADER) };
    calls.push(call);
    const key = `${method} ${path}`;
    const route = routes[key];
    if (!route) return failure(404, { code: 'NOT_FOUND' });
    const list = Array.isArray(route) ? route : [route];
    const index = Math.min(used[key] ?? 0, list.length - 1);
    used[key] = (used[key] ?? 0) + 1;
    return list[index]!(call);
  });
  return { calls, to: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
