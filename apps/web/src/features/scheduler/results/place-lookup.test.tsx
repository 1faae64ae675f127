import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadNamespaces } from '../../../lib/i18n.ts';
import type { PlaceCandidate } from '@vaxnear/domain/contracts/geolocation';
import { WhichPlace } from './place-lookup.tsx';

const springfields: PlaceCandidate[] = [
  { label: 'Springfield, MO', city: 'Springfield', state: 'MO', zipCode: '65807', lat: 37.18, lng: -93.29 },
  { label: 'Springfield, IL', city: 'Springfield', state: 'IL', zipCode: '62704', lat: 39.78, lng: -89.65 },
];

describe('"Which Springfield?"', () => {
  beforeAll(async () => {
    await loadNamespaces('en', ['common', 'scheduler']);
    await loadNamespaces('es', ['common', 'scheduler']);
  });
  afterEach(async () => {
    await activateLocale('en');
  });

  it('names the place in the question and its explanation, and moves focus to the question', async () => {
    const onChoose = vi.fn();
    render(<WhichPlace name="Springfield" candidates={springfields} onChoose={onChoose} />);
    const title = screen.getByRole('heading', { name: 'Which Springfield?' });
    expect(title).toHaveFocus();
    expect(screen.getByText('There are several places called Springfield. Choose yours, largest first:')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Springfield, MO' }));
    expect(onChoose).toHaveBeenCalledWith('Springfield, MO');
  });

  it('names the place in Spanish too', async () => {
    await activateLocale('es');
    render(<WhichPlace name="Springfield" candidates={springfields} onChoose={() => undefined} />);
    expect(screen.getByRole('heading', { name: '¿Qué Springfield?' })).toHaveFocus();
    expect(
      screen.getByText('Hay varios lugares llamados Springfield. Elija el suyo (los más grandes primero):'),
    ).toBeVisible();
  });
});
