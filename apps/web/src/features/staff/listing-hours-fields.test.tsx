// The hours an operator enters when approving a listing edit (decision 276): nothing entered sends no hours, a half
// entered form is refused before anything is sent, and a filled one reads as the registration form's schedules.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../lib/i18n.ts';
import { ListingHoursFields, type ListingHoursReader } from './listing-hours-fields.tsx';

beforeAll(async () => {
  await loadNamespaces('en', ['common', 'staff-closures', 'providers']);
});

describe('the hours of an approved listing edit', () => {
  it('reads nothing when left empty, incomplete when half filled, and the schedules when filled', async () => {
    const reader = createRef<ListingHoursReader | null>() as { current: ListingHoursReader | null };
    const user = userEvent.setup();
    render(<ListingHoursFields readerRef={reader} />);
    expect(reader.current?.()).toBeNull();
    await user.type(screen.getByLabelText('New hours from'), '2026-12-01');
    expect(reader.current?.()).toBe('incomplete');
    await user.selectOptions(screen.getByLabelText('Appointment length'), '20');
    expect(reader.current?.()).toBe('incomplete');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    expect(reader.current?.()).toEqual({
      from: '2026-12-01',
      slotMinutes: 20,
      schedules: [{ days: ['mon'], open24Hours: false, start: '09:00', end: '17:00' }],
    });
  });
});
