import { describe, expect, it } from 'vitest';
import { emptyTexts, translationDifferences } from './translation-parity.ts';

describe('translationDifferences', () => {
  it('finds nothing between two languages with the same keys, values and texts', () => {
    const english = { greeting: 'Hello {{name}}', visits_one: 'one visit', visits_other: '{{count}} visits' };
    const spanish = { greeting: 'Hola {{name}}', visits_one: 'una visita', visits_other: '{{count}} visitas' };
    expect(translationDifferences(english, spanish)).toEqual({
      englishKeys: ['greeting', 'visits'],
      otherKeys: ['greeting', 'visits'],
      empty: [],
      values: [],
    });
  });

  it('lets plural forms differ by language and leave the count out', () => {
    const english = { left_one: '{{count}} place left', left_other: '{{count}} places left' };
    const other = { left_few: '{{count}} míst', left_one: 'jedno místo', left_other: '{{count}} míst' };
    const found = translationDifferences(english, other);
    expect(found.otherKeys).toEqual(found.englishKeys);
    expect(found.values).toEqual([]);
  });

  it('names a missing key, an empty text and a value named in one language only', () => {
    const english = { a: { title: 'Title', when: 'On {{date}}' }, b: 'B' };
    const other = { a: { title: ' ', when: 'El {{day}}' } };
    const found = translationDifferences(english, other);
    expect(found.otherKeys).toEqual(['a.title', 'a.when']);
    expect(found.englishKeys).toEqual(['a.title', 'a.when', 'b']);
    expect(found.empty).toEqual(['a.title']);
    expect(found.values).toEqual([{ key: 'a.when', english: ['date'], other: ['day'] }]);
  });

  it('counts a list item or a value that is not a text as not a text', () => {
    expect(emptyTexts({ steps: ['one', ''], count: 3 })).toEqual(['steps.1', 'count']);
  });
});
