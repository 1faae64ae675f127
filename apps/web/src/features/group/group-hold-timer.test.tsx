import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createActor } from 'xstate';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { BotCheckRenderer } from '../../components/ui/bot-tokens.tsx';
import { BOT_CHECK_HEADER } from '@vaxnear/domain/contracts/bot-check';
import type { HeldAppointment } from '../../components/results/types.ts';
import { GROUP_STATE_VERSION, GROUP_STORAGE_KEY, groupMachine, type GroupEvent } from './group.machine.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code: string) => json(status, { errors: [{ code, message: `${code} (test)` }] });

/** The server as the page meets it at fetch: "METHOD /path" answered by `routes`, anything else a 404. */
function answerApi(routes: Record<string, () => Response>) {
  const calls: Array<{ key: string; body: unknown; botCheckToken: string | null }> = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push({
      key,
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      botCheckToken: new Headers(init.headers).get(BOT_CHECK_HEADER),
    });
    return routes[key]?.() ?? failure(404, 'NOT_FOUND');
  });
  return { to: (key: string) => calls.filter((c) => c.key === key) };
}

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const SLOT = 'loc-1|2026-11-24T17:00:00.000Z';

function place(expiresAt: string): HeldAppointment {
  return {
    timeSlotId: SLOT,
    time: '2026-11-24T17:00:00.000Z',
    locationId: 'loc-1',
    location: {
      id: 'loc-1',
      name: 'Safeway Pharmacy',
      address1: '1 Main St',
      address2: null,
      city: 'Alliance',
      state: 'NE',
      zip: '69301',
      latitude: 42.1,
      longitude: -102.87,
      retailer: 'safeway',
      timeZone: 'America/Denver',
      metadata: { webAddress: null, phoneNumber: null },
    },
    expiresAt,
  };
}

/** A party of two on its summary (`more` can take it further), both held at 10:00 until `expiresAt`. */
function partyOnSummary(expiresAt: string, ...more: GroupEvent[]) {
  const actor = createActor(groupMachine).start();
  for (const event of [
    { type: 'SET_GROUP_SIZE', size: 2 },
    { type: 'CONTINUE' },
    {
      type: 'SET_MEMBERS',
      today: '2026-11-23',
      members: [
        { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '04/12/1950', sex: 'female', kinds: ['flu'] },
        { firstName: 'Leo', lastName: 'Ruiz', dateOfBirth: '06/30/1952', sex: 'male', kinds: ['flu'] },
      ],
    },
    { type: 'CONTINUE' },
    { type: 'CONTINUE' },
    { type: 'SET_COORDINATES', coordinates: { lat: 42.1, lng: -102.87 } },
    { type: 'CONTINUE' },
    { type: 'SET_APPOINTMENTS', appointments: [place(expiresAt), place(expiresAt)] },
    { type: 'CONTINUE' },
    ...more,
  ] as GroupEvent[])
    actor.send(event);
  window.sessionStorage.setItem(
    GROUP_STORAGE_KEY,
    JSON.stringify({ version: GROUP_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }),
  );
}

const stored = () => JSON.parse(window.sessionStorage.getItem(GROUP_STORAGE_KEY) ?? 'null').snapshot.context;

function Instant({ onToken }: { onToken: (t: string | null) => void }) {
  useState(() => queueMicrotask(() => onToken('token')));
  return null;
}

function renderSummary(url = '/schedule/group/summary') {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <BotCheckRenderer.Provider value={(props) => <Instant onToken={props.onToken} />}>
      <RouterProvider router={router} />
    </BotCheckRenderer.Provider>,
  );
  return router;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the party's hold on the group pages", () => {
  it('offers "I need more time" in the warning, extends every place in one call and moves focus to the answer', async () => {
    partyOnSummary(inMinutes(1.5));
    const { to } = answerApi({
      'POST /reservations/batch/extend': () =>
        json(200, { data: { timeSlotIds: [SLOT, SLOT], expiresAt: inMinutes(10), extensionsLeft: 1 } }),
    });
    renderSummary();
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('If you need more time, ask for it now: every place of your party gets it.');
    await userEvent.click(screen.getByRole('button', { name: 'I need more time' }));
    await waitFor(() =>
      expect(
        screen.getByText('Done: every place of your party is held. You have 10 minutes to finish booking.'),
      ).toHaveFocus(),
    );
    expect(to('POST /reservations/batch/extend').map((c) => c.body)).toEqual([{ timeSlotIds: [SLOT, SLOT] }]);
    expect(screen.queryByRole('button', { name: 'I need more time' })).toBeNull();
    expect(stored().appointments.map((a: HeldAppointment) => a.expiresAt)).toEqual([
      stored().appointments[0].expiresAt,
      stored().appointments[0].expiresAt,
    ]);
    expect(stored().holdExtensionsLeft).toBe(1);
  });

  it('no longer offers more time once both extensions are used, in Spanish', async () => {
    partyOnSummary(inMinutes(1), { type: 'PARTY_HOLD_RENEWED', expiresAt: inMinutes(1), extensionsLeft: 0 });
    answerApi({});
    renderSummary('/es/schedule/group/summary');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No podemos guardar estos horarios más tiempo: termine la reserva ahora.',
    );
    expect(screen.queryByRole('button', { name: 'Necesito más tiempo' })).toBeNull();
  });

  it('says so when the server gives no more time', async () => {
    partyOnSummary(inMinutes(1));
    answerApi({ 'POST /reservations/batch/extend': () => failure(409, 'HOLD_NOT_EXTENDABLE') });
    renderSummary();
    await userEvent.click(await screen.findByRole('button', { name: 'I need more time' }));
    expect(await screen.findByText(/We cannot hold these times any longer. Please finish booking now/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I need more time' })).toBeNull();
  });

  it('at zero holds every place again with one proof, and moves focus to the answer', async () => {
    partyOnSummary(inMinutes(-1));
    const { to } = answerApi({
      'POST /reservations/batch': () => json(200, { data: { timeSlotIds: [SLOT, SLOT], expiresAt: inMinutes(10) } }),
    });
    renderSummary();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your times are no longer held. Everything you entered is kept',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hold these times again' }));
    await waitFor(() =>
      expect(
        screen.getByText('Done: your times are held for your party again. You have 10 minutes to finish booking.'),
      ).toHaveFocus(),
    );
    expect(to('POST /reservations/batch')).toMatchObject([
      { body: { timeSlotIds: [SLOT, SLOT] }, botCheckToken: 'token' },
    ]);
    expect(stored().holdExtensionsLeft).toBe(2);
  });

  it('says plainly when the places are no longer all free, and goes back to choose other times', async () => {
    partyOnSummary(inMinutes(-1), { type: 'CONTINUE' });
    answerApi({ 'POST /reservations/batch': () => failure(409, 'TIME_SLOT_TAKEN') });
    const router = renderSummary('/es/schedule/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Volver a reservar estos horarios' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Estos horarios ya no están todos libres: otra persona tomó al menos uno de los 2 lugares que necesita su grupo.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Volver a reservar estos horarios' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir otros horarios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/schedule/group/results'));
    expect(stored().appointments).toEqual([]);
    expect(stored().members.map((m: { firstName: string }) => m.firstName)).toEqual(['Ana', 'Leo']);
  });
});
