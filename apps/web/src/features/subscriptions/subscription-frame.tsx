// Pieces the four pages share: the page frame, the error summary and the waiting-for-the-bot-check submit.
import { type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';
import '../../components/ui/choice.css';
import { ErrorSummaryBox, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import '../../components/ui/form-layout.css';
import './subscriptions.css';

export function SubscriptionFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <div className="container page page--narrow subscriptions">{children}</div>;
}

/** The shared error summary, in this area's words. */
export function ErrorSummary({
  summaryRef,
  errors,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  errors: readonly { fieldId: string; message: string }[];
}) {
  const { t } = useTranslation('subscriptions');
  return <ErrorSummaryBox summaryRef={summaryRef} errors={errors} title={t('errors.summaryTitle')} />;
}

export { useFocusOnChange };

/** The call failed for a reason the person cannot fix: say so, and that trying again may work. */
export function FailureNotice({ noticeRef }: { noticeRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('subscriptions');
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={noticeRef}>
      <h2 className="error-summary__title">{t('errors.genericTitle')}</h2>
      <p>{t('errors.generic')}</p>
    </div>
  );
}

/** The submit button: busy while the call runs, saying so in words too. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      className="button button--primary"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
