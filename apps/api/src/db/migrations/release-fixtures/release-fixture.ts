// A released database as data (made by make-release-fixture.ts): which migrations had run, with their files' hashes,
// and every row. The upgrade test rebuilds it on either database and migrates it with the current code.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ReleaseFixture {
  release: string;
  booking: { accessCode: string; confirmationNumber: string };
  migrations: Array<{ name: string; sha256: string }>;
  rows: Record<string, Array<Record<string, unknown>>>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '..');

/** The hash of a migration's file as committed: a released migration's file never changes. */
export function migrationFileHash(name: string): string {
  return crypto.hash('sha256', fs.readFileSync(path.join(MIGRATIONS_DIR, `${name}.ts`)), 'hex');
}

export function releaseFixtures(): ReleaseFixture[] {
  return fs
    .readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as ReleaseFixture);
}
