// Every language has every text of the e-mails and calendar files (decision 297), as the web's translations test
// asks of its own: the same namespaces, the same keys (plural forms may differ by language), the same {{values}} in
// each text, and no empty text. A missing text would fail a send; a value named in one language and not in the other
// would drop a date or a name from someone's e-mail.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@vaxnear/domain/enumerations';
import { emptyTexts, translationDifferences } from '@vaxnear/domain/i18n/translation-parity';
import { describe, expect, it } from 'vitest';
import { fill, plural, texts } from './texts.ts';

const root = import.meta.dirname;
const languages = fs.readdirSync(root).filter((entry) => fs.statSync(path.join(root, entry)).isDirectory());
const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(root, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
const read = (language: string, file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8'));

describe('e-mail and calendar texts', () => {
  it('exist in every language of LOCALES, with the same namespaces, and in no other', () => {
    expect([...languages].sort()).toEqual([...LOCALES].sort());
    for (const language of languages) expect(namespaces(language), language).toEqual(namespaces('en'));
  });

  it.each(namespaces('en'))('English %s has no empty text', (file) => {
    expect(emptyTexts(read('en', file)), file).toEqual([]);
  });

  describe.each(languages.filter((l) => l !== 'en'))('%s against English', (language) => {
    it.each(namespaces('en'))('%s has every key English has and no other, each a text that is not empty', (file) => {
      const found = translationDifferences(read('en', file), read(language, file));
      expect(found.otherKeys).toEqual(found.englishKeys);
      expect(found.empty, `${file}: empty texts`).toEqual([]);
    });

    it.each(namespaces('en'))('%s names the same values in each text as English', (file) => {
      expect(translationDifferences(read('en', file), read(language, file)).values, file).toEqual([]);
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
