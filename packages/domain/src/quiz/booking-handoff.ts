// The hand-off from the quiz's results to booking (docs/product/quiz.md, Results): the vaccines the quiz offers to
// book, kept within the booking rules (no one under 3 online, flu only in season, two vaccines at most, never RSV
// with COVID-19), and the ones left out with the reason a person is told.
import { MINOR_MIN_AGE } from '../constants.ts';
import {
  MAX_VACCINES_PER_APPOINTMENT,
  VACCINE_KINDS,
  hasIncompatibleKinds,
  kindRow,
  type VaccineKind,
} from '../vaccines.ts';
import {
  completedYears,
  PREGNANCY_QUESTION_AGES,
  vaccinesToBook,
  type EligibilityResults,
  type QuizAge,
  type QuizAnswers,
} from './quiz-rules.ts';

export type LeftOutReason = 'underBookingAge' | 'fluOutOfSeason' | 'rsvCovidRule' | 'twoVaccineLimit';

export interface LeftOutVaccine {
  kind: VaccineKind;
  reason: LeftOutReason;
}

export interface BookingHandoff {
  /** What the "Book …" link preselects, in the usual vaccine order. Empty: nothing can be booked online. */
  kinds: VaccineKind[];
  /** Every vaccine the quiz offers that is not in `kinds`, with why. */
  leftOut: LeftOutVaccine[];
}

/** A result code that says the vaccine is recommended because of a condition the person chose. */
const BECAUSE_OF_CONDITION = new Set(['rsvUMC', 'pneumoUMC', 'covid_19UMC']);

/**
 * Which of the vaccines the quiz offers to book go into one appointment. The most firmly recommended come first:
 * "eligible" before "may be eligible", and among those a vaccine recommended because of a condition before the
 * others (it is the one a person at risk most needs), then the usual order. A vaccine that would break a booking
 * rule with those already kept is left out, with that rule as its reason.
 */
export function quizBookingHandoff(
  results: EligibilityResults,
  age: QuizAge,
  context: { fluInSeason: boolean },
): BookingHandoff {
  const offered = vaccinesToBook(results);
  if (completedYears(age) < MINOR_MIN_AGE) {
    return { kinds: [], leftOut: offered.map((kind) => ({ kind, reason: 'underBookingAge' })) };
  }
  const rank = (kind: VaccineKind) =>
    (results[kind].status === 'true' ? 0 : 2) + (results[kind].codes.some((c) => BECAUSE_OF_CONDITION.has(c)) ? 0 : 1);
  const byPreference = [...offered].sort((a, b) => rank(a) - rank(b) || offered.indexOf(a) - offered.indexOf(b));
  const kept: VaccineKind[] = [];
  const leftOut: LeftOutVaccine[] = [];
  for (const kind of byPreference) {
    if (kindRow(kind).onlyInFluSeason && !context.fluInSeason) leftOut.push({ kind, reason: 'fluOutOfSeason' });
    else if (hasIncompatibleKinds([...kept, kind])) leftOut.push({ kind, reason: 'rsvCovidRule' });
    else if (kept.length >= MAX_VACCINES_PER_APPOINTMENT) leftOut.push({ kind, reason: 'twoVaccineLimit' });
    else kept.push(kind);
  }
  const inOrder = (kinds: VaccineKind[]) => VACCINE_KINDS.filter((kind) => kinds.includes(kind));
  return {
    kinds: inOrder(kept),
    leftOut: inOrder(leftOut.map((l) => l.kind)).map((kind) => leftOut.find((l) => l.kind === kind)!),
  };
}

/**
 * Whether the quiz's answers already rule out a pregnancy: the person said no, or is of an age the quiz does not ask
 * (under 12 or over 59). Booking then skips its own pregnancy question (issue 30); "not sure" or no answer rules out
 * nothing.
 */
export function quizRulesOutPregnancy(answers: Pick<QuizAnswers, 'age' | 'pregnancy'>): boolean {
  if (!answers.age) return false;
  if (answers.pregnancy === false) return true;
  const years = completedYears(answers.age);
  return years < PREGNANCY_QUESTION_AGES.min || years > PREGNANCY_QUESTION_AGES.max;
}
