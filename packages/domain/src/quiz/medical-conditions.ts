// Underlying medical conditions (docs/product/quiz.md; docs/product/booking-flow.md, "medical-condition table").
// Which vaccine each condition counts for follows the CDC's lists of conditions that raise the risk of severe
// COVID-19, the RSV risk conditions for adults 50-74 and the pneumococcal risk conditions for adults 19-49.
// The spec names the ids but not the table's content: the mapping is decision 021. The words a person reads are
// translations keyed by id (the web's common:conditions.labels; decision 300): the domain keeps the codes.

export const CONDITION_VACCINES = ['covid_19', 'rsv', 'pneumococcal'] as const;
/** The vaccines whose quiz result can depend on a condition (flu never does). */
export type ConditionVaccine = (typeof CONDITION_VACCINES)[number];

/** common: counts for all three vaccines; shared: for two; unique: for one. */
export type ConditionTag = 'common' | 'shared' | 'unique';

interface MedicalConditionRow {
  id: string;
  vaccines: readonly ConditionVaccine[];
  includeOnBooking: boolean;
  includeOnEligibility: boolean;
}

const C = 'covid_19';
const R = 'rsv';
const P = 'pneumococcal';

function condition<const Id extends string>(
  id: Id,
  vaccines: readonly ConditionVaccine[],
  flags: { booking?: boolean; eligibility?: boolean } = {},
): MedicalConditionRow & { id: Id } {
  return {
    id,
    vaccines,
    includeOnBooking: flags.booking ?? true,
    includeOnEligibility: flags.eligibility ?? true,
  };
}

// Alphabetical by id so the web can sort by its own locale's label without surprises in the source.
export const MEDICAL_CONDITIONS = [
  condition('alcoholism', [P]),
  condition('asthma', [C, R, P]),
  condition('cancer', [C, P]),
  condition('cerebrospinalFluidLeak', [P]),
  condition('cerebrovascularDisease', [C]),
  condition('chronicBloodConditions', [C, R]),
  condition('chronicHeartConditions', [C, R, P]),
  condition('chronicKidneyConditions', [C, R, P]),
  condition('chronicLiverConditions', [C, R, P]),
  condition('chronicLungConditions', [C, R, P]),
  condition('cigaretteSmoking', [C, P]),
  condition('cochlearImplant', [P]),
  condition('COPD', [C, R, P]),
  condition('dementia', [C, R]),
  condition('diabetes', [C, R, P]),
  condition('disabilities', [C]),
  condition('frailty', [R]),
  condition('heartDisease', [C, R, P]),
  condition('hiv', [C, P]),
  condition('immunocompromised', [C, R, P]),
  condition('livingInNursingHome', [R]),
  condition('mentalHealthConditions', [C]),
  condition('neurologicConditions', [C, R]),
  condition('obesity', [C, R]),
  condition('physicalInactivity', [C]),
  // The quiz asks about pregnancy on its own page (docs/product/quiz.md), so it is not offered again among the
  // conditions; a "yes" there counts as this condition for COVID-19 (quiz-rules.ts).
  condition('pregnancy', [C], { eligibility: false }),
  condition('sickleCellDisease', [C, R, P]),
  condition('smoking', [C]),
  condition('solidOrganTransplant', [C, R, P]),
  condition('substanceUseDisorders', [C]),
  condition('tuberculosis', [C]),
] as const satisfies readonly MedicalConditionRow[];

/** A condition's id: the key of its label in the translation files, checked by the compiler where a view asks for it. */
export type MedicalConditionId = (typeof MEDICAL_CONDITIONS)[number]['id'];

export interface MedicalCondition extends MedicalConditionRow {
  id: MedicalConditionId;
}

const BY_ID = new Map<string, MedicalCondition>(MEDICAL_CONDITIONS.map((c) => [c.id, c]));

export function findMedicalCondition(id: string): MedicalCondition | undefined {
  return BY_ID.get(id);
}

/** The condition's tag for one vaccine, or null when it does not count for that vaccine. */
export function conditionTag(condition: MedicalCondition, vaccine: ConditionVaccine): ConditionTag | null {
  if (!condition.vaccines.includes(vaccine)) return null;
  if (condition.vaccines.length === CONDITION_VACCINES.length) return 'common';
  return condition.vaccines.length === 1 ? 'unique' : 'shared';
}

/** True when any of the chosen ids is a known condition that counts for the vaccine. Unknown ids count for nothing. */
export function hasConditionFor(ids: readonly string[], vaccine: ConditionVaccine): boolean {
  return ids.some((id) => BY_ID.get(id)?.vaccines.includes(vaccine) ?? false);
}

/** Conditions offered on the quiz page for the vaccines whose result still depends on one. */
export function conditionsForVaccines(vaccines: readonly ConditionVaccine[]): MedicalCondition[] {
  return MEDICAL_CONDITIONS.filter((c) => c.includeOnEligibility && c.vaccines.some((v) => vaccines.includes(v)));
}

/** Conditions a booking warning lists for one vaccine. */
export function bookingConditionsFor(vaccine: ConditionVaccine): MedicalCondition[] {
  return MEDICAL_CONDITIONS.filter((c) => c.includeOnBooking && c.vaccines.includes(vaccine));
}
