import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vaccineSeason } from '@vaxnear/domain/season';
import { renderApp } from '../../test/render-app.tsx';
import { todayIso } from '../../lib/today.ts';

describe('the find-covid home', () => {
  // The season comes from the domain's rule and today, never from the copy: it moves on by itself every August.
  const { startYear, endYear } = vaccineSeason(todayIso());

  it("names this season's COVID-19 vaccines", { timeout: 30_000 }, async () => {
    renderApp('/find-covid');
    await screen.findByRole('heading', { level: 1, name: 'Find a COVID-19 vaccine near you' }, { timeout: 15_000 });
    expect(
      screen.getByText(`The ${startYear} to ${endYear} COVID-19 vaccines are at pharmacies now.`, { exact: false }),
    ).toBeVisible();
  });

  it('names it in Spanish too', { timeout: 30_000 }, async () => {
    renderApp('/find-covid/es');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(
      screen.getByText(`Las vacunas contra el COVID-19 de ${startYear} a ${endYear} ya están en las farmacias.`, {
        exact: false,
      }),
    ).toBeVisible();
  });
});
