import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { GROUP_STATE_VERSION, GROUP_STORAGE_KEY, groupMachine, type GroupEvent } from './group.machine.ts';

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
});

const stored = () => JSON.parse(window.sessionStorage.getItem(GROUP_STORAGE_KEY) ?? 'null');

function partyInStorage(version: number, ...events: GroupEvent[]) {
  const actor = createActor(groupMachine).start();
  for (const event of events) actor.send(event);
  window.sessionStorage.setItem(GROUP_STORAGE_KEY, JSON.stringify({ version, snapshot: actor.getPersistedSnapshot() }));
}

describe('group booking pages', () => {
  it('sends an address ahead of the party back to the group size', async () => {
    const app = renderApp('/schedule/vaccines');
    await screen.findByRole('heading', { level: 1, name: 'How many people are you booking for?' });
    expect(app.location()).toBe('/schedule/group');
  });

  it('asks a party of three for each person, and says what is missing', async () => {
    const user = userEvent.setup();
    const app = renderApp('/schedule/group');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose how many people you are booking for.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '3 people' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Who are the 3 people getting vaccinated?' });
    expect(app.location()).toBe('/schedule/recipients');
    expect(screen.getAllByRole('group', { name: /^Person \d$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Enter the first name of person 2.' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'How many people are you booking for?' });
    expect(screen.getByRole('radio', { name: '3 people' })).toBeChecked();
  });

  it('refuses a name that carries a phone number or a disguised link, and says so in Spanish', async () => {
    const user = userEvent.setup();
    renderApp('/es/schedule/group');
    await user.click(await screen.findByRole('radio', { name: '2 personas' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const firstNames = await screen.findAllByRole('textbox', { name: 'Nombre' });
    await user.type(firstNames[0]!, 'Llame 212 555 0100');
    await user.type(firstNames[1]!, 'evil DOT com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    for (const n of [1, 2])
      expect(
        await screen.findByRole('link', {
          name: `Escriba solo el nombre de la persona ${n}, sin enlaces, correos electrónicos ni números de teléfono.`,
        }),
      ).toBeVisible();
  });

  it('asks one person only for a date of birth, and resumes the stored flow after a reload', async () => {
    partyInStorage(GROUP_STATE_VERSION, { type: 'SET_GROUP_SIZE', size: 1 }, { type: 'CONTINUE' });
    const app = renderApp('/schedule/dob');
    await screen.findByRole('heading', {
      level: 1,
      name: 'What is the date of birth of the person getting vaccinated?',
    });
    expect(app.location()).toBe('/schedule/dob');
  });

  it('clears a stored flow of another version and starts fresh', async () => {
    partyInStorage(GROUP_STATE_VERSION + 1, { type: 'SET_GROUP_SIZE', size: 1 }, { type: 'CONTINUE' });
    const app = renderApp('/schedule/dob');
    await screen.findByRole('heading', { level: 1, name: 'How many people are you booking for?' });
    expect(app.location()).toBe('/schedule/group');
    expect(stored()).toMatchObject({ version: GROUP_STATE_VERSION, snapshot: { value: 'groupSize' } });
  });

  it('says "select up to two" for each person on the vaccines page', async () => {
    partyInStorage(
      GROUP_STATE_VERSION,
      { type: 'SET_GROUP_SIZE', size: 2 },
      { type: 'CONTINUE' },
      {
        type: 'SET_MEMBERS',
        today: '2026-11-24',
        members: [
          { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '04/12/1980', sex: 'female', kinds: [] },
          { firstName: 'Leo', lastName: 'Ruiz', dateOfBirth: '06/30/2019', sex: 'male', kinds: [] },
        ],
      },
      { type: 'CONTINUE' },
    );
    const user = userEvent.setup();
    renderApp('/schedule/vaccines');
    const ana = await screen.findByRole('group', { name: 'Ana Ruiz' });
    expect(ana).toHaveTextContent('Select up to two.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Choose at least one vaccine for Leo Ruiz.' })).toBeVisible();
  });

  it('asks for the risk condition COVID-19 needs at 46, for that person by name, before the party goes on', async () => {
    partyInStorage(
      GROUP_STATE_VERSION,
      { type: 'SET_GROUP_SIZE', size: 2 },
      { type: 'CONTINUE' },
      {
        type: 'SET_MEMBERS',
        today: '2026-11-24',
        members: [
          { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '04/12/1980', sex: 'female', kinds: ['covid_19'] },
          { firstName: 'Rosa', lastName: 'Ruiz', dateOfBirth: '01/20/1950', sex: 'female', kinds: ['covid_19'] },
        ],
      },
      { type: 'CONTINUE' },
    );
    const user = userEvent.setup();
    const app = renderApp('/schedule/vaccines');
    const box = await screen.findByRole('checkbox', {
      name: 'Ana Ruiz has a condition that puts them at increased risk of severe COVID-19',
    });
    // Rosa is 76: COVID-19 needs no condition at her age.
    expect(screen.getAllByRole('checkbox', { name: /has a condition/ })).toHaveLength(1);
    expect(box).toHaveAccessibleDescription(
      'COVID-19 vaccines are booked online for people 18 to 64 only if they have a condition that puts them at increased risk of severe COVID-19.',
    );
    expect(screen.getByText('Which conditions count for COVID-19?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', {
        name: 'Confirm that Ana Ruiz has a condition that puts them at increased risk, or unselect COVID-19.',
      }),
    ).toBeVisible();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/group/search'));
    expect(stored().snapshot.context.members[0].confirmedConditions).toEqual(['covid_19']);
  });

  it('searches with suggestions and offers "use my current location", as the single search does', async () => {
    partyInStorage(
      GROUP_STATE_VERSION,
      { type: 'SET_GROUP_SIZE', size: 1 },
      { type: 'CONTINUE' },
      {
        type: 'SET_MEMBERS',
        today: '2026-11-24',
        members: [{ firstName: '', lastName: '', dateOfBirth: '04/12/1950', kinds: ['flu'] }],
      },
      { type: 'CONTINUE' },
      { type: 'CONTINUE' },
    );
    renderApp('/es/schedule/group/search');
    expect(await screen.findByRole('combobox', { name: 'Código postal o dirección' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Usar mi ubicación actual' })).toBeVisible();
  });

  it("opens a party's confirmation address in a new session on the booking's manage page, not a new party", async () => {
    const app = renderApp('/es/schedule/group/confirmation?accessCode=abcdefghijklmnopqrstuvwx');
    await waitFor(() => expect(app.location()).toBe('/es/schedule/manage?accessCode=abcdefghijklmnopqrstuvwx'));
  });
});
