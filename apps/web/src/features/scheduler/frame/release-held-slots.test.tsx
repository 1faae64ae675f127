import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, failure, json, renderBooking } from '../review/review-test-support.tsx';
import { heldSlot, storeFlow, storedContext } from '../machine/scheduler-test-fixtures.ts';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const slotId = heldSlot().timeSlotId;

describe('starting over lets go of the held slot at once', () => {
  it(
    '"Start over" from the patient step\'s eligibility modal releases the hold on the server',
    { timeout: 30_000 },
    async () => {
      // On the patient step with a slot held and the details filled in, as Back from review leaves it.
      storeFlow({ kinds: ['flu', 'covid_19'], then: [{ type: 'BACK' }] });
      expect(storedContext().appointments.map((a) => a.timeSlotId)).toEqual([slotId]);
      const api = answerApi({ 'DELETE /reservations': () => json(200, { data: { timeSlotIds: [slotId] } }) });
      const user = userEvent.setup();
      const app = renderBooking('/schedule/info');
      const dateOfBirth = await screen.findByRole('textbox', { name: /^Date of birth/ }, { timeout: 15_000 });
      await user.clear(dateOfBirth);
      await user.type(dateOfBirth, `0101${new Date().getFullYear() - 17}`);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const dialog = await screen.findByRole('alert', {
        name: 'These vaccines cannot be booked online for this person',
      });
      expect(api.to('DELETE /reservations')).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: 'Start over' }));
      await waitFor(() => expect(app.location()).toBe('/schedule'));
      await waitFor(() => expect(api.to('DELETE /reservations')).toHaveLength(1));
      expect(api.to('DELETE /reservations')[0]).toMatchObject({
        body: { timeSlotIds: [slotId] },
        botCheckToken: expect.stringMatching(/^delete_reservation-token-/) as unknown,
      });
      expect(storedContext()).toMatchObject({ appointments: [], patientForm: null, releaseTimeSlotIds: [] });
    },
  );

  it(
    'a link opened mid-flow resets it and releases the hold once, even when the server fails to answer',
    { timeout: 30_000 },
    async () => {
      storeFlow();
      const api = answerApi({ 'DELETE /reservations': () => failure(503, { code: 'SOMETHING_WENT_WRONG' }) });
      const app = renderBooking('/schedule?services=[{"kind":"rsv"}]');
      await screen.findByRole('checkbox', { name: 'RSV' }, { timeout: 15_000 });
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'RSV' })).toBeChecked());
      await waitFor(() => expect(api.to('DELETE /reservations')).toHaveLength(1));
      expect(api.to('DELETE /reservations')[0]!.body).toEqual({ timeSlotIds: [slotId] });
      // Best effort: a failed release is not retried, the hold simply runs out; the person sees nothing of it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(api.to('DELETE /reservations')).toHaveLength(1);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(app.location()).toBe('/schedule');
      expect(storedContext()).toMatchObject({ appointments: [], releaseTimeSlotIds: [] });
    },
  );

  it('a restart with no slot held calls nothing', { timeout: 30_000 }, async () => {
    storeFlow({ then: [{ type: 'BOOKED', accessCode: 'abc' }, { type: 'RESTART_SCHEDULER' }] });
    const api = answerApi({});
    renderBooking('/schedule');
    await screen.findByRole('checkbox', { name: 'RSV' }, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.to('DELETE /reservations')).toEqual([]);
  });
});
