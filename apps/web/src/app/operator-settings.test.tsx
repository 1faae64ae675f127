import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The operator's build settings (README, web build settings), in place before the site's modules read them. The
// English hours are left unset to show the default; the Spanish ones are the operator's own.
vi.hoisted(() => {
  vi.stubEnv('VITE_BOOKING_PHONE', '(800) 555-0199');
  vi.stubEnv('VITE_BOOKING_PHONE_HOURS_ES', 'Todos los días de 8 a. m. a 8 p. m.');
  vi.stubEnv('VITE_ALERT_BANNER_EN', 'Flu cases are rising in your area.');
  vi.stubEnv('VITE_ALERT_BANNER_ES', 'Los casos de gripe aumentan en su zona.');
  vi.stubEnv('VITE_ALERT_BANNER_URL', 'https://www.cdc.gov/flu/');
});

const { renderApp } = await import('../test/render-app.tsx');

const cases = [
  {
    locale: 'en',
    home: '/',
    landing: '/schedule',
    partner: '/bookvaccines',
    toggle: 'Menu',
    menu: 'Main menu',
    menuPhone: 'Book by phone: (800) 555-0199',
    menuHours: 'Weekdays 9am–9pm, weekends 9am–5pm ET',
    card: 'Book by phone',
    call: 'Call (800) 555-0199',
    cardHours: 'Monday to Friday, 9am to 9pm; Saturday and Sunday, 9am to 5pm Eastern time.',
    alert: 'Public health alert',
    alertText: 'Flu cases are rising in your area.',
    readMore: 'Read more (opens in a new tab)',
    dismiss: 'Dismiss this alert',
  },
  {
    locale: 'es',
    home: '/es',
    landing: '/es/schedule',
    partner: '/es/bookvaccines',
    toggle: 'Menú',
    menu: 'Menú principal',
    menuPhone: 'Reserve por teléfono: (800) 555-0199',
    menuHours: 'Todos los días de 8 a. m. a 8 p. m.',
    card: 'Reserve por teléfono',
    call: 'Llamar al (800) 555-0199',
    cardHours: 'Todos los días de 8 a. m. a 8 p. m.',
    alert: 'Alerta de salud pública',
    alertText: 'Los casos de gripe aumentan en su zona.',
    readMore: 'Más información (se abre en una pestaña nueva)',
    dismiss: 'Cerrar esta alerta',
  },
] as const;

describe.each(cases)('operator settings switched on ($locale)', (c) => {
  it('puts the booking phone with its hours in the menu, reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderApp(c.home);
    await screen.findByRole('heading', { level: 1 });
    screen.getByRole('button', { name: c.toggle }).focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('navigation', { name: c.menu });
    const phone = within(menu).getByRole('link', { name: c.menuPhone });
    expect(phone).toHaveAttribute('href', 'tel:+18005550199');
    expect(phone.parentElement).toHaveTextContent(c.menuHours);
  });

  it.each(['home', 'landing', 'partner'] as const)('shows the phone concierge card on the %s page', async (page) => {
    renderApp(c[page]);
    const card = await screen.findByRole('region', { name: c.card });
    expect(within(card).getByRole('heading', { level: 2, name: c.card })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: c.call })).toHaveAttribute('href', 'tel:+18005550199');
    expect(card).toHaveTextContent(c.cardHours);
  });

  it('shows the alert banner above the page with its link, and dismissing it keeps it away for the session', async () => {
    const user = userEvent.setup();
    const app = renderApp(c.home);
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('region', { name: c.alert });
    expect(banner).toHaveTextContent(`${c.alert}: ${c.alertText}`);
    // Above the header: the first landmark after the skip link.
    expect(banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const readMore = within(banner).getByRole('link', { name: c.readMore });
    expect(readMore).toHaveAttribute('href', 'https://www.cdc.gov/flu/');
    expect(readMore).toHaveAttribute('target', '_blank');
    expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(banner).getByRole('button', { name: c.dismiss }));
    await waitFor(() => expect(screen.queryByRole('region', { name: c.alert })).toBeNull());
    app.unmount();
    renderApp(c.home);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: c.alert })).toBeNull();
  });
});
