import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** The server's GET /chains answer: bookable locations per retailer. */
function serveCounts(counts: Record<string, number>) {
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname.endsWith('/chains'))
      return Promise.resolve(
        new Response(JSON.stringify({ data: counts }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    return Promise.resolve(new Response('{}', { status: 404 }));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the home partner grid', () => {
  it(
    'counts the locations a person can book per chain, and sends chains with none to their own site',
    { timeout: 30_000 },
    async () => {
      serveCounts({ cvs: 1234, duane_reade: 3, walmart: 1 });
      const user = userEvent.setup();
      renderApp('/');
      const section = (
        await screen.findByRole('heading', { level: 2, name: 'Our pharmacy partners' }, { timeout: 15_000 })
      ).parentElement!;
      expect(await within(section).findByText('(1,234 locations)')).toBeVisible();
      const [bookable] = within(section).getAllByRole('list');
      expect(
        within(bookable!)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['CVS Pharmacy (1,234 locations)', 'Walgreens (3 locations)', 'Walmart (1 location)']);
      expect(within(section).getByRole('heading', { level: 3, name: 'Not bookable here yet' })).toBeVisible();
      expect(within(section).queryByRole('link', { name: 'Book at CVS Pharmacy' })).toBeNull();
      await user.click(within(section).getByRole('link', { name: 'Book at Kroger' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(/www\.kroger\.com/)).toBeVisible();
    },
  );

  it('says the same in Spanish', { timeout: 30_000 }, async () => {
    serveCounts({ costco: 2 });
    renderApp('/es');
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Nuestras farmacias asociadas' }, { timeout: 15_000 })
    ).parentElement!;
    expect(await within(section).findByText('(2 lugares)')).toBeVisible();
    expect(within(section).getByRole('heading', { level: 3, name: 'Todavía no se puede reservar aquí' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Reservar en Walgreens' })).toBeVisible();
  });
});

describe('the walgreens campaign with no Walgreens location listed', () => {
  it(
    'says so before any search and links to walgreens.com and to every pharmacy here',
    { timeout: 30_000 },
    async () => {
      serveCounts({ cvs: 5 });
      renderApp('/walgreens/schedule');
      expect(
        await screen.findByText(/We list no Walgreens or Duane Reade pharmacy yet/, {}, { timeout: 15_000 }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Book on walgreens.com' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Search all pharmacies' })).toHaveAttribute('href', '/schedule');
    },
  );
});
