// The rule that keeps every existing database upgradable (decision 214): the list is the order, names sort in that
// order, and a released migration is never removed, renamed, moved or edited.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationList } from './index.ts';
import { compareMigrationNames, MIGRATION_NAME } from './migration-names.ts';
import { MIGRATIONS_DIR, migrationFileHash, releaseFixtures } from './release-fixtures/release-fixture.ts';

const names = migrationList.map(([name]) => name);

describe('migrations', () => {
  it('are listed once each, under their file name, and every migration file is listed', async () => {
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => MIGRATION_NAME.test(file.replace(/\.ts$/, '')) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(files.sort());
    for (const [name, migration] of migrationList) {
      expect(migration, `${name} in index.ts must import ./${name}.ts`).toBe(await import(`./${name}.ts`));
    }
  });

  it('are named YYYY-MM-DDTHHMM-title', () => {
    for (const name of names) expect(name, 'use npm run migration:new -w apps/api -- <title>').toMatch(MIGRATION_NAME);
  });

  it('sort by name in the order of the list, which is the order Kysely runs them in', () => {
    for (let i = 1; i < names.length; i += 1) {
      const [before, name] = [names[i - 1]!, names[i]!];
      expect(
        compareMigrationNames(before, name),
        `"${name}" sorts before "${before}", which runs earlier: every database that already ran "${before}" would ` +
          'refuse to start ("corrupted migrations"). Rename it with `npm run migration:new -w apps/api -- <title>`, ' +
          'which picks a key that sorts last.',
      ).toBe(-1);
    }
  });

  it.each(releaseFixtures().map((f) => [f.release, f] as const))(
    'released in %s are all still first in the list, in their order, their files unchanged',
    (_release, fixture) => {
      expect(names.slice(0, fixture.migrations.length)).toEqual(fixture.migrations.map((m) => m.name));
      for (const m of fixture.migrations) {
        expect(migrationFileHash(m.name), `${m.name} has shipped: add a new migration instead of editing it`).toBe(
          m.sha256,
        );
      }
    },
  );
});
