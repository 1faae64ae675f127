import { describe, expect, it } from 'vitest';
import {
  eligibilityResults,
  nextQuestion,
  parseAge,
  QUIZ_AGE_MESSAGES,
  quizPath,
  resultCodes,
  vaccinesToBook,
  type QuizAge,
  type QuizAnswers,
  type QuizAnswerValue,
  type QuizStep,
} from './quiz-rules.ts';

const years = (value: number): QuizAge => ({ value, unit: 'years' });
const months = (value: number): QuizAge => ({ value, unit: 'months' });

describe('age input', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['5M', 'underMinimum'],
    ['0M', 'underMinimum'],
    ['0', 'underMinimum'],
    ['abc', 'invalid'],
    ['-3', 'invalid'],
    ['1.5', 'invalid'],
    ['45 years', 'invalid'],
    ['121', 'invalid'],
    ['1441M', 'invalid'],
  ] as const)('refuses %j with the %s message', (input, key) => {
    expect(parseAge(input)).toEqual({ ok: false, error: key });
  });

  it.each([
    ['6M', months(6)],
    ['6m', months(6)],
    [' 18 M ', months(18)],
    ['45', years(45)],
    ['1', years(1)],
    ['120', years(120)],
    ['1440M', months(1440)],
    ['007', years(7)],
  ] as const)('accepts %j', (input, age) => {
    expect(parseAge(input)).toEqual({ ok: true, age });
  });

  it('shows the spec texts', () => {
    expect(QUIZ_AGE_MESSAGES).toEqual({
      required: 'Enter your age to start the quiz.',
      underMinimum: 'The quiz is intended for individuals 6 months or older.',
      invalid: 'Please enter a valid age',
    });
  });
});

// Every age the quiz accepts up to 100: months 6-11, years 1-100, plus month inputs just around each boundary.
const AGES: QuizAge[] = [
  ...[6, 7, 8, 9, 10, 11].map(months),
  ...Array.from({ length: 100 }, (_, i) => years(i + 1)),
  ...[143, 144, 215, 216, 227, 228, 599, 600, 719, 720, 779, 780, 899, 900].map(months),
];
const wholeYears = (age: QuizAge) => Math.floor((age.unit === 'months' ? age.value : age.value * 12) / 12);

interface Choices {
  flu: QuizAnswerValue;
  covid19: QuizAnswerValue;
  pregnancy: QuizAnswerValue;
  rsv: QuizAnswerValue;
  pneumococcal: QuizAnswerValue;
  preExistingConditions: string[];
}
const YES_NO = [true, false] as const;
// Conditions counting for: all three vaccines, pneumococcal only, RSV only, COVID-19 only, none.
const CONDITION_SETS = [['asthma'], ['alcoholism'], ['livingInNursingHome'], ['tuberculosis'], []];
const CHOICES: Choices[] = YES_NO.flatMap((flu) =>
  YES_NO.flatMap((covid19) =>
    YES_NO.flatMap((pregnancy) =>
      YES_NO.flatMap((rsv) =>
        ([true, false, 'unknown'] as const).flatMap((pneumococcal) =>
          CONDITION_SETS.map((preExistingConditions) => ({
            flu,
            covid19,
            pregnancy,
            rsv,
            pneumococcal,
            preExistingConditions,
          })),
        ),
      ),
    ),
  ),
);

/** Answers the questions in the order the quiz asks them, the way a person would. */
function walk(age: QuizAge, choices: Choices): { answers: QuizAnswers; asked: QuizStep[] } {
  const answers: QuizAnswers = { age };
  const asked: QuizStep[] = ['age'];
  for (let step = nextQuestion(answers); step !== 'results'; step = nextQuestion(answers)) {
    asked.push(step);
    if (step === 'age') throw new Error('age asked twice');
    if (step === 'preExistingConditions') answers.preExistingConditions = choices.preExistingConditions;
    else answers[step] = choices[step];
    if (asked.length > 8) throw new Error('the quiz does not end');
  }
  return { answers, asked };
}

const has = (c: Choices, vaccine: 'covid' | 'rsv' | 'pneumo') =>
  c.preExistingConditions.some(
    (id) =>
      id === 'asthma' ||
      (vaccine === 'covid'
        ? id === 'tuberculosis'
        : vaccine === 'rsv'
          ? id === 'livingInNursingHome'
          : id === 'alcoholism'),
  );

describe('question order walked for every age from 6 months to 100 years', () => {
  const cases = AGES.flatMap((age) => CHOICES.map((choices) => ({ age, choices, y: wholeYears(age) })));

  it('asks age, flu and COVID-19 first, then only the questions that age is asked', () => {
    for (const { age, choices: c, y } of cases) {
      const { asked } = walk(age, c);
      const pregnant = y >= 12 && y <= 59 && c.pregnancy === true;
      const covidList = y >= 18 && y <= 64 && c.covid19 === false;
      const rsvList = y >= 50 && y <= 74 && c.rsv !== true;
      const pneumoList = y >= 19 && y <= 49 && !pregnant;
      const expected: QuizStep[] = ['age', 'flu', 'covid19'];
      if (y >= 12 && y <= 59) expected.push('pregnancy');
      if (y > 49) expected.push('rsv');
      if (y > 18 && !pregnant) expected.push('pneumococcal');
      if (covidList || rsvList || pneumoList) expected.push('preExistingConditions');
      expect(asked, `${age.value} ${age.unit}, ${JSON.stringify(c)}`).toEqual(expected);
    }
  });

  it('always ends on results with a status for each of the four vaccines', () => {
    for (const { age, choices } of cases) {
      const { answers } = walk(age, choices);
      expect(nextQuestion(answers)).toBe('results');
      expect(Object.keys(eligibilityResults(answers) ?? {}).sort()).toEqual(['covid_19', 'flu', 'pneumococcal', 'rsv']);
    }
  });

  // The per-vaccine rules (docs/product/quiz.md, decision 020) transcribed band by band; each expectation is checked
  // against every age and every combination of answers.
  it('gives each vaccine the status for its age band and the answers', () => {
    for (const { age, choices: c, y } of cases) {
      const { answers } = walk(age, c);
      const r = eligibilityResults(answers)!;
      const label = `${age.value} ${age.unit}, ${JSON.stringify(answers)}`;
      const pregnant = answers.pregnancy === true;

      // Flu: under 19 may be eligible (not if received); 19 and over eligible unless received.
      expect(r.flu.status, `flu ${label}`).toBe(c.flu === true ? 'false' : y < 19 ? 'maybe' : 'true');

      // COVID-19: under 18 provider; 18-64 maybe with a condition (pregnancy counts) and not yet vaccinated, else
      // provider; 65+ maybe, provider if received.
      const covidCondition = (has(c, 'covid') && answers.preExistingConditions !== undefined) || pregnant;
      const covid =
        y < 18
          ? 'healthcareProvider'
          : y <= 64
            ? c.covid19 === false && covidCondition
              ? 'maybe'
              : 'healthcareProvider'
            : c.covid19 === true
              ? 'healthcareProvider'
              : 'maybe';
      expect(r.covid_19.status, `covid ${label}`).toBe(covid);

      // RSV: under 12 months not; 12-49 maybe only if pregnant (never asked under 12); 50-59 pregnancy, prior dose,
      // conditions; 60-74 eligible with a condition and not yet vaccinated; 75+ eligible unless received.
      const rsvCondition = has(c, 'rsv') && answers.preExistingConditions !== undefined;
      const rsv =
        age.unit === 'months' && age.value < 12
          ? 'false'
          : y < 50
            ? pregnant
              ? 'maybe'
              : 'false'
            : y <= 59 && pregnant
              ? 'maybe'
              : c.rsv === true
                ? 'false'
                : y <= 74
                  ? rsvCondition
                    ? 'true'
                    : 'false'
                  : 'true';
      expect(r.rsv.status, `rsv ${label}`).toBe(rsv);

      // Pneumococcal: under 19 not; 19-49 not if pregnant or no condition, eligible with one (maybe if already
      // vaccinated or not sure); 50+ eligible (maybe if already vaccinated or not sure); pregnant never asked.
      const pneumoCondition = has(c, 'pneumo') && answers.preExistingConditions !== undefined;
      const vaccinated = c.pneumococcal !== false;
      const pneumo =
        y < 19 || pregnant ? 'false' : y <= 49 && !pneumoCondition ? 'false' : vaccinated ? 'maybe' : 'true';
      expect(r.pneumococcal.status, `pneumococcal ${label}`).toBe(pneumo);
    }
  });
});

describe('thresholds on both sides of each boundary', () => {
  const resultFor = (age: QuizAge, extra: Partial<Choices> = {}) => {
    const choices: Choices = {
      flu: false,
      covid19: false,
      pregnancy: false,
      rsv: false,
      pneumococcal: false,
      preExistingConditions: [],
      ...extra,
    };
    const { answers, asked } = walk(age, choices);
    return { asked, r: eligibilityResults(answers)! };
  };

  it('starts at 6 months', () => {
    expect(parseAge('5M').ok).toBe(false);
    expect(resultFor(months(6)).asked).toEqual(['age', 'flu', 'covid19']);
  });

  it('asks about pregnancy from 12 to 59 only', () => {
    expect(resultFor(years(11)).asked).not.toContain('pregnancy');
    expect(resultFor(months(143)).asked).not.toContain('pregnancy');
    expect(resultFor(months(144)).asked).toContain('pregnancy');
    expect(resultFor(years(59)).asked).toContain('pregnancy');
    expect(resultFor(years(60)).asked).not.toContain('pregnancy');
  });

  it('asks about RSV over 49 and pneumococcal over 18', () => {
    expect(resultFor(years(49)).asked).not.toContain('rsv');
    expect(resultFor(years(50)).asked).toContain('rsv');
    expect(resultFor(years(18)).asked).not.toContain('pneumococcal');
    expect(resultFor(years(19)).asked).toContain('pneumococcal');
    expect(resultFor(years(19), { pregnancy: true }).asked).not.toContain('pneumococcal');
  });

  it('counts a "no" to COVID-19 as a condition case from 18 to 64', () => {
    expect(resultFor(years(17)).asked).not.toContain('preExistingConditions');
    expect(resultFor(years(18)).asked).toEqual(['age', 'flu', 'covid19', 'pregnancy', 'preExistingConditions']);
    expect(resultFor(years(18), { covid19: true }).asked).toEqual(['age', 'flu', 'covid19', 'pregnancy']);
    expect(resultFor(years(64), { covid19: false, rsv: false }).r.covid_19).toEqual({
      status: 'healthcareProvider',
      codes: ['prescriptionNeeded'],
    });
    expect(resultFor(years(64), { preExistingConditions: ['tuberculosis'] }).r.covid_19).toEqual({
      status: 'maybe',
      codes: ['covid_19UMC'],
    });
    expect(resultFor(years(65), { covid19: false, rsv: true, pneumococcal: true }).asked).not.toContain(
      'preExistingConditions',
    );
  });

  it('asks RSV conditions from 50 to 74 when not yet vaccinated', () => {
    expect(resultFor(years(74), { covid19: true, pneumococcal: true }).asked).toContain('preExistingConditions');
    expect(resultFor(years(74), { covid19: true, rsv: true }).asked).not.toContain('preExistingConditions');
    expect(resultFor(years(75), { covid19: true }).asked).not.toContain('preExistingConditions');
    expect(resultFor(years(74), { preExistingConditions: ['livingInNursingHome'] }).r.rsv).toEqual({
      status: 'true',
      codes: ['rsvUMC'],
    });
    expect(resultFor(years(74)).r.rsv).toEqual({ status: 'false', codes: ['rsvIneligible'] });
    expect(resultFor(years(75)).r.rsv).toEqual({ status: 'true', codes: [] });
    // RSV is one dose: a prior dose is "Not eligible", at 75 as at 50 to 74.
    expect(resultFor(years(75), { rsv: true }).r.rsv).toEqual({ status: 'false', codes: ['rsvIneligible'] });
    expect(resultFor(years(60), { rsv: true }).r.rsv).toEqual({ status: 'false', codes: ['rsvIneligible'] });
  });

  it('asks pneumococcal conditions from 19 to 49', () => {
    expect(resultFor(years(19), { preExistingConditions: ['alcoholism'] }).r.pneumococcal).toEqual({
      status: 'true',
      codes: ['pneumoUMC'],
    });
    expect(resultFor(years(49), { preExistingConditions: ['alcoholism'], pneumococcal: true }).r.pneumococcal).toEqual({
      status: 'maybe',
      codes: ['pneumoUMC'],
    });
    expect(resultFor(years(49)).r.pneumococcal).toEqual({ status: 'false', codes: ['pneumoIneligible'] });
    expect(resultFor(years(50)).r.pneumococcal).toEqual({ status: 'true', codes: [] });
    expect(resultFor(years(50), { pneumococcal: 'unknown' }).r.pneumococcal.status).toBe('maybe');
    expect(resultFor(years(18)).r.pneumococcal).toEqual({ status: 'false', codes: ['underAge'] });
  });

  it('treats 60-64 as a COVID-19 condition age and 65 as not', () => {
    expect(resultFor(years(60), { preExistingConditions: ['tuberculosis'] }).r.covid_19.status).toBe('maybe');
    expect(resultFor(years(60)).r.covid_19.status).toBe('healthcareProvider');
    expect(resultFor(years(65)).r.covid_19).toEqual({ status: 'maybe', codes: [] });
    expect(resultFor(years(65), { covid19: true }).r.covid_19).toEqual({ status: 'healthcareProvider', codes: [] });
  });

  it('gives RSV under 12 months as not eligible for being under age', () => {
    expect(resultFor(months(11)).r.rsv).toEqual({ status: 'false', codes: ['underAge'] });
    expect(resultFor(months(12)).r.rsv).toEqual({ status: 'false', codes: ['rsvIneligible'] });
  });

  it('offers maternal RSV to a pregnant person from 12 to 59', () => {
    expect(resultFor(years(12), { pregnancy: true }).r.rsv).toEqual({ status: 'maybe', codes: ['maternalRsv'] });
    expect(resultFor(years(59), { pregnancy: true }).r.rsv).toEqual({ status: 'maybe', codes: ['maternalRsv'] });
  });

  it('flu: 18 may be eligible because of retailer age limits, 19 is eligible', () => {
    expect(resultFor(years(18)).r.flu).toEqual({ status: 'maybe', codes: ['retailerAgeRestriction'] });
    expect(resultFor(years(19)).r.flu).toEqual({ status: 'true', codes: [] });
    expect(resultFor(years(19), { flu: true }).r.flu).toEqual({ status: 'false', codes: [] });
  });
});

describe('results page helpers', () => {
  it('combines the codes of all vaccines in the result-code order and offers the eligible vaccines for booking', () => {
    const r = eligibilityResults({
      age: years(30),
      flu: false,
      covid19: false,
      pregnancy: true,
      preExistingConditions: [],
    })!;
    expect(resultCodes(r)).toEqual(['pneumoIneligible', 'covid_19UMC', 'maternalRsv']);
    expect(vaccinesToBook(r)).toEqual(['covid_19', 'flu', 'rsv']);
  });

  it('has no results without a valid age', () => {
    expect(eligibilityResults({})).toBeNull();
    expect(eligibilityResults({ age: months(3) })).toBeNull();
  });

  it('keeps the path decided so far', () => {
    expect(quizPath({ age: years(70), flu: true })).toEqual(['age', 'flu', 'covid19']);
    expect(nextQuestion({})).toBe('age');
  });
});
