import { describe, expect, it } from 'vitest';
import { compareMigrationNames, migrationTitle, nextMigrationName } from './migration-names.ts';

describe('a new migration name', () => {
  it('takes the current minute in UTC when that sorts after the last migration', () => {
    expect(
      nextMigrationName('2026-12-06T0900-hold-extensions', 'Staff sessions', new Date('2027-01-05T14:37:59Z')),
    ).toBe('2027-01-05T1437-staff-sessions');
  });

  it('takes a minute after the last key when today is earlier, so it still runs after every released migration', () => {
    const name = nextMigrationName('2026-12-06T0900-hold-extensions', 'staff sessions', new Date('2026-11-26T09:00Z'));
    expect(name).toBe('2026-12-06T0901-staff-sessions');
    expect(compareMigrationNames('2026-12-06T0900-hold-extensions', name)).toBe(-1);
  });

  it('rolls over the hour, the day and the year', () => {
    expect(nextMigrationName('2026-12-31T2359-last', 'next', new Date('2026-01-01T00:00Z'))).toBe(
      '2027-01-01T0000-next',
    );
  });

  it('makes a title of any words, and refuses one with none', () => {
    expect(migrationTitle('  Webhook outbox & retries ')).toBe('webhook-outbox-retries');
    expect(() => migrationTitle('---')).toThrow(/title of letters or digits/);
  });
});
