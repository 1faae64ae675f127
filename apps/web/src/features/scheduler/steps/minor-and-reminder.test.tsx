import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/routes.tsx';
import { BotCheckRenderer } from '../../../components/ui/bot-tokens.tsx';
import {
  SCHEDULER_STATE_VERSION,
  SCHEDULER_STORAGE_KEY,
  schedulerMachine,
  type SchedulerEvent,
} from '../machine/scheduler.machine.ts';

let tokens = 0;
/** The proof of work cannot run in jsdom; this widget hands out a fresh token at once, as a solved widget would. */
function FakeBotCheck({ onToken }: { onToken: (t: string | null) => void }) {
  const [token] = useState(() => `token-${++tokens}`);
  useState(() => queueMicrotask(() => onToken(token)));
  return null;
}

function renderApp(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <>
      <BotCheckRenderer.Provider value={(props) => <FakeBotCheck onToken={props.onToken} />}>
        <RouterProvider router={router} />
      </BotCheckRenderer.Provider>
    </>,
  );
  return { location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

function storeFlow(events: SchedulerEvent[]) {
  const actor = createActor(schedulerMachine).start();
  for (const event of events) actor.send(event);
  window.sessionStorage.setItem(
    SCHEDULER_STORAGE_KEY,
    JSON.stringify({ version: SCHEDULER_STATE_VERSION, snapshot: actor.getPersistedSnapshot() }),
  );
  return actor.getSnapshot();
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking for a minor', () => {
  it(
    'asks the age range, and a 5-11 year old continues with flu only once RSV is refused',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const app = renderApp('/schedule');
      await user.click(await screen.findByRole('checkbox', { name: /^Flu/ }, { timeout: 15_000 }));
      await user.click(screen.getByRole('checkbox', { name: 'RSV' }));
      await user.click(screen.getByRole('button', { name: 'Book for 17 and under' }));
      const group = await screen.findByRole(
        'group',
        { name: 'How old is the person getting vaccinated?' },
        { timeout: 15_000 },
      );
      expect(app.location()).toBe('/schedule/age');
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.parentElement?.textContent),
      ).toEqual(['12-17 years', '5-11 years', '3-4 years']);

      await user.click(screen.getByRole('radio', { name: '5-11 years' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const modal = await screen.findByRole('dialog', { name: 'Some vaccines cannot be booked for this age' });
      expect(modal).toHaveTextContent('RSV cannot be booked online for someone in this age range.');
      await user.click(within(modal).getByRole('button', { name: /^Continue with Flu/ }));
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Where do you want to get vaccinated?' },
          { timeout: 15_000 },
        ),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/schedule/search');
    },
  );

  it(
    'offers only the quiz when nothing chosen can be booked at that age, and keeps the quiz answers',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const app = renderApp('/schedule');
      await user.click(await screen.findByRole('checkbox', { name: 'RSV' }, { timeout: 15_000 }));
      await user.click(screen.getByRole('button', { name: 'Book for 17 and under' }));
      await user.click(await screen.findByRole('radio', { name: '3-4 years' }, { timeout: 15_000 }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const modal = await screen.findByRole('dialog', { name: 'Some vaccines cannot be booked for this age' });
      expect(within(modal).queryByRole('button', { name: /^Continue with/ })).toBeNull();
      await user.click(within(modal).getByRole('button', { name: 'Take the eligibility quiz' }));
      const confirm = await screen.findByRole('dialog', { name: 'Leave this booking?' });
      await user.click(within(confirm).getByRole('button', { name: 'Go to the quiz' }));
      await vi.waitFor(() => expect(app.location()).toBe('/eligibility?retainState=true'), { timeout: 15_000 });
    },
  );
});

describe('the pregnancy question for a minor', () => {
  it('says RSV is only for pregnancy under 18, and continues with the other vaccine', { timeout: 30_000 }, async () => {
    expect(
      storeFlow([
        { type: 'TOGGLE_VACCINE_KIND', kind: 'rsv', fluInSeason: true },
        { type: 'TOGGLE_VACCINE_KIND', kind: 'flu', fluInSeason: true },
        { type: 'SET_BOOKING_FLOW', flow: 'minor' },
        { type: 'CONTINUE' },
        { type: 'SET_MIN_AND_MAX_AGE_VALUES', ageMin: 12, ageMax: 17 },
        { type: 'CONTINUE' },
      ]).value,
    ).toBe('pregnancy');
    const user = userEvent.setup();
    const app = renderApp('/schedule/pregnancy');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Is the person getting vaccinated pregnant?' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    const modal = await screen.findByRole('dialog', { name: 'RSV vaccines cannot be booked for this person' });
    await user.click(within(modal).getByRole('button', { name: 'Continue with the other vaccine' }));
    await vi.waitFor(() => expect(app.location()).toBe('/schedule/search'), { timeout: 15_000 });
  });
});

describe('the maternal RSV reminder form', () => {
  const reminderFlow: SchedulerEvent[] = [
    { type: 'TOGGLE_VACCINE_KIND', kind: 'rsv', fluInSeason: true },
    { type: 'TOGGLE_VACCINE_KIND', kind: 'flu', fluInSeason: true },
    { type: 'SET_BOOKING_FLOW', flow: 'adult' },
    { type: 'CONTINUE' },
    { type: 'SET_PREGNANCY', isPregnant: true },
    { type: 'CONTINUE' },
    // Due 15 March 2027: week 32 starts on 18 January, more than two weeks after 22 November 2026.
    { type: 'SET_DUE_DATE', date: '2027-03-15' },
    { type: 'CONTINUE' },
    {
      type: 'SET_LAT_LNG',
      coordinates: { lat: 40.75, lng: -73.99, locationType: 'searchPrecise', query: '10001', postalCode: '10001' },
    },
    { type: 'SET_MATERNAL_RSV_ELIGIBILITY', status: 'REMINDER' },
    { type: 'CONTINUE' },
  ];

  it(
    'checks the fields, shows loading then an error, and on 202 asks the person to confirm by e-mail',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 22, 12));
      expect(storeFlow(reminderFlow).value).toBe('rsvPregnancyReminder');
      const bodies: unknown[] = [];
      let answer: (value: Response) => void = () => undefined;
      vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
        if (!String(input).includes('/reminders/batch_create'))
          return Promise.resolve(new Response('{}', { status: 404 }));
        bodies.push(JSON.parse(String(init.body)));
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      });
      const user = userEvent.setup();
      const app = renderApp('/schedule/maternal-rsv/reminder');
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Get a reminder to book maternal RSV' },
        { timeout: 15_000 },
      );
      expect(
        screen.getByText('The vaccine can be given from January 18, 2027 to January 31, 2027.'),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Send me a reminder' }));
      // The name and e-mail rules load with the first focus on the form, so the message follows a moment later.
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
          'Enter your first name',
        ),
      );
      expect(bodies).toEqual([]);

      await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
      await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@example.com');
      await user.click(screen.getByRole('button', { name: 'Send me a reminder' }));
      expect(await screen.findByRole('button', { name: 'Saving your reminder…' })).toBeDisabled();
      expect(bodies[0]).toMatchObject({
        reminders: [
          {
            firstName: 'Ana',
            email: 'ana@example.com',
            reminderType: 'maternal_rsv',
            locale: 'en',
            metadata: {
              expectedDueDate: '2027-03-15',
              estimatedVaccinationWindowStartDate: '2027-01-18',
              estimatedVaccinationWindowEndDate: '2027-01-31',
            },
          },
        ],
      });
      answer(
        new Response(JSON.stringify({ errors: [{ code: 'SOMETHING_WENT_WRONG', message: 'Down' }] }), { status: 503 }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your reminder');

      await user.click(await screen.findByRole('button', { name: 'Send me a reminder' }));
      answer(
        new Response(
          JSON.stringify({
            data: {
              reminders: [
                {
                  id: 'r1',
                  firstName: 'Ana',
                  email: 'ana@example.com',
                  remindAt: '2027-01-18T13:00:00.000Z',
                  reminderType: 'maternal_rsv',
                  reminderUrl: 'http://localhost/schedule',
                  status: 'awaiting_confirmation',
                },
              ],
            },
          }),
          { status: 202 },
        ),
      );
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Check your e-mail to confirm your reminder' },
          { timeout: 15_000 },
        ),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/schedule/maternal-rsv/reminder/result');
      expect(screen.getByText('January 18, 2027 to January 31, 2027')).toBeInTheDocument();
      expect(screen.getByText('ana@example.com')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue to book Flu' }));
      await vi.waitFor(() => expect(app.location()).toBe('/schedule/results'), { timeout: 15_000 });
    },
  );
});
