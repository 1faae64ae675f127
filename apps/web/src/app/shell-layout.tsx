import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { HASH_SCROLL_OFFSET } from '@vaxnear/domain/constants';
import { HeaderSlotsProvider } from '../components/ui/header-slots.tsx';
import { rememberCampaignTracking } from '../lib/campaigns.ts';
import { useShell } from '../lib/use-shell.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function focusMain() {
  const main = document.getElementById('main');
  if (!main) return;
  main.focus({ preventScroll: true });
  main.scrollIntoView();
}

/** Search engines see campaign pages and pages that have not opted in as noindex, nofollow (other-areas §2). */
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
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET, behavior: 'smooth' });
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

export function ShellLayout() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { campaign, indexable, chrome } = useShell();
  useEffect(() => {
    rememberCampaignTracking(location.search);
  }, [location.search]);
  useRobotsMeta(indexable && !campaign);
  useScrollAndFocusOnNavigate();

  return (
    <HeaderSlotsProvider>
      {chrome.skipLink === false ? null : <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          focusMain();
        }}
      >
        {t('skipToMain')}
      </a>}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </HeaderSlotsProvider>
  );
}
