import { describe, expect, it } from 'vitest';
import { quizBookingHandoff, quizRulesOutPregnancy } from './booking-handoff.ts';
import { eligibilityResults, type QuizAge, type QuizAnswers } from './quiz-rules.ts';

const years = (value: number): QuizAge => ({ value, unit: 'years' });
const months = (value: number): QuizAge => ({ value, unit: 'months' });
const IN_SEASON = { fluInSeason: true };

function handoff(answers: QuizAnswers, context = IN_SEASON) {
  return quizBookingHandoff(eligibilityResults(answers)!, answers.age!, context);
}

describe('the quiz hands off what can be booked together', () => {
  it('keeps RSV for a 67-year-old with diabetes, and says COVID-19 and pneumococcal are left out and why', () => {
    const answers: QuizAnswers = {
      age: years(67),
      flu: false,
      covid19: false,
      rsv: false,
      pneumococcal: false,
      preExistingConditions: ['diabetes'],
    };
    // The quiz offers all four; one appointment takes two, and never RSV with COVID-19.
    expect(eligibilityResults(answers)!.rsv.codes).toContain('rsvUMC');
    expect(handoff(answers)).toEqual({
      kinds: ['flu', 'rsv'],
      leftOut: [
        { kind: 'covid_19', reason: 'rsvCovidRule' },
        { kind: 'pneumococcal', reason: 'twoVaccineLimit' },
      ],
    });
  });

  it('never offers a 6-month-old anything to book online: no one under 3 books online', () => {
    const result = handoff({ age: months(6), flu: false, covid19: false });
    expect(result.kinds).toEqual([]);
    expect(result.leftOut).toEqual([{ kind: 'flu', reason: 'underBookingAge' }]);
  });

  it('offers flu to a 3-year-old, the youngest age that books online', () => {
    expect(handoff({ age: years(3), flu: false, covid19: false })).toEqual({ kinds: ['flu'], leftOut: [] });
  });

  it('leaves flu out of season with that reason and books the others', () => {
    const result = handoff(
      { age: years(80), flu: false, covid19: false, rsv: false, pneumococcal: false },
      {
        fluInSeason: false,
      },
    );
    expect(result.leftOut).toContainEqual({ kind: 'flu', reason: 'fluOutOfSeason' });
    expect(result.kinds).toHaveLength(2);
    expect(result.kinds).not.toContain('flu');
  });

  it('prefers an eligible vaccine to a "may be": a 70-year-old without conditions books flu and pneumococcal', () => {
    // COVID-19 is "may be" at 65+, RSV is not recommended at 70 without a condition.
    const result = handoff({
      age: years(70),
      flu: false,
      covid19: false,
      rsv: false,
      pneumococcal: false,
      preExistingConditions: [],
    });
    expect(result).toEqual({
      kinds: ['flu', 'pneumococcal'],
      leftOut: [{ kind: 'covid_19', reason: 'twoVaccineLimit' }],
    });
  });

  it('leaves nothing out when the quiz offers two that go together', () => {
    expect(handoff({ age: years(30), flu: false, covid19: true, pregnancy: false, pneumococcal: false })).toEqual({
      kinds: ['flu'],
      leftOut: [],
    });
  });
});

describe('what the quiz settles about pregnancy before booking', () => {
  it('rules it out for a 72-year-old, whom the quiz never asks, and for someone who answered no', () => {
    expect(quizRulesOutPregnancy({ age: years(72) })).toBe(true);
    expect(quizRulesOutPregnancy({ age: years(34), pregnancy: false })).toBe(true);
    expect(quizRulesOutPregnancy({ age: years(11) })).toBe(true);
  });

  it('rules nothing out for a yes, a "not sure", or an age the quiz asks about but no answer', () => {
    expect(quizRulesOutPregnancy({ age: years(34), pregnancy: true })).toBe(false);
    expect(quizRulesOutPregnancy({ age: years(34), pregnancy: 'unknown' })).toBe(false);
    expect(quizRulesOutPregnancy({ age: years(59) })).toBe(false);
    expect(quizRulesOutPregnancy({})).toBe(false);
  });
});
