// /staff/closures: close a location for a time range, see who has not yet rebooked, reopen (docs/product/staff.md,
// Closures; decision 258). Times are typed and shown in the location's own wall time.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Closure, ClosurePerson } from '@vaxnear/domain/contracts/closures';
import { CLOSURE_REASON_MAX } from '@vaxnear/domain/closures';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { TranslationKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { changeCapacity, closurePeople, createClosure, listClosures, reopenClosure } from './api/closures.ts';
import { HoursChangeForm } from './hours-change-form.tsx';
import { StaffFrame, useStaffPath } from './staff-frame.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { intlLocale } from '../../lib/locale.ts';

type Field = 'locationId' | 'startsAt' | 'endsAt' | 'reason';
const FIELD_IDS: Record<Field, string> = {
  locationId: 'closure-location',
  startsAt: 'closure-starts',
  endsAt: 'closure-ends',
  reason: 'closure-reason',
};
const KNOWN = [
  'CLOSURE_RANGE_INVALID',
  'CLOSURE_NOT_FOUND',
  'CLOSURE_ALREADY_REOPENED',
  'STAFF_FORBIDDEN',
  'STAFF_LOCATION_UNKNOWN',
  'CAPACITY_DATE_INVALID',
  'CLOSURE_NOT_REOPENABLE',
] as const;
const isKnown = (code: string): code is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(code);
const codeOf = (caught: unknown) => (caught instanceof ApiError ? (caught.codes[0] ?? '') : '');

export function ClosuresView() {
  const { t, i18n } = useTranslation('staff-closures');
  const staffPath = useStaffPath();
  const { me, problem } = useSignedIn();
  const [form, setForm] = useState({ locationId: '', startsAt: '', endsAt: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [closures, setClosures] = useState<Closure[] | null>(null);
  const [people, setPeople] = useState<{ closure: Closure; list: ClosurePerson[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [places, setPlaces] = useState({ from: '', capacity: '' });
  const [placesError, setPlacesError] = useState<{ from?: string; capacity?: string }>({});
  const [failure, setFailure] = useState<{ key: TranslationKey<'staff-closures'>; round: number } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(summaryRef, Object.keys(errors).length ? round : 0);
  const failureRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(failureRef, failure?.round ?? 0);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const peopleRef = useRef<HTMLHeadingElement>(null);
  const report = useCallback((caught: unknown) => {
    const code = codeOf(caught);
    setFailure((previous) => ({
      key: isKnown(code) ? `errors.${code}` : 'errors.generic',
      round: (previous?.round ?? 0) + 1,
    }));
  }, []);

  const locationId = form.locationId || (me?.locations.length === 1 ? me.locations[0]!.id : '');
  const refresh = useCallback(
    (id: string) => {
      if (!id) return;
      listClosures(id).then(setClosures, report);
    },
    [report],
  );
  useEffect(() => {
    if (me && locationId) refresh(locationId);
  }, [me, locationId, refresh]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (people) peopleRef.current?.focus();
  }, [people]);

  const set = (field: Field) => (value: string) => setForm((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    if (!locationId) found.locationId = t('errors.required');
    if (!form.startsAt) found.startsAt = t('errors.required');
    if (!form.endsAt) found.endsAt = t('errors.required');
    else if (form.startsAt && form.endsAt <= form.startsAt) found.endsAt = t('errors.endBeforeStart');
    if (!form.reason.trim()) found.reason = t('errors.reasonRequired');
    setErrors(found);
    setRound((n) => n + 1);
    if (Object.keys(found).length) return;
    setBusy(true);
    setNotice(null);
    try {
      const closure = await createClosure({
        locationId,
        startsAt: form.startsAt,
        endsAt: form.endsAt,
        reason: form.reason.trim(),
      });
      setNotice(t('closed', { count: closure.bookings, offered: closure.offered }));
      setForm((previous) => ({ ...previous, startsAt: '', endsAt: '', reason: '' }));
      refresh(locationId);
    } catch (caught) {
      const field = caught instanceof ApiError ? (caught.errors[0]?.field as Field | undefined) : undefined;
      const code = codeOf(caught);
      if (field && field in FIELD_IDS && isKnown(code)) {
        setErrors({ [field]: t(`errors.${code}`) });
        setRound((n) => n + 1);
      } else report(caught);
    } finally {
      setBusy(false);
    }
  }

  async function submitPlaces(event: FormEvent) {
    event.preventDefault();
    const capacity = Number(places.capacity);
    const found: { from?: string; capacity?: string } = {};
    if (!places.from) found.from = t('errors.required');
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > 50) found.capacity = t('errors.capacity');
    setPlacesError(found);
    if (Object.keys(found).length || !locationId) return;
    try {
      const changed = await changeCapacity({ locationId, from: places.from, capacity });
      setNotice(
        changed.overbooked.length
          ? t('placesChangedOver', { count: capacity, over: changed.overbooked.length })
          : t('placesChanged', { count: capacity }),
      );
    } catch (caught) {
      report(caught);
    }
  }

  async function reopen(closure: Closure) {
    try {
      await reopenClosure(closure.id);
      setNotice(t('reopened'));
      setPeople(null);
      refresh(closure.locationId);
    } catch (caught) {
      report(caught);
    }
  }

  async function showPeople(closure: Closure) {
    try {
      setPeople({ closure, list: await closurePeople(closure.id) });
    } catch (caught) {
      report(caught);
    }
  }

  const when = (time: string, timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(new Date(time));
  const summary = (Object.keys(errors) as Field[]).map((field) => ({
    fieldId: FIELD_IDS[field],
    message: errors[field]!,
  }));

  return (
    <StaffFrame title={t('title')}>
      <h1>{t('title')}</h1>
      {(failure ?? problem) ? (
        <ErrorSummary summaryRef={failureRef} title={t('errors.title')}>
          <p>{failure ? t(failure.key) : t('errors.generic')}</p>
        </ErrorSummary>
      ) : null}
      {me ? (
        <>
          <p className="lead">{t('lead')}</p>
          {notice ? (
            <p role="status" tabIndex={-1} ref={noticeRef} className="card">
              {notice}
            </p>
          ) : null}
          <h2>{t('formHeading')}</h2>
          <ErrorSummary summaryRef={summaryRef} errors={summary} title={t('errors.title')} />
          <form noValidate onSubmit={submit} aria-busy={busy}>
            {me.locations.length > 0 ? (
              <SelectField
                id={FIELD_IDS.locationId}
                label={t('location')}
                error={errors.locationId}
                placeholder={me.locations.length > 1 ? '' : undefined}
                value={locationId}
                onChange={set('locationId')}
                options={me.locations.map((l) => ({ value: l.id, label: `${l.name}, ${l.city}, ${l.state}` }))}
              />
            ) : (
              <TextField
                id={FIELD_IDS.locationId}
                label={t('locationId')}
                error={errors.locationId}
                value={form.locationId}
                onChange={(value) => {
                  set('locationId')(value);
                  setClosures(null);
                }}
                options={{ hint: t('locationIdHint'), spellCheck: false }}
              />
            )}
            <TextField
              id={FIELD_IDS.startsAt}
              label={t('startsAt')}
              error={errors.startsAt}
              value={form.startsAt}
              onChange={set('startsAt')}
              options={{ type: 'datetime-local', hint: t('timesHint'), className: 'vx-input--medium' }}
            />
            <TextField
              id={FIELD_IDS.endsAt}
              label={t('endsAt')}
              error={errors.endsAt}
              value={form.endsAt}
              onChange={set('endsAt')}
              options={{ type: 'datetime-local', className: 'vx-input--medium' }}
            />
            <TextField
              id={FIELD_IDS.reason}
              label={t('reason')}
              error={errors.reason}
              value={form.reason}
              onChange={set('reason')}
              options={{
                multiline: true,
                hint: t('reasonHint'),
                counter: { max: CLOSURE_REASON_MAX, length: form.reason.length },
                maxLength: CLOSURE_REASON_MAX,
              }}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('closing') : t('submit')}
            </button>
          </form>
          <h2>{t('placesHeading')}</h2>
          <p>{t('placesLead')}</p>
          <form noValidate onSubmit={submitPlaces}>
            <TextField
              id="places-from"
              label={t('placesFrom')}
              error={placesError.from}
              value={places.from}
              onChange={(value) => setPlaces((previous) => ({ ...previous, from: value }))}
              options={{ type: 'date', className: 'vx-input--medium' }}
            />
            <TextField
              id="places-capacity"
              label={t('placesCapacity')}
              error={placesError.capacity}
              value={places.capacity}
              onChange={(value) => setPlaces((previous) => ({ ...previous, capacity: value }))}
              options={{ inputMode: 'numeric', className: 'vx-input--short', hint: t('placesHint') }}
            />
            <button type="submit" className="button button--secondary">
              {t('placesSubmit')}
            </button>
          </form>
          <HoursChangeForm locationId={locationId} onChanged={(text) => (setNotice(text), refresh(locationId))} />
          {!me.locations.length && locationId ? (
            <p>
              <button type="button" className="button button--secondary" onClick={() => refresh(locationId)}>
                {t('showClosures')}
              </button>
            </p>
          ) : null}
          <h2 id="staff-closures-heading">{t('listHeading')}</h2>
          {closures === null ? (
            <p>{t('pickLocation')}</p>
          ) : closures.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <div
              className="staff-invitations__table-wrap"
              role="region"
              tabIndex={0}
              aria-labelledby="staff-closures-heading"
            >
              <table className="staff-invitations__table">
                <thead>
                  <tr>
                    <th scope="col">{t('columns.when')}</th>
                    <th scope="col">{t('columns.reason')}</th>
                    <th scope="col">{t('columns.people')}</th>
                    <th scope="col">{t('columns.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {closures.map((c) => (
                    <tr key={c.id}>
                      <td>
                        {when(c.startsAt, c.timeZone)} – {when(c.endsAt, c.timeZone)}
                        {c.reopenedAt ? (
                          <>
                            <br />
                            {t('reopenedOn', { time: when(c.reopenedAt, c.timeZone) })}
                          </>
                        ) : null}
                      </td>
                      <td>
                        {c.cause === 'schedule_change' ? (
                          <>
                            {t('scheduleChange')}
                            <br />
                          </>
                        ) : null}
                        {c.reason}
                      </td>
                      <td>{t('counts', { bookings: c.bookings, notRebooked: c.notRebooked })}</td>
                      <td>
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={t('peopleLabel', { time: when(c.startsAt, c.timeZone) })}
                          onClick={() => void showPeople(c)}
                        >
                          {t('people')}
                        </button>{' '}
                        {c.reopenedAt || c.cause === 'schedule_change' ? null : (
                          <button
                            type="button"
                            className="button button--secondary"
                            aria-label={t('reopenLabel', { time: when(c.startsAt, c.timeZone) })}
                            onClick={() => void reopen(c)}
                          >
                            {t('reopen')}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {people ? (
            <>
              <h2 id="staff-closure-people" tabIndex={-1} ref={peopleRef}>
                {t('peopleHeading', { time: when(people.closure.startsAt, people.closure.timeZone) })}
              </h2>
              {people.list.length === 0 ? (
                <p>{t('nobody')}</p>
              ) : (
                <div
                  className="staff-invitations__table-wrap"
                  role="region"
                  tabIndex={0}
                  aria-labelledby="staff-closure-people"
                >
                  <table className="staff-invitations__table">
                    <thead>
                      <tr>
                        <th scope="col">{t('columns.person')}</th>
                        <th scope="col">{t('columns.closedTime')}</th>
                        <th scope="col">{t('columns.state')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {people.list.map((p) => (
                        <tr key={p.appointmentId}>
                          <td>
                            {p.firstName} {p.lastName}
                          </td>
                          <td>{when(p.closedTime, people.closure.timeZone)}</td>
                          <td>
                            {t(`states.${p.state}`)}
                            {p.state === 'moved' ? ` (${when(p.time, people.closure.timeZone)})` : ''}
                            {p.state === 'still_booked_in_closure'
                              ? ` · ${t(`notices.${p.notice}` as TranslationKey<'staff-closures'>, { defaultValue: p.notice })}`
                              : ''}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          ) : null}
        </>
      ) : null}
      <p>
        <Link to={staffPath('home')}>{t('back')}</Link>
      </p>
    </StaffFrame>
  );
}
