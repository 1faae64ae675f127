import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('switching language', () => {
  it('opens the same page in Spanish, keeping the query, and remembers the choice', async () => {
    const user = userEvent.setup();
    const app = renderApp('/terms?cmp=spring&src=mail');
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });

    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Español' }));

    await screen.findByRole('heading', { level: 1, name: 'Condiciones de uso' });
    expect(app.location()).toBe('/es/terms?cmp=spring&src=mail');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('vaxnear.locale')).toBe('es');
  });

  it('keeps the campaign segment and comes back to English without the prefix', async () => {
    const user = userEvent.setup();
    const app = renderApp('/walgreens/es/vaccination-cost?type=qr');
    await screen.findByRole('heading', { level: 1, name: '¿Cuánto cuesta vacunarse?' });

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'English' }));

    await screen.findByRole('heading', { level: 1, name: 'How much does vaccination cost?' });
    expect(app.location()).toBe('/walgreens/vaccination-cost?type=qr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('sends a visitor who chose Spanish before from the bare home address to the Spanish home', async () => {
    window.localStorage.setItem('vaxnear.locale', 'es');
    const app = renderApp('/?src=flyer');
    await screen.findByRole('heading', { level: 1, name: /Encuentre una vacuna/ });
    expect(app.location()).toBe('/es?src=flyer');
  });

  it('offers both languages from the keyboard-operable menu', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Vaccine eligibility' })).toHaveAttribute(
      'href',
      '/eligibility?resetQuiz=true',
    );
    expect(within(menu).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(toggle).toHaveFocus();
  });
});
