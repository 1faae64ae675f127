// The pseudo-locale is made from every English text: a test that renders it can only tell translated text from
// hard-coded text if every English text comes out accented, bracketed and longer, with its values and tags intact.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PSEUDO_END, PSEUDO_START, pseudoNamespace, pseudoText } from './pseudo-locale.ts';

const english = path.join(import.meta.dirname, 'en');
const KEPT = /\{\{\s*[\w.]+\s*\}\}|<\/?[a-z][\w-]*\s*\/?>|https?:\/\/\S*/g;

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('pseudo-locale', () => {
  it('accents, brackets and lengthens a text, keeping its values and tags', () => {
    expect(pseudoText('Book now')).toBe('⟦Ɓóóķ ñóŵ óñé⟧');
    const text = pseudoText('Hello {{name}}, read the <terms>terms</terms> at https://example.com');
    expect(text).toContain('{{name}}');
    expect(text).toContain('<terms>');
    expect(text).toContain('</terms>');
    expect(text).toContain('https://example.com');
    expect(text.startsWith('⟦Ĥéĺĺó')).toBe(true);
  });

  it.each(fs.readdirSync(english).filter((file) => file.endsWith('.json')))(
    'turns every English text of %s into pseudo-English',
    (file) => {
      const source: unknown = JSON.parse(fs.readFileSync(path.join(english, file), 'utf8'));
      const pseudo = texts(pseudoNamespace(source));
      const originals = texts(source);
      expect(pseudo).toHaveLength(originals.length);
      originals.forEach((original, i) => {
        const text = pseudo[i]!;
        expect(text.startsWith(PSEUDO_START) && text.endsWith(PSEUDO_END), text).toBe(true);
        expect(text.match(KEPT) ?? [], original).toEqual(original.match(KEPT) ?? []);
        // No plain letter is left outside what is kept, and the words are about 30 % longer.
        expect(text.replace(KEPT, ''), original).not.toMatch(/[A-Za-z]/);
        const visible = (t: string) => t.replace(KEPT, '').length;
        expect(visible(text) - 2, original).toBeGreaterThanOrEqual(Math.round(visible(original) * 1.25));
      });
    },
  );
});
