import { DEFAULT_LOCALE, intlLocale, LOCALES, supportedLocale, type Locale } from '@vaxnear/domain/enumerations';

export { DEFAULT_LOCALE, intlLocale, LOCALES, supportedLocale, type Locale };

/** Locales that appear as a path prefix: the default (en) never does (docs/product/site.md). */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

const STORAGE_KEY = 'vaxnear.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language the visitor chose last time, if any; storage may be blocked, which is not an error. */
export function readRememberedLocale(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage; the URL still carries the language.
  }
}

/**
 * Autonyms: a language is always offered in its own name, as the language writes it (the browser's language names,
 * so a new entry in LOCALES names itself), starting with a capital as a menu item does ("español" → "Español").
 */
const autonym = (locale: Locale) => {
  const name = new Intl.DisplayNames(locale, { type: 'language' }).of(locale)!;
  return name[0]!.toLocaleUpperCase(locale) + name.slice(1);
};
export const LOCALE_NAMES = Object.fromEntries(LOCALES.map((l) => [l, autonym(l)])) as Record<Locale, string>;
