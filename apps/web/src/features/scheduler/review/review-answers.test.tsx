import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBooking } from './review-test-support.tsx';
import { heldSlot, storeFlow, storedContext } from '../machine/scheduler-test-fixtures.ts';

beforeEach(() => window.sessionStorage.clear());

describe('the review as "check your answers"', () => {
  it(
    'shows the date of birth, sex and address, and Change goes back to the step that asked',
    { timeout: 30_000 },
    async () => {
      storeFlow();
      const user = userEvent.setup();
      const app = renderBooking('/schedule/review');
      await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }, { timeout: 15_000 });
      const answers = screen.getByRole('heading', {
        level: 2,
        name: 'Details of the person getting vaccinated',
      }).parentElement!;
      expect(answers).toHaveTextContent('03/27/1960');
      expect(answers).toHaveTextContent('Female');
      expect(answers).toHaveTextContent(/1 Main St.*New York, NY 10001/);
      await user.click(within(answers).getByRole('button', { name: 'Change date of birth' }));
      await waitFor(() => expect(app.location()).toBe('/schedule/info'));
      expect(await screen.findByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/27/1960');
    },
  );

  it(
    "offers Change beside a chosen brand; the brand step's Continue returns to the review with the new brand",
    { timeout: 30_000 },
    async () => {
      storeFlow({ kinds: ['covid_19'], then: [{ type: 'SET_BRAND', kind: 'covid_19', brand: 'moderna' }] });
      const user = userEvent.setup();
      const app = renderBooking('/schedule/review');
      await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }, { timeout: 15_000 });
      const vaccines = screen.getByText('Vaccines').nextElementSibling as HTMLElement;
      expect(vaccines).toHaveTextContent('COVID-19 (Moderna)');
      await user.click(within(vaccines).getByRole('button', { name: 'Change the COVID-19 brand' }));
      await waitFor(() => expect(app.location()).toBe('/schedule/brand/covid_19'));
      const brands = await screen.findByRole('group', { name: 'Which COVID-19 vaccine brand do you prefer?' });
      expect(within(brands).getByRole('radio', { name: 'Moderna' })).toBeChecked();
      await user.click(within(brands).getByRole('radio', { name: 'Pfizer' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(app.location()).toBe('/schedule/review'));
      expect(await screen.findByText('COVID-19 (Pfizer)', { exact: false })).toBeVisible();
      expect(storedContext()).toMatchObject({ brands: { covid_19: 'pfizer' }, returnToReview: null });
    },
  );

  it(
    'lists only the brands the held pharmacy offers, and Back returns to the review unchanged, in Spanish',
    { timeout: 30_000 },
    async () => {
      const held = heldSlot();
      storeFlow({
        kinds: ['covid_19'],
        held: {
          ...held,
          location: {
            ...held.location,
            services: [{ kind: 'covid_19', brands: [{ brandName: 'moderna', minAge: 12, maxAge: 130 }] }],
          },
        },
        then: [{ type: 'SET_BRAND', kind: 'covid_19', brand: 'moderna' }],
      });
      const user = userEvent.setup();
      const app = renderBooking('/es/schedule/review');
      await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      await user.click(await screen.findByRole('button', { name: 'Cambiar la marca de COVID-19' }));
      const brands = await screen.findByRole('group', { name: '¿Qué marca de vacuna contra COVID-19 prefiere?' });
      expect(
        within(brands)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['moderna', 'none']);
      expect(brands).toHaveTextContent(
        'Su horario está reservado en Main Street Pharmacy: solo se muestran las marcas que ofrece.',
      );
      await user.click(screen.getByRole('button', { name: 'Atrás' }));
      await waitFor(() => expect(app.location()).toBe('/es/schedule/review'));
      expect(storedContext().brands.covid_19).toBe('moderna');
    },
  );

  it('offers Change beside the name and the e-mail, back to the step that asked', { timeout: 30_000 }, async () => {
    storeFlow();
    const user = userEvent.setup();
    const app = renderBooking('/schedule/review');
    await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Change person getting vaccinated' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(app.location()).toBe('/schedule/info'));
    expect(await screen.findByRole('textbox', { name: /E-?mail/i })).toHaveValue('ana@example.com');
  });

  it('offers no brand Change when no brand was chosen', { timeout: 30_000 }, async () => {
    storeFlow({ kinds: ['covid_19'] });
    renderBooking('/schedule/review');
    await screen.findByRole('heading', { level: 1, name: 'Check and book your appointment' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /brand/ })).toBeNull();
  });
});
