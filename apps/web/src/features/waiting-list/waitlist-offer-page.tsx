// /waitlist/offer?token=…: the link of a waiting-list offer e-mail (decision 264). It shows the place held for the
// person and until when, and lets them decline it (it goes to the next person; they stay on the list). Nothing changes
// on opening: mail scanners open links by themselves. Booking sends the person's details through the normal booking
// call (POST /waitlist/offers/take), which takes the held place.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { WaitlistOffer } from '@vaxnear/domain/contracts/waiting-list';
import { VACCINE_LABELS } from '@vaxnear/domain/vaccines';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { formatAppointmentDateTime } from '../../lib/appointment-format.ts';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import '../../components/ui/form-layout.css';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { declineWaitlistOffer, takeWaitlistOffer, viewWaitlistOffer, type TakenOffer } from './api/waiting-list.ts';
import { waitlistProblemOf } from './waitlist-confirm-page.tsx';

const TAKE_ERRORS = [
  'WAITLIST_OFFER_GONE',
  'WAITLIST_OFFER_MISMATCH',
  'PERSON_ALREADY_BOOKED',
  'VALIDATION_FAILED',
] as const;
const isTakeError = (code: string): code is (typeof TAKE_ERRORS)[number] =>
  (TAKE_ERRORS as readonly string[]).includes(code);
const takeProblemOf = (caught: unknown): TranslationKey<'waitlist'> => {
  const code = caught instanceof ApiError ? (caught.codes[0] ?? '') : '';
  return isTakeError(code) ? `offer.errors.${code}` : waitlistProblemOf(caught);
};
const FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'address1',
  'city',
  'state',
  'zipCode',
  'email',
  'phone',
] as const;
type Field = (typeof FIELDS)[number];

const AUTOCOMPLETE: Record<Field, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  dateOfBirth: 'bday',
  address1: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  email: 'email',
  phone: 'tel',
};

export default function WaitlistOfferPage() {
  const { t, i18n } = useTranslation('waitlist');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const title = t('offer.title');
  usePageTitle(title);
  const [offer, setOffer] = useState<WaitlistOffer | null>(null);
  const [booked, setBooked] = useState<TakenOffer | null>(null);
  const [details, setDetails] = useState<Record<Field, string> & { sex: string }>({
    ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>),
    sex: '',
  });
  // A household's offer holds one place per person (decision 287): the others' own details, the address is shared.
  const [others, setOthers] = useState<
    Array<{ firstName: string; lastName: string; dateOfBirth: string; sex: string }>
  >([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ key: TranslationKey<'waitlist'>; round: number } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(problemRef, problem?.round ?? 0);
  const doneRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(doneRef, offer?.status === 'declined' ? 1 : booked ? 2 : 0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    viewWaitlistOffer(token).then(
      (found) => {
        if (!current) return;
        setOffer(found);
        setOthers(
          Array.from({ length: Math.max(0, found.timeSlotIds.length - 1) }, () => ({
            firstName: '',
            lastName: '',
            dateOfBirth: '',
            sex: '',
          })),
        );
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

  async function book(event: FormEvent) {
    event.preventDefault();
    if (busy || !offer) return;
    setBusy(true);
    try {
      const answer = await takeWaitlistOffer(token, {
        email: details.email,
        phoneNumber: details.phone,
        locale: i18n.language === 'es' ? 'es' : 'en',
        // One appointment per held place, the person on the list first; a household books as one group.
        appointments: [details, ...others].map((person, index) => ({
          locationId: offer.locationId,
          timeSlotId: offer.timeSlotIds[index] ?? offer.timeSlotId,
          services: [{ kind: offer.kind, brand: null }],
          user: {
            firstName: person.firstName,
            lastName: person.lastName,
            sex: person.sex,
            dateOfBirth: person.dateOfBirth,
            address1: details.address1,
            city: details.city,
            state: details.state.toUpperCase(),
            zipCode: details.zipCode,
            marketingCommunications: false,
          },
        })),
      });
      setBooked(answer);
    } catch (caught) {
      setProblem((previous) => ({ key: takeProblemOf(caught), round: (previous?.round ?? 0) + 1 }));
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
              <form onSubmit={book} noValidate>
                <h2>{t('offer.formTitle')}</h2>
                {FIELDS.map((field) => (
                  <div className="form-field" key={field}>
                    <label htmlFor={`offer-${field}`}>{t(`offer.fields.${field}`)}</label>
                    <input
                      id={`offer-${field}`}
                      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                      autoComplete={AUTOCOMPLETE[field]}
                      value={details[field]}
                      onChange={(event) => setDetails((d) => ({ ...d, [field]: event.target.value }))}
                    />
                  </div>
                ))}
                <fieldset className="form-field">
                  <legend>{t('offer.fields.sex')}</legend>
                  {(['female', 'male'] as const).map((sex) => (
                    <label key={sex}>
                      <input
                        type="radio"
                        name="offer-sex"
                        value={sex}
                        checked={details.sex === sex}
                        onChange={() => setDetails((d) => ({ ...d, sex }))}
                      />{' '}
                      {t(`offer.fields.${sex}`)}
                    </label>
                  ))}
                </fieldset>
                {others.map((person, index) => (
                  <fieldset className="form-field" key={index}>
                    <legend>{t('offer.member', { number: index + 2 })}</legend>
                    {(['firstName', 'lastName', 'dateOfBirth'] as const).map((field) => (
                      <div className="form-field" key={field}>
                        <label htmlFor={`offer-${index}-${field}`}>{t(`offer.fields.${field}`)}</label>
                        <input
                          id={`offer-${index}-${field}`}
                          type="text"
                          autoComplete="off"
                          value={person[field]}
                          onChange={(event) =>
                            setOthers((all) =>
                              all.map((p, i) => (i === index ? { ...p, [field]: event.target.value } : p)),
                            )
                          }
                        />
                      </div>
                    ))}
                    <fieldset className="form-field">
                      <legend>{t('offer.fields.sex')}</legend>
                      {(['female', 'male'] as const).map((sex) => (
                        <label key={sex}>
                          <input
                            type="radio"
                            name={`offer-${index}-sex`}
                            value={sex}
                            checked={person.sex === sex}
                            onChange={() => setOthers((all) => all.map((p, i) => (i === index ? { ...p, sex } : p)))}
                          />{' '}
                          {t(`offer.fields.${sex}`)}
                        </label>
                      ))}
                    </fieldset>
                  </fieldset>
                ))}
                <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
                  {t('offer.book')}
                </button>
              </form>
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
