// Pieces the four pages share: the page frame, the error summary and the waiting-for-the-bot-check submit.
import { useEffect, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';
import '../../components/ui/choice.css';
import '../../components/ui/error-summary.css';
import '../scheduler/scheduler.css';
import './subscriptions.css';

export function SubscriptionFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <div className="container page page--narrow subscriptions">{children}</div>;
}

/** Announced and focused when it appears; each message a link to its field. */
export function ErrorSummary({ summaryRef, errors }: {
  summaryRef: RefObject<HTMLDivElement | null>;
  errors: readonly { fieldId: string; message: string }[];
}) {
  const { t } = useTranslation('subscriptions');
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">{t('errors.summaryTitle')}</h2>
      <p>{t('errors.someInvalid')}</p>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => { event.preventDefault(); document.getElementById(error.fieldId)?.focus(); }}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to `ref` each time the counter grows (one per failed submit). */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, counter: number): void {
  useEffect(() => {
    if (counter > 0) ref.current?.focus();
  }, [ref, counter]);
}

/** The submit button: busy while the call runs, saying so in words too. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
