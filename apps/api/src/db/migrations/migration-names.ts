// The rule for migration names (decision 214). A name is `YYYY-MM-DDTHHMM-title`; the time is an ordering key. Kysely
// runs migrations sorted by name and refuses a database that ran a later-sorting one, so every new name must sort
// after the last one already written, whatever today's date is.

export const MIGRATION_NAME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The order Kysely sorts names in (`Array.prototype.sort` with no comparator: UTF-16 code units). */
export function compareMigrationNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function keyTime(name: string): number {
  const m = MIGRATION_NAME.exec(name);
  if (!m) throw new Error(`"${name}" is not a migration name (YYYY-MM-DDTHHMM-title)`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
}

function formatKey(time: number): string {
  const d = new Date(time);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}`;
}

/** A title as a name part: lower case, words joined by dashes. */
export function migrationTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) throw new Error('A migration needs a title of letters or digits, such as "staff-sessions".');
  return slug;
}

/**
 * The name for a new migration: the current minute (UTC) as its key, or a minute after the last key when that is
 * later, so it always sorts after `last`.
 */
export function nextMigrationName(last: string | undefined, title: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const time = last === undefined ? minute : Math.max(minute, keyTime(last) + 60_000);
  return `${formatKey(time)}-${migrationTitle(title)}`;
}
