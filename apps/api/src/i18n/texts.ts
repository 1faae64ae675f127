// The words of the e-mails and calendar files (decision 297) and the vaccines' names (decision 300), in
// `i18n/<language>/<namespace>.json` as the web keeps its own: a third language is a folder of JSON, not an edit of
// every template. The templates read them through `texts(namespace, locale)`, typed from the English files, and put
// values in with `fill`. `texts.test.ts` checks that every language has every text, with the same {{values}}.
import type { Locale } from '@vaxnear/domain/enumerations';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import enCalendar from './en/calendar.json' with { type: 'json' };
import enMail from './en/mail.json' with { type: 'json' };
import enVaccines from './en/vaccines.json' with { type: 'json' };
import esCalendar from './es/calendar.json' with { type: 'json' };
import esMail from './es/mail.json' with { type: 'json' };
import esVaccines from './es/vaccines.json' with { type: 'json' };

/** Every namespace, typed by its English file; a language that lacks a text fails the type check here. */
export interface Namespaces {
  mail: typeof enMail;
  calendar: typeof enCalendar;
  // A kind added to the table of kinds without its name fails the type check here.
  vaccines: { names: Record<VaccineKind, string> };
}

const TEXTS: Record<Locale, Namespaces> = {
  en: { mail: enMail, calendar: enCalendar, vaccines: enVaccines },
  es: { mail: esMail, calendar: esCalendar, vaccines: esVaccines },
};

/** The texts of one namespace in one language. */
export function texts<N extends keyof Namespaces>(namespace: N, locale: Locale): Namespaces[N] {
  return TEXTS[locale][namespace];
}

/** A vaccine kind's name in one language: e-mails, calendar files, and (in English) the server's messages. */
export function vaccineName(kind: VaccineKind, locale: Locale): string {
  return TEXTS[locale].vaccines.names[kind];
}

const VALUE = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A text with its {{values}} put in, once: a value that itself holds `{{…}}` (a name someone typed) stays as typed. A
 * value the text names and the caller did not give is a bug, not a blank in someone's e-mail.
 */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(VALUE, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in "${text}"`);
    return String(value);
  });
}

type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;

/**
 * The form of a counted text the language's plural rules pick (`deleted_one`, `deleted_other`; other forms such as
 * `_few` where a language has them), with {{count}} and the other values put in.
 */
export function plural<G extends object, K extends PluralBase<keyof G & string>>(
  group: G,
  key: K,
  count: number,
  locale: Locale,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const forms = group as Readonly<Record<string, unknown>>;
  const form = forms[`${key}_${new Intl.PluralRules(locale).select(count)}`] ?? forms[`${key}_other`];
  return fill(String(form), { ...values, count });
}
