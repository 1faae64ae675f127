import { replace, type LoaderFunctionArgs } from 'react-router';
import { quizRouteGuard } from '@vaxnear/domain/quiz/quiz-route-guard';
import { prefixPath, splitPrefix } from '../../lib/routes.ts';
import { currentStep, quizActor } from './quiz-store.ts';

let navigated = false;

export interface QuizRouteData {
  notFound: boolean;
}

/**
 * Every quiz route's loader: the domain's route guard (docs/product/quiz.md, decision 020) applied on each navigation,
 * before anything renders. A loader runs while the address bar still shows the page being left, which gives the
 * guard its "from" path and tells a page load's first navigation (typed, reloaded, shared link) from a click.
 */
export function quizGuardLoader({ request }: LoaderFunctionArgs): QuizRouteData | Response {
  const url = new URL(request.url);
  const { rest, locale, campaign } = splitPrefix(url.pathname);
  const target = `/${rest}`;
  const isFirstNavigation = !navigated && window.location.pathname === url.pathname;
  navigated = true;
  const actor = quizActor();
  const snapshot = actor.getSnapshot();
  const decision = quizRouteGuard(
    {
      step: currentStep(snapshot),
      answers: snapshot.context.answers,
      eligibility: snapshot.context.eligibility,
      history: snapshot.context.history,
    },
    target,
    {
      query: Object.fromEntries(url.searchParams),
      isFirstNavigation,
      fromPath: `/${splitPrefix(window.location.pathname).rest}`,
    },
  );
  switch (decision.action) {
    case 'reset':
      actor.send({ type: 'RESET' });
      // Replace, so the browser's back button does not return to the address that was refused.
      return replace(`${prefixPath({ locale, campaign })}${decision.redirect}`);
    case 'sync':
      actor.send(decision.event);
      return { notFound: false };
    case 'notFound':
      return { notFound: true };
    case 'allow':
      return { notFound: false };
  }
}
