// Every language has every text (decision 212): the same namespaces, the same keys (plural forms may differ by
// language), the same {{values}} in each text, and no empty text. A text missing in Spanish would show English to a
// Spanish reader without anyone noticing; a value named in one language and not the other would drop a date or a name.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const languages = fs.readdirSync(root).filter((entry) => fs.statSync(path.join(root, entry)).isDirectory());
const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(root, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text by its dotted key; list items by index. */
function texts(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of texts(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

const read = (language: string, file: string) =>
  texts(JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8')));
const values = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe('translations', () => {
  it('exist in English and Spanish at least, with the same namespaces in every language', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'es']));
    for (const language of languages) expect(namespaces(language), language).toEqual(namespaces('en'));
  });

  describe.each(languages.filter((l) => l !== 'en'))('%s against English', (language) => {
    it.each(namespaces('en'))('%s has every key English has and no other, each a text that is not empty', (file) => {
      const english = read('en', file);
      const other = read(language, file);
      const base = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL, '')))].sort();
      expect(base(other.keys())).toEqual(base(english.keys()));
      for (const [key, text] of other) {
        expect(typeof text === 'string' && text.trim() !== '', `${file} ${key} is empty`).toBe(true);
      }
    });

    it.each(namespaces('en'))('%s names the same values in each text as English', (file) => {
      const english = read('en', file);
      const other = read(language, file);
      for (const [key, text] of other) {
        const counterpart =
          english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? english.get(key.replace(PLURAL, ''));
        // A plural form may leave the count out ("un minuto"); every other value must be there.
        const expected = values(counterpart).filter((v) => !(PLURAL.test(key) && v === 'count'));
        expect(
          values(text).filter((v) => v !== 'count' || !PLURAL.test(key)),
          `${file} ${key}`,
        ).toEqual(expected);
      }
    });
  });
});
