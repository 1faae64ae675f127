// How one language's texts differ from English's (decisions 212 and 297): the web's translations and the server's
// e-mail and calendar texts are checked alike by their tests. A pure function of two parsed JSON files, so both
// apps' tests share it; reading the files stays with each test.

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text by its dotted key; list items by index. */
export function flattenTexts(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flattenTexts(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

/** The keys of texts that are not a text, or an empty one. */
export function emptyTexts(texts: unknown): string[] {
  return [...flattenTexts(texts)]
    .filter(([, text]) => !(typeof text === 'string' && text.trim() !== ''))
    .map(([key]) => key);
}

const valuesOf = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

export interface TranslationDifferences {
  /** Keys without their plural ending (plural forms may differ by language), in each language. */
  englishKeys: string[];
  otherKeys: string[];
  /** The other language's keys whose text is not a text, or an empty one. */
  empty: string[];
  /** The other language's texts that name other {{values}} than their English counterpart. */
  values: { key: string; english: string[]; other: string[] }[];
}

/** How `other` (one parsed translation file) differs from `english` (the same file in English). */
export function translationDifferences(english: unknown, other: unknown): TranslationDifferences {
  const englishTexts = flattenTexts(english);
  const otherTexts = flattenTexts(other);
  const base = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL, '')))].sort();
  const values: TranslationDifferences['values'] = [];
  for (const [key, text] of otherTexts) {
    const counterpart =
      englishTexts.get(key) ??
      englishTexts.get(key.replace(PLURAL, '_other')) ??
      englishTexts.get(key.replace(PLURAL, ''));
    // A plural form may leave the count out ("un minuto", "su cita"); every other value must be there.
    const withoutCount = (names: string[]) => names.filter((name) => !(PLURAL.test(key) && name === 'count'));
    const expected = withoutCount(valuesOf(counterpart));
    const found = withoutCount(valuesOf(text));
    if (expected.join() !== found.join()) values.push({ key, english: expected, other: found });
  }
  return {
    englishKeys: base(englishTexts.keys()),
    otherKeys: base(otherTexts.keys()),
    empty: emptyTexts(other),
    values,
  };
}
