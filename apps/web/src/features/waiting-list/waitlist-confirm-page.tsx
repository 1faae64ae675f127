// /waitlist/confirm?token=…: the link of the waiting list's confirmation e-mail (decision 264). Confirming is a button
// (never on opening: mail scanners open links by themselves); until then the person is not on the list.
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import '../../components/ui/form-layout.css';
import { confirmWaitlist } from './api/waiting-list.ts';
import { waitlistProblemOf } from './waitlist-problem.ts';

export default function WaitlistConfirmPage() {
  const { t } = useTranslation('waitlist');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const title = t('confirm.title');
  usePageTitle(title);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ key: TranslationKey<'waitlist'>; round: number } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(problemRef, problem?.round ?? 0);
  const doneRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(doneRef, done ? 1 : 0);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await confirmWaitlist(token);
      setDone(true);
    } catch (caught) {
      setProblem((previous) => ({ key: waitlistProblemOf(caught), round: (previous?.round ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      {problem ? (
        <ErrorSummary summaryRef={problemRef} title={t('errors.title')}>
          <p>{t(problem.key)}</p>
        </ErrorSummary>
      ) : null}
      {!token ? <p className="lead">{t('errors.LINK_INVALID')}</p> : null}
      {token && done ? (
        <div className="card" role="status" tabIndex={-1} ref={doneRef}>
          <p className="lead">{t('confirm.done')}</p>
        </div>
      ) : null}
      {token && !done ? (
        <form onSubmit={confirm} noValidate>
          <p className="lead">{t('confirm.intro')}</p>
          <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
            {t('confirm.button')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
