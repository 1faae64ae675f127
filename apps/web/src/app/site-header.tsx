import { useTranslation } from '../lib/use-translation.tsx';
import { useHeaderSlotContent } from '../components/ui/header-slots.tsx';
import { RouteLink } from '../components/ui/route-link.tsx';
import { campaignConfig } from '../lib/campaigns.ts';
import { useShell } from '../lib/use-shell.ts';
import { SiteMenu } from './site-menu.tsx';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const { centerLabel, back } = useHeaderSlotContent();
  const { chrome, campaign, routeName } = useShell();
  const transparent = routeName !== undefined && campaignConfig(campaign).transparentHeaderRoutes.includes(routeName);
  return (
    <header className={`site-header${transparent ? ' site-header--transparent' : ''}`}>
      <div className="site-header__inner container">
        <div className="site-header__start">
          {back ? <div className="site-header__back">{back}</div> : null}
          <RouteLink to="Home" className="site-header__title">
            <svg
              className="site-header__logo"
              viewBox="0 0 32 32"
              width="32"
              height="32"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="16" cy="16" r="15" fill="currentColor" />
              <path d="M16 8v16M8 16h16" stroke="var(--color-brand)" strokeWidth="4" strokeLinecap="round" />
            </svg>
            <span>
              <span className="site-header__name">Vaxnear</span>
              <span className="site-header__tagline">{t('header.tagline')}</span>
            </span>
          </RouteLink>
        </div>
        {centerLabel ? <p className="site-header__center">{centerLabel}</p> : null}
        {chrome.menu === false ? null : <SiteMenu />}
      </div>
    </header>
  );
}
