import { useEffect, useMemo, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderSlots } from '../../components/ui/header-slots.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import './eligibility.css';
import '../../components/ui/progress-header.css';
import '../../components/ui/choice.css';
import '../../components/ui/error-summary.css';

function QuizProgress({ value, max, className }: { value: number; max: number; className: string }) {
  const { t } = useTranslation('eligibility');
  const percent = Math.round((Math.min(value, max) / max) * 100);
  return <progress className={className} value={Math.min(value, max)} max={max} aria-label={t('progress', { percent })} />;
}

/**
 * The frame every quiz page shares: the quiz title and its progress bar in the header (other-areas §2), a Back
 * control, and the page title. Phones have no room in the header, so the bar sits above the page there.
 */
export function QuizFrame({ title, progress, total, onBack, children }: {
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
  const centerLabel = useMemo(() => (
    <span className="progress-header">
      <span className="progress-header__title">{quizTitle}</span>
      <QuizProgress value={progress} max={total} className="progress-bar" />
    </span>
  ), [quizTitle, progress, total]);
  useHeaderSlots({ centerLabel });
  return (
    <div className="container page page--narrow quiz">
      <QuizProgress value={progress} max={total} className="progress-bar progress-bar--page" />
      {onBack ? (
        <button type="button" className="link-button back-control" onClick={onBack}>
          <span aria-hidden="true">‹</span>{t('back')}
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** The error summary: announced, focused when it appears, each message a link to its field. */
export function ErrorSummary({ summaryRef, errors }: {
  summaryRef: RefObject<HTMLDivElement | null>;
  errors: readonly { fieldId: string; message: string }[];
}) {
  const { t } = useTranslation('eligibility');
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">{t('errorSummaryTitle')}</h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.fieldId)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to the summary each time a submit finds errors (the counter changes per failed submit). */
export function useFocusOnError(ref: RefObject<HTMLElement | null>, failedSubmits: number): void {
  useEffect(() => {
    if (failedSubmits > 0) ref.current?.focus();
  }, [ref, failedSubmits]);
}
