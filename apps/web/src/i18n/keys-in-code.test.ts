// Every text the code names by a literal key exists in English (and so, by translations.test.ts, in every language):
// a key that does not exist shows itself to a person ("patient.messages.reconfirm") instead of a sentence.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      const full = prefix ? `${prefix}.${key}` : key;
      out.add(full.replace(PLURAL, ''));
      keysOf(child, full, out);
    }
  }
  return out;
}

const english = new Map(
  fs
    .readdirSync(path.join(src, 'i18n', 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      keysOf(JSON.parse(fs.readFileSync(path.join(src, 'i18n', 'en', file), 'utf8'))),
    ]),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The literal keys a file asks for, and the namespaces it reads them from (none: a helper given a view's `t`). */
function keysInFile(text: string) {
  const namespaces = [
    ...[...text.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => m[1]!),
    ...[...text.matchAll(/getFixedT\([^,)]+,\s*'([\w-]+)'/g)].map((m) => m[1]!),
    ...[...text.matchAll(/useTranslation\(\s*\[([^\]]+)\]/g)].flatMap((m) =>
      [...m[1]!.matchAll(/'([\w-]+)'/g)].map((n) => n[1]!),
    ),
  ];
  const keys = [
    ...[...text.matchAll(/\bt\(\s*'([^'$]+)'/g)].map((m) => m[1]!),
    ...[...text.matchAll(/i18nKey="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return { namespaces, keys };
}

function exists(key: string, namespaces: string[]): boolean {
  const prefixed = /^([a-z][a-z-]*):(.+)$/.exec(key);
  if (prefixed) return english.get(prefixed[1]!)?.has(prefixed[2]!) ?? false;
  const where = namespaces.length > 0 ? [...namespaces, 'common'] : [...english.keys()];
  return where.some((ns) => english.get(ns)?.has(key));
}

describe('keys named in the code', () => {
  const files = sourceFiles(src);

  it('are found in hundreds of places (the scan reads the code)', () => {
    const count = files.reduce((n, file) => n + keysInFile(fs.readFileSync(file, 'utf8')).keys.length, 0);
    expect(count).toBeGreaterThan(500);
  });

  it('all exist in the English translations of the namespaces the file reads', () => {
    const missing = files.flatMap((file) => {
      const { namespaces, keys } = keysInFile(fs.readFileSync(file, 'utf8'));
      return keys.filter((key) => !exists(key, namespaces)).map((key) => `${path.relative(src, file)}: ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
