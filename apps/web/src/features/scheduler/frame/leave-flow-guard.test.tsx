import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, json, renderBooking } from '../review/review-test-support.tsx';
import { heldSlot, storeFlow, storedContext } from '../machine/scheduler-test-fixtures.ts';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const slotId = heldSlot().timeSlotId;

async function openReviewWithHold() {
  storeFlow();
  const api = answerApi({ 'DELETE /reservations': () => json(200, { data: { timeSlotIds: [slotId] } }) });
  const user = userEvent.setup();
  const app = renderBooking('/schedule/review');
  await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }, { timeout: 15_000 });
  // React Router arms a blocker one render after the page shows (an effect sets its key, the next one registers it);
  // on a busy machine a click could come between the two. Let React finish what it has scheduled first.
  await act(async () => {});
  return { api, user, app };
}

describe('leaving the booking while a slot is held', () => {
  it(
    'asks first when the logo is used; Escape and "Stay" keep the page, the slot and the details',
    { timeout: 30_000 },
    async () => {
      const { api, user, app } = await openReviewWithHold();
      await user.click(screen.getByRole('link', { name: /Vaxnear/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave your booking?' });
      expect(dialog).toHaveTextContent('All your progress will be lost');
      // Focus is inside the dialog and stays there.
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.tab();
      await user.tab();
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(app.location()).toBe('/schedule/review');

      await user.click(screen.getByRole('link', { name: /Vaxnear/ }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Leave your booking?' })).getByRole('button', {
          name: 'Stay and keep booking',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(app.location()).toBe('/schedule/review');
      expect(storedContext().appointments.map((a) => a.timeSlotId)).toEqual([slotId]);
      expect(storedContext().patientForm).not.toBeNull();
      expect(api.to('DELETE /reservations')).toEqual([]);
    },
  );

  it(
    "leaving from the menu's Home releases the slot on the server, forgets the flow and goes there",
    { timeout: 30_000 },
    async () => {
      const { api, user, app } = await openReviewWithHold();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(
        within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Home' }),
      );
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Leave your booking?' })).getByRole('button', {
          name: 'Leave and give up the time',
        }),
      );
      await waitFor(() => expect(app.location()).toBe('/'));
      expect(api.to('DELETE /reservations')).toHaveLength(1);
      expect(api.to('DELETE /reservations')[0]).toMatchObject({ body: { timeSlotIds: [slotId] } });
      expect(storedContext()).toMatchObject({ appointments: [], patientForm: null, releaseTimeSlotIds: [] });
    },
  );

  it('asks in Spanish too', { timeout: 30_000 }, async () => {
    storeFlow();
    answerApi({});
    const user = userEvent.setup();
    renderBooking('/es/schedule/review');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    await user.click(screen.getByRole('link', { name: /Vaxnear/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de su reserva?' });
    expect(within(dialog).getByRole('button', { name: 'Quedarme y seguir reservando' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salir y liberar la hora' })).toBeInTheDocument();
  });

  it('does not ask when no slot is held', { timeout: 30_000 }, async () => {
    storeFlow({ until: 'search' });
    answerApi({});
    const user = userEvent.setup();
    const app = renderBooking('/schedule/search');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    await user.click(screen.getByRole('link', { name: /Vaxnear/ }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
