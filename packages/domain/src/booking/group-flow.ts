// Group booking: one visit for a household. The steps, their order and where Back goes, as pure functions that the
// group machine's guards and the route guard both call, so they can never disagree about the order.
import { ADULT_MIN_AGE, MAX_GROUP_SIZE, MINOR_MIN_AGE, RSV_MIN_AGE } from '../constants.ts';
import { checkAgeEligibility, type EligibilityError, type EligibilityWarning } from '../age-eligibility.ts';
import { ageInYears, isValidDateOfBirth, normalizeDateOfBirth } from '../patient.ts';
import type { VaccineKind } from '../vaccines.ts';
import { conditionKindsToConfirm, unconfirmedConditionKinds } from './condition-confirmation.ts';
import { maternalRsvEligibility, type MaternalRsvStatus } from './maternal-rsv.ts';
import { checkSelectionForContinue, type BookingFlow, type SelectionCheck } from './vaccine-selection.ts';

export const MIN_GROUP_SIZE = 1;
export { MAX_GROUP_SIZE };

/** Paths relative to the optional campaign and locale segments. */
export const GROUP_STEP_PATHS = {
  groupSize: 'schedule/group',
  dateOfBirth: 'schedule/dob',
  recipients: 'schedule/recipients',
  vaccineSelection: 'schedule/vaccines',
  locationSearch: 'schedule/group/search',
  searchResults: 'schedule/group/results',
  appointmentSummary: 'schedule/group/summary',
  contactDetails: 'schedule/contact',
  appointmentReview: 'schedule/group/review',
  appointmentConfirmation: 'schedule/group/confirmation',
} as const;

export type GroupStep = keyof typeof GROUP_STEP_PATHS;
export const GROUP_STEPS = Object.keys(GROUP_STEP_PATHS) as GroupStep[];

export function groupStepForPath(path: string): GroupStep | null {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return GROUP_STEPS.find((step) => GROUP_STEP_PATHS[step] === trimmed) ?? null;
}

export const isValidGroupSize = (size: unknown): size is number =>
  typeof size === 'number' && Number.isInteger(size) && size >= MIN_GROUP_SIZE && size <= MAX_GROUP_SIZE;

/** A party of more than one person is a group: it names each person; a party of one gives a date of birth only. */
export const isGroup = (size: number): boolean => size > 1;

/** The order after the people are known; the first step depends on the size. */
const AFTER_PEOPLE: readonly GroupStep[] = [
  'vaccineSelection',
  'locationSearch',
  'searchResults',
  'appointmentSummary',
  'contactDetails',
  'appointmentReview',
  'appointmentConfirmation',
];

/** Continue: group size goes to date of birth (one person) or recipients (more), then the fixed order. */
export function nextGroupStep(step: GroupStep, groupSize: number): GroupStep {
  if (step === 'groupSize') return isGroup(groupSize) ? 'recipients' : 'dateOfBirth';
  if (step === 'dateOfBirth' || step === 'recipients') return 'vaccineSelection';
  const index = AFTER_PEOPLE.indexOf(step);
  return AFTER_PEOPLE[Math.min(index + 1, AFTER_PEOPLE.length - 1)]!;
}

/** Back: the previous step; vaccine selection goes back by group type; the confirmation starts a new party. */
export function previousGroupStep(step: GroupStep, groupSize: number): GroupStep {
  if (step === 'groupSize' || step === 'dateOfBirth' || step === 'recipients' || step === 'appointmentConfirmation')
    return 'groupSize';
  if (step === 'vaccineSelection') return isGroup(groupSize) ? 'recipients' : 'dateOfBirth';
  return AFTER_PEOPLE[AFTER_PEOPLE.indexOf(step) - 1]!;
}

/** The steps a party passes through, in order, up to and including `step` (the route guard's "reachable" list). */
export function groupPathTo(step: GroupStep, groupSize: number): GroupStep[] {
  const path: GroupStep[] = ['groupSize'];
  while (path[path.length - 1] !== step && path.length <= GROUP_STEPS.length) {
    const next = nextGroupStep(path[path.length - 1]!, groupSize);
    if (next === path[path.length - 1]) break;
    path.push(next);
  }
  return path;
}

export interface GroupMember {
  firstName: string;
  lastName: string;
  /** As typed, MM/DD/YYYY. */
  dateOfBirth: string;
  /** The pharmacy's record needs it; a party of one gives it with the contact details. */
  sex?: string;
  kinds: VaccineKind[];
  /** Asked only when RSV is chosen for someone under the RSV age: maternal RSV. */
  pregnant?: boolean;
  /** yyyy-MM-dd, with `pregnant`. */
  dueDate?: string;
  /** The vaccines whose risk condition was confirmed for this person, as one person confirms their own (decision 256). */
  confirmedConditions?: VaccineKind[];
}

/** Under 18 books through the guardian who fills in the contact details (the minor flow's consent). */
export function memberFlow(dateOfBirth: string, today: string): BookingFlow {
  const iso = normalizeDateOfBirth(dateOfBirth);
  return iso !== null && ageInYears(iso, today) < ADULT_MIN_AGE ? 'minor' : 'adult';
}

export type MemberCheck =
  | { ok: true; flow: BookingFlow; warnings: EligibilityWarning[] }
  | { ok: false; reason: 'invalidDateOfBirth' | 'tooYoung' }
  | { ok: false; reason: 'selection'; selection: Exclude<SelectionCheck, { ok: true }> }
  | { ok: false; reason: 'eligibility'; errors: EligibilityError[] }
  | { ok: false; reason: 'maternalRsv'; status: MaternalRsvStatus | null }
  | { ok: false; reason: 'conditionNotConfirmed'; kinds: VaccineKind[] };

/**
 * Whether maternal RSV should be asked about: RSV chosen for someone old enough to be pregnant but under the RSV age.
 * Not asked where the answers already rule it out: a person whose sex was given as male.
 */
export function asksAboutPregnancy(member: Pick<GroupMember, 'dateOfBirth' | 'kinds' | 'sex'>, today: string): boolean {
  const iso = normalizeDateOfBirth(member.dateOfBirth);
  if (iso === null || !member.kinds.includes('rsv') || member.sex === 'male') return false;
  const age = ageInYears(iso, today);
  return age >= ADULT_MIN_AGE && age < RSV_MIN_AGE;
}

/**
 * One person's choice, with the single booking's rules: one or two vaccines, never RSV with COVID-19, a minor not
 * pneumococcal alone, the age rules (3+ through a guardian, 18+ alone), and maternal RSV only inside its window
 * today (a later window is booked through the single flow, which offers a reminder). The location's own rules
 * (retailer ages, prescriptions) are checked again when the party books.
 */
export function checkGroupMember(member: GroupMember, today: string): MemberCheck {
  if (!isValidDateOfBirth(member.dateOfBirth, today)) return { ok: false, reason: 'invalidDateOfBirth' };
  const age = ageInYears(normalizeDateOfBirth(member.dateOfBirth)!, today);
  if (age < MINOR_MIN_AGE) return { ok: false, reason: 'tooYoung' };
  const flow = memberFlow(member.dateOfBirth, today);
  const selection = checkSelectionForContinue(member.kinds, flow);
  if (!selection.ok) return { ok: false, reason: 'selection', selection };
  const pregnant = asksAboutPregnancy(member, today) && member.pregnant === true;
  if (pregnant) {
    if (!member.dueDate) return { ok: false, reason: 'maternalRsv', status: null };
    const { status } = maternalRsvEligibility({ dueDate: member.dueDate, zip: '', today, selectedKinds: member.kinds });
    if (status !== 'TODAY') return { ok: false, reason: 'maternalRsv', status };
  }
  const result = checkAgeEligibility({
    age,
    services: member.kinds,
    pregnant,
    flow,
    location: { state: '', retailer: 'unknown' },
  });
  if (result.errors.length > 0) return { ok: false, reason: 'eligibility', errors: result.errors };
  const unconfirmed = unconfirmedConditionKinds(result.warnings, member.confirmedConditions);
  if (unconfirmed.length > 0) return { ok: false, reason: 'conditionNotConfirmed', kinds: unconfirmed };
  return { ok: true, flow, warnings: result.warnings };
}

/**
 * The vaccines this person's choice needs a confirmed risk condition for (COVID-19 at 18 to 64, RSV at 50 to 74,
 * pneumococcal at 19 to 49): the vaccines page asks about each, as the single booking's patient step does.
 */
export function memberConditionKinds(member: GroupMember, today: string): VaccineKind[] {
  if (!isValidDateOfBirth(member.dateOfBirth, today)) return [];
  const age = ageInYears(normalizeDateOfBirth(member.dateOfBirth)!, today);
  const pregnant = asksAboutPregnancy(member, today) && member.pregnant === true;
  const result = checkAgeEligibility({
    age,
    services: member.kinds,
    pregnant,
    flow: memberFlow(member.dateOfBirth, today),
    location: { state: '', retailer: 'unknown' },
  });
  return result.errors.length > 0 ? [] : conditionKindsToConfirm(result.warnings);
}

/** The party's different kinds, in first-chosen order: what the location search and results ask for. */
export function partyKinds(members: readonly Pick<GroupMember, 'kinds'>[]): VaccineKind[] {
  return [...new Set(members.flatMap((m) => m.kinds))];
}
