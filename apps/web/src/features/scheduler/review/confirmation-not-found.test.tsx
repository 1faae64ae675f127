import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, failure, renderBooking } from './review-test-support.tsx';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

// An e-mailed link with a code the server does not know (mistyped, cut short, or erased): the page says so, and never
// "Your appointment is booked" under an error.
const cases = [
  {
    prefix: '',
    title: 'We could not find this booking',
    find: 'Find my booking',
    booked: 'Your appointment is booked',
  },
  {
    prefix: '/es',
    title: 'No encontramos esta reserva',
    find: 'Buscar mi reserva',
    booked: 'Su cita está reservada',
  },
];

describe('the confirmation page for an unknown access code', () => {
  for (const text of cases) {
    it(`says no booking was found and how to find one (${text.prefix || 'en'})`, { timeout: 30_000 }, async () => {
      answerApi({ 'GET /registrations/nope': () => failure(404, { code: 'NOT_FOUND' }) });
      renderBooking(`${text.prefix}/schedule/confirmation?accessCode=nope`);
      expect(await screen.findByRole('heading', { level: 1, name: text.title }, { timeout: 15_000 })).toBeVisible();
      expect(screen.getByRole('link', { name: text.find })).toHaveAttribute('href', `${text.prefix}/schedule/find`);
      expect(screen.queryByText(text.booked)).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  }
});
