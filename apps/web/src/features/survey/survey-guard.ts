import { replace, type LoaderFunctionArgs } from 'react-router';
import { SURVEY_STEP_PATHS, surveyRouteGuard } from '@vaxnear/domain/survey/survey-rules';
import { prefixPath, splitPrefix } from '../../lib/routes.ts';
import { anonymousSurveyId, surveyActor, surveyStepOf } from './survey-store.ts';

/**
 * The survey page this tab showed last, or null once the person left the survey. Tracked here rather than read
 * from the address bar so the guard's "from" is the same in the browser and in an in-memory router.
 */
let lastSurveyPath: string | null = null;

function guardState() {
  const snapshot = surveyActor().getSnapshot();
  return { step: surveyStepOf(snapshot), answers: snapshot.context.answers, progress: snapshot.context.progress };
}

/**
 * Every survey route's loader: the domain's route guard (docs/product/survey.md, decision 022) before anything
 * renders. Redirects replace the refused address so the browser's back button does not return to it.
 */
export function surveyGuardLoader({ request }: LoaderFunctionArgs): null | Response {
  const url = new URL(request.url);
  const { rest, locale, campaign } = splitPrefix(url.pathname);
  const target = `/${rest}`;
  const prefix = prefixPath({ locale, campaign });
  const fromPath = lastSurveyPath;
  const decision = surveyRouteGuard(guardState(), target, {
    query: Object.fromEntries(url.searchParams),
    anonymousId: anonymousSurveyId(),
    isFirstNavigation: fromPath === null,
    fromPath,
  });
  switch (decision.action) {
    case 'redirect':
      // The query goes along: it carries the external id (mtdb / external-id).
      return replace(`${prefix}${decision.to}${url.search}`);
    case 'reset':
      surveyActor().send({ type: 'RESET', externalId: decision.externalId });
      if (decision.redirect) {
        // The redirect's own guard pass must see a move inside the survey, not a first entry that resets again.
        lastSurveyPath = target;
        return replace(`${prefix}${decision.redirect}`);
      }
      break;
    case 'sync':
      surveyActor().send(decision.event);
      break;
    case 'allow':
      break;
  }
  lastSurveyPath = target;
  return null;
}

let mountedSurveyPages = 0;

/**
 * Leaving the survey pages resets a survey in progress (docs/product/survey.md). Each survey page registers while
 * shown; when none is left once the navigation has rendered, the person went somewhere outside the survey. Moves
 * between survey pages swap one page for another in the same render, so they never count as leaving.
 */
export function registerSurveyPage(): () => void {
  mountedSurveyPages += 1;
  return () => {
    mountedSurveyPages -= 1;
    setTimeout(() => {
      if (mountedSurveyPages > 0) return;
      lastSurveyPath = null;
      const decision = surveyRouteGuard(guardState(), OUTSIDE_THE_SURVEY, {
        fromPath: SURVEY_STEP_PATHS.covid19,
        anonymousId: anonymousSurveyId(),
      });
      if (decision.action === 'reset') surveyActor().send({ type: 'RESET', externalId: decision.externalId });
    }, 0);
  };
}

/** Any path outside the survey: the guard only asks whether the target is a survey path. */
const OUTSIDE_THE_SURVEY = '/';
