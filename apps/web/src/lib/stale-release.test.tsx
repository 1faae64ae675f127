import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from './i18n.ts';
import { PageErrorBoundary } from '../app/error-boundaries.tsx';
import { isChunkLoadError, reloadForNewRelease } from './stale-release.ts';

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const gone = new TypeError(
  'Failed to fetch dynamically imported module: https://vaxnear.example/assets/info-page-1a2b.js',
);

describe('a tab older than the release', () => {
  it("tells a chunk that is gone from any other error, in each browser's words", () => {
    expect(isChunkLoadError(gone)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once at the same address, and not again right after (a real failure then shows the error)', () => {
    const reload = vi.fn();
    expect(reloadForNewRelease(1_000_000, reload, '/schedule/info')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForNewRelease(1_010_000, reload, '/schedule/info')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Another step, or the same one much later, is a new release again.
    expect(reloadForNewRelease(1_020_000, reload, '/schedule/review')).toBe(true);
    expect(reloadForNewRelease(1_200_000, reload, '/schedule/review')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('says the site is loading its new version instead of "Something went wrong", and keeps the booking', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await activateLocale('en');
    window.sessionStorage.setItem('vaxnear.scheduler', '{"kept":true}');
    const router = createMemoryRouter(
      [
        {
          path: '/schedule/info',
          ErrorBoundary: PageErrorBoundary,
          lazy: () => Promise.reject(gone),
        },
      ],
      { initialEntries: ['/schedule/info'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('status')).toHaveTextContent('We have updated the site. Loading the new version');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(window.sessionStorage.getItem('vaxnear.scheduler')).toBe('{"kept":true}');
  });
});
