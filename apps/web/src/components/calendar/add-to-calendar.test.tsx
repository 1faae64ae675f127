import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '../../lib/i18n.ts';
import { AddToCalendar } from './add-to-calendar.tsx';

beforeAll(async () => {
  await loadNamespaces('en', ['common', 'scheduler-results']);
  await loadNamespaces('es', ['common', 'scheduler-results']);
});
afterEach(async () => {
  i18n.changeLanguage('en');
});

const appointment = {
  time: '2026-11-24T10:00:00-07:00',
  durationMinutes: 20,
  title: 'Vaccination appointment: Flu',
  description: 'Safeway #549, 500 East Third Street, Alliance, NE',
  location: 'Safeway #549, 500 East Third Street, Alliance, NE',
};

function renderButton() {
  return render(
    <>
      <MemoryRouter>
        <AddToCalendar accessCode="Abc123Def456Ghi789" appointment={appointment} />
      </MemoryRouter>
    </>,
  );
}

describe('adding the appointment to a calendar', () => {
  it('offers every provider, the online ones in a new tab, and the .ics file from the server', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to your calendar' }, { timeout: 5000 });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.textContent?.replace(/\s*\(opens in a new tab\)/, ''))).toEqual([
      'Apple Calendar (.ics file)',
      'Google Calendar',
      'Outlook.com',
      'Microsoft 365',
      'Microsoft Teams',
      'Yahoo Calendar',
      'Download an .ics file (other calendars)',
    ]);
    const href = (name: RegExp) =>
      new URL(within(dialog).getByRole('link', { name }).getAttribute('href')!, 'http://localhost');

    expect(href(/Apple/).pathname).toBe('/api/v1/registrations/Abc123Def456Ghi789/calendar.ics');
    expect(href(/Apple/).searchParams.get('locale')).toBe('en');
    // 10:00 at UTC-7 is 17:00 UTC; the appointment's own 20 minutes, as the server says.
    expect(href(/Google/).host).toBe('calendar.google.com');
    expect(href(/Google/).searchParams.get('dates')).toBe('20261124T170000Z/20261124T172000Z');
    expect(href(/Google/).searchParams.get('text')).toBe('Vaccination appointment: Flu');
    expect(href(/Outlook/).host).toBe('outlook.live.com');
    expect(href(/365/).host).toBe('outlook.office.com');
    expect(href(/Teams/).host).toBe('teams.microsoft.com');
    expect(href(/Teams/).searchParams.get('subject')).toBe('Vaccination appointment: Flu');
    expect(href(/Yahoo/).host).toBe('calendar.yahoo.com');
    for (const name of [/Google/, /Outlook/, /365/, /Teams/, /Yahoo/]) {
      expect(within(dialog).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the server for the Spanish file on the Spanish site', async () => {
    i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Agregar al calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar a su calendario' }, { timeout: 5000 });
    expect(within(dialog).getByRole('link', { name: /Calendario de Apple/ })).toHaveAttribute(
      'href',
      '/api/v1/registrations/Abc123Def456Ghi789/calendar.ics?locale=es',
    );
  });
});
