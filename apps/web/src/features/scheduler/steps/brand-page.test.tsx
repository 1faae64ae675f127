import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { createActor } from 'xstate';
import {
  SCHEDULER_STATE_VERSION,
  SCHEDULER_STORAGE_KEY,
  schedulerMachine,
  type SchedulerEvent,
} from '../machine/scheduler.machine.ts';
import { schedulerActor } from '../machine/scheduler-store.ts';

beforeEach(() => window.sessionStorage.clear());

/** A flow stored in the tab as the brand page finds it after "Book for 18 and over" with COVID-19 ticked. */
function adultCovid() {
  const actor = createActor(schedulerMachine).start();
  const events: SchedulerEvent[] = [
    { type: 'TOGGLE_VACCINE_KIND', kind: 'covid_19', fluInSeason: true },
    { type: 'SET_BOOKING_FLOW', flow: 'adult' },
    { type: 'CONTINUE' },
  ];
  for (const event of events) actor.send(event);
  window.sessionStorage.setItem(
    SCHEDULER_STORAGE_KEY,
    JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }),
  );
}

describe('the COVID-19 brand step', () => {
  it(
    'opens nothing while the person arrows through the brands; Continue on Novavax opens its information',
    {
      timeout: 30_000,
    },
    async () => {
      adultCovid();
      const user = userEvent.setup();
      const { location } = renderApp('/schedule/brand/covid_19');
      const group = await screen.findByRole(
        'group',
        { name: 'Which COVID-19 vaccine brand do you prefer?' },
        { timeout: 15_000 },
      );
      const radios = within(group).getAllByRole('radio');
      await user.click(radios[0]!);
      // Through every brand and round again, Novavax among them.
      for (let i = 0; i < radios.length; i += 1) await user.keyboard('{ArrowDown}');
      await user.click(within(group).getByRole('radio', { name: 'Novavax' }));
      expect(within(group).getByRole('radio', { name: 'Novavax' })).toBeChecked();
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const dialog = await screen.findByRole('dialog', { name: 'About the Novavax vaccine' });
      expect(location()).toBe('/schedule/brand/covid_19');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(location()).toBe('/schedule/search'));
      expect(schedulerActor().getSnapshot().context.brands.covid_19).toBe('novavax');
    },
  );

  it('moves straight on with any other brand', { timeout: 30_000 }, async () => {
    adultCovid();
    const user = userEvent.setup();
    const { location } = renderApp('/schedule/brand/covid_19');
    await user.click(await screen.findByRole('radio', { name: 'Pfizer' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/schedule/search'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the one brand step', () => {
  it.each([
    ['/schedule/brand/flu', 'Page not found'],
    ['/es/schedule/brand/flu', 'No se encontró la página'],
  ])('is not found at %s, a kind without a brand step (decision 298)', async (path, heading) => {
    adultCovid();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
