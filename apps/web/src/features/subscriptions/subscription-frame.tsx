// Pieces the four pages share: the page frame, the failure notice and the waiting-for-the-bot-check submit.
import { type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import '../../components/ui/form-layout.css';
import './subscriptions.css';

export function SubscriptionFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <div className="container page page--narrow subscriptions">{children}</div>;
}

/** The call failed for a reason the person cannot fix: say so, and that trying again may work. */
export function FailureNotice({ noticeRef }: { noticeRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('subscriptions');
  return (
    <ErrorSummary summaryRef={noticeRef} title={t('errors.genericTitle')}>
      <p>{t('errors.generic')}</p>
    </ErrorSummary>
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
