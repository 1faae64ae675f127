import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { SCHEDULER_STORAGE_KEY } from '../machine/scheduler.machine.ts';
import { heldSlot, storeFlow } from '../machine/scheduler-test-fixtures.ts';

beforeEach(() => window.sessionStorage.clear());

const noContact = { webAddress: null, phoneNumber: null };

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const storedKinds = () =>
  (
    JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
      snapshot: { context: { selectedVaccineKinds: Array<{ kind: string }> } };
    }
  ).snapshot.context.selectedVaccineKinds.map((v) => v.kind);

async function fillAndSubmit(dateOfBirth: string, overrides: Record<string, string> = {}) {
  const user = userEvent.setup();
  const app = renderApp('/schedule/info');
  await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 15_000 });
  const values: Record<string, string> = {
    'First name': 'Ana',
    'Last name': 'Ruiz',
    'Date of birth': dateOfBirth,
    'Address line 1': '1 Main St',
    City: 'New York',
    State: 'NY',
    'ZIP code': '10001',
    Email: 'ana@example.com',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) await user.type(field(name), value);
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { user, app };
}

const yearsAgo = (years: number) => `0101${new Date().getFullYear() - years}`;

describe('eligibility at the patient step', () => {
  it(
    'single ineligible: a 40-year-old booking RSV and flu is told RSV needs 50+ and continues with flu only',
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['rsv', 'flu'], until: 'patientInfo', held: heldSlot(noContact) });
      const { user, app } = await fillAndSubmit(yearsAgo(40));
      // Said under the date of birth it is about, with the focus on it; no dialog over the form.
      const problem = await screen.findByRole('alert', { name: 'RSV cannot be booked online for this person' });
      expect(problem).toHaveFocus();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(field('Date of birth').compareDocumentPosition(problem) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(problem).getByText('Must be 50+ to book RSV online')).toBeInTheDocument();
      await user.click(within(problem).getByRole('button', { name: 'Continue with Flu' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/schedule/review');
      expect(storedKinds()).toEqual(['flu']);
    },
  );

  it(
    'double ineligible: a 17-year-old with flu and COVID-19 can only start over, which returns to the landing',
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['flu', 'covid_19'], until: 'patientInfo', held: heldSlot(noContact) });
      const { user, app } = await fillAndSubmit(yearsAgo(17));
      const problem = await screen.findByRole('alert', {
        name: 'These vaccines cannot be booked online for this person',
      });
      await user.click(within(problem).getByRole('button', { name: 'Start over' }));
      await waitFor(() => expect(app.location()).toBe('/schedule'));
      expect(storedKinds()).toEqual([]);
    },
  );

  it(
    'a mistyped date of birth is corrected right above the reason, and the booking goes on with both vaccines',
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['flu', 'covid_19'], until: 'patientInfo', held: heldSlot(noContact) });
      const { user, app } = await fillAndSubmit(yearsAgo(17));
      const problem = await screen.findByRole('alert', {
        name: 'These vaccines cannot be booked online for this person',
      });
      expect(problem).toHaveTextContent('Must be 18+ to book online. A parent or guardian can book for a minor.');
      expect(problem).toHaveTextContent('If the date of birth is wrong, correct it above and press Continue again.');
      expect(field('Date of birth')).toHaveValue(`01/01/${new Date().getFullYear() - 17}`);
      await user.clear(field('Date of birth'));
      await user.type(field('Date of birth'), yearsAgo(70));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(app.location()).toBe('/schedule/review'));
      expect(storedKinds()).toEqual(['flu', 'covid_19']);
    },
  );

  it(
    'one ineligible with the other warning: pneumococcal is removed at 18, then COVID-19 needs its checkbox',
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['pneumococcal', 'covid_19'], until: 'patientInfo', held: heldSlot(noContact) });
      const { user, app } = await fillAndSubmit(yearsAgo(18));
      const problem = await screen.findByRole('alert', {
        name: 'Pneumococcal pneumonia cannot be booked online for this person',
      });
      expect(
        within(problem).getByText(/After this you will be asked to confirm the COVID-19 vaccine/),
      ).toBeInTheDocument();
      await user.click(within(problem).getByRole('button', { name: 'Continue with COVID-19' }));
      const box = await screen.findByRole('checkbox', { name: 'I understand and want to book the COVID-19 vaccine' });
      expect(app.location()).toBe('/schedule/info');
      await user.click(box);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(app.location()).toBe('/schedule/review'));
      expect(storedKinds()).toEqual(['covid_19']);
    },
  );

  it(
    'double warning: a 30-year-old with COVID-19 and pneumococcal must tick both boxes, each saying Select to continue',
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['covid_19', 'pneumococcal'], until: 'patientInfo', held: heldSlot(noContact) });
      const { user, app } = await fillAndSubmit(yearsAgo(30));
      expect(
        await screen.findByRole('group', { name: 'Please confirm both vaccines before you continue' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'I understand and want to book the COVID-19 vaccine' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const pneumococcal = 'I understand and want to book the Pneumococcal pneumonia vaccine';
      expect(await screen.findByRole('checkbox', { name: pneumococcal })).toHaveAccessibleDescription(
        'Select to continue',
      );
      expect(
        screen.getByRole('checkbox', { name: 'I understand and want to book the COVID-19 vaccine' }),
      ).not.toHaveAccessibleDescription();
      expect(app.location()).toBe('/schedule/info');
      await user.click(screen.getByRole('checkbox', { name: pneumococcal }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(app.location()).toBe('/schedule/review'));
      // What the booking sends, for the server to check again (decision 256).
      const stored = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
        snapshot: { context: { patientForm: { confirmedConditions?: string[] } } };
      };
      expect(stored.snapshot.context.patientForm.confirmedConditions).toEqual(['covid_19', 'pneumococcal']);
    },
  );

  it('RSV at 60 names the risk conditions that make RSV recommended at that age', { timeout: 30_000 }, async () => {
    storeFlow({ kinds: ['rsv'], until: 'patientInfo', held: heldSlot(noContact) });
    const { user } = await fillAndSubmit(yearsAgo(60));
    await user.click(await screen.findByText('Which conditions count for RSV?'));
    expect(screen.getByText('Diabetes (type 1 or type 2)')).toBeVisible();
    // A COVID-19-only condition is not offered as a reason for RSV.
    expect(screen.queryByText('Physical inactivity')).not.toBeInTheDocument();
  });

  it('single warning: a 30-year-old booking COVID-19 confirms one checkbox', { timeout: 30_000 }, async () => {
    storeFlow({ kinds: ['covid_19'], until: 'patientInfo', held: heldSlot(noContact) });
    await fillAndSubmit(yearsAgo(30));
    expect(await screen.findByRole('group', { name: 'Please confirm before you continue' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('a field the provider rejected must be entered with a different value', { timeout: 30_000 }, async () => {
    storeFlow({ kinds: ['flu'], until: 'patientInfo', held: heldSlot(noContact) });
    // The flow as review leaves it after a MISSING_INFORMATION on the e-mail: back on the patient step with it saved.
    const raw = JSON.parse(window.sessionStorage.getItem(SCHEDULER_STORAGE_KEY)!) as {
      snapshot: { context: Record<string, unknown> };
    };
    raw.snapshot.context.reconfirmFields = { email: 'ana@example.com' };
    window.sessionStorage.setItem(SCHEDULER_STORAGE_KEY, JSON.stringify(raw));
    const { user, app } = await fillAndSubmit(yearsAgo(70));
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription(
        /The provider could not accept this email\. Please enter a different one\./,
      ),
    );
    expect(app.location()).toBe('/schedule/info');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ana.ruiz@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/review'));
  });
});
