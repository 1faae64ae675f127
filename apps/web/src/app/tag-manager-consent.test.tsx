import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The operator's build setting, in place before the site's modules read it.
vi.hoisted(() => {
  vi.stubEnv('VITE_TAG_MANAGER_ID', 'GTM-TEST123');
});

const { renderApp } = await import('../test/render-app.tsx');

// The stub lives in the worker's environment: a test file run after this one in the same worker would otherwise
// build a site with the tag manager configured.
afterAll(() => vi.unstubAllEnvs());

const CONTAINER_URL = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123';
const tagManagerScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager'));

/** Values a person could type or carry in a link; none may reach the data layer or the tag manager. */
const CANARIES = ['Canaryfirstname', 'canary.person@example.com', 'CANARYCODE77', '5550123499'];

describe('the tag manager container, configured', () => {
  it('is added only once analytics is allowed, with nothing personal in its URL or the data layer', async () => {
    const user = userEvent.setup();
    const url = `/sign-up?email=${CANARIES[1]}&code=${CANARIES[2]}&phone=${CANARIES[3]}`;
    // The address bar holds the link too, as in a browser (the app itself runs on an in-memory history here).
    window.history.replaceState(null, '', url);
    renderApp(url);
    // The banner asks on arrival; until it is answered, no container.
    const banner = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(tagManagerScripts()).toEqual([]);
    await user.click(within(banner).getByRole('button', { name: 'Only necessary' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cookie preferences' })).toBeNull());
    expect(tagManagerScripts()).toEqual([]);

    // What the person types and the link they came from go through the data layer's own events.
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), CANARIES[0]!);
    await user.tab();

    // Later they allow analytics from the footer's cookie preferences.
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie preferences' }));
    const preferences = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await user.click(within(preferences).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
    expect(tagManagerScripts()[0]!.src).toBe(CONTAINER_URL);

    const layer = JSON.stringify(window.dataLayer);
    expect(layer).toContain('gtm.js');
    expect(layer).toContain('page_view');
    expect(layer).toMatch(/"form_(input|initiated)"/);
    for (const canary of CANARIES) {
      expect(layer).not.toContain(canary);
      expect(tagManagerScripts()[0]!.src).not.toContain(canary);
    }
  });
});
