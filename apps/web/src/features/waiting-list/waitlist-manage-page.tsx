// /waitlist/manage?token=…: the person's waiting-list entries from the signed link in every waiting-list e-mail
// (decision 264): see them, leave one or all, and stay on after being paused. Nothing changes on opening.
import { useSearchParams } from 'react-router';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useLinkPage } from '../../lib/use-link-page.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import '../../components/ui/form-layout.css';
import { leaveWaitlist, stayOnWaitlist, viewWaitlistEntries } from './api/waiting-list.ts';
import { waitlistProblemOf } from './waitlist-problem.ts';

const WAITING = new Set(['pending', 'active', 'offered', 'paused']);

export default function WaitlistManagePage() {
  const { t } = useTranslation('waitlist');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const title = t('manage.title');
  usePageTitle(title);
  const { data: entries, busy, problem, problemRef, act } = useLinkPage(token, viewWaitlistEntries, waitlistProblemOf);

  const paused = entries?.some((e) => e.status === 'paused') ?? false;
  const waiting = entries?.filter((e) => WAITING.has(e.status)) ?? [];

  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      {problem ? (
        <ErrorSummary summaryRef={problemRef} title={t('errors.title')}>
          <p>{t(problem.key)}</p>
        </ErrorSummary>
      ) : null}
      {!token ? <p className="lead">{t('errors.LINK_INVALID')}</p> : null}
      {token && !entries && !problem ? <p role="status">{t('manage.loading')}</p> : null}
      {entries ? (
        <>
          {paused ? (
            <div className="card">
              <p className="lead">{t('manage.paused')}</p>
              <button
                type="button"
                className="button button--primary"
                aria-busy={busy || undefined}
                onClick={() => void act(() => stayOnWaitlist(token))}
              >
                {t('manage.stay')}
              </button>
            </div>
          ) : null}
          {entries.length === 0 ? <p>{t('manage.none')}</p> : null}
          <ul className="waitlist-entries">
            {entries.map((entry) => (
              <li key={entry.id}>
                <p>
                  <strong>{t(`vaccines.${entry.kind}`)}</strong>:{' '}
                  {t(`manage.status.${entry.status}` as TranslationKey<'waitlist'>, { defaultValue: entry.status })}
                  {' · '}
                  {t('manage.until', { date: entry.until, miles: entry.miles })}
                </p>
                {WAITING.has(entry.status) ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-busy={busy || undefined}
                    onClick={() => void act(() => leaveWaitlist(token, entry.id))}
                  >
                    {t('manage.leaveOne', { vaccine: t(`vaccines.${entry.kind}`) })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {waiting.length > 1 ? (
            <button
              type="button"
              className="button button--secondary"
              aria-busy={busy || undefined}
              onClick={() => void act(() => leaveWaitlist(token))}
            >
              {t('manage.leaveAll')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
