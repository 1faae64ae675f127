// Every language has every text (decision 212): the same namespaces, the same keys (plural forms may differ by
// language), the same {{values}} in each text, and no empty text. A text missing in Spanish would show English to a
// Spanish reader without anyone noticing; a value named in one language and not the other would drop a date or a name.
import { translationDifferences } from '@vaxnear/domain/i18n/translation-parity';
import { describe, expect, it } from 'vitest';

// The files as the site loads them (lib/i18n.ts), by './<language>/<namespace>.json'.
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const [languages, namespacesByLanguage] = [new Set<string>(), new Map<string, string[]>()];
for (const file of Object.keys(files)) {
  const [, language = '', namespace = ''] = file.split('/');
  languages.add(language);
  namespacesByLanguage.set(language, [...(namespacesByLanguage.get(language) ?? []), namespace].sort());
}
const namespaces = (language: string) => namespacesByLanguage.get(language) ?? [];
const read = (language: string, namespace: string) => files[`./${language}/${namespace}`];

describe('translations', () => {
  it('exist in English and Spanish at least, with the same namespaces in every language', () => {
    expect([...languages]).toEqual(expect.arrayContaining(['en', 'es']));
    for (const language of languages) expect(namespaces(language), language).toEqual(namespaces('en'));
  });

  describe.each([...languages].filter((l) => l !== 'en'))('%s against English', (language) => {
    it.each(namespaces('en'))('%s has every key English has and no other, each a text that is not empty', (file) => {
      const found = translationDifferences(read('en', file), read(language, file));
      expect(found.otherKeys).toEqual(found.englishKeys);
      expect(found.empty, `${file}: empty texts`).toEqual([]);
    });

    it.each(namespaces('en'))('%s names the same values in each text as English', (file) => {
      expect(translationDifferences(read('en', file), read(language, file)).values, file).toEqual([]);
    });
  });
});
