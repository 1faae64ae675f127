import { screen, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { schedulerMachine, selectedKinds } from './scheduler.machine.ts';

function machine() {
  const actor = createActor(schedulerMachine);
  actor.start();
  return actor;
}

describe('a deeplink to the schedule landing', () => {
  it('lands with the linked vaccines chosen, keeps the checkbox order and leaves the address clean', { timeout: 30_000 }, async () => {
    const app = renderApp('/schedule?services=[{"kind":"rsv"},{"kind":"pneumococcal"},{"kind":"covid_19"}]&order=pneumococcal');
    expect(await screen.findByRole('checkbox', { name: 'RSV' }, { timeout: 15_000 })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Pneumococcal/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'COVID-19' })).not.toBeChecked();
    await waitFor(() => expect(app.location()).toBe('/schedule?order=pneumococcal'));
    expect(screen.getAllByRole('checkbox')[0]).toHaveAccessibleName(/Pneumococcal/);
  });
});

describe('the scheduler given a deeplink', () => {
  it('with retainState keeps what the link does not mention', () => {
    const actor = machine();
    actor.send({ type: 'HANDLE_DEEPLINK', services: [{ kind: 'rsv' }], isPregnant: true, dueDate: '2027-02-01' });
    actor.send({ type: 'HANDLE_DEEPLINK', retainState: true, coordinates: { lat: 40.75, lng: -73.99, locationType: 'searchPrecise', query: '10001' } });
    const { context } = actor.getSnapshot();
    expect(selectedKinds(context)).toEqual(['rsv']);
    expect(context).toMatchObject({ isPregnant: true, pregnancyDueDate: '2027-02-01', coordinates: { query: '10001' } });
  });

  it('without retainState replaces kinds, pregnancy, due date and coordinates', () => {
    const actor = machine();
    actor.send({ type: 'HANDLE_DEEPLINK', services: [{ kind: 'rsv' }], isPregnant: true, dueDate: '2027-02-01' });
    actor.send({ type: 'HANDLE_DEEPLINK', services: [{ kind: 'flu' }] });
    expect(actor.getSnapshot().context).toMatchObject({ selectedVaccineKinds: [{ kind: 'flu' }], isPregnant: null, pregnancyDueDate: null, coordinates: null });
  });

  it('remembers the value each field to reconfirm held, so the form can ask for a new one', () => {
    const actor = machine();
    actor.send({ type: 'HANDLE_DEEPLINK', retainState: true, confirmPatientInfo: ['email'] });
    expect(actor.getSnapshot().context.fieldsToReconfirm).toEqual({ email: '' });
  });
});
