import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vaxnear/domain/enumerations';

export { DEFAULT_LOCALE, LOCALES, type Locale };

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

/** Autonyms: a language is always offered in its own name. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };
