import type * as CookieConsentApi from 'vanilla-cookieconsent';
import { i18n, loadNamespaces } from '../lib/i18n.ts';
import { LOCALES, type Locale } from '../lib/locale.ts';
import { PRIVACY_POLICY_URL, TAG_MANAGER_ID } from '../lib/site-config.ts';
import { loadTagManager } from '../lib/tag-manager.ts';

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
        {
          title: t('cookies.necessaryTitle'),
          description: t('cookies.necessaryDescription'),
          linkedCategory: 'necessary',
        },
        {
          title: t('cookies.analyticsTitle'),
          description: t('cookies.analyticsDescription'),
          linkedCategory: 'analytics',
        },
      ],
    },
  };
}

/** The tag manager runs only while the visitor allows analytics cookies; a refusal never adds it. */
function applyConsent(cookieConsent: CookieConsent): void {
  if (TAG_MANAGER_ID && cookieConsent.acceptedCategory('analytics')) loadTagManager(TAG_MANAGER_ID);
}

/**
 * Starts the consent tool once. Its script and styles load on first use, so no page pays for them up front. Without
 * a tag manager no optional cookie is set and no banner shows (decision 032); with one, the banner asks on the
 * first visit and the container loads only after analytics is allowed (decision 173).
 */
export function startCookieConsent(): Promise<CookieConsent> {
  started ??= (async () => {
    const [cookieConsent] = await Promise.all([
      import('vanilla-cookieconsent'),
      import('vanilla-cookieconsent/dist/cookieconsent.css'),
      import('./cookie-consent-theme.css'),
      loadNamespaces('en', ['common']),
      loadNamespaces('es', ['common']),
    ]);
    await cookieConsent.run({
      autoShow: Boolean(TAG_MANAGER_ID),
      // Playwright and assistive automation report navigator.webdriver; the preferences must still open for them.
      hideFromBots: false,
      categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
      language: {
        default: 'en',
        autoDetect: 'document',
        translations: Object.fromEntries(LOCALES.map((l) => [l, translation(l)])),
      },
      onConsent: () => applyConsent(cookieConsent),
      onChange: () => applyConsent(cookieConsent),
    });
    return cookieConsent;
  })();
  return started;
}

/** Opens the cookie preferences (footer button). */
export async function openCookiePreferences(locale: Locale): Promise<void> {
  const cookieConsent = await startCookieConsent();
  await cookieConsent.setLanguage(locale);
  cookieConsent.showPreferences();
}
