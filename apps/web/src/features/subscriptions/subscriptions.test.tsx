import { useEffect, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { BotCheckRenderer } from '../../components/ui/bot-tokens.tsx';
import { expectPlainWords, renderedMessages } from '../../test/plain-words.ts';
import { forgetOutcome } from './subscription-store.ts';

let tokens = 0;
/** The proof of work cannot run in jsdom; this widget hands out a fresh token at once, as a solved widget would. */
function FakeBotCheck({ action, onToken }: { action: string; onToken: (t: string | null) => void }) {
  const [token] = useState(() => `${action}-${++tokens}`);
  useEffect(() => {
    onToken(token);
  }, [onToken, token]);
  return null;
}

function renderApp(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <>
      <BotCheckRenderer.Provider value={(props) => <FakeBotCheck action={props.action} onToken={props.onToken} />}>
        <RouterProvider router={router} />
      </BotCheckRenderer.Provider>
    </>,
  );
  return { location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
/** The API as the page meets it: each call recorded, answered by `reply`. */
function serveApi(reply: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (!/\/(subscriptions|unsubscribe|email_confirmations|email_stops)/.test(call.url))
      return Promise.resolve(new Response('{}', { status: 404 }));
    calls.push(call);
    return Promise.resolve(reply(call));
  });
  return calls;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const subscribed = (email: string, smsConsent: boolean) =>
  json(202, { data: { email, smsConsent, status: 'awaiting_confirmation' } });

beforeEach(() => {
  forgetOutcome();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 12));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillSignUp(
  user: ReturnType<typeof userEvent.setup>,
  overrides: { dateOfBirth?: string; phone?: string } = {},
) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lopez');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), overrides.dateOfBirth ?? '04121980');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
  if (overrides.phone) await user.type(screen.getByRole('textbox', { name: /Mobile phone number/ }), overrides.phone);
  await user.click(screen.getByRole('checkbox', { name: /receive vaccine updates from Vaxnear by email/ }));
}

describe('signing up for updates', () => {
  it('lists every missing field in a summary, focuses the first one, and sends nothing', async () => {
    const calls = serveApi(() => json(500, {}));
    const user = userEvent.setup();
    renderApp('/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'Sign up for vaccine updates' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your date of birth, for example 03/27/1980',
      'Select the sex on your health insurance or ID',
      'Enter your email address',
      'Agree to receive updates by email to sign up',
    ]);
    expectPlainWords(renderedMessages(), 'the empty sign-up form');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('masks the date of birth and phone as typed, and refuses a 17-year-old and texts without a phone', async () => {
    const calls = serveApi(() => json(500, {}));
    const user = userEvent.setup();
    renderApp('/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'Sign up for vaccine updates' });
    await fillSignUp(user, { dateOfBirth: '11232008' });
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('11/23/2008');
    await user.click(screen.getByRole('checkbox', { name: /marketing text messages/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('textbox', { name: /Date of birth/ })).toHaveAccessibleDescription(
      /Must be 18 or over to sign up for updates/,
    );
    expect(screen.getByRole('checkbox', { name: /marketing text messages/ })).toHaveAccessibleDescription(
      /Enter a mobile phone number to receive text messages/,
    );
    expect(calls).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Mobile phone number/ }), '+1 212 555 0100');
    expect(screen.getByRole('textbox', { name: /Mobile phone number/ })).toHaveValue('(212) 555-0100');
  });

  it(
    'sends the person, consents, language and campaign with a proof, shows it is busy, then shows the result',
    { timeout: 30_000 },
    async () => {
      let answer: (value: Response) => void = () => undefined;
      const calls = serveApi(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      );
      const user = userEvent.setup();
      const app = renderApp('/sign-up?cmp=fall_mailer&src=email');
      await screen.findByRole('heading', { level: 1, name: 'Sign up for vaccine updates' });
      await fillSignUp(user, { dateOfBirth: '11222008', phone: '2125550100' });
      await user.click(screen.getByRole('checkbox', { name: /marketing text messages/ }));
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByRole('button', { name: 'Signing you up…' })).toHaveAttribute('aria-busy', 'true');
      expect(calls).toHaveLength(1);
      expect(calls[0]!.method).toBe('POST');
      expect(calls[0]!.url).toBe('/api/v1/subscriptions?campaign_source_code=fall_mailer&campaign_media_program=email');
      expect(calls[0]!.headers['x-bot-check-token']).toMatch(/^create_subscription-/);
      expect(calls[0]!.body).toEqual({
        user: {
          firstName: 'Maria',
          lastName: 'Lopez',
          email: 'maria@example.com',
          sex: 'female',
          dateOfBirth: '2008-11-22',
          phoneNumber: '2125550100',
        },
        emailConsent: true,
        smsConsent: true,
        locale: 'en',
      });
      answer(subscribed('maria@example.com', true));
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail to confirm' });
      expect(app.location()).toBe('/sign-up/result');
      expect(screen.getByText(/We sent a link to maria@example.com\. Open it within 7 days/)).toBeInTheDocument();
      expect(
        screen.getByText('Once you confirm, we will also send you up to 8 text messages a month.'),
      ).toBeInTheDocument();
    },
  );

  it(
    "shows the server's refusal at its field, and a general error when the server fails, keeping what was typed",
    { timeout: 30_000 },
    async () => {
      const replies = [
        json(400, {
          errors: [
            { code: 'AGE_INELIGIBLE', field: 'user.dateOfBirth', message: 'Must be 18 or over to sign up for updates' },
          ],
        }),
        json(503, { errors: [{ code: 'UNAVAILABLE', message: 'Down' }] }),
      ];
      const calls = serveApi(() => replies.shift()!);
      const user = userEvent.setup();
      renderApp('/sign-up');
      await screen.findByRole('heading', { level: 1, name: 'Sign up for vaccine updates' });
      await fillSignUp(user);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveAccessibleDescription(
          /Must be 18 or over/,
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText('An error has occurred, please try again!')).toBeInTheDocument();
      expect(calls.map((c) => c.headers['x-bot-check-token'])).toEqual([
        expect.stringMatching(/^create_subscription-/),
        expect.stringMatching(/^create_subscription-/),
      ]);
      expect(calls[0]!.headers['x-bot-check-token']).not.toBe(calls[1]!.headers['x-bot-check-token']);
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maria');
    },
  );

  it(
    'records each form event once per completion in the data layer, and nothing the person typed',
    { timeout: 30_000 },
    async () => {
      window.dataLayer = [];
      serveApi(() => subscribed('maria@example.com', true));
      const user = userEvent.setup();
      renderApp('/sign-up');
      await screen.findByRole('heading', { level: 1, name: 'Sign up for vaccine updates' });
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await fillSignUp(user, { phone: '2125550100' });
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail to confirm' });
      const events = (
        window.dataLayer as { event: string; form_name?: string; form_field?: string; error_code?: string }[]
      ).filter((e) => e.form_name === 'sign_up');
      expect(events.map((e) => e.event)).toEqual([
        'form_error',
        'form_error',
        'form_error',
        'form_error',
        'form_error',
        'form_error',
        'form_initiated',
        'form_submitted',
        'form_completed',
      ]);
      expect(events[0]).toEqual({
        event: 'form_error',
        form_name: 'sign_up',
        form_field: 'firstName',
        error_code: 'required',
      });
      // Canary values: none of what was typed reaches the data layer.
      const layer = JSON.stringify(window.dataLayer);
      for (const canary of ['Maria', 'Lopez', 'maria@example.com', '2125550100', '555-0100', '1980'])
        expect(layer).not.toContain(canary);
    },
  );

  it('speaks Spanish under /es', async () => {
    serveApi(() => json(500, {}));
    const user = userEvent.setup();
    renderApp('/es/sign-up');
    await screen.findByRole('heading', { level: 1, name: 'Suscríbase para recibir novedades sobre vacunas' });
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Escriba su nombre');
    expectPlainWords(renderedMessages(), 'el formulario de suscripción vacío');
  });
});

describe('the result pages', () => {
  it('send a direct visit back to their form, keeping the campaign and language', async () => {
    const app = renderApp('/es/sign-up/result?cmp=fall');
    await screen.findByRole('heading', { level: 1, name: 'Suscríbase para recibir novedades sobre vacunas' });
    expect(app.location()).toBe('/es/sign-up?cmp=fall');
  });

  it('send a direct visit to the unsubscribe result back to the unsubscribe form', async () => {
    const app = renderApp('/unsubscribe/result');
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from vaccine updates' });
    expect(app.location()).toBe('/unsubscribe');
  });
});

describe('unsubscribing', () => {
  it(
    'checks the address, sends it with a proof for delete_subscription and shows the result',
    { timeout: 30_000 },
    async () => {
      const calls = serveApi(() => json(202, { data: { email: 'maria@example.com', status: 'link_sent' } }));
      const user = userEvent.setup();
      const app = renderApp('/unsubscribe');
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from vaccine updates' });
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@');
      await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
      expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        /Enter an email address in the correct format, like name@example.com/,
      );
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
      expect(calls).toEqual([]);

      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'example.com');
      await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
      expect(app.location()).toBe('/unsubscribe/result');
      expect(calls).toEqual([
        expect.objectContaining({
          method: 'DELETE',
          url: '/api/v1/subscriptions',
          body: { email: 'maria@example.com', locale: 'en' },
        }),
      ]);
      expect(calls[0]!.headers['x-bot-check-token']).toMatch(/^delete_subscription-/);
      expect(
        screen.getByText('If maria@example.com gets updates or reminders from us, we have sent it a link.'),
      ).toBeInTheDocument();
    },
  );

  it(
    'stops every e-mail from the link of the e-mail, only once the button is pressed, and says when the link is bad',
    { timeout: 30_000 },
    async () => {
      const replies = [
        json(400, { errors: [{ code: 'LINK_INVALID', message: 'bad' }] }),
        json(200, { data: { unsubscribed: true } }),
      ];
      const calls = serveApi(() => replies.shift()!);
      const user = userEvent.setup();
      renderApp('/es/unsubscribe?token=t0ken');
      await screen.findByRole('heading', { level: 1, name: 'Dejar de recibir correos de Vaxnear' });
      expect(calls).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Dejar de recibir correos' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace venció o no es válido.');
      await user.click(screen.getByRole('button', { name: 'Dejar de recibir correos' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Listo: no le enviaremos más novedades ni recordatorios',
      );
      expect(calls.map((c) => [c.method, c.url])).toEqual([
        ['POST', '/api/v1/unsubscribe?token=t0ken'],
        ['POST', '/api/v1/unsubscribe?token=t0ken'],
      ]);
    },
  );
});

describe('confirming an e-mail address', () => {
  it('applies the link only when the button is pressed, and says what started', { timeout: 30_000 }, async () => {
    const calls = serveApi(() => json(200, { data: { purpose: 'reminders' } }));
    const user = userEvent.setup();
    renderApp('/confirm-email?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' });
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reminder is set.');
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/v1/email_confirmations', body: { token: 'abc' } }),
    ]);
  });
});

describe('"this was not me": stopping every e-mail to an address', () => {
  it(
    'stops only when the button is pressed, says bookings still stand, and undoes with the same link',
    { timeout: 30_000 },
    async () => {
      const calls = serveApi((call) =>
        json(200, { data: { status: call.url.endsWith('/undo') ? 'resumed' : 'stopped' } }),
      );
      const user = userEvent.setup();
      renderApp('/stop-emails?token=s70p');
      await screen.findByRole('heading', { level: 1, name: 'Stop e-mails to this address' });
      expect(screen.getByText(/A booking made with it still stands; it just sends no e-mail\./)).toBeInTheDocument();
      expect(calls).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Stop all e-mails to this address' }));
      expect(await screen.findByText('Done: we will not send any more e-mails to this address.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send me e-mails again' }));
      expect(await screen.findByText(/E-mails to this address will go again/)).toBeInTheDocument();
      expect(calls).toEqual([
        expect.objectContaining({ method: 'POST', url: '/api/v1/email_stops', body: { token: 's70p' } }),
        expect.objectContaining({ method: 'POST', url: '/api/v1/email_stops/undo', body: { token: 's70p' } }),
      ]);
    },
  );

  it('says in Spanish when the link is not valid', { timeout: 30_000 }, async () => {
    serveApi(() => json(400, { errors: [{ code: 'LINK_INVALID', message: 'This link is not valid.' }] }));
    const user = userEvent.setup();
    renderApp('/es/stop-emails?token=bad');
    await screen.findByRole('heading', { level: 1, name: 'Dejar de recibir correos en esta dirección' });
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir todos los correos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no es válido.');
  });
});
