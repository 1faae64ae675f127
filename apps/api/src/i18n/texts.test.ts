// Every language has every text of the e-mails and calendar files (decision 297), as the web's translations test
// asks of its own: the same namespaces, the same keys (plural forms may differ by language), the same {{values}} in
// each text, and no empty text. A missing text would fail a send; a value named in one language and not in the other
// would drop a date or a name from someone's e-mail.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@vaxnear/domain/enumerations';
import { describe, expect, it } from 'vitest';
import { fill, plural, texts } from './texts.ts';

const root = import.meta.dirname;
const languages = fs.readdirSync(root).filter((entry) => fs.statSync(path.join(root, entry)).isDirectory());
const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(root, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text by its dotted key. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

const read = (language: string, file: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8')));
const values = (text: unknown) =>
  [...new Set([...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe('e-mail and calendar texts', () => {
  it('exist in every language of LOCALES, with the same namespaces, and in no other', () => {
    expect([...languages].sort()).toEqual([...LOCALES].sort());
    for (const language of languages) expect(namespaces(language), language).toEqual(namespaces('en'));
  });

  it.each(namespaces('en'))('English %s has no empty text', (file) => {
    for (const [key, text] of read('en', file)) {
      expect(typeof text === 'string' && text.trim() !== '', `${file} ${key}`).toBe(true);
    }
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
        // A plural form may leave the count out ("su cita"); every other value must be there.
        const expected = values(counterpart).filter((v) => !(PLURAL.test(key) && v === 'count'));
        expect(
          values(text).filter((v) => v !== 'count' || !PLURAL.test(key)),
          `${file} ${key}`,
        ).toEqual(expected);
      }
    });
  });

  it('puts values in once, keeping what a person typed as typed, and refuses a text whose value is missing', () => {
    const hello = texts('mail', 'en').staffInvitation.hello;
    expect(fill(hello, { name: 'Pat {{name}} $&' })).toBe('Hello Pat {{name}} $&,');
    expect(() => fill(hello, {})).toThrow('No value for {{name}}');
  });

  it('picks the plural form by the language’s rules', () => {
    const say = (count: number, locale: Locale) =>
      plural(texts('mail', locale).erasure, 'deleted', count, locale).split(':')[0];
    expect(say(1, 'en')).toBe('We deleted the booking and its 1 appointment');
    expect(say(3, 'en')).toBe('We deleted the booking and its 3 appointments');
    expect(say(1, 'es')).toBe('Borramos la reserva y su cita');
    expect(say(3, 'es')).toBe('Borramos la reserva y sus 3 citas');
  });
});
