// Eligibility quiz rules (docs/product/quiz.md): answers, statuses, result codes, question order, age input
// and the thresholds and per-vaccine rules. Readings of the spec's gaps are in docs/decisions/020.
import {
  ADULT_MIN_AGE,
  COVID_WARNING_MAX_AGE,
  MAX_AGE,
  PNEUMOCOCCAL_MIN_AGE,
  PNEUMOCOCCAL_NO_CONDITION_AGE,
  QUIZ_MIN_AGE_MONTHS,
  RSV_MIN_AGE,
  RSV_NO_CONDITION_AGE,
} from '../constants.ts';
import { QUIZ_RESULT_CODES, type EligibilityStatus, type QuizResultCode } from '../enumerations.ts';
import { VACCINE_KINDS, type VaccineKind } from '../vaccines.ts';
import { hasConditionFor, type ConditionVaccine } from './medical-conditions.ts';

export const QUIZ_STEPS = [
  'age',
  'flu',
  'covid19',
  'pregnancy',
  'rsv',
  'pneumococcal',
  'preExistingConditions',
  'results',
] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];
export type QuizQuestion = Exclude<QuizStep, 'results'>;
export type YesNoQuestion = 'flu' | 'covid19' | 'pregnancy' | 'rsv' | 'pneumococcal';

/** yes = true, no = false, "not sure" = 'unknown' (docs/product/quiz.md). */
export type QuizAnswerValue = true | false | 'unknown';

/**
 * Which options each yes/no page offers. Only pneumococcal adds "not sure" (docs/product/quiz.md); the rules still read
 * 'unknown' anywhere.
 */
export const QUIZ_QUESTION_OPTIONS: Record<YesNoQuestion, readonly QuizAnswerValue[]> = {
  flu: [true, false],
  covid19: [true, false],
  pregnancy: [true, false],
  rsv: [true, false],
  pneumococcal: [true, false, 'unknown'],
};

export interface QuizAge {
  value: number;
  unit: 'months' | 'years';
}

/**
 * flu, covid19, rsv and pneumococcal ask whether that vaccine was already received (this season for flu and
 * COVID-19); pregnancy asks whether the person is pregnant.
 */
export interface QuizAnswers {
  age?: QuizAge;
  flu?: QuizAnswerValue;
  covid19?: QuizAnswerValue;
  pregnancy?: QuizAnswerValue;
  rsv?: QuizAnswerValue;
  pneumococcal?: QuizAnswerValue;
  /** Ids of medical-conditions.ts; an empty list is the answer "none of these". */
  preExistingConditions?: string[];
}

export type QuizAnswer =
  | { question: 'age'; value: QuizAge }
  | { question: YesNoQuestion; value: QuizAnswerValue }
  | { question: 'preExistingConditions'; value: string[] };

// ---------------------------------------------------------------------------------------------------------------
// Age input (docs/product/quiz.md)

export const QUIZ_AGE_MESSAGES = {
  required: 'Enter your age to start the quiz.',
  underMinimum: 'The quiz is intended for individuals 6 months or older.',
  invalid: 'Please enter a valid age',
} as const;
export type QuizAgeMessageKey = keyof typeof QUIZ_AGE_MESSAGES;

export const QUIZ_OPTION_REQUIRED_MESSAGE = 'Please select an option';

export type ParsedAge = { ok: true; age: QuizAge } | { ok: false; error: QuizAgeMessageKey };

// Whole numbers only: "6M" is 6 months, "45" is 45 years. A decimal or a sign is not an age anyone types on purpose.
const AGE_INPUT = /^(\d{1,4})\s*([mM])?$/;

export function parseAge(input: string): ParsedAge {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  const match = AGE_INPUT.exec(text);
  if (!match) return { ok: false, error: 'invalid' };
  const age: QuizAge = { value: Number(match[1]), unit: match[2] ? 'months' : 'years' };
  const error = validateAge(age);
  return error ? { ok: false, error } : { ok: true, age };
}

/** null when the age can start the quiz. */
export function validateAge(age: QuizAge): QuizAgeMessageKey | null {
  if (!Number.isInteger(age.value) || age.value < 0) return 'invalid';
  const months = ageInMonths(age);
  if (months < QUIZ_MIN_AGE_MONTHS) return 'underMinimum';
  if (months > MAX_AGE * 12) return 'invalid';
  return null;
}

export function ageInMonths(age: QuizAge): number {
  return age.unit === 'months' ? age.value : age.value * 12;
}

/**
 * Completed years: 18 months is 1. Every age range ("12-59", "over 49", "50-74") is read on completed years, as a
 * birthday would: someone aged 49 and a half is 49, neither "over 49" nor in a gap between "12-49" and "50-59".
 */
export function completedYears(age: QuizAge): number {
  return Math.floor(ageInMonths(age) / 12);
}

// ---------------------------------------------------------------------------------------------------------------
// Thresholds (docs/product/quiz.md). Ranges include both ends.

export const PREGNANCY_QUESTION_AGES = { min: 12, max: 59 } as const;
/** "over 49" asks about RSV. */
export const RSV_QUESTION_MIN_AGE = RSV_MIN_AGE;
/** "over 18" asks about pneumococcal. */
export const PNEUMOCOCCAL_QUESTION_MIN_AGE = PNEUMOCOCCAL_MIN_AGE;
export const COVID_CONDITION_AGES = { min: ADULT_MIN_AGE, max: COVID_WARNING_MAX_AGE } as const;
export const RSV_CONDITION_AGES = { min: RSV_MIN_AGE, max: RSV_NO_CONDITION_AGE - 1 } as const;
export const PNEUMOCOCCAL_CONDITION_AGES = {
  min: PNEUMOCOCCAL_MIN_AGE,
  max: PNEUMOCOCCAL_NO_CONDITION_AGE - 1,
} as const;
/** Flu: under 19 "may be eligible", 19 and over eligible. */
export const FLU_ADULT_AGE = 19;
/** COVID-19: 65 and over may be eligible without a condition. */
export const COVID_SENIOR_AGE = COVID_WARNING_MAX_AGE + 1;
/** RSV: under 12 months not eligible. */
export const RSV_MIN_AGE_MONTHS = 12;

const within = (years: number, range: { min: number; max: number }) => years >= range.min && years <= range.max;

function yearsOf(answers: QuizAnswers): number | null {
  return answers.age ? completedYears(answers.age) : null;
}

const isPregnant = (answers: QuizAnswers) => answers.pregnancy === true;

/** 18-64 with the COVID-19 answer "no" counts as a COVID-19 condition case (docs/product/quiz.md). */
export function covidHasConditionList(answers: QuizAnswers): boolean {
  const years = yearsOf(answers);
  return years !== null && within(years, COVID_CONDITION_AGES) && answers.covid19 === false;
}

/**
 * RSV conditions are asked when "not yet RSV-vaccinated and aged 50-74". A prior RSV dose already settles the result,
 * so conditions would not change it; "not sure" still asks.
 */
export function rsvHasConditionList(answers: QuizAnswers): boolean {
  const years = yearsOf(answers);
  return years !== null && within(years, RSV_CONDITION_AGES) && answers.rsv !== true;
}

/** Pneumococcal conditions matter at 19-49; pregnancy already makes pneumococcal not eligible. */
export function pneumococcalHasConditionList(answers: QuizAnswers): boolean {
  const years = yearsOf(answers);
  return years !== null && within(years, PNEUMOCOCCAL_CONDITION_AGES) && !isPregnant(answers);
}

/** The vaccines whose result still depends on a medical condition: the conditions page shows theirs. */
export function vaccinesWithConditionList(answers: QuizAnswers): ConditionVaccine[] {
  const out: ConditionVaccine[] = [];
  if (covidHasConditionList(answers)) out.push('covid_19');
  if (rsvHasConditionList(answers)) out.push('rsv');
  if (pneumococcalHasConditionList(answers)) out.push('pneumococcal');
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Question order (docs/product/quiz.md)

/**
 * The step after `step`, given the answers so far. Each rule of docs/product/quiz.md, Which questions are asked, is one
 * case, in its own order (the first matching branch wins). An unknown or missing age ends the quiz at age.
 */
export function stepAfter(step: QuizStep, answers: QuizAnswers): QuizStep {
  const years = yearsOf(answers);
  if (years === null) return 'age';
  const askPregnancy = within(years, PREGNANCY_QUESTION_AGES);
  const askRsv = years >= RSV_QUESTION_MIN_AGE;
  const askPneumococcal = !isPregnant(answers) && years >= PNEUMOCOCCAL_QUESTION_MIN_AGE;
  switch (step) {
    case 'age':
      return 'flu';
    case 'flu':
      return 'covid19';
    case 'covid19':
      // No pregnancy answer exists yet here, so "not pregnant" holds for the pneumococcal branch.
      if (askPregnancy) return 'pregnancy';
      if (askRsv) return 'rsv';
      if (askPneumococcal) return 'pneumococcal';
      return covidHasConditionList(answers) ? 'preExistingConditions' : 'results';
    case 'pregnancy':
      if (askRsv) return 'rsv';
      if (askPneumococcal) return 'pneumococcal';
      return covidHasConditionList(answers) ? 'preExistingConditions' : 'results';
    case 'rsv':
      if (askPneumococcal) return 'pneumococcal';
      return covidHasConditionList(answers) || rsvHasConditionList(answers) ? 'preExistingConditions' : 'results';
    case 'pneumococcal':
      return vaccinesWithConditionList(answers).length > 0 ? 'preExistingConditions' : 'results';
    case 'preExistingConditions':
    case 'results':
      return 'results';
  }
}

export function isAnswered(answers: QuizAnswers, step: QuizStep): boolean {
  return step !== 'results' && answers[step] !== undefined;
}

/** The steps this person walks, from age to results, as far as the answers so far decide it. */
export function quizPath(answers: QuizAnswers): QuizStep[] {
  const path: QuizStep[] = ['age'];
  let step: QuizStep = 'age';
  while (step !== 'results' && isAnswered(answers, step)) {
    step = stepAfter(step, answers);
    path.push(step);
  }
  return path;
}

/** The first step on this person's path still waiting for an answer, or results. */
export function nextQuestion(answers: QuizAnswers): QuizStep {
  return quizPath(answers).at(-1) ?? 'age';
}

/** True when the value is one the question accepts (an allowed option, a valid age, a list of known-shape ids). */
export function isValidAnswer(answer: QuizAnswer): boolean {
  switch (answer.question) {
    case 'age':
      return validateAge(answer.value) === null;
    case 'preExistingConditions':
      return Array.isArray(answer.value) && answer.value.every((id) => typeof id === 'string');
    default:
      return QUIZ_QUESTION_OPTIONS[answer.question].includes(answer.value);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Results (docs/product/quiz.md)

export interface VaccineResult {
  status: EligibilityStatus;
  codes: QuizResultCode[];
}
export type EligibilityResults = Record<VaccineKind, VaccineResult>;

const result = (status: EligibilityStatus, ...codes: QuizResultCode[]): VaccineResult => ({ status, codes });

function conditionFor(answers: QuizAnswers, vaccine: ConditionVaccine): boolean {
  return hasConditionFor(answers.preExistingConditions ?? [], vaccine);
}

function fluResult(years: number, answers: QuizAnswers): VaccineResult {
  if (answers.flu === true) return result('false');
  // Pharmacies restrict vaccinating minors by state, hence "may be" below 19.
  if (years < FLU_ADULT_AGE) return result('maybe', 'retailerAgeRestriction');
  return answers.flu === 'unknown' ? result('maybe') : result('true');
}

function covidResult(years: number, answers: QuizAnswers): VaccineResult {
  if (years < COVID_CONDITION_AGES.min) return result('healthcareProvider', 'underAge');
  if (years <= COVID_CONDITION_AGES.max) {
    // Pregnancy is on the CDC list of COVID-19 conditions and is asked on its own page (medical-conditions.ts).
    const condition = conditionFor(answers, 'covid_19') || isPregnant(answers);
    return answers.covid19 !== true && condition
      ? result('maybe', 'covid_19UMC')
      : result('healthcareProvider', 'prescriptionNeeded');
  }
  return answers.covid19 === true ? result('healthcareProvider') : result('maybe');
}

function rsvResult(months: number, years: number, answers: QuizAnswers): VaccineResult {
  if (months < RSV_MIN_AGE_MONTHS) return result('false', 'underAge');
  if (within(years, PREGNANCY_QUESTION_AGES) && isPregnant(answers)) return result('maybe', 'maternalRsv');
  if (years < RSV_CONDITION_AGES.min) return result('false', 'rsvIneligible');
  // RSV is one dose: a prior dose makes a person not eligible for another (decision 254; it was "may not" before).
  if (answers.rsv === true) return result('false', 'rsvIneligible');
  const unsure = answers.rsv === 'unknown';
  if (years <= RSV_CONDITION_AGES.max) {
    return conditionFor(answers, 'rsv')
      ? result(unsure ? 'maybe' : 'true', 'rsvUMC')
      : result('false', 'rsvIneligible');
  }
  return result(unsure ? 'maybe' : 'true');
}

function pneumococcalResult(years: number, answers: QuizAnswers): VaccineResult {
  if (years < PNEUMOCOCCAL_CONDITION_AGES.min) return result('false', 'underAge');
  if (isPregnant(answers)) return result('false', 'pneumoIneligible');
  // "maybe if already vaccinated": a second dose depends on which vaccine it was; not sure reads the same.
  const status: EligibilityStatus =
    answers.pneumococcal === false || answers.pneumococcal === undefined ? 'true' : 'maybe';
  if (years <= PNEUMOCOCCAL_CONDITION_AGES.max) {
    return conditionFor(answers, 'pneumococcal') ? result(status, 'pneumoUMC') : result('false', 'pneumoIneligible');
  }
  return result(status);
}

/**
 * Per-vaccine status and result codes. Needs a valid age (null otherwise); an unanswered question reads as "no"
 * (not received, not pregnant, no condition), which is what the quiz means by not asking it.
 */
export function eligibilityResults(answers: QuizAnswers): EligibilityResults | null {
  if (!answers.age || validateAge(answers.age) !== null) return null;
  const months = ageInMonths(answers.age);
  const years = completedYears(answers.age);
  return {
    covid_19: covidResult(years, answers),
    flu: fluResult(years, answers),
    rsv: rsvResult(months, years, answers),
    pneumococcal: pneumococcalResult(years, answers),
  };
}

/** All codes of a result page, once each, in the order the spec lists them: the page's message is their combination. */
export function resultCodes(results: EligibilityResults): QuizResultCode[] {
  const all = new Set(VACCINE_KINDS.flatMap((kind) => results[kind].codes));
  return QUIZ_RESULT_CODES.filter((code) => all.has(code));
}

/** Vaccines the results page offers to book (preselected on the schedule landing): eligible or may be. */
export function vaccinesToBook(results: EligibilityResults): VaccineKind[] {
  return VACCINE_KINDS.filter((kind) => results[kind].status === 'true' || results[kind].status === 'maybe');
}
