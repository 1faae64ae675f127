import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { BackControl } from '../../components/ui/back-control.tsx';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { useHeaderSlots } from '../../components/ui/header-slots.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import '../../components/ui/field.css';
import './eligibility.css';
import '../../components/ui/progress-header.css';

function QuizProgress({ value, max, className }: { value: number; max: number; className: string }) {
  const { t } = useTranslation('eligibility');
  const percent = Math.round((Math.min(value, max) / max) * 100);
  return (
    <progress className={className} value={Math.min(value, max)} max={max} aria-label={t('progress', { percent })} />
  );
}

/**
 * The frame every quiz page shares: the quiz title and its progress bar in the header (docs/product/quiz.md), a Back
 * control, and the page title. Phones have no room in the header, so the bar sits above the page there.
 */
export function QuizFrame({
  title,
  progress,
  total,
  onBack,
  children,
}: {
  title: string;
  progress: number;
  total: number;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('eligibility');
  usePageTitle(title);
  const quizTitle = t('quizTitle');
  // The slot compares by identity: a label rebuilt each render would loop, so it changes only with its inputs.
  const centerLabel = useMemo(
    () => (
      <span className="progress-header">
        <span className="progress-header__title">{quizTitle}</span>
        <QuizProgress value={progress} max={total} className="progress-bar" />
      </span>
    ),
    [quizTitle, progress, total],
  );
  useHeaderSlots({ centerLabel });
  return (
    <div className="container page page--narrow quiz">
      <QuizProgress value={progress} max={total} className="progress-bar progress-bar--page" />
      {onBack ? <BackControl label={t('back')} onBack={onBack} /> : null}
      {children}
    </div>
  );
}

/** The error summary in the quiz's words. */
export function QuizErrorSummary(props: Omit<Parameters<typeof ErrorSummary>[0], 'title'>) {
  const { t } = useTranslation('eligibility');
  return <ErrorSummary {...props} title={t('errorSummaryTitle')} />;
}
