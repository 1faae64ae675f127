import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { PageErrorBoundary } from './error-boundaries.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('a page that fails', () => {
  it('shows the generic error dialog with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await activateLocale('en');
    const router = createMemoryRouter([{ path: '/', ErrorBoundary: PageErrorBoundary, Component: Broken }]);
    render(<RouterProvider router={router} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(
      'There was an unexpected error. Please try again to see if the issue is resolved.',
    );
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
