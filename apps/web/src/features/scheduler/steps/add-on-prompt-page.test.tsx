import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { SCHEDULER_STORAGE_KEY } from '../machine/scheduler.machine.ts';
import { heldSlot, storeFlow } from '../machine/scheduler-test-fixtures.ts';

beforeEach(() => window.sessionStorage.clear());

/** Pneumococcal booked at a pharmacy that also gives COVID-19 (two brands) and flu: the covid-and-flu prompt. */
const storeAtCovidFluPrompt = () =>
  storeFlow({
    kinds: ['pneumococcal'],
    until: 'covidFluPrompt',
    offer: { kinds: ['covid_19', 'flu'], covidBrands: ['pfizer', 'moderna'] },
    held: heldSlot({ webAddress: null, phoneNumber: null }),
  });

describe('the add-on prompts', () => {
  it(
    'adds COVID-19 with a chosen brand to the appointment, then asks for the details',
    { timeout: 30_000 },
    async () => {
      storeAtCovidFluPrompt();
      const user = userEvent.setup();
      const app = renderApp('/schedule/add-another-vaccine');
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Would you like to add another vaccine to this appointment?' },
        { timeout: 15_000 },
      );
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
      const stored = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
        snapshot: { context: { additionalServices: unknown } };
      };
      expect(stored.snapshot.context.additionalServices).toEqual([{ kind: 'covid_19', brand: 'moderna' }]);
    },
  );

  it('"No, thanks" adds nothing and goes to the details', { timeout: 30_000 }, async () => {
    storeAtCovidFluPrompt();
    const user = userEvent.setup();
    const app = renderApp('/schedule/add-another-vaccine');
    await user.click(await screen.findByRole('radio', { name: 'No, thanks' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/info'));
    const stored = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
      snapshot: { context: { additionalServices: unknown } };
    };
    expect(stored.snapshot.context.additionalServices).toEqual([]);
  });
});
