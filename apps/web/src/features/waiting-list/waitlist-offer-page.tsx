// /waitlist/offer?token=…: the link of a waiting-list offer e-mail (decision 264). It shows the place held for the
// person and until when, and lets them decline it (it goes to the next person; they stay on the list). Nothing changes
// on opening: mail scanners open links by themselves. Booking the held place from this page is not built yet: the API
// books it through POST /waitlist/offers/take with the booking form's details.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WaitlistOffer } from '@vaxnear/domain/contracts/waiting-list';
import { VACCINE_LABELS } from '@vaxnear/domain/vaccines';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { formatAppointmentDateTime } from '../../lib/appointment-format.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import '../../components/ui/form-layout.css';
import { declineWaitlistOffer, viewWaitlistOffer } from './api/waiting-list.ts';
import { waitlistProblemOf } from './waitlist-confirm-page.tsx';

export default function WaitlistOfferPage() {
  const { t, i18n } = useTranslation('waitlist');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const title = t('offer.title');
  usePageTitle(title);
  const [offer, setOffer] = useState<WaitlistOffer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ key: string; round: number } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(problemRef, problem?.round ?? 0);
  const doneRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(doneRef, offer?.status === 'declined' ? 1 : 0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    viewWaitlistOffer(token).then(
      (found) => {
        if (current) setOffer(found);
      },
      (caught: unknown) => {
        if (current) setProblem({ key: waitlistProblemOf(caught), round: 1 });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  async function decline() {
    if (busy) return;
    setBusy(true);
    try {
      setOffer(await declineWaitlistOffer(token));
    } catch (caught) {
      setProblem((previous) => ({ key: waitlistProblemOf(caught), round: (previous?.round ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  const language = i18n.language === 'es' ? 'es' : 'en';
  const when = (time: string) => formatAppointmentDateTime(time, offer?.timeZone ?? 'UTC', i18n.language);
  const held = offer?.status === 'offered' && Date.parse(offer.expiresAt) > Date.now();

  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      {problem ? (
        <ErrorSummary summaryRef={problemRef} title={t('errors.title')}>
          <p>{t(problem.key)}</p>
        </ErrorSummary>
      ) : null}
      {!token ? <p className="lead">{t('errors.LINK_INVALID')}</p> : null}
      {token && !offer && !problem ? <p role="status">{t('offer.loading')}</p> : null}
      {offer ? (
        <>
          <p className="lead">
            {t('offer.what', {
              vaccine: VACCINE_LABELS[offer.kind][language],
              place: offer.locationName,
              time: when(offer.startsAt),
            })}
          </p>
          {offer.status === 'declined' ? (
            <div className="card" role="status" tabIndex={-1} ref={doneRef}>
              <p className="lead">{t('offer.declined')}</p>
            </div>
          ) : offer.status === 'taken' ? (
            <p>{t('offer.taken')}</p>
          ) : held ? (
            <>
              <p>{t('offer.until', { time: when(offer.expiresAt) })}</p>
              <p>{t('offer.notYet')}</p>
              <button
                type="button"
                className="button button--secondary"
                aria-busy={busy || undefined}
                onClick={() => void decline()}
              >
                {t('offer.decline')}
              </button>
            </>
          ) : (
            <p>{t('offer.gone')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
