// Issue 30: a 72-year-old man handed over from the quiz is not asked "Are you pregnant?"; without the quiz the
// question is asked of the person getting the vaccine.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(() => window.sessionStorage.clear());

const rsv = encodeURIComponent(JSON.stringify([{ kind: 'rsv' }]));

describe('the pregnancy question on the adult flow', () => {
  it(
    'is skipped when the link from the quiz says a pregnancy is ruled out, and Back returns to the landing',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const app = renderApp(`/schedule?services=${rsv}&pregnant=false`);
      await user.click(await screen.findByRole('button', { name: 'Book for 18 and over' }, { timeout: 15_000 }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Which RSV vaccine brand do you prefer?' }),
      ).toBeInTheDocument();
      expect(app.location()).toBe('/schedule/brand/rsv');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByRole('button', { name: 'Book for 18 and over' })).toBeInTheDocument();
    },
  );

  it(
    'is asked of the person getting the vaccine when nothing rules it out, in English and Spanish',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      renderApp(`/es/schedule?services=${rsv}`);
      await user.click(
        await screen.findByRole('button', { name: 'Reservar para personas de 18 años o más' }, { timeout: 15_000 }),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: '¿Está embarazada la persona que se vacunará?' }),
      ).toBeInTheDocument();
    },
  );
});
