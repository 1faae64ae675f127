import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('the tag manager container, not configured', () => {
  it('is never added, even when the visitor allows analytics, and no banner interrupts the visit', async () => {
    const user = userEvent.setup();
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(screen.queryByRole('dialog', { name: 'Cookie preferences' })).toBeNull();

    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie preferences' }));
    // The consent tool is a dependency Vitest loads once per worker, so a file run before this one in the same worker
    // (the configured tag manager's) can leave its first-visit banner behind; in a browser every page load starts it
    // afresh. The preferences dialog is the one with "Save preferences".
    const preferences = await waitFor(() => {
      const found = screen
        .getAllByRole('dialog', { name: 'Cookie preferences' })
        .find((dialog) => within(dialog).queryByRole('button', { name: 'Save preferences' }));
      if (!found) throw new Error('the cookie preferences did not open');
      return found;
    });
    await user.click(within(preferences).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(document.cookie).toContain('analytics'));
    expect([...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager'))).toEqual([]);
    expect(JSON.stringify(window.dataLayer ?? [])).not.toContain('gtm.js');
  });
});
