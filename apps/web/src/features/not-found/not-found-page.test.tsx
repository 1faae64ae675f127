import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('a page that does not exist', () => {
  it('says the page was not found, explains, offers the way home and keeps the address as typed', async () => {
    const app = renderApp('/no/such/page?from=mail#top');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/If you typed the web address, check it is correct/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(app.location()).toBe('/no/such/page?from=mail#top');
    // The shell sets the robots tag in an effect of its own, which may land just after the page's heading.
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow'),
    );
  });

  it('is in Spanish under /es and leads to the Spanish home', async () => {
    renderApp('/es/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'No se encontró la página' })).toBeInTheDocument();
    expect(screen.getByText(/Si escribió la dirección web, revise que sea correcta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es');
  });

  it('treats an unknown first segment as a missing page, not as a campaign', async () => {
    renderApp('/not-a-campaign/schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
