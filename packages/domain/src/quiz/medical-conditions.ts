// Underlying medical conditions (docs/product/quiz.md; docs/product/booking-flow.md, "medical-condition table").
// Which vaccine each condition counts for follows the CDC's lists of conditions that raise the risk of severe
// COVID-19, the RSV risk conditions for adults 50-74 and the pneumococcal risk conditions for adults 19-49.
// The spec names the ids but not the table's content: the mapping is decision 021.

export const CONDITION_VACCINES = ['covid_19', 'rsv', 'pneumococcal'] as const;
/** The vaccines whose quiz result can depend on a condition (flu never does). */
export type ConditionVaccine = (typeof CONDITION_VACCINES)[number];

/** common: counts for all three vaccines; shared: for two; unique: for one. */
export type ConditionTag = 'common' | 'shared' | 'unique';

export interface MedicalCondition {
  id: string;
  label: { en: string; es: string };
  vaccines: readonly ConditionVaccine[];
  includeOnBooking: boolean;
  includeOnEligibility: boolean;
}

const C = 'covid_19';
const R = 'rsv';
const P = 'pneumococcal';

function condition(
  id: string,
  en: string,
  es: string,
  vaccines: readonly ConditionVaccine[],
  flags: { booking?: boolean; eligibility?: boolean } = {},
): MedicalCondition {
  return {
    id,
    label: { en, es },
    vaccines,
    includeOnBooking: flags.booking ?? true,
    includeOnEligibility: flags.eligibility ?? true,
  };
}

// Alphabetical by id so the web can sort by its own locale's label without surprises in the source.
export const MEDICAL_CONDITIONS: readonly MedicalCondition[] = [
  condition('alcoholism', 'Alcoholism', 'Alcoholismo', [P]),
  condition('asthma', 'Asthma', 'Asma', [C, R, P]),
  condition('cancer', 'Cancer', 'Cáncer', [C, P]),
  condition('cerebrospinalFluidLeak', 'Cerebrospinal fluid (CSF) leak', 'Fuga de líquido cefalorraquídeo', [P]),
  condition(
    'cerebrovascularDisease',
    'Cerebrovascular disease, such as a past stroke',
    'Enfermedad cerebrovascular, como un derrame cerebral previo',
    [C],
  ),
  condition(
    'chronicBloodConditions',
    'Chronic blood conditions, such as thalassemia',
    'Enfermedades crónicas de la sangre, como la talasemia',
    [C, R],
  ),
  condition(
    'chronicHeartConditions',
    'Other chronic heart conditions, such as congenital heart disease',
    'Otras enfermedades crónicas del corazón, como una cardiopatía congénita',
    [C, R, P],
  ),
  condition('chronicKidneyConditions', 'Chronic kidney disease', 'Enfermedad renal crónica', [C, R, P]),
  condition(
    'chronicLiverConditions',
    'Chronic liver disease, such as cirrhosis or hepatitis',
    'Enfermedad hepática crónica, como cirrosis o hepatitis',
    [C, R, P],
  ),
  condition(
    'chronicLungConditions',
    'Other chronic lung disease, such as cystic fibrosis',
    'Otras enfermedades pulmonares crónicas, como la fibrosis quística',
    [C, R, P],
  ),
  condition('cigaretteSmoking', 'Current cigarette smoking', 'Fuma cigarrillos actualmente', [C, P]),
  condition('cochlearImplant', 'Cochlear implant', 'Implante coclear', [P]),
  condition('COPD', 'Chronic obstructive pulmonary disease (COPD)', 'Enfermedad pulmonar obstructiva crónica (EPOC)', [
    C,
    R,
    P,
  ]),
  condition('dementia', 'Dementia', 'Demencia', [C, R]),
  condition('diabetes', 'Diabetes (type 1 or type 2)', 'Diabetes (tipo 1 o tipo 2)', [C, R, P]),
  condition('disabilities', 'Disabilities, such as Down syndrome', 'Discapacidades, como el síndrome de Down', [C]),
  condition('frailty', 'Frailty', 'Fragilidad', [R]),
  condition(
    'heartDisease',
    'Heart disease, such as heart failure or coronary artery disease',
    'Enfermedad cardíaca, como insuficiencia cardíaca o enfermedad de las arterias coronarias',
    [C, R, P],
  ),
  condition('hiv', 'HIV infection', 'Infección por VIH', [C, P]),
  condition(
    'immunocompromised',
    'Weakened immune system (immunocompromised)',
    'Sistema inmunitario debilitado (inmunodeprimido)',
    [C, R, P],
  ),
  condition(
    'livingInNursingHome',
    'Living in a nursing home or long-term care facility',
    'Vive en un hogar de ancianos o centro de cuidados a largo plazo',
    [R],
  ),
  condition(
    'mentalHealthConditions',
    'Mental health conditions, such as depression or schizophrenia',
    'Trastornos de salud mental, como depresión o esquizofrenia',
    [C],
  ),
  condition(
    'neurologicConditions',
    'Neurologic or neuromuscular conditions',
    'Enfermedades neurológicas o neuromusculares',
    [C, R],
  ),
  condition('obesity', 'Obesity', 'Obesidad', [C, R]),
  condition('physicalInactivity', 'Physical inactivity', 'Inactividad física', [C]),
  // The quiz asks about pregnancy on its own page (docs/product/quiz.md), so it is not offered again among the
  // conditions; a "yes" there counts as this condition for COVID-19 (quiz-rules.ts).
  condition('pregnancy', 'Pregnancy or recent pregnancy', 'Embarazo o embarazo reciente', [C], { eligibility: false }),
  condition('sickleCellDisease', 'Sickle cell disease', 'Anemia de células falciformes', [C, R, P]),
  condition('smoking', 'Former smoking', 'Fumador en el pasado', [C]),
  condition(
    'solidOrganTransplant',
    'Solid organ or blood stem cell transplant',
    'Trasplante de órgano sólido o de células madre de la sangre',
    [C, R, P],
  ),
  condition('substanceUseDisorders', 'Substance use disorders', 'Trastornos por consumo de sustancias', [C]),
  condition('tuberculosis', 'Tuberculosis', 'Tuberculosis', [C]),
];

export type MedicalConditionId = string;

const BY_ID = new Map(MEDICAL_CONDITIONS.map((c) => [c.id, c]));

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
