import type * as CookieConsentApi from 'vanilla-cookieconsent';
import { i18n, loadNamespaces } from '../lib/i18n.ts';
import { LOCALES, type Locale } from '../lib/locale.ts';
import { PRIVACY_POLICY_URL } from '../lib/site-config.ts';

type CookieConsent = typeof CookieConsentApi;

let started: Promise<CookieConsent> | null = null;

function translation(locale: Locale): CookieConsentApi.Translation {
  const t = i18n.getFixedT(locale, 'common');
  return {
    consentModal: {
      title: t('cookies.title'),
      description: t('cookies.description'),
      acceptAllBtn: t('cookies.acceptAll'),
      acceptNecessaryBtn: t('cookies.acceptNecessary'),
      showPreferencesBtn: t('cookies.manage'),
    },
    preferencesModal: {
      title: t('cookies.title'),
      acceptAllBtn: t('cookies.acceptAll'),
      acceptNecessaryBtn: t('cookies.acceptNecessary'),
      savePreferencesBtn: t('cookies.save'),
      closeIconLabel: t('cookies.close'),
      sections: [
        { description: t('cookies.intro', { privacyUrl: PRIVACY_POLICY_URL }) },
        { title: t('cookies.necessaryTitle'), description: t('cookies.necessaryDescription'), linkedCategory: 'necessary' },
        { title: t('cookies.analyticsTitle'), description: t('cookies.analyticsDescription'), linkedCategory: 'analytics' },
      ],
    },
  };
}

/**
 * Opens the cookie preferences (footer button). The consent tool and its styles load on first use only, so no page
 * pays for them up front; no banner is shown because the site sets no optional cookies yet
 * (docs/decisions/032-cookie-consent.md).
 */
export async function openCookiePreferences(locale: Locale): Promise<void> {
  started ??= (async () => {
    const [cookieConsent] = await Promise.all([
      import('vanilla-cookieconsent'),
      import('vanilla-cookieconsent/dist/cookieconsent.css'),
      import('./cookie-consent-theme.css'),
      loadNamespaces('en', ['common']),
      loadNamespaces('es', ['common']),
    ]);
    await cookieConsent.run({
      autoShow: false,
      // Playwright and assistive automation report navigator.webdriver; the preferences must still open for them.
      hideFromBots: false,
      categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
      language: {
        default: 'en',
        translations: Object.fromEntries(LOCALES.map((l) => [l, translation(l)])),
      },
    });
    return cookieConsent;
  })();
  const cookieConsent = await started;
  await cookieConsent.setLanguage(locale);
  cookieConsent.showPreferences();
}
