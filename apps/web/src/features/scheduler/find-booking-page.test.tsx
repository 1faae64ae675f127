import { useEffect, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { i18n } from '../../lib/i18n.ts';
import { BotCheckRenderer } from './results/bot-tokens.tsx';

let tokens = 0;
/** The proof of work cannot run in jsdom; this widget hands out a fresh token at once, as a solved widget would. */
function FakeBotCheck({ action, onToken }: { action: string; onToken: (t: string | null) => void }) {
  const [token] = useState(() => `${action}-${++tokens}`);
  useEffect(() => { onToken(token); }, [onToken, token]);
  return null;
}

function renderAt(url: string) {
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

/** The lookup call as the page meets it: recorded and answered by `reply`; anything else is a 404. */
function serveLookup(reply: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    if (!String(input).includes('/registrations/lookup')) return Promise.resolve(new Response('{}', { status: 404 }));
    bodies.push({ body: JSON.parse(String(init.body)), token: (init.headers as Record<string, string>)['x-bot-check-token'] });
    return Promise.resolve(reply());
  });
  return bodies;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('finding a booking without the e-mail', () => {
  it('names each missing detail, focuses the first, and asks nothing of the server', async () => {
    const calls = serveLookup(() => json(500, {}));
    const user = userEvent.setup();
    renderAt('/schedule/find');
    await user.click(await screen.findByRole('button', { name: 'Find my booking' }));
    expect(screen.getByText('Enter your confirmation number')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Confirmation number' })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('says in Spanish that nothing matched, without saying which detail was wrong', async () => {
    serveLookup(() => json(404, { errors: [{ code: 'BOOKING_NOT_FOUND', message: 'We could not find a booking with these details.' }] }));
    const user = userEvent.setup();
    renderAt('/es/schedule/find');
    await user.type(await screen.findByRole('textbox', { name: 'Número de confirmación' }), 'ABCD2345');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: /Fecha de nacimiento/ }), '04/12/1958');
    await user.click(screen.getByRole('button', { name: 'Buscar mi reserva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos una reserva con estos datos.');
  });

  it('opens the manage page of the booking found, sending the details with a bot-check proof', async () => {
    const calls = serveLookup(() => json(200, { data: { accessCode: 'AbCdEfGhIjKlMnOpQrStUvWx' } }));
    const user = userEvent.setup();
    const app = renderAt('/schedule/find');
    await user.type(await screen.findByRole('textbox', { name: 'Confirmation number' }), 'ABCD2345');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lopez');
    await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '04/12/1958');
    await user.click(screen.getByRole('button', { name: 'Find my booking' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/manage?accessCode=AbCdEfGhIjKlMnOpQrStUvWx'));
    expect(calls).toEqual([{ body: { confirmationNumber: 'ABCD2345', lastName: 'Lopez', dateOfBirth: '04/12/1958' }, token: expect.stringMatching(/^lookup_registration-/) }]);
  });
});
