import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { schedulerMachine, selectedKinds } from '../machine/scheduler.machine.ts';
import { form, heldSlot, storeFlow } from '../machine/scheduler-test-fixtures.ts';

function machine() {
  const actor = createActor(schedulerMachine);
  actor.start();
  return actor;
}

describe('a deeplink to the schedule landing', () => {
  it(
    'lands with the linked vaccines chosen, keeps the checkbox order and leaves the address clean',
    { timeout: 30_000 },
    async () => {
      const app = renderApp(
        '/schedule?services=[{"kind":"rsv"},{"kind":"pneumococcal"},{"kind":"covid_19"}]&order=pneumococcal',
      );
      await screen.findByRole('checkbox', { name: 'RSV' }, { timeout: 15_000 });
      // The link is applied just after the landing first renders.
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'RSV' })).toBeChecked());
      expect(screen.getByRole('checkbox', { name: /Pneumococcal/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'COVID-19' })).not.toBeChecked();
      await waitFor(() => expect(app.location()).toBe('/schedule?order=pneumococcal'));
      expect(screen.getAllByRole('checkbox')[0]).toHaveAccessibleName(/Pneumococcal/);
    },
  );
});

describe('the scheduler given a deeplink', () => {
  it('with retainState keeps what the link does not mention', () => {
    const actor = machine();
    actor.send({ type: 'HANDLE_DEEPLINK', services: [{ kind: 'rsv' }], isPregnant: true, dueDate: '2027-02-01' });
    actor.send({
      type: 'HANDLE_DEEPLINK',
      retainState: true,
      coordinates: { lat: 40.75, lng: -73.99, locationType: 'searchPrecise', query: '10001' },
    });
    const { context } = actor.getSnapshot();
    expect(selectedKinds(context)).toEqual(['rsv']);
    expect(context).toMatchObject({
      isPregnant: true,
      pregnancyDueDate: '2027-02-01',
      coordinates: { query: '10001' },
    });
  });

  it('without retainState replaces kinds, pregnancy, due date and coordinates', () => {
    const actor = machine();
    actor.send({ type: 'HANDLE_DEEPLINK', services: [{ kind: 'rsv' }], isPregnant: true, dueDate: '2027-02-01' });
    actor.send({ type: 'HANDLE_DEEPLINK', services: [{ kind: 'flu' }] });
    expect(actor.getSnapshot().context).toMatchObject({
      selectedVaccineKinds: [{ kind: 'flu' }],
      isPregnant: null,
      pregnancyDueDate: null,
      coordinates: null,
    });
  });

  it('remembers the value each field to reconfirm held, so the form can ask for a new one', () => {
    const actor = machine();
    actor.send({ type: 'HANDLE_DEEPLINK', retainState: true, confirmPatientInfo: ['email'] });
    expect(actor.getSnapshot().context.reconfirmFields).toEqual({ email: '' });
  });
});

describe('a link asking to reconfirm patient details (confirmPatientInfo)', () => {
  it('refuses the old e-mail on the patient form until a new one is given', { timeout: 30_000 }, async () => {
    const stored = storeFlow({
      until: 'patientInfo',
      held: heldSlot({ webAddress: null, phoneNumber: null }),
      then: [
        { type: 'SET_PATIENT_FORM_DATA', data: form },
        { type: 'HANDLE_DEEPLINK', retainState: true, confirmPatientInfo: ['email'] },
        { type: 'MANUAL_GOTO', step: 'patientInfo' },
      ],
    });
    expect(stored.reconfirmFields).toEqual({ email: 'ana@example.com' });

    const user = userEvent.setup();
    const app = renderApp('/schedule/info');
    await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 15_000 });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      (await screen.findAllByText(/The provider could not accept this email. Please enter a different one./)).length,
    ).toBeGreaterThan(0);
    expect(email).toHaveFocus();
    expect(app.location()).toBe('/schedule/info');

    await user.clear(email);
    await user.type(email, 'ANA@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(app.location()).toBe('/schedule/info');
    await user.clear(email);
    await user.type(email, 'ana.ruiz@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
