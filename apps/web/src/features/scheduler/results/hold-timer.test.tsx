import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n.ts';
import { HoldTimer } from './hold-timer.tsx';
import { BotCheckRenderer } from '../../../components/ui/bot-tokens.tsx';
import { answerApi, failure, json } from '../review/review-test-support.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { noteServerDate } from '../../../lib/server-clock.ts';

function Instant({ onToken }: { onToken: (t: string | null) => void }) {
  useState(() => queueMicrotask(() => onToken('token')));
  return null;
}

function renderTimer(expiresAt: string, extensionsLeft?: number) {
  render(
    <>
      <BotCheckRenderer.Provider value={(props) => <Instant onToken={props.onToken} />}>
        <RouterProvider
          router={createMemoryRouter([
            {
              path: '/',
              element: (
                <HoldTimer
                  appointment={{
                    timeSlotId: 'loc-1|2026-11-24T17:00:00.000Z',
                    expiresAt,
                    ...(extensionsLeft === undefined ? {} : { extensionsLeft }),
                  }}
                />
              ),
            },
          ])}
        />
      </BotCheckRenderer.Provider>
    </>,
  );
}

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe('the hold timer', () => {
  beforeAll(async () => {
    await loadNamespaces('en', ['common', 'scheduler']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // Back to this machine's own clock for the next test.
    noteServerDate(new Date().toUTCString(), Date.now(), Date.now());
  });

  it('counts by the server clock when the phone clock is an hour fast', async () => {
    const serverClock = Date.now.bind(Date);
    const serverIn = (m: number) => new Date(serverClock() + m * 60_000).toISOString();
    // The server stamps every answer with its own time; the phone's clock reads an hour later than that.
    const stamped = (status: number, body: unknown) => {
      const response = json(status, body);
      response.headers.set('date', new Date(serverClock()).toUTCString());
      return response;
    };
    vi.spyOn(Date, 'now').mockImplementation(() => serverClock() + 3_600_000);
    answerApi({
      'GET /vaccines': () => stamped(200, { data: [] }),
    });
    // Any earlier answer (the results page's search) has told the page the server's time.
    await apiRequest('GET', '/vaccines');
    renderTimer(serverIn(1.5));
    // By the phone's own clock this hold would have ended 58 minutes ago.
    expect(await screen.findByRole('status')).toHaveTextContent('Your appointment time is held for 2 more minutes');
    expect(screen.getByRole('button', { name: 'I need more time' })).toBeInTheDocument();
  });

  it('counts by the server clock when the phone clock is slow', async () => {
    const serverClock = Date.now.bind(Date);
    const stamped = () => {
      const response = json(200, { data: [] });
      response.headers.set('date', new Date(serverClock()).toUTCString());
      return response;
    };
    vi.spyOn(Date, 'now').mockImplementation(() => serverClock() - 25 * 60_000);
    answerApi({ 'GET /vaccines': stamped });
    await apiRequest('GET', '/vaccines');
    renderTimer(new Date(serverClock() + 8 * 60_000).toISOString());
    expect(await screen.findByText('You have 8 minutes left to finish booking.')).toBeInTheDocument();
  });

  it('says the minutes left to finish booking, with no warning yet', async () => {
    renderTimer(inMinutes(8));
    expect(await screen.findByText('You have 8 minutes left to finish booking.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I need more time' })).toBeNull();
  });

  it('warns politely at 2 minutes and asks the server for more time', async () => {
    const { calls } = answerApi({
      'POST /reservations/extend': () =>
        json(200, {
          data: { timeSlotId: 'loc-1|2026-11-24T17:00:00.000Z', expiresAt: inMinutes(10), extensionsLeft: 1 },
        }),
    });
    renderTimer(inMinutes(1.5));
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Your appointment time is held for 2 more minutes');
    await userEvent.click(screen.getByRole('button', { name: 'I need more time' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/reservations/extend')).toBe(true));
  });

  it('offers no more time once both extensions are used, and no longer tells the person to ask for it', async () => {
    renderTimer(inMinutes(1), 0);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Your appointment time is held for 1 more minute. We cannot hold it any longer: please finish booking now.',
    );
    expect(status).not.toHaveTextContent(/ask for it/);
    expect(screen.queryByRole('button', { name: 'I need more time' })).toBeNull();
  });

  it('says 10 minutes, not 11, for a hold just taken for 10 minutes with the clock a second out', async () => {
    // The device's idea of the server's time may be up to a second behind it.
    renderTimer(new Date(Date.now() + 10 * 60_000 + 900).toISOString());
    expect(await screen.findByText('You have 10 minutes left to finish booking.')).toBeInTheDocument();
  });

  it('moves focus to the confirmation once more time is given (the button asked for it has gone)', async () => {
    // The page re-renders the timer with the hold's new end, as the scheduler does once the server gave more time.
    let showExpiry: (expiresAt: string) => void = () => undefined;
    function Extending() {
      const [expiresAt, setExpiresAt] = useState(inMinutes(1.5));
      useEffect(() => {
        showExpiry = setExpiresAt;
      }, []);
      return <HoldTimer appointment={{ timeSlotId: 'loc-1|2026-11-24T17:00:00.000Z', expiresAt }} />;
    }
    answerApi({
      'POST /reservations/extend': () => {
        const expiresAt = inMinutes(10);
        queueMicrotask(() => showExpiry(expiresAt));
        return json(200, { data: { timeSlotId: 'loc-1|2026-11-24T17:00:00.000Z', expiresAt, extensionsLeft: 1 } });
      },
    });
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Extending /> }])} />);
    await userEvent.click(await screen.findByRole('button', { name: 'I need more time' }));
    await waitFor(() => expect(screen.getByText('Done: you now have 10 minutes to finish booking.')).toHaveFocus());
  });

  it('after "Hold this time again" moves focus to the confirmation, as the button pressed has gone', async () => {
    let showExpiry: (expiresAt: string) => void = () => undefined;
    function HeldAgain() {
      const [expiresAt, setExpiresAt] = useState(inMinutes(-1));
      useEffect(() => {
        showExpiry = setExpiresAt;
      }, []);
      return <HoldTimer appointment={{ timeSlotId: 'loc-1|2026-11-24T17:00:00.000Z', expiresAt }} />;
    }
    answerApi({
      'POST /reservations': () => {
        const expiresAt = inMinutes(10);
        queueMicrotask(() => showExpiry(expiresAt));
        return json(200, { data: { timeSlotId: 'loc-1|2026-11-24T17:00:00.000Z', expiresAt } });
      },
    });
    render(
      <BotCheckRenderer.Provider value={(props) => <Instant onToken={props.onToken} />}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <HeldAgain /> }])} />
      </BotCheckRenderer.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Hold this time again' }));
    await waitFor(() =>
      expect(
        screen.getByText('Done: this time is held for you again. You have 10 minutes to finish booking.'),
      ).toHaveFocus(),
    );
  });

  it('tells the person when no more time can be given', async () => {
    answerApi({ 'POST /reservations/extend': () => failure(409, { code: 'HOLD_NOT_EXTENDABLE' }) });
    renderTimer(inMinutes(1));
    await userEvent.click(await screen.findByRole('button', { name: 'I need more time' }));
    expect(await screen.findByText(/We cannot hold this time any longer/)).toBeInTheDocument();
  });

  it('at zero keeps the person here and offers the same time again, or another time when it was taken', async () => {
    const { calls } = answerApi({ 'POST /reservations': () => failure(409, { code: 'TIME_SLOT_TAKEN' }) });
    renderTimer(inMinutes(-1));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We are no longer holding this time for you. Everything you entered is kept',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Hold this time again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else has booked this time');
    expect(calls.find((c) => c.path === '/reservations')?.botCheckToken).toBe('token');
    expect(screen.getByRole('button', { name: 'Choose another time' })).toBeInTheDocument();
  });
});
