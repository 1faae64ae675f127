// The pseudo-locale (decision 297): English made strange on purpose, generated from the English files, never a file
// of its own. Every text is accented (so a text that is not translated stands out as plain English), about 30 %
// longer (German and Spanish often are) and bracketed, so a clipped start or end shows. Tests and development use it;
// the app never imports this module, so visitors are never offered it and no production bundle carries it.

/** The language tag of pseudo-English (the one Chromium and Android use). */
export const PSEUDO_LOCALE = 'en-XA';

/** Where a pseudo text starts and ends. Characters no translation uses, so a test can find them. */
export const PSEUDO_START = '⟦';
export const PSEUDO_END = '⟧';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ'][i]!,
  ]),
);

/** Words added to reach the longer length; accented like the rest. */
const PADDING = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';

/** What a translation keeps as it is: {{values}}, <tags> of Trans, and web addresses. */
const KEPT = /(\{\{\s*[\w.]+\s*\}\}|<\/?[a-z][\w-]*\s*\/?>|https?:\/\/\S*)/;

const accent = (words: string) => [...words].map((c) => ACCENTED[c] ?? c).join('');

/** One text in pseudo-English: `Book now` → `⟦Ɓóóķ ñóŵ óñé⟧`, values and tags untouched. */
export function pseudoText(text: string): string {
  const parts = text.split(KEPT);
  const accented = parts.map((part, i) => (i % 2 === 1 ? part : accent(part))).join('');
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const extra = Math.ceil(visible * 0.3);
  const padding = extra > 0 ? ` ${accent(PADDING.repeat(1 + Math.floor(extra / PADDING.length)).slice(0, extra))}` : '';
  return `${PSEUDO_START}${accented}${padding.trimEnd()}${PSEUDO_END}`;
}

/** A whole namespace (texts, lists and groups of texts) in pseudo-English. */
export function pseudoNamespace<T>(value: T): T {
  if (typeof value === 'string') return pseudoText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => pseudoNamespace(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, pseudoNamespace(child)])) as T;
  }
  return value;
}
