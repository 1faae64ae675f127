import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, json, renderBooking } from '../review/review-test-support.tsx';

const LOOKUP = 'POST /registrations/lookup';

afterEach(() => vi.unstubAllGlobals());

describe('finding a booking without the e-mail', () => {
  it('names each missing detail, focuses the first, and asks nothing of the server', async () => {
    const api = answerApi({ [LOOKUP]: () => json(500, {}) });
    const user = userEvent.setup();
    renderBooking('/schedule/find');
    await user.click(await screen.findByRole('button', { name: 'Find my booking' }));
    expect(screen.getByText('Enter your confirmation number')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Confirmation number' })).toHaveFocus();
    expect(api.to(LOOKUP)).toHaveLength(0);
  });

  it('says in Spanish that nothing matched, without saying which detail was wrong', async () => {
    answerApi({
      [LOOKUP]: () =>
        json(404, {
          errors: [{ code: 'BOOKING_NOT_FOUND', message: 'We could not find a booking with these details.' }],
        }),
    });
    const user = userEvent.setup();
    renderBooking('/es/schedule/find');
    await user.type(await screen.findByRole('textbox', { name: 'Número de confirmación' }), 'ABCD2345');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: /Fecha de nacimiento/ }), '04/12/1958');
    await user.click(screen.getByRole('button', { name: 'Buscar mi reserva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos una reserva con estos datos.');
  });

  it('says the confirmation number is locked and points to the e-mail link after too many tries on it', async () => {
    answerApi({
      [LOOKUP]: () =>
        json(429, {
          errors: [{ code: 'BOOKING_LOOKUP_LOCKED', message: 'This confirmation number has had too many tries.' }],
        }),
    });
    const user = userEvent.setup();
    renderBooking('/es/schedule/find');
    await user.type(await screen.findByRole('textbox', { name: 'Número de confirmación' }), 'ABCD2345');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: /Fecha de nacimiento/ }), '04/12/1958');
    await user.click(screen.getByRole('button', { name: 'Buscar mi reserva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Abra el enlace de su correo de confirmación');
  });

  it('opens the manage page of the booking found, sending the details with a bot-check proof', async () => {
    const api = answerApi({ [LOOKUP]: () => json(200, { data: { accessCode: 'AbCdEfGhIjKlMnOpQrStUvWx' } }) });
    const user = userEvent.setup();
    const app = renderBooking('/schedule/find');
    await user.type(await screen.findByRole('textbox', { name: 'Confirmation number' }), 'ABCD2345');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '04/12/1958');
    await user.click(screen.getByRole('button', { name: 'Find my booking' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/manage?accessCode=AbCdEfGhIjKlMnOpQrStUvWx'));
    expect(api.to(LOOKUP).map((c) => [c.body, c.botCheckToken])).toEqual([
      [
        { confirmationNumber: 'ABCD2345', lastName: 'Lopez', dateOfBirth: '04/12/1958' },
        expect.stringMatching(/^lookup_registration-/),
      ],
    ]);
  });
});
