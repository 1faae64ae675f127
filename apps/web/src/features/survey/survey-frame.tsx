import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { SURVEY_PROGRESS_TOTAL } from '@vaxnear/domain/survey/survey-rules';
import { BackControl } from '../../components/ui/back-control.tsx';
import { useHeaderSlots } from '../../components/ui/header-slots.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import './survey.css';
import '../../components/ui/progress-header.css';

function SurveyProgress({ step, className }: { step: number; className: string }) {
  const { t } = useTranslation('survey');
  const value = Math.min(step, SURVEY_PROGRESS_TOTAL);
  return (
    <progress
      className={className}
      value={value}
      max={SURVEY_PROGRESS_TOTAL}
      aria-label={t('progress', { step: value, total: SURVEY_PROGRESS_TOTAL })}
    />
  );
}

/**
 * The frame of the survey's question and confirmation pages (docs/product/survey.md): the survey title and its progress
 * bar (one stage of 4 steps, showing progress + 1) in the header, a back control when progress is above 0.
 * Phones have no room in the header, so the bar sits above the page there.
 */
export function SurveyFrame({
  title,
  progress,
  onBack,
  children,
}: {
  title: string;
  progress: number;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('survey');
  usePageTitle(title);
  const surveyTitle = t('title');
  const step = progress + 1;
  // The slot compares by identity: a label rebuilt each render would loop, so it changes only with its inputs.
  const centerLabel = useMemo(
    () => (
      <span className="progress-header">
        <span className="progress-header__title">{surveyTitle}</span>
        <SurveyProgress step={step} className="progress-bar" />
      </span>
    ),
    [surveyTitle, step],
  );
  useHeaderSlots({ centerLabel });
  return (
    <div className="container page page--narrow survey">
      <SurveyProgress step={step} className="progress-bar progress-bar--page" />
      {progress > 0 ? <BackControl label={t('back')} onBack={onBack} /> : null}
      {children}
    </div>
  );
}
