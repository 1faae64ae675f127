import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { Outlet, useLocation } from 'react-router';
import { HASH_SCROLL_OFFSET } from '@vaxnear/domain/constants';
import { HeaderSlotsProvider } from '../components/ui/header-slots.tsx';
import { rememberCampaignTracking } from '../lib/campaigns.ts';
import { trackLinkClick, trackPageView } from '../lib/analytics.ts';
import { TAG_MANAGER_ID } from '../lib/site-config.ts';
import { useShell } from '../lib/use-shell.ts';
import { startCookieConsent } from './cookie-preferences.ts';
import { AlertBanner } from './alert-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function focusMain() {
  const main = document.getElementById('main');
  if (!main) return;
  main.focus({ preventScroll: true });
  main.scrollIntoView();
}

/** Search engines see campaign pages and pages that have not opted in as noindex, nofollow (docs/product/site.md). */
function useRobotsMeta(indexable: boolean) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (indexable) {
      meta?.remove();
      return;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex,nofollow';
  }, [indexable]);
}

/** A hash target scrolls smoothly below the header (offset 165); any other navigation starts at the top. */
function useScrollAndFocusOnNavigate() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      window.scrollTo({
        top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET,
        behavior: 'smooth',
      });
    } else {
      window.scrollTo(0, 0);
    }
    if (first.current) {
      first.current = false;
      return;
    }
    // After a client-side navigation, screen-reader users start at the new page's heading, as after a page load.
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading && !target) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [location.pathname, location.hash]);
}

/** A page view per client-side navigation, and a click event for every link, both through the safe data layer. */
function useAnalytics(locale: string, campaign: string | null) {
  const location = useLocation();
  useEffect(() => {
    // The page sets its title in an effect of its own: read it once React has committed the new page.
    const timer = window.setTimeout(() => {
      trackPageView({ path: `${location.pathname}${location.search}`, title: document.title, locale, campaign });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search, locale, campaign]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement) trackLinkClick({ text: link.textContent ?? '', href: link.href });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
}

export function ShellLayout() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { campaign, indexable, locale, chrome } = useShell();
  useAnalytics(locale, campaign ?? null);
  useEffect(() => {
    rememberCampaignTracking(location.search);
  }, [location.search]);
  useRobotsMeta(indexable && !campaign);
  useScrollAndFocusOnNavigate();
  useEffect(() => {
    // With a tag manager configured the consent banner asks on arrival (decision 173); without one nothing loads.
    if (TAG_MANAGER_ID) void startCookieConsent();
  }, []);

  return (
    <HeaderSlotsProvider>
      {chrome.skipLink === false ? null : (
        <a
          href="#main"
          className="skip-link"
          onClick={(event) => {
            event.preventDefault();
            focusMain();
          }}
        >
          {t('skipToMain')}
        </a>
      )}
      <AlertBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </HeaderSlotsProvider>
  );
}
