// /staff/listing-requests: operators answer providers' listing requests; a retailer admin reads those about its own
// locations (docs/product/staff.md, Listing requests; decisions 260 and 276). Each request is shown beside the listing
// it names, with its hours from a date on; approving an edit can set the vaccines the listing offers.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ListingRequest } from '@vaxnear/domain/contracts/listing-requests';
import { isVaccineKind, VACCINE_KINDS, type VaccineKind } from '@vaxnear/domain/vaccines';
import { Checkboxes } from '../../components/ui/checkboxes.tsx';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { approveListingRequest, declineListingRequest, listListingRequests } from './api/listing-requests.ts';
import { ListingHoursFields, type ListingHoursReader } from './listing-hours-fields.tsx';
import { StaffFrame, useStaffPath } from './staff-frame.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { intlLocale } from '../../lib/locale.ts';

const KNOWN = ['LISTING_REQUEST_DECIDED', 'LISTING_NOT_FOUND', 'LISTING_ZIP_UNKNOWN', 'STAFF_FORBIDDEN'] as const;
const isKnown = (code: string): code is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(code);
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export function ListingRequestsView() {
  const { t, i18n } = useTranslation('staff-closures');
  const staffPath = useStaffPath();
  const { me, problem } = useSignedIn();
  const [requests, setRequests] = useState<ListingRequest[] | null>(null);
  const [messages, setMessages] = useState<Record<string, string>>({});
  /** The vaccines an edit will leave the listing offering, per request; absent: as it is now. */
  const [vaccines, setVaccines] = useState<Record<string, VaccineKind[]>>({});
  /** The one edit request whose new hours are being entered, and how to read them. */
  const [hoursFor, setHoursFor] = useState<string | null>(null);
  const hoursReader = useRef<ListingHoursReader | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: TranslationKey<'staff-closures'>; round: number } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(failureRef, failure?.round ?? 0);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const report = useCallback((caught: unknown) => {
    const code = caught instanceof ApiError ? (caught.codes[0] ?? '') : '';
    setFailure((previous) => ({
      key: isKnown(code) ? `errors.${code}` : 'errors.generic',
      round: (previous?.round ?? 0) + 1,
    }));
  }, []);
  const refresh = useCallback(() => listListingRequests().then(setRequests, report), [report]);
  useEffect(() => {
    if (me && me.role !== 'location_staff') void refresh();
  }, [me, refresh]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const decides = me?.role === 'operator';
  const vaccineNames = (kinds: readonly string[]) =>
    kinds.map((kind) => (isVaccineKind(kind) ? t(`listings.vaccines.${kind}`) : kind)).join(', ');
  const date = (time: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(new Date(time));

  async function approve(request: ListingRequest) {
    try {
      const message = messages[request.id]?.trim();
      const chosen = vaccines[request.id];
      const hours = hoursFor === request.id ? (hoursReader.current?.() ?? null) : null;
      if (hours === 'incomplete') {
        setFailure((previous) => ({ key: 'listings.hoursIncomplete', round: (previous?.round ?? 0) + 1 }));
        return;
      }
      const changes = {
        ...(request.requestType === 'edit' && chosen ? { vaccines: chosen } : {}),
        ...(request.requestType === 'edit' && hours ? { hours } : {}),
      };
      await approveListingRequest(request.id, {
        ...(message ? { message } : {}),
        ...(Object.keys(changes).length ? { changes } : {}),
      });
      setHoursFor(null);
      setNotice(t('listings.approved', { reference: request.referenceNumber }));
      await refresh();
    } catch (caught) {
      report(caught);
    }
  }
  async function decline(request: ListingRequest) {
    const message = messages[request.id]?.trim() ?? '';
    if (!message) {
      setFailure((previous) => ({ key: 'listings.messageRequired', round: (previous?.round ?? 0) + 1 }));
      return;
    }
    try {
      await declineListingRequest(request.id, { message });
      setNotice(t('listings.declined', { reference: request.referenceNumber }));
      await refresh();
    } catch (caught) {
      report(caught);
    }
  }

  const hoursLine = (hours: NonNullable<ListingRequest['current']>['hours']) =>
    hours
      .map(
        (h) =>
          `${t(`listings.days.${WEEKDAY_KEYS[h.weekday]!}`)} ${h.opens}–${h.closes}${h.breakStart ? ` (${h.breakStart}–${h.breakEnd})` : ''}`,
      )
      .join('; ');
  const vaccinesOf = (request: ListingRequest): VaccineKind[] =>
    vaccines[request.id] ?? (request.current?.vaccines ?? []).filter(isVaccineKind);

  const summary = (request: ListingRequest) => {
    const asked = request.request as {
      business?: { name?: string; address1?: string; city?: string; state?: string; zip?: string };
      vaccines?: string[];
      slotIntervalMinutes?: number;
      reason?: string;
    };
    return asked.business
      ? [
          `${asked.business.name}, ${asked.business.address1}, ${asked.business.city}, ${asked.business.state} ${asked.business.zip}`,
          t('listings.asks', {
            vaccines: vaccineNames(asked.vaccines ?? []),
            minutes: asked.slotIntervalMinutes ?? '',
          }),
        ]
      : [t('listings.reason', { reason: asked.reason ?? '' })];
  };

  return (
    <StaffFrame title={t('listings.title')}>
      <h1>{t('listings.title')}</h1>
      {(failure ?? problem) || me?.role === 'location_staff' ? (
        <ErrorSummary summaryRef={failureRef} title={t('errors.title')}>
          <p>
            {failure
              ? t(failure.key)
              : me?.role === 'location_staff'
                ? t('errors.STAFF_FORBIDDEN')
                : t('errors.generic')}
          </p>
        </ErrorSummary>
      ) : null}
      {notice ? (
        <p role="status" tabIndex={-1} ref={noticeRef} className="card">
          {notice}
        </p>
      ) : null}
      {me && me.role !== 'location_staff' ? (
        <>
          <p className="lead">{decides ? t('listings.leadOperator') : t('listings.leadAdmin')}</p>
          {requests === null ? (
            <p role="status">{t('listings.loading')}</p>
          ) : requests.length === 0 ? (
            <p>{t('listings.empty')}</p>
          ) : (
            <ul className="staff-listings">
              {requests.map((request) => (
                <li key={request.id} className="card">
                  <h2>
                    {t(`listings.types.${request.requestType}`)}: {request.businessName ?? request.identifier} (
                    {request.referenceNumber})
                  </h2>
                  <p>
                    {t('listings.received', { date: date(request.receivedAt), email: request.contactEmail })} ·{' '}
                    {t(`listings.status.${request.status}`)}
                  </p>
                  <div className="staff-listing__compare">
                    <section>
                      <h3>{t('listings.requested')}</h3>
                      {summary(request).map((line) => (
                        <p key={line}>{line}</p>
                      ))}
                    </section>
                    {request.current ? (
                      <section>
                        <h3>{t('listings.current')}</h3>
                        <p>
                          {request.current.name} ({request.current.retailer}), {request.current.address}
                        </p>
                        <p>
                          {t('listings.currentDetails', {
                            minutes: request.current.slotMinutes,
                            places: request.current.capacity,
                            vaccines: vaccineNames(request.current.vaccines),
                            bookings: request.current.futureBookings,
                          })}
                        </p>
                        <p>{hoursLine(request.current.hours)}</p>
                        {(request.current.scheduleVersions ?? []).map((version) => (
                          <p key={version.from}>
                            {t('listings.hoursFrom', {
                              date: date(`${version.from}T12:00:00Z`),
                              minutes: version.slotMinutes,
                              hours: hoursLine(version.hours),
                            })}
                          </p>
                        ))}
                      </section>
                    ) : request.requestType !== 'new' ? (
                      <p>{t('listings.noCurrent')}</p>
                    ) : null}
                  </div>
                  {request.decision?.message ? (
                    <p>{t('listings.message', { message: request.decision.message })}</p>
                  ) : null}
                  {decides && request.status === 'received' ? (
                    <>
                      {request.requestType === 'edit' && request.current ? (
                        <Checkboxes
                          id={`listing-vaccines-${request.id}`}
                          legend={t('listings.vaccinesLegend')}
                          hint={t('listings.vaccinesHint')}
                          list
                          options={VACCINE_KINDS.map((kind) => ({
                            value: kind,
                            label: t(`listings.vaccines.${kind}`),
                          }))}
                          value={vaccinesOf(request)}
                          onChange={(kind, checked) =>
                            setVaccines((previous) => {
                              const now = vaccinesOf(request).filter((k) => k !== kind);
                              return { ...previous, [request.id]: checked ? [...now, kind] : now };
                            })
                          }
                        />
                      ) : null}
                      {request.requestType === 'edit' && request.current ? (
                        hoursFor === request.id ? (
                          <ListingHoursFields readerRef={hoursReader} />
                        ) : (
                          <p>
                            <button
                              type="button"
                              className="button button--secondary"
                              onClick={() => setHoursFor(request.id)}
                            >
                              {t('listings.changeHours')}
                            </button>
                          </p>
                        )
                      ) : null}
                      <TextField
                        id={`listing-message-${request.id}`}
                        label={t('listings.messageLabel')}
                        value={messages[request.id] ?? ''}
                        onChange={(value) => setMessages((previous) => ({ ...previous, [request.id]: value }))}
                        options={{ multiline: true, hint: t('listings.messageHint') }}
                      />
                      <button
                        type="button"
                        className="button button--primary"
                        aria-label={t('listings.approveLabel', { reference: request.referenceNumber })}
                        onClick={() => void approve(request)}
                      >
                        {t('listings.approve')}
                      </button>{' '}
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('listings.declineLabel', { reference: request.referenceNumber })}
                        onClick={() => void decline(request)}
                      >
                        {t('listings.decline')}
                      </button>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <p>
        <Link to={staffPath('home')}>{t('back')}</Link>
      </p>
    </StaffFrame>
  );
}
