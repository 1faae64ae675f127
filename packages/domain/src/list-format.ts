// A list of names or vaccines as a sentence says it: "Ana, Luis, and me", "Ana, Luis y yo" (Intl.ListFormat), so a
// page, an e-mail and a consent sentence join words the same way in both languages.
import { intlLocale } from './display-format.ts';

/** "a, b, and c" in English, "a, b y c" in Spanish; `or` for a choice. */
export function formatList(items: readonly string[], locale: string, type: 'and' | 'or' = 'and'): string {
  return new Intl.ListFormat(intlLocale(locale), {
    style: 'long',
    type: type === 'and' ? 'conjunction' : 'disjunction',
  }).format(items);
}
