import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/scheduler.json';
import es from '../../../i18n/es/scheduler.json';
import { THIRD_PERSON_PREFIX, wordingFor } from './third-person.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(leaves(value, `${prefix}${key}.`)),
    ),
  );
}

describe('third-person wording for a minor', () => {
  it('reads the adult key for an adult and its mirror for a minor', () => {
    expect(wordingFor(false)('review.title')).toBe('review.title');
    expect(wordingFor(true)('review.title')).toBe('thirdPerson.review.title');
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('every %s minor sentence mirrors an adult one, with the same placeholders', (_, strings) => {
    const all = leaves(strings as unknown as Tree);
    const minor = Object.entries(all).filter(([key]) => key.startsWith(THIRD_PERSON_PREFIX));
    expect(minor.length).toBeGreaterThan(10);
    for (const [key, text] of minor) {
      const adult = all[key.slice(THIRD_PERSON_PREFIX.length)];
      expect(adult, key).toBeDefined();
      const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(text), key).toEqual(placeholders(adult!));
      expect(text, key).not.toBe(adult);
    }
  });

  it('English and Spanish have the same minor sentences', () => {
    const keys = (strings: unknown) =>
      Object.keys(leaves(strings as Tree))
        .filter((key) => key.startsWith(THIRD_PERSON_PREFIX))
        .sort();
    expect(keys(es)).toEqual(keys(en));
  });
});
