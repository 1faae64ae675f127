// /waitlist/offer?token=…: the link of a waiting-list offer e-mail (decision 264). It shows the place held for the
// person and until when, and lets them decline it (it goes to the next person; they stay on the list). Nothing changes
// on opening: mail scanners open links by themselves. Booking sends the person's details through the normal booking
// call (POST /waitlist/offers/take), which takes the held place. What the page does is in use-waitlist-offer.ts.
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { formatAppointmentDateTime } from '../../lib/appointment-format.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import '../../components/ui/form-layout.css';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { SexField } from '../../components/ui/sex-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { OfferMemberFields } from './offer-member-fields.tsx';
import { FIELD_OPTIONS, FIELDS, useWaitlistOffer } from './use-waitlist-offer.ts';

export default function WaitlistOfferPage() {
  const { t, i18n } = useTranslation('waitlist');
  const title = t('offer.title');
  usePageTitle(title);
  const offerState = useWaitlistOffer();
  const { token, offer, booked, details, setDetails, others, setOther, busy, problem, problemRef, doneRef, held } =
    offerState;
  const { fieldErrors, fieldSummaryRef } = offerState;
  const errorOf = (fieldId: string) => fieldErrors.find((e) => e.fieldId === fieldId)?.fieldMessage;
  const { decline, book } = offerState;
  const when = (time: string) => formatAppointmentDateTime(time, offer?.timeZone ?? 'UTC', i18n.language);

  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      {problem ? (
        <ErrorSummary summaryRef={problemRef} title={t('errors.title')}>
          <p>{t(problem.key)}</p>
        </ErrorSummary>
      ) : null}
      <ErrorSummary summaryRef={fieldSummaryRef} errors={fieldErrors} title={t('errors.title')} />
      {!token ? <p className="lead">{t('errors.LINK_INVALID')}</p> : null}
      {token && !offer && !problem ? <p role="status">{t('offer.loading')}</p> : null}
      {offer ? (
        <>
          <p className="lead">
            {t('offer.what', {
              vaccine: t(`vaccines.${offer.kind}`),
              place: offer.locationName,
              time: when(offer.startsAt),
            })}
          </p>
          {booked ? (
            <div className="card" role="status" tabIndex={-1} ref={doneRef}>
              <p className="lead">{t('offer.booked', { number: booked.registration.confirmationNumber })}</p>
              <RouteLink
                to="ManageBooking"
                query={{ accessCode: booked.registration.accessCode }}
                className="button button--primary"
              >
                {t('offer.seeBooking')}
              </RouteLink>
            </div>
          ) : offer.status === 'declined' ? (
            <div className="card" role="status" tabIndex={-1} ref={doneRef}>
              <p className="lead">{t('offer.declined')}</p>
            </div>
          ) : offer.status === 'taken' ? (
            <p>{t('offer.taken')}</p>
          ) : held ? (
            <>
              <p>{t('offer.until', { time: when(offer.expiresAt) })}</p>
              {offer.timeSlotIds.length > 1 ? <p>{t('offer.party', { people: offer.timeSlotIds.length })}</p> : null}
              <form id="waitlist-offer-form" onSubmit={book} noValidate>
                <h2>{t('offer.formTitle')}</h2>
                {FIELDS.map((field) => (
                  <TextField
                    key={field}
                    id={`offer-${field}`}
                    label={t(`offer.fields.${field}`)}
                    error={errorOf(`offer-${field}`)}
                    value={details[field]}
                    onChange={(value) => setDetails((d) => ({ ...d, [field]: value }))}
                    options={FIELD_OPTIONS[field]}
                  />
                ))}
                <SexField
                  idPrefix="offer-sex"
                  name="offer-sex"
                  legend={t('offer.fields.sex')}
                  labels={{ female: t('offer.fields.female'), male: t('offer.fields.male') }}
                  value={details.sex || undefined}
                  error={errorOf('offer-sex')}
                  onChange={(sex) => setDetails((d) => ({ ...d, sex }))}
                />
                {others.map((person, index) => (
                  <OfferMemberFields
                    key={index}
                    person={person}
                    index={index}
                    errorOf={errorOf}
                    onChange={(change) => setOther(index, change)}
                  />
                ))}
              </form>
              {/* Side by side, apart: booking and giving the place away are the page's two answers. */}
              <div className="button-group">
                <button
                  type="submit"
                  form="waitlist-offer-form"
                  className="button button--primary"
                  aria-busy={busy || undefined}
                >
                  {t('offer.book')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-busy={busy || undefined}
                  onClick={() => void decline()}
                >
                  {t('offer.decline')}
                </button>
              </div>
            </>
          ) : (
            <p>{t('offer.gone')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
