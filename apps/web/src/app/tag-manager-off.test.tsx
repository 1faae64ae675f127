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
    const preferences = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await user.click(within(preferences).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(document.cookie).toContain('analytics'));
    expect([...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager'))).toEqual([]);
    expect(JSON.stringify(window.dataLayer ?? [])).not.toContain('gtm.js');
  });
});
