import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { heldSlot, storeFlow } from '../machine/scheduler-test-fixtures.ts';
import { answerApi, json } from '../review/review-test-support.tsx';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the acknowledgements at the patient step', () => {
  it(
    'asks once per vaccine, with every reason, when a state adds its prescription rule to the condition rule (Arizona)',
    { timeout: 30_000 },
    async () => {
      storeFlow({
        kinds: ['covid_19'],
        until: 'patientInfo',
        held: heldSlot({ webAddress: null, phoneNumber: null }),
      });
      answerApi({
        'POST /eligibilities': () =>
          json(200, {
            data: {
              warnings: [
                { code: 'MEDICAL_CONDITION', service: 'covid_19', message: 'condition (test)' },
                { code: 'PRESCRIPTION_REQUIRED', service: 'covid_19', message: 'prescription (test)' },
              ],
            },
          }),
      });
      const user = userEvent.setup();
      renderApp('/schedule/info');
      await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 15_000 });
      const values: Record<string, string> = {
        'First name': 'Ana',
        'Last name': 'Ruiz',
        'Date of birth': `0101${new Date().getFullYear() - 30}`,
        'Address line 1': '1 Main St',
        City: 'Phoenix',
        State: 'AZ',
        'ZIP code': '85004',
        Email: 'ana@example.com',
      };
      for (const [name, value] of Object.entries(values)) await user.type(screen.getByRole('textbox', { name }), value);
      await user.click(screen.getByRole('radio', { name: 'Female' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const group = await screen.findByRole('group', { name: 'Please confirm before you continue' });
      expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
      expect(
        within(group).getByRole('checkbox', { name: 'I understand and want to book the COVID-19 vaccine' }),
      ).toBeInTheDocument();
      expect(group).toHaveTextContent('People 18 to 64 need a condition');
      expect(group).toHaveTextContent('A prescription is required for the COVID-19 vaccine');
    },
  );
});
