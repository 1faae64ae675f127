import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingRestrictions } from '@vaxnear/domain/contracts/geolocation';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { renderApp } from '../../../test/render-app.tsx';
import { SCHEDULER_STATE_VERSION, SCHEDULER_STORAGE_KEY, schedulerMachine } from '../machine/scheduler.machine.ts';

beforeEach(() => window.sessionStorage.clear());

const allowed: BookingRestrictions = { covid_19: 'allowed', flu: 'allowed', rsv: 'allowed', pneumococcal: 'allowed' };

/** A stored flow that has just searched a place with these restrictions. */
function storeAtResults(kinds: VaccineKind[], bookingRestrictions: BookingRestrictions) {
  const actor = createActor(schedulerMachine).start();
  for (const kind of kinds) actor.send({ type: 'TOGGLE_VACCINE_KIND', kind, fluInSeason: true });
  actor.send({ type: 'SET_BOOKING_FLOW', flow: 'adult' });
  actor.send({ type: 'CONTINUE' });
  actor.send({ type: 'SET_BRAND', kind: 'covid_19', brand: null });
  actor.send({ type: 'CONTINUE' });
  actor.send({
    type: 'SET_LAT_LNG',
    coordinates: { lat: 40.75, lng: -73.99, locationType: 'searchPrecise', query: '10001', bookingRestrictions },
  });
  actor.send({ type: 'CONTINUE' });
  expect(actor.getSnapshot().value).toBe('results');
  window.sessionStorage.setItem(
    SCHEDULER_STORAGE_KEY,
    JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }),
  );
}
const storedKinds = () =>
  (
    JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
      snapshot: { context: { selectedVaccineKinds: Array<{ kind: string }> } };
    }
  ).snapshot.context.selectedVaccineKinds.map((v) => v.kind);

describe('a COVID-19 restriction where the person searched', () => {
  it('not allowed: continue with flu removes COVID-19 and shows the results', { timeout: 30_000 }, async () => {
    storeAtResults(['covid_19', 'flu'], { ...allowed, covid_19: 'not_allowed' });
    const user = userEvent.setup();
    renderApp('/schedule/results');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'The COVID-19 vaccine cannot be booked online in this area' },
      { timeout: 15_000 },
    );
    // On the results page the sign-up opens the waiting list's form there (decision 286), not another page.
    expect(within(dialog).getByRole('button', { name: 'Sign up for notification' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('You can book your other vaccine');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Flu' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(storedKinds()).toEqual(['flu']);
  });

  it(
    'not allowed: continue anyway shows the prescription notice, then the results with COVID-19 kept',
    { timeout: 30_000 },
    async () => {
      storeAtResults(['covid_19'], { ...allowed, covid_19: 'not_allowed' });
      const user = userEvent.setup();
      renderApp('/schedule/results');
      const dialog = await screen.findByRole('alertdialog', { name: /cannot be booked online/ }, { timeout: 15_000 });
      // Only one vaccine: nothing else to continue with, and no "other vaccine" promised.
      expect(within(dialog).queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
      expect(dialog).not.toHaveTextContent(/other vaccine/);
      expect(dialog).toHaveTextContent(
        'You can sign up to hear when this changes, or continue if you have a prescription.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Continue anyway' }));
      const notice = await screen.findByRole('alertdialog', { name: 'A prescription is needed' });
      await user.click(within(notice).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(storedKinds()).toEqual(['covid_19']);
    },
  );

  it('allowed with prescription: a notice with Continue, asked once for this place', { timeout: 30_000 }, async () => {
    storeAtResults(['covid_19'], { ...allowed, covid_19: 'allowed_with_prescription' });
    const user = userEvent.setup();
    const app = renderApp('/schedule/results');
    const notice = await screen.findByRole('alertdialog', { name: 'A prescription is needed' }, { timeout: 15_000 });
    await user.click(within(notice).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    app.unmount();
    renderApp('/schedule/results');
    await screen.findByRole('heading', { level: 1, name: 'Choose an appointment' }, { timeout: 15_000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
