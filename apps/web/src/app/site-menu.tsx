import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { useLocation } from 'react-router';
import { RouteLink } from '../components/ui/route-link.tsx';
import { campaignConfig } from '../lib/campaigns.ts';
import { BOOKING_PHONE, BOOKING_PHONE_HOURS, telHref } from '../lib/site-config.ts';
import { useShell } from '../lib/use-shell.ts';
import { isDebugMode } from '../lib/today.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

// Only testers turn debug mode on: everyone else's pages do not carry its form.
const DebugTools = lazy(() => import('./debug-tools.tsx').then((module) => ({ default: module.DebugTools })));

/** The header menu: a disclosure (button with aria-expanded) that Escape, a click outside or a navigation closes. */
export function SiteMenu() {
  const { t } = useTranslation('common');
  const { campaign, routeName, locale } = useShell();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [debugMode] = useState(() => isDebugMode());
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const current = (name: string) => (routeName === name ? ('page' as const) : undefined);

  return (
    <div
      className="site-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          )}
        </svg>
        <span>{t('menu.toggle')}</span>
      </button>
      <nav id={panelId} className="site-menu__panel" hidden={!open} aria-label={t('menu.label')}>
        <ul className="site-menu__list">
          {campaignConfig(campaign).hidesHomeMenuItem ? null : (
            <li>
              <RouteLink to="Home" aria-current={current('Home')}>
                {t('menu.home')}
              </RouteLink>
            </li>
          )}
          <li>
            <RouteLink
              to="EligibilityLanding"
              query={{ resetQuiz: 'true' }}
              aria-current={current('EligibilityLanding')}
            >
              {t('menu.eligibility')}
            </RouteLink>
          </li>
          <li>
            <RouteLink to="ScheduleLanding" aria-current={current('ScheduleLanding')}>
              {t('menu.finder')}
            </RouteLink>
          </li>
          <li>
            <RouteLink to="FindBooking" aria-current={current('FindBooking')}>
              {t('menu.manage')}
            </RouteLink>
          </li>
        </ul>
        {BOOKING_PHONE ? (
          <p className="site-menu__phone">
            <a href={telHref(BOOKING_PHONE)}>{t('menuPhone.label', { phone: BOOKING_PHONE })}</a>
            <span className="site-menu__phone-hours">{BOOKING_PHONE_HOURS[locale] ?? t('menuPhone.hours')}</span>
          </p>
        ) : null}
        <LanguageSwitcher className="site-menu__languages" />
        {debugMode ? (
          <Suspense fallback={null}>
            <DebugTools />
          </Suspense>
        ) : null}
      </nav>
    </div>
  );
}
