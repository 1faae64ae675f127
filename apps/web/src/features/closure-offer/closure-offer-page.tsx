// /schedule/closure-offer?token=…: the link of a closure e-mail (decision 258). It shows the time held for the person
// and takes it with one button (never on opening: mail scanners open links by themselves); then the booking's page.
import { useRef, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatAppointmentDateTime } from '../../lib/appointment-format.ts';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useLinkPage } from '../../lib/use-link-page.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import '../../components/ui/form-layout.css';
import './closure-offer.css';
import { takeClosureOffer, viewClosureOffer } from './api/closure-offers.ts';

const KNOWN = ['CLOSURE_OFFER_INVALID', 'CLOSURE_OFFER_EXPIRED', 'CLOSURE_OFFER_GONE', 'TIME_SLOT_TAKEN'] as const;
const isKnown = (code: string): code is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(code);
const problemOf = (caught: unknown): TranslationKey<'closure-offer'> => {
  const code = caught instanceof ApiError ? (caught.codes[0] ?? '') : '';
  return isKnown(code) ? `errors.${code}` : 'errors.generic';
};

export default function ClosureOfferPage() {
  const { t, i18n } = useTranslation('closure-offer');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const title = t('title');
  usePageTitle(title);
  const { data: offer, busy, problem, problemRef, act } = useLinkPage(token, viewClosureOffer, problemOf);
  const doneRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(doneRef, offer?.status === 'taken' ? 1 : 0);

  function take(event: FormEvent) {
    event.preventDefault();
    void act(() => takeClosureOffer(token));
  }

  const when = (time: string) => formatAppointmentDateTime(time, offer?.timeZone ?? 'UTC', i18n.language);
  // A time held at a nearby pharmacy (decision 275) is named with its address, in that pharmacy's own time zone.
  const elsewhere = offer?.offeredLocation && !offer.offeredLocation.samePharmacy ? offer.offeredLocation : null;
  const offeredWhen = (time: string) =>
    formatAppointmentDateTime(time, elsewhere?.timeZone ?? offer?.timeZone ?? 'UTC', i18n.language);
  const at = elsewhere ? { place: elsewhere.name, address: elsewhere.address } : {};
  const manage = offer ? (
    <RouteLink
      to="ManageBooking"
      query={{ accessCode: offer.accessCode }}
      className={offer.status === 'taken' ? 'button button--primary' : 'button button--secondary'}
    >
      {offer.status === 'taken' ? t('seeBooking') : t('chooseAnother')}
    </RouteLink>
  ) : null;

  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      {problem ? (
        <ErrorSummary summaryRef={problemRef} title={t('errors.title')}>
          <p>{t(problem.key)}</p>
        </ErrorSummary>
      ) : null}
      {!token ? <p className="lead">{t('errors.CLOSURE_OFFER_INVALID')}</p> : null}
      {token && !offer && !problem ? <p role="status">{t('loading')}</p> : null}
      {offer ? (
        <>
          <p className="lead">{t('closed', { place: offer.locationName })}</p>
          <p>{t('closedTimes', { times: [...new Set(offer.closedTimes)].map(when).join('; ') })}</p>
          {offer.status === 'taken' ? (
            <div className="card" role="status" tabIndex={-1} ref={doneRef}>
              <p className="lead">
                {t(elsewhere ? 'takenElsewhere' : 'taken', { time: offeredWhen(offer.offeredTimes[0] ?? ''), ...at })}
              </p>
            </div>
          ) : offer.status === 'offered' && offer.offeredTimes.length ? (
            <form onSubmit={take} noValidate>
              <p className="lead">
                <strong>
                  {t(elsewhere ? 'heldElsewhere' : 'held', { time: offeredWhen(offer.offeredTimes[0]!), ...at })}
                </strong>
              </p>
              {offer.expiresAt ? <p>{t('until', { time: when(offer.expiresAt) })}</p> : null}
              <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
                {busy ? t('taking') : t('take')}
              </button>
            </form>
          ) : (
            <p>{t('noOffer')}</p>
          )}
          <p className="closure-offer__choose">{manage}</p>
        </>
      ) : null}
    </div>
  );
}
