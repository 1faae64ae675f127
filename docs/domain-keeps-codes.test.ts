// The domain keeps codes and values, not words (decision 300): a name or label a person reads is a translation, in
// the web's apps/web/src/i18n/<language>/*.json or the server's apps/api/src/i18n/<language>/*.json, where a third
// language is a folder of JSON. This test reads every source file of packages/domain (its tests aside) and fails on
// a table of words per language, `{ en: …, es: … }`, as the vaccine names and the condition labels once were.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const domainSource = join(root, 'packages', 'domain', 'src');

/** Every TypeScript source file under `folder`, tests aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

// An object (or object type) with an `en` and an `es` member, in either order and with or without values
// (`{ en: 'Flu', es: 'Gripe' }`, `{ en: string; es: string }`, `{ en, es }`, quoted keys too).
const KEY = (language: string) => `(?:\\b${language}\\b|'${language}'|"${language}")\\s*[:,;}?]`;
const WORDS_PER_LANGUAGE = new RegExp(
  `\\{[^{}]*(?:${KEY('en')}[^{}]*${KEY('es')}|${KEY('es')}[^{}]*${KEY('en')})[^{}]*\\}`,
);

/** The lines of a source text that hold a table of words per language. */
function wordsPerLanguage(text: string): number[] {
  const lines: number[] = [];
  for (const match of text.matchAll(new RegExp(WORDS_PER_LANGUAGE, 'g')))
    lines.push(text.slice(0, match.index).split('\n').length);
  return lines;
}

describe('the domain package', () => {
  it('finds a table of words per language in any of its forms', () => {
    expect(wordsPerLanguage("const names = { en: 'Flu', es: 'Gripe' };")).toEqual([1]);
    expect(wordsPerLanguage('interface Row {\n  label: { en: string; es: string };\n}')).toEqual([2]);
    expect(wordsPerLanguage('return { id, label: { en, es } };')).toEqual([1]);
    expect(wordsPerLanguage("const x = {\n  'es': 'Gripe',\n  'en': 'Flu',\n};")).toEqual([1]);
    expect(wordsPerLanguage("const LOCALES = ['en', 'es'] as const;")).toEqual([]);
    expect(wordsPerLanguage("const rule = { kind: 'flu', minAge: 18 };")).toEqual([]);
  });

  it('holds no words per language in its source: names and labels are translations', () => {
    const found = sourceFiles(domainSource).flatMap((file) =>
      wordsPerLanguage(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
