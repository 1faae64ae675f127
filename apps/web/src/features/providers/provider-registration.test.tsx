import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { ProviderBotCheck } from './bot-check-slot.tsx';
import { expectPlainWords, renderedMessages } from '../../test/plain-words.ts';

/** Stands in for the proof of work jsdom cannot run: solved at once. */
function FakeBotCheck({ onToken }: { onToken: (token: string | null) => void }) {
  return (
    <button type="button" onClick={() => onToken('solved-token')}>
      Solve check
    </button>
  );
}

let requests: { url: string; body: unknown; headers: Record<string, string> }[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: {} };

beforeEach(() => {
  requests = [];
  answer = {
    status: 201,
    body: { data: { referenceNumber: 'PR-7K4M-2QXD', requestType: 'new', receivedAt: '2026-11-25T15:00:00.000Z' } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <ProviderBotCheck.Provider value={(props) => <FakeBotCheck onToken={props.onToken} />}>
      <RouterProvider router={router} />
    </ProviderBotCheck.Provider>,
  );
  return { location: () => router.state.location.pathname };
}

async function openForm(user: ReturnType<typeof userEvent.setup>, url = '/providers') {
  const app = renderAt(url);
  await screen.findByRole('heading', { level: 1, name: /list, change or remove|agregar, cambiar o quitar/ });
  await user.click(screen.getByRole('button', { name: 'Solve check' }));
  return app;
}

async function fillNewListing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Add a new listing/ }));
  await user.type(screen.getByLabelText('Business name'), 'Main Street Pharmacy');
  await user.type(screen.getByLabelText('Address line 1'), '12 Main St');
  await user.type(screen.getByLabelText('City'), 'Albany');
  await user.selectOptions(screen.getByLabelText('State'), 'NY');
  await user.type(screen.getByLabelText('ZIP code'), '12207');
  await user.type(screen.getByLabelText('Number'), '1234567893');
  await user.type(screen.getByLabelText('Scheduling phone number'), '5185550142');
  await user.click(screen.getByRole('checkbox', { name: 'Flu' }));
  await user.click(screen.getByRole('checkbox', { name: 'Open on Monday' }));
  await user.click(screen.getByRole('checkbox', { name: 'Open on Tuesday' }));
  await user.selectOptions(screen.getByLabelText('Length of each appointment slot'), '15');
  await user.selectOptions(screen.getByLabelText('Your role'), 'pharmacist');
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Reyes');
  await user.type(screen.getByLabelText('Email'), 'ana@mainstreetrx.com');
}

describe('the provider request form', () => {
  it('sends a new-listing request with the week grouped into schedules and shows the reference number', async () => {
    const user = userEvent.setup();
    const app = await openForm(user);
    await fillNewListing(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await screen.findByRole('heading', { level: 1, name: 'Request received' });
    expect(app.location()).toBe('/providers/result');
    expect(screen.getByText('PR-7K4M-2QXD')).toBeInTheDocument();
    expect(screen.getByText(/we write to ana@mainstreetrx.com/)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/v1/provider_registrations');
    expect(requests[0]!.headers['x-bot-check-token']).toBe('solved-token');
    expect(requests[0]!.body).toMatchObject({
      requestType: 'new',
      business: {
        name: 'Main Street Pharmacy',
        state: 'NY',
        identifierType: 'npi',
        identifier: '1234567893',
        schedulingPhone: '5185550142',
      },
      vaccines: ['flu'],
      hours: [{ days: ['mon', 'tue'], open24Hours: false, start: '09:00', end: '17:00' }],
      slotIntervalMinutes: 15,
      sameDayAppointments: false,
      quickBookingOptIn: false,
      contact: { contactType: 'pharmacist', firstName: 'Ana', lastName: 'Reyes', email: 'ana@mainstreetrx.com' },
    });
  });

  it('refuses a closing time before the opening time on that day, lists it in the summary and focuses it', async () => {
    const user = userEvent.setup();
    await openForm(user);
    await fillNewListing(user);
    const closes = screen.getAllByLabelText('Closes at')[1]!;
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'Tuesday, Closes at: The closing time must be after the opening time',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(closes).toHaveFocus());
    expect(closes).toHaveAccessibleDescription('The closing time must be after the opening time');
    expect(requests).toEqual([]);
  });

  it('shows every missing field of an edit request in page order, focusing the first', async () => {
    const user = userEvent.setup();
    await openForm(user);
    await user.click(screen.getByRole('radio', { name: /Change a listing/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Fill in “Number”',
      'Fill in “What should we do, and why?”',
      'Fill in “Your role”',
      'Fill in “First name”',
      'Fill in “Last name”',
      'Fill in “Email”',
    ]);
    expect(summary).not.toHaveTextContent('Some fields are invalid');
    expectPlainWords(renderedMessages(), 'the empty change request');
    await waitFor(() => expect(screen.getByLabelText('Number')).toHaveFocus());
  });

  it('counts the characters left and flags a reason over 500 characters', async () => {
    const user = userEvent.setup();
    await openForm(user);
    await user.click(screen.getByRole('radio', { name: /Remove a listing/ }));
    const reason = screen.getByLabelText('What should we do, and why?');
    expect(reason).toHaveAccessibleDescription(/You have 500 characters remaining/);
    await user.click(reason);
    await user.paste('x'.repeat(502));
    expect(screen.getByText('You have 2 characters too many')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('link', { name: 'What should we do, and why?: Enter 500 characters or fewer' }),
    ).toBeInTheDocument();
  });

  it('checks the NPI check digit and the NCPDP digit count before sending', async () => {
    const user = userEvent.setup();
    await openForm(user);
    await user.click(screen.getByRole('radio', { name: /Remove a listing/ }));
    await user.type(screen.getByLabelText('Number'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('link', { name: 'Number: This NPI is not valid: check the number' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /NCPDP number/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('link', { name: 'Number: Enter a 7-digit number' })).toBeInTheDocument();
  });

  it('says the request was not sent when the server fails, and draws a new bot check', async () => {
    answer = { status: 503, body: { errors: [{ code: 'TRY_AGAIN', message: 'Try again.' }] } };
    const user = userEvent.setup();
    const app = await openForm(user);
    await user.click(screen.getByRole('radio', { name: /Remove a listing/ }));
    await user.type(screen.getByLabelText('Number'), '1234567893');
    await user.type(screen.getByLabelText('What should we do, and why?'), 'Closed.');
    await user.selectOptions(screen.getByLabelText('Your role'), 'owner');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Email'), 'ana@mainstreetrx.com');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Your request was not sent' })).toBeInTheDocument();
    expect(app.location()).toBe('/providers');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'One moment' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('sends a direct visit of the result page to the form', async () => {
    const app = renderAt('/es/providers/result');
    await screen.findByRole('heading', { level: 1, name: 'Pida agregar, cambiar o quitar su farmacia' });
    expect(app.location()).toBe('/es/providers');
  });
});
