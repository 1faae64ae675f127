import { describe, expect, it } from 'vitest';
import { QUIZ_STEP_PATHS, quizRouteGuard, quizStepForPath, type QuizGuardState } from './quiz-route-guard.ts';
import { eligibilityResults, type QuizAnswers } from './quiz-rules.ts';

const fresh: QuizGuardState = { step: 'age', answers: {}, eligibility: null, history: [] };
const answered: QuizAnswers = {
  age: { value: 30, unit: 'years' },
  flu: false,
  covid19: false,
  pregnancy: false,
  pneumococcal: false,
};
const atConditions: QuizGuardState = {
  step: 'preExistingConditions',
  answers: answered,
  eligibility: null,
  history: ['age', 'flu', 'covid19', 'pregnancy', 'pneumococcal'],
};
const withConditions = { ...answered, preExistingConditions: [] };
const atResults: QuizGuardState = {
  step: 'results',
  answers: withConditions,
  eligibility: eligibilityResults(withConditions),
  history: [...atConditions.history, 'preExistingConditions'],
};
const RESET = { action: 'reset', redirect: '/eligibility' };

describe('quiz route guard', () => {
  it('maps every step to its path and back', () => {
    for (const [step, path] of Object.entries(QUIZ_STEP_PATHS)) expect(quizStepForPath(path)).toBe(step);
    expect(quizStepForPath('/eligibility/')).toBe('age');
    expect(quizStepForPath('/eligibility/covid-19?x=1')).toBe('covid19');
    expect(quizStepForPath('/schedule')).toBeNull();
  });

  it('lets a person open the landing and continue step by step', () => {
    expect(quizRouteGuard(fresh, '/eligibility', { isFirstNavigation: true })).toEqual({ action: 'allow' });
    expect(
      quizRouteGuard(atConditions, '/eligibility/pre-existing', { fromPath: '/eligibility/pneumococcal' }),
    ).toEqual({ action: 'allow' });
    expect(quizRouteGuard(atResults, '/eligibility/results', { fromPath: '/eligibility/pre-existing' })).toEqual({
      action: 'allow',
    });
  });

  it('does not guard pages outside the quiz, and sends unknown quiz pages to not-found', () => {
    expect(quizRouteGuard(atConditions, '/schedule', {})).toEqual({ action: 'allow' });
    expect(quizRouteGuard(fresh, '/eligibility/shingles', {})).toEqual({ action: 'notFound' });
    expect(quizRouteGuard(fresh, '/eligibility/flu/extra', {})).toEqual({ action: 'notFound' });
  });

  it('resets on a doubled eligibility path', () => {
    expect(quizRouteGuard(atConditions, '/eligibility/eligibility/pre-existing', {})).toEqual(RESET);
  });

  it('resets on resetQuiz=true, the menu link', () => {
    expect(quizRouteGuard(atConditions, '/eligibility', { query: { resetQuiz: 'true' } })).toEqual(RESET);
    expect(quizRouteGuard(fresh, '/eligibility', { query: { resetQuiz: ['false', 'true'] } })).toEqual(RESET);
    expect(quizRouteGuard(fresh, '/eligibility', { query: { resetQuiz: 'false' } })).toEqual({ action: 'allow' });
  });

  it('resets when results are the first page opened, even with saved results', () => {
    expect(quizRouteGuard(atResults, '/eligibility/results', { isFirstNavigation: true })).toEqual(RESET);
  });

  it('resets when results are opened without eligibility data', () => {
    expect(
      quizRouteGuard({ ...atResults, eligibility: null }, '/eligibility/results', {
        fromPath: '/eligibility/pre-existing',
      }),
    ).toEqual(RESET);
  });

  it('resets when the browser goes back from results into a question, but not after the page Back moved the quiz', () => {
    expect(quizRouteGuard(atResults, '/eligibility/pre-existing', { fromPath: '/eligibility/results' })).toEqual(RESET);
    expect(quizRouteGuard(atConditions, '/eligibility/pre-existing', { fromPath: '/eligibility/results' })).toEqual({
      action: 'allow',
    });
  });

  it('resets when the conditions page is opened before age, flu and COVID-19 are answered', () => {
    const noCovid = { ...atConditions, answers: { age: answered.age, flu: false } };
    expect(quizRouteGuard(noCovid, '/eligibility/pre-existing', {})).toEqual(RESET);
  });

  it('resets when the page does not match the step, except between age and flu once age is answered', () => {
    const atFlu: QuizGuardState = { step: 'flu', answers: { age: answered.age }, eligibility: null, history: ['age'] };
    expect(quizRouteGuard(fresh, '/eligibility/rsv', {})).toEqual(RESET);
    expect(quizRouteGuard(fresh, '/eligibility/flu', {})).toEqual(RESET);
    expect(quizRouteGuard({ ...fresh, answers: { age: answered.age } }, '/eligibility/flu', {})).toEqual({
      action: 'sync',
      event: { type: 'GOTO', step: 'flu' },
    });
    expect(quizRouteGuard(atFlu, '/eligibility', {})).toEqual({ action: 'sync', event: { type: 'GOTO', step: 'age' } });
    expect(quizRouteGuard(atFlu, '/eligibility/covid-19', {})).toEqual(RESET);
  });

  it('treats the browser back button to the previous question like the page Back', () => {
    expect(
      quizRouteGuard(atConditions, '/eligibility/pneumococcal', { fromPath: '/eligibility/pre-existing' }),
    ).toEqual({ action: 'sync', event: { type: 'BACK' } });
    expect(quizRouteGuard(atConditions, '/eligibility/covid-19', { fromPath: '/eligibility/pre-existing' })).toEqual(
      RESET,
    );
  });
});
