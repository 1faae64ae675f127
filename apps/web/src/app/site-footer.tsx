import { useTranslation } from '../lib/use-translation.tsx';
import { RouteLink } from '../components/ui/route-link.tsx';
import { PRIVACY_POLICY_URL, SITE_NAME } from '../lib/site-config.ts';
import { useShell } from '../lib/use-shell.ts';
import { openCookiePreferences } from './cookie-preferences.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const { locale, chrome } = useShell();
  const dataLines = t('footer.dataLines', { returnObjects: true }) as string[];
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            <li>
              <RouteLink to="VaccinationCost">{t('footer.vaccinationCost')}</RouteLink>
            </li>
            <li>
              <RouteLink to="SignUp">{t('footer.signUp')}</RouteLink>
            </li>
            <li>
              <RouteLink to="ProviderRegistration">{t('footer.providers')}</RouteLink>
            </li>
            <li>
              <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
                {t('footer.privacy')}
                <span className="visually-hidden"> {t('opensInNewTab')}</span>
              </a>
            </li>
            <li>
              <RouteLink to="Terms">{t('footer.terms')}</RouteLink>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => void openCookiePreferences(locale)}>
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </nav>
        {chrome.languageSwitch === false ? null : <LanguageSwitcher className="site-footer__languages" />}
        <p className="site-footer__legal">{t('footer.legal')}</p>
        <div className="site-footer__data">
          <h2 className="site-footer__heading">{t('footer.dataSources')}</h2>
          {/* The credit data/SOURCES.md requires, in the page's language like every other line. */}
          <p>
            {dataLines.map((line, index) => (
              <span key={line} className="site-footer__data-line">
                {line}
                {index < dataLines.length - 1 ? <br /> : null}
              </span>
            ))}
          </p>
        </div>
        <p className="site-footer__copyright">
          {chrome.copyrightKey ? (
            t(chrome.copyrightKey, { year: new Date().getFullYear() })
          ) : (
            <>
              © {new Date().getFullYear()} {SITE_NAME}. {t('footer.rights')}
            </>
          )}
        </p>
      </div>
    </footer>
  );
}
