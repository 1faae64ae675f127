import { describe, expect, it } from 'vitest';
import {
  externalIdFromQuery,
  isSurveyComplete,
  SURVEY_STEP_PATHS,
  surveyRouteGuard,
  surveyStepForPath,
  toExternalSurveyBody,
  type SurveyGuardState,
} from './survey-rules.ts';

const FIRST = '/survey/fall2025/covid19';
const fresh: SurveyGuardState = { step: 'covid19', answers: {}, progress: 0 };
const atRsv: SurveyGuardState = { step: 'rsv', answers: { covid19: true }, progress: 1 };
const atPneumococcal: SurveyGuardState = { step: 'pneumococcal', answers: { covid19: true, rsv: false }, progress: 2 };
const atConfirmation: SurveyGuardState = {
  step: 'confirmation',
  answers: { covid19: true, rsv: false, pneumococcal: 'pending' },
  progress: 3,
};
const inside = (step: keyof typeof SURVEY_STEP_PATHS) => ({ fromPath: SURVEY_STEP_PATHS[step] });

describe('survey answers', () => {
  it('is complete only when all three questions are answered, false and unsure included', () => {
    expect(isSurveyComplete({ covid19: false, rsv: 'unsure' })).toBe(false);
    expect(isSurveyComplete({ covid19: false, rsv: 'unsure', pneumococcal: false })).toBe(true);
  });

  it('builds the submit body with the survey version, and none while unanswered', () => {
    expect(toExternalSurveyBody('abc', atConfirmation.answers)).toEqual({
      externalId: 'abc',
      version: 'pmap_survey_1',
      answers: { covid19: true, rsv: false, pneumococcal: 'pending' },
    });
    expect(toExternalSurveyBody('abc', atPneumococcal.answers)).toBeNull();
  });

  it('takes the external id from mtdb, then external-id, else the default', () => {
    expect(externalIdFromQuery({ mtdb: ' 42 ', 'external-id': '7' })).toBe('42');
    expect(externalIdFromQuery({ 'external-id': ['7', '8'] })).toBe('7');
    expect(externalIdFromQuery({ mtdb: 'x'.repeat(101) })).toBe('anonymous');
    expect(externalIdFromQuery(undefined)).toBe('anonymous');
    // A visitor without an id in the link answers under their own id, never a shared one.
    expect(externalIdFromQuery({}, 'anon-1234')).toBe('anon-1234');
    expect(externalIdFromQuery({ mtdb: '42' }, 'anon-1234')).toBe('42');
  });
});

describe('survey route guard', () => {
  it('maps paths to steps', () => {
    for (const [step, path] of Object.entries(SURVEY_STEP_PATHS)) expect(surveyStepForPath(path)).toBe(step);
    expect(surveyStepForPath('/survey/fall2025/')).toBe('root');
    expect(surveyStepForPath('/survey/fall2025/flu')).toBe('unknown');
    expect(surveyStepForPath('/survey/spring2026/covid19')).toBeNull();
  });

  it('sends the root and unknown steps to the first question without an event', () => {
    expect(surveyRouteGuard(atRsv, '/survey/fall2025', {})).toEqual({ action: 'redirect', to: FIRST });
    expect(surveyRouteGuard(atRsv, '/survey/fall2025/flu', {})).toEqual({ action: 'redirect', to: FIRST });
  });

  it('resets on first entry to the first question, with the id from the link', () => {
    expect(surveyRouteGuard(fresh, FIRST, { isFirstNavigation: true, query: { mtdb: 'm-1' } })).toEqual({
      action: 'reset',
      externalId: 'm-1',
      redirect: null,
    });
    expect(surveyRouteGuard(atRsv, FIRST, { fromPath: '/eligibility' })).toEqual({
      action: 'reset',
      externalId: 'anonymous',
      redirect: null,
    });
  });

  it('resets on resetQuiz=true', () => {
    expect(
      surveyRouteGuard(atRsv, SURVEY_STEP_PATHS.rsv, { ...inside('covid19'), query: { resetQuiz: 'true' } }),
    ).toEqual({ action: 'reset', externalId: 'anonymous', redirect: FIRST });
  });

  it('lets the page move with the state, and moves between the first two questions both ways', () => {
    expect(surveyRouteGuard(atRsv, SURVEY_STEP_PATHS.rsv, inside('covid19'))).toEqual({ action: 'allow' });
    expect(surveyRouteGuard(atRsv, FIRST, inside('rsv'))).toEqual({ action: 'sync', event: { type: 'BACK' } });
    expect(
      surveyRouteGuard({ ...fresh, answers: { covid19: 'unsure' } }, SURVEY_STEP_PATHS.rsv, inside('covid19')),
    ).toEqual({ action: 'sync', event: { type: 'NEXT' } });
    expect(surveyRouteGuard(fresh, SURVEY_STEP_PATHS.rsv, inside('covid19'))).toEqual({
      action: 'reset',
      externalId: 'anonymous',
      redirect: FIRST,
    });
  });

  it('resets on any other step mismatch, except the browser back to the previous step', () => {
    expect(surveyRouteGuard(atRsv, SURVEY_STEP_PATHS.pneumococcal, inside('rsv'))).toEqual({
      action: 'reset',
      externalId: 'anonymous',
      redirect: FIRST,
    });
    expect(surveyRouteGuard(atConfirmation, SURVEY_STEP_PATHS.pneumococcal, inside('confirmation'))).toEqual({
      action: 'sync',
      event: { type: 'BACK' },
    });
    expect(surveyRouteGuard(atConfirmation, SURVEY_STEP_PATHS.rsv, inside('confirmation'))).toEqual({
      action: 'reset',
      externalId: 'anonymous',
      redirect: FIRST,
    });
  });

  it('opens confirmation only when every question is answered', () => {
    expect(surveyRouteGuard(atConfirmation, SURVEY_STEP_PATHS.confirmation, inside('pneumococcal'))).toEqual({
      action: 'allow',
    });
    expect(surveyRouteGuard({ ...atConfirmation, step: 'rsv' }, SURVEY_STEP_PATHS.confirmation, inside('rsv'))).toEqual(
      { action: 'sync', event: { type: 'NEXT', to: 'confirmation' } },
    );
    expect(surveyRouteGuard(atPneumococcal, SURVEY_STEP_PATHS.confirmation, inside('pneumococcal'))).toEqual({
      action: 'reset',
      externalId: 'anonymous',
      redirect: FIRST,
    });
  });

  it('resets when completed is opened directly, and not when leaving it', () => {
    expect(surveyRouteGuard(atRsv, SURVEY_STEP_PATHS.completed, {})).toEqual({
      action: 'reset',
      externalId: 'anonymous',
      redirect: null,
    });
    expect(
      surveyRouteGuard({ ...fresh, step: 'completed' }, SURVEY_STEP_PATHS.completed, inside('confirmation')),
    ).toEqual({ action: 'allow' });
    expect(surveyRouteGuard({ ...fresh, step: 'completed' }, '/eligibility', inside('completed'))).toEqual({
      action: 'allow',
    });
  });

  it('resets a survey in progress when the person leaves the survey pages', () => {
    expect(surveyRouteGuard(atPneumococcal, '/eligibility', inside('pneumococcal'))).toEqual({
      action: 'reset',
      externalId: 'anonymous',
      redirect: null,
    });
    expect(surveyRouteGuard(fresh, '/eligibility', {})).toEqual({ action: 'allow' });
  });
});
