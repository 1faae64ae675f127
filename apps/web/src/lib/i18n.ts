import { vaccineSeason } from '@vaxnear/domain/season';
import type { TranslationKeys } from '../i18n/keys.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { todayIso } from './today.ts';
import { languageChain, Translator } from './translator.ts';

/**
 * Every namespace of every language is its own small chunk, fetched by the route that needs it before the route
 * renders (no flash of keys, no suspense inside the page). One namespace per feature (i18n/{en,es}/<ns>.json, see
 * CONTRIBUTING.md).
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/*/*.json');

/**
 * Every text may name the current season as {{seasonStart}} to {{seasonEnd}}, from the one domain rule and the web's
 * one "today" (the debug date spoof reloads the page, so it moves the season too).
 */
export function seasonVariables(today: string = todayIso()): { seasonStart: number; seasonEnd: number } {
  const season = vaccineSeason(today);
  return { seasonStart: season.startYear, seasonEnd: season.endYear };
}

export const i18n = new Translator<TranslationKeys>({
  language: DEFAULT_LOCALE,
  fallbackLanguage: DEFAULT_LOCALE,
  defaultNamespace: 'common',
  defaultVariables: seasonVariables(),
  // A missing text shows its key to a person: say so while developing, where it can still be fixed.
  onMissing: import.meta.env.DEV
    ? (key, language) => console.warn(`Missing translation: "${key}" in ${language} (nor in its fallbacks)`)
    : undefined,
});

/**
 * Loads the named namespaces of one language and of the languages it falls back to (its base language where the site
 * has one, then English) if they are not loaded yet.
 */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const locales = languageChain(locale, DEFAULT_LOCALE);
  await Promise.all(
    locales.flatMap((lng) =>
      namespaces.map(async (ns) => {
        if (i18n.hasNamespace(lng, ns)) return;
        const load = bundles[`../i18n/${lng}/${ns}.json`];
        // A base language the site does not have (zh for zh-TW) is skipped; the asked language and English are not.
        if (!load && lng !== locale && lng !== DEFAULT_LOCALE) return;
        if (!load) throw new Error(`No translation namespace ${lng}/${ns}`);
        const module = await load();
        // The development build's pseudo-English (decision 297); the production build has neither branch nor module.
        const texts =
          import.meta.env.DEV && lng === DEFAULT_LOCALE && pseudoEnglishAsked()
            ? (await import('../i18n/pseudo-locale.ts')).pseudoNamespace(module.default)
            : module.default;
        i18n.addNamespace(lng, ns, texts);
      }),
    ),
  );
}

/**
 * In development, `?pseudo` in the address shows pseudo-English in place of English for the rest of the tab's life
 * (accented, 30 % longer, bracketed: a word that stays plain English is not translated; a clipped bracket is a layout
 * that does not hold longer text).
 */
function pseudoEnglishAsked(): boolean {
  try {
    if (new URLSearchParams(window.location.search).has('pseudo')) window.sessionStorage.setItem('vaxnear.pseudo', '1');
    return window.sessionStorage.getItem('vaxnear.pseudo') === '1';
  } catch {
    return false;
  }
}

/** Switches the document to a language once its shared strings are there. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadNamespaces(locale, ['common']);
  i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
