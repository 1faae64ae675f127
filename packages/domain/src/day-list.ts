// The pharmacy's day list and what staff do from it (docs/product/staff.md, The day list; decisions 243 and 244). Pure
// rules shared by the server (which builds the list) and the staff pages (which search and group it).
// No imports: the staff pages load this, and nothing heavier should come with it.

/** Why the pharmacy cancelled on the person's behalf: codes the person's e-mail and manage page say in their language. */
export const PHARMACY_CANCEL_REASONS = [
  'pharmacy_closed',
  'vaccine_unavailable',
  'staff_unavailable',
  'person_asked',
  'other',
] as const;
export type PharmacyCancelReason = (typeof PHARMACY_CANCEL_REASONS)[number];

/** The pharmacy's own words to the person with a cancel: short, shown as written. */
export const PHARMACY_CANCEL_NOTE_MAX = 300;

/** How often an open day list asks whether it changed (the server answers 304 when it did not). */
export const DAY_LIST_POLL_SECONDS = 15;

/** What the day list's search compares: lower case, without accents, dashes or spaces. */
export function searchKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, '');
}

/**
 * Whether a row matches what staff typed: part of the first or last name (either order), or the confirmation number.
 * The search runs in the page over the list already read, so names never travel in a URL (decision 243).
 */
export function matchesDayListSearch(
  row: { firstName: string; lastName: string; confirmationNumber: string },
  query: string,
): boolean {
  const words = query.trim().split(/\s+/).map(searchKey).filter(Boolean);
  if (words.length === 0) return true;
  const names = [searchKey(row.firstName), searchKey(row.lastName)];
  const number = searchKey(row.confirmationNumber);
  return words.every((word) => number.includes(word) || names.some((name) => name.includes(word)));
}

/** The rows of one registration together, in the order of the first row's time: a party is seen as one. */
export function groupByRegistration<T extends { registrationId: string }>(rows: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.registrationId);
    if (group) group.push(row);
    else groups.set(row.registrationId, [row]);
  }
  return [...groups.values()];
}

/** Error codes of the day list's calls; the staff pages show their own words for each. */
export const DAY_LIST_ERROR_CODES = [
  'STAFF_APPOINTMENT_NOT_FOUND',
  'STAFF_DATE_INVALID',
  'APPOINTMENT_CANCELLED',
  'ATTENDANCE_FINAL',
  'ATTENDANCE_NOT_ALLOWED',
  'NO_SHOW_TOO_EARLY',
  'NOT_GIVEN_REASON_REQUIRED',
] as const;
