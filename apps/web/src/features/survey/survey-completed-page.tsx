import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useHeaderSlots } from '../../components/ui/header-slots.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { surveyActor } from './survey-store.ts';
import { useResetOnLeave } from './use-survey.ts';
import './survey.css';
import '../../components/ui/progress-header.css';

/**
 * /survey/fall2025/completed (docs/product/survey.md): a checkmark, the thanks in an alert region and a way to the
 * quiz. The guard resets the survey when this page is opened directly; after a submit the machine already has.
 */
export { surveyGuardLoader as loader } from './survey-guard.ts';

export default function SurveyCompletedPage() {
  const { t } = useTranslation('survey');
  // Read once: leaving the page resets the survey, and the message must not change under the reader.
  const [alreadyAnswered] = useState(() => surveyActor().getSnapshot().context.alreadyAnswered);
  useResetOnLeave();
  usePageTitle(t('completed.title'));
  const surveyTitle = t('title');
  const centerLabel = useMemo(
    () => (
      <span className="progress-header">
        <span className="progress-header__title">{surveyTitle}</span>
      </span>
    ),
    [surveyTitle],
  );
  useHeaderSlots({ centerLabel });
  return (
    <div className="container page page--narrow survey survey-completed">
      <span className="survey-completed__check" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36" focusable="false">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <div className="survey-completed__message" role="alert">
        <h1>{t('completed.title')}</h1>
        <p className="lead">{t(alreadyAnswered ? 'completed.alreadyAnswered' : 'completed.description')}</p>
      </div>
      <div className="button-group">
        <RouteLink to="EligibilityLanding" className="button button--primary">
          {t('completed.toEligibility')}
        </RouteLink>
      </div>
    </div>
  );
}
