import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, json, renderBooking } from '../review/review-test-support.tsx';
import { heldSlot, storeFlow, storedContext } from '../machine/scheduler-test-fixtures.ts';
import { selectedKinds } from '../machine/scheduler.machine.ts';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const noLocations = () => json(200, { data: { locations: [], page: 1, pageSize: 10, total: 0, radiusMiles: 25 } });
const slotId = heldSlot().timeSlotId;

describe('changing the vaccines on the results page', () => {
  it(
    'asks first what the new vaccines need (pregnancy for pneumococcal), and lets the held time go',
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['flu'], until: 'results', then: [{ type: 'SET_TIME_SLOT', appointment: heldSlot() }] });
      const api = answerApi({
        'GET /query': noLocations,
        'DELETE /reservations': () => json(200, { data: { timeSlotIds: [slotId] } }),
      });
      const user = userEvent.setup();
      const app = renderBooking('/schedule/results');
      expect(
        await screen.findByText('Flu', { selector: '.results-vaccines__current' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Change vaccines' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      const group = await screen.findByRole('group', { name: 'Which vaccines do you want?' });
      expect(group).toHaveTextContent('The time held for you will be let go.');
      expect(within(group).getByRole('checkbox', { name: 'Flu' })).toBeChecked();
      await user.click(within(group).getByRole('checkbox', { name: 'Pneumococcal pneumonia' }));
      await user.click(within(group).getByRole('checkbox', { name: 'Flu' }));
      await user.click(screen.getByRole('button', { name: 'Show results for these vaccines' }));

      // Pneumococcal asks about pregnancy first; not pregnant, its brand; then the same place's results.
      await waitFor(() => expect(app.location()).toBe('/schedule/pregnancy'));
      expect(selectedKinds(storedContext())).toEqual(['pneumococcal']);
      await waitFor(() => expect(api.to('DELETE /reservations')).toHaveLength(1));
      expect(api.to('DELETE /reservations')[0]!.body).toEqual({ timeSlotIds: [slotId] });
    },
  );

  it(
    'keeps the landing rules: at least one, at most two, never RSV with COVID-19; Cancel changes nothing',
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['flu', 'covid_19'], until: 'results' });
      const api = answerApi({ 'GET /query': noLocations });
      const user = userEvent.setup();
      const app = renderBooking('/schedule/results');
      await user.click(await screen.findByRole('button', { name: 'Change vaccines' }, { timeout: 15_000 }));
      const group = await screen.findByRole('group', { name: 'Which vaccines do you want?' });
      await user.click(within(group).getByRole('checkbox', { name: 'Pneumococcal pneumonia' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('You can book up to 2 vaccines in one appointment.');
      expect(within(group).getByRole('checkbox', { name: 'Pneumococcal pneumonia' })).not.toBeChecked();
      await user.click(within(group).getByRole('checkbox', { name: 'Flu' }));
      await user.click(within(group).getByRole('checkbox', { name: 'RSV' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'RSV and COVID-19 vaccines cannot be booked in the same appointment.',
      );
      await user.click(within(group).getByRole('checkbox', { name: 'COVID-19' }));
      await user.click(screen.getByRole('button', { name: 'Show results for these vaccines' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one vaccine.');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Change vaccines' })).toHaveFocus();
      expect(selectedKinds(storedContext())).toEqual(['flu', 'covid_19']);
      expect(app.location()).toBe('/schedule/results');
      expect(api.to('GET /query')).toHaveLength(1);
    },
  );

  it('re-runs the search in place when nothing more needs asking', { timeout: 30_000 }, async () => {
    storeFlow({ kinds: ['flu', 'covid_19'], until: 'results' });
    const api = answerApi({ 'GET /query': noLocations });
    const user = userEvent.setup();
    const app = renderBooking('/schedule/results');
    await user.click(await screen.findByRole('button', { name: 'Change vaccines' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('checkbox', { name: 'Flu' }));
    await user.click(screen.getByRole('button', { name: 'Show results for these vaccines' }));
    await waitFor(() => expect(api.to('GET /query')).toHaveLength(2));
    expect(app.location()).toBe('/schedule/results');
    expect(screen.getByRole('button', { name: 'Change vaccines' })).toHaveFocus();
    expect(screen.getByText('COVID-19', { selector: '.results-vaccines__current' })).toBeInTheDocument();
  });
});
