import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBooking } from './review-test-support.tsx';
import { storeFlow } from '../machine/scheduler-test-fixtures.ts';

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
});
