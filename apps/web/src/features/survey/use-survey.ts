import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate, useLocation } from 'react-router';
import {
  SURVEY_STEP_PATHS,
  surveyStepBefore,
  type SurveyAnswerValue,
  type SurveyStep,
} from '@vaxnear/domain/survey/survey-rules';
import { prefixPath } from '../../lib/routes.ts';
import { useShell } from '../../lib/use-shell.ts';
import { registerSurveyPage } from './survey-guard.ts';
import { surveyActor, surveyStepOf, type SurveySnapshot } from './survey-store.ts';

export function useSurveySnapshot(): SurveySnapshot {
  const actor = useMemo(() => surveyActor(), []);
  return useSelector(actor, (snapshot) => snapshot);
}

/** The URL of a survey step in the current language and campaign. */
export function useSurveyPath(): (step: SurveyStep) => string {
  const { locale, campaign } = useShell();
  return (step) => `${prefixPath({ locale, campaign })}${SURVEY_STEP_PATHS[step]}`;
}

interface SurveyLocationState {
  surveyFrom?: SurveyStep;
}

/** Answer, Continue and Back for a survey page: the machine moves first, then the URL follows it. */
export function useSurveyNavigation(step: SurveyStep) {
  const navigate = useNavigate();
  const location = useLocation();
  const surveyPath = useSurveyPath();

  function next(value?: SurveyAnswerValue) {
    const actor = surveyActor();
    actor.send(value === undefined ? { type: 'NEXT' } : { type: 'NEXT', value });
    const now = surveyStepOf(actor.getSnapshot());
    if (now !== step) void navigate(surveyPath(now), { state: { surveyFrom: step } satisfies SurveyLocationState });
  }

  function back() {
    const previous = surveyStepBefore(step);
    if (!previous) return;
    surveyActor().send({ type: 'BACK' });
    // When the browser's previous entry is that page, go back to it so its own back and forward stay in step.
    if ((location.state as SurveyLocationState | null)?.surveyFrom === previous) void navigate(-1);
    else void navigate(surveyPath(previous), { replace: true });
  }

  return { next, back };
}

/** Resets a survey in progress when the person leaves the survey pages (docs/product/survey.md). */
export function useResetOnLeave(): void {
  useEffect(() => registerSurveyPage(), []);
}
