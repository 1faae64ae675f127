import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { campaignConfig, campaignKeys, readCampaignTracking } from './campaigns.ts';

describe('campaign tracking parameters', () => {
  it('keeps cmp, src and type for the rest of the session, after pages without them', async () => {
    const user = userEvent.setup();
    renderApp('/find-rsv/vaccination-cost?cmp=fall&src=email&type=banner&other=x');
    await screen.findByRole('heading', { level: 1, name: 'How much does vaccination cost?' });
    // Stored by the shell's effect, which may run after the page's heading is on screen.
    await waitFor(() => expect(readCampaignTracking()).toEqual({ cmp: 'fall', src: 'email', type: 'banner' }));

    await user.click(screen.getByRole('link', { name: 'Terms of use' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(readCampaignTracking()).toEqual({ cmp: 'fall', src: 'email', type: 'banner' });
  });

  it('marks campaign pages noindex, nofollow and keeps the campaign in links', async () => {
    renderApp('/find-rsv');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    // A "find RSV" campaign has its own home body (decision 172), its link kept inside the campaign.
    expect(screen.getByRole('link', { name: 'Find an RSV vaccine' })).toHaveAttribute('href', '/find-rsv/schedule');
  });

  it('lets the walgreens campaign send Home to the schedule landing', { timeout: 30_000 }, async () => {
    const app = renderApp('/walgreens/es?cmp=w');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Reserve su vacuna en Walgreens o Duane Reade' },
      { timeout: 15_000 },
    );
    expect(app.location()).toBe('/walgreens/es/schedule?cmp=w');
  });

  it('ignores unreadable tracking data left in session storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem('vaxnear.campaignTracking', '{not json');
    expect(readCampaignTracking()).toEqual({});
    expect(warn).toHaveBeenCalled();
  });
});

describe('campaign pages', { timeout: 30_000 }, () => {
  it('show the walgreens landing with its own copy and no Home in the menu', async () => {
    renderApp('/walgreens/schedule');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Book your vaccine at Walgreens or Duane Reade' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/only shows Walgreens and Duane Reade pharmacies/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all pharmacies' })).toHaveAttribute('href', '/schedule');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    // The title follows the page in an effect, which can land a moment after the heading shows.
    await waitFor(() => expect(document.title).toMatch(/Book at Walgreens or Duane Reade/));
  });

  it('show the walgreens Spanish overrides', async () => {
    renderApp('/walgreens/es/schedule');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Reserve su vacuna en Walgreens o Duane Reade' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/Reserve en Walgreens o Duane Reade/));
  });

  it('leave the default landing to campaigns without their own', async () => {
    renderApp('/find-rsv/schedule');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a vaccine appointment' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(document.querySelector('.site-header')).not.toHaveClass('site-header--transparent');
  });

  it('draw the header transparent on the routes a campaign chose, and may hide Home', async () => {
    renderApp('/pfizer-for-all/schedule');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(document.querySelector('.site-header')).toHaveClass('site-header--transparent');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });
});

describe('campaign options', () => {
  it('limit walgreens results to its two pharmacy chains and leave other sites unfiltered', () => {
    expect(campaignConfig('walgreens').retailers).toEqual(['walgreens', 'duane_reade']);
    expect(campaignConfig('find-rsv').retailers).toBeUndefined();
    expect(campaignConfig(undefined)).toMatchObject({
      redirectsHome: false,
      hidesHomeMenuItem: false,
      customLanding: false,
    });
  });

  it('look a copy key up under the campaign first, then in its own namespace', () => {
    expect(campaignKeys('walgreens', 'scheduler-results', 'title')).toEqual([
      'campaigns:walgreens.scheduler-results.title',
      'scheduler-results:title',
    ]);
    expect(campaignKeys(undefined, 'scheduler', 'landing.title')).toEqual(['scheduler:landing.title']);
  });
});
