import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { vaccineSeason } from '@vaxnear/domain/season';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { todayIso } from './today.ts';

/**
 * Every namespace of every language is its own small chunk, fetched by the route that needs it before the route
 * renders (no flash of keys, no suspense inside the page). One namespace per feature (i18n/{en,es}/<ns>.json, see
 * CONTRIBUTING.md).
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/*/*.json');

export const i18n: I18n = i18next.createInstance();

/**
 * Every text may name the current season as {{seasonStart}} to {{seasonEnd}}, from the one domain rule and the web's
 * one "today" (the debug date spoof reloads the page, so it moves the season too).
 */
export function seasonVariables(today: string = todayIso()): { seasonStart: number; seasonEnd: number } {
  const season = vaccineSeason(today);
  return { seasonStart: season.startYear, seasonEnd: season.endYear };
}

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ['common'],
  defaultNS: 'common',
  partialBundledLanguages: true,
  resources: {},
  interpolation: { escapeValue: false, defaultVariables: seasonVariables() },
  react: { useSuspense: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/** Loads the named namespaces of one language (and English, the fallback) if they are not loaded yet. */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const locales = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  await Promise.all(
    locales.flatMap((lng) =>
      namespaces.map(async (ns) => {
        if (i18n.hasResourceBundle(lng, ns)) return;
        const load = bundles[`../i18n/${lng}/${ns}.json`];
        if (!load) throw new Error(`No translation namespace ${lng}/${ns}`);
        const module = await load();
        i18n.addResourceBundle(lng, ns, module.default, true, true);
      }),
    ),
  );
}

/** Switches the document to a language once its shared strings are there. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadNamespaces(locale, ['common']);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
