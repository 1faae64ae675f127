// "Tell me when a place opens" on the results page (issue 31, decision 286): when nothing suits (no appointments,
// too far, not the right day), the person joins the waiting list with the search's place, distance, vaccines and
// pregnancy already filled in. The answer is the same for everyone (the e-mail link confirms), so the page says only
// "check your e-mail".
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MAX_GROUP_SIZE } from '@vaxnear/domain/constants';
import type { JoinWaitlistBody } from '@vaxnear/domain/contracts/waiting-list';
import { normalizeDateOfBirth, ageInYears } from '@vaxnear/domain/patient';
import { VACCINE_KINDS, type VaccineKind } from '@vaxnear/domain/vaccines';
import { WAITLIST_MAX_DAYS, WAITLIST_MAX_MILES } from '@vaxnear/domain/waiting-list';
import { useBotToken } from '../ui/bot-tokens.tsx';
import { ErrorSummary, useFocusOnChange } from '../ui/error-summary.tsx';
import '../ui/form-layout.css';
import { ApiError } from '../../lib/api-client.ts';
import { today } from '../../lib/today.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { joinWaitlist } from '../../lib/api/waitlist.ts';
import './waitlist-join.css';
import { intlLocale } from '../../lib/locale.ts';

/** What the search already knows about the person and the place. */
export interface WaitlistPrefill {
  kinds: readonly VaccineKind[];
  near: { lat: number; lng: number } | null;
  /** What the search was for ("Alliance, NE 69301"), shown back. */
  placeLabel: string | null;
  zip: string | null;
  miles: number;
  ageMin: number | null;
  ageMax: number | null;
  pregnant: boolean;
}

const DISTANCES = [5, 10, 25, 50, WAITLIST_MAX_MILES];
const HOURS = Array.from({ length: 25 }, (_, h) => h);
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

type Field = 'kinds' | 'firstName' | 'lastName' | 'dateOfBirth' | 'email' | 'zip' | 'weekdays' | 'toHour' | 'until';
const FIELD_ORDER: Field[] = [
  'kinds',
  'zip',
  'weekdays',
  'toHour',
  'until',
  'firstName',
  'lastName',
  'dateOfBirth',
  'email',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Values {
  kinds: VaccineKind[];
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  pregnant: boolean;
  zip: string;
  miles: number;
  weekdays: number[];
  fromHour: number;
  toHour: number;
  until: string;
  party: number;
}

export function WaitlistJoinForm({ prefill }: { prefill: WaitlistPrefill }) {
  const { t, i18n } = useTranslation('waitlist');
  const { locale } = useShell();
  const id = useId();
  const now = useMemo(() => today(), []);
  const first = isoDate(now);
  const last = isoDate(addDays(now, WAITLIST_MAX_DAYS));
  const [values, setValues] = useState<Values>(() => ({
    kinds: prefill.kinds.length ? [...prefill.kinds] : ['flu'],
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    email: '',
    pregnant: prefill.pregnant,
    zip: prefill.near ? '' : (prefill.zip ?? ''),
    miles: DISTANCES.includes(prefill.miles) ? prefill.miles : 25,
    weekdays: [...WEEKDAYS],
    fromHour: 0,
    toHour: 24,
    until: isoDate(addDays(now, 30)),
    party: 1,
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempts, setAttempts] = useState(0);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(summaryRef, attempts);
  const fieldId = (field: Field | 'pregnant' | 'miles' | 'fromHour' | 'party') => `${id}-${field}`;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field the person changed no longer says what was wrong with it; the summary follows at the next send.
    setErrors((e) =>
      key in e
        ? (Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) as Partial<Record<Field, string>>)
        : e,
    );
  };
  const toggle = <T,>(list: readonly T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  const validate = (v: Values): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (v.kinds.length === 0) found.kinds = t('join.errors.kinds');
    if (!prefill.near && !/^\d{5}$/.test(v.zip)) found.zip = t('join.errors.zip');
    if (v.weekdays.length === 0) found.weekdays = t('join.errors.weekdays');
    if (v.fromHour >= v.toHour) found.toHour = t('join.errors.hours');
    if (!v.until || v.until < first || v.until > last) found.until = t('join.errors.until', { last });
    if (!v.firstName.trim()) found.firstName = t('join.errors.firstName');
    if (!v.lastName.trim()) found.lastName = t('join.errors.lastName');
    const dob = normalizeDateOfBirth(v.dateOfBirth);
    if (!dob || dob > first) found.dateOfBirth = t('join.errors.dateOfBirth');
    else if (prefill.ageMin !== null && prefill.ageMax !== null) {
      // The same person the search was for: the age they gave must match the date of birth.
      const age = ageInYears(dob, first);
      if (age < prefill.ageMin || age > prefill.ageMax)
        found.dateOfBirth = t('join.errors.ageRange', { min: prefill.ageMin, max: prefill.ageMax });
    }
    if (!EMAIL.test(v.email.trim())) found.email = t('join.errors.email');
    return found;
  };

  // The proof of work solves in the background; a submit before it is ready waits for it and is sent when it comes.
  const [status, setStatus] = useState<'idle' | 'waiting' | 'sending'>('idle');
  const pending = useRef<JoinWaitlistBody | null>(null);
  const sendRef = useRef<(body: JoinWaitlistBody) => void>(() => undefined);
  const bot = useBotToken('join_waitlist', () => {
    if (pending.current) sendRef.current(pending.current);
  });
  const send = (body: JoinWaitlistBody) => {
    const token = bot.take();
    if (token === null) {
      pending.current = body;
      setStatus('waiting');
      return;
    }
    pending.current = null;
    setStatus('sending');
    joinWaitlist(body, token)
      .then(() => {
        setSent(true);
        requestAnimationFrame(() => doneRef.current?.focus());
      })
      .catch((caught: unknown) => {
        const code = caught instanceof ApiError ? (caught.codes[0] ?? '') : '';
        const field = caught instanceof ApiError ? caught.errors[0]?.field : undefined;
        if (code === 'WAITLIST_PLACE_UNKNOWN') setErrors({ zip: t('join.errors.zipUnknown') });
        else if (code === 'VALIDATION_FAILED' && field === 'dateOfBirth')
          setErrors({ dateOfBirth: t('join.errors.dateOfBirth') });
        else if (code === 'VALIDATION_FAILED' && field === 'until')
          setErrors({ until: t('join.errors.until', { last }) });
        else {
          // The reason goes to the console, never the person's details.
          console.warn('joining the waiting list failed', caught instanceof ApiError ? [caught.status, code] : caught);
          setFailure(t('errors.generic'));
        }
        setAttempts((n) => n + 1);
      })
      .finally(() => setStatus('idle'));
  };
  useEffect(() => {
    sendRef.current = send;
  });
  const submit = (body: JoinWaitlistBody) => {
    if (status === 'sending') return;
    send(body);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempts((n) => n + 1);
      return;
    }
    const dob = normalizeDateOfBirth(values.dateOfBirth)!;
    const [y, m, d] = dob.split('-');
    submit({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      dateOfBirth: `${m}/${d}/${y}`,
      pregnant: values.kinds.includes('rsv') && values.pregnant,
      kinds: values.kinds,
      ...(prefill.near ? { near: prefill.near } : { zip: values.zip }),
      miles: values.miles,
      weekdays: [...values.weekdays].sort(),
      fromMinute: values.fromHour * 60,
      toMinute: values.toHour * 60,
      until: values.until,
      party: values.party,
      locale,
    });
  };

  if (sent)
    return (
      <div className="card waitlist-join__done" role="status" tabIndex={-1} ref={doneRef}>
        <p className="lead">{t('join.sent', { email: values.email.trim() })}</p>
        <p>{t('join.sentNext')}</p>
      </div>
    );

  const summary = FIELD_ORDER.filter((f) => errors[f]).map((f) => ({ fieldId: fieldId(f), message: errors[f]! }));
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(field)}-error` } : {};
  const errorOf = (field: Field) =>
    errors[field] ? (
      <p className="vx-field__error" id={`${fieldId(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const text = (field: 'firstName' | 'lastName' | 'dateOfBirth' | 'email', autoComplete: string, hint?: string) => (
    <div className="vx-field waitlist-join__field">
      <label className="vx-field__label" htmlFor={fieldId(field)}>
        {t(`join.fields.${field}`)}
      </label>
      {hint ? (
        <p className="vx-field__hint" id={`${fieldId(field)}-hint`}>
          {hint}
        </p>
      ) : null}
      {errorOf(field)}
      <input
        id={fieldId(field)}
        className={`vx-input${field === 'dateOfBirth' ? ' vx-input--medium' : ''}`}
        type={field === 'email' ? 'email' : 'text'}
        inputMode={field === 'dateOfBirth' ? 'numeric' : field === 'email' ? 'email' : undefined}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        {...described(field)}
        {...(hint && !errors[field] ? { 'aria-describedby': `${fieldId(field)}-hint` } : {})}
      />
    </div>
  );
  const weekdayName = (day: number) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 22 + day)),
    );
  const hourName = (hour: number) =>
    hour === 24
      ? t('join.endOfDay')
      : new Intl.DateTimeFormat(intlLocale(i18n.language), { hour: 'numeric', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2026, 0, 1, hour)),
        );

  return (
    <form className="waitlist-join" onSubmit={onSubmit} noValidate aria-busy={status !== 'idle'}>
      <ErrorSummary summaryRef={summaryRef} errors={summary} title={t('errors.title')}>
        {failure ? <p>{failure}</p> : null}
      </ErrorSummary>
      <fieldset className="vx-field waitlist-join__field" id={fieldId('kinds')} tabIndex={-1} {...described('kinds')}>
        <legend className="vx-field__label">{t('join.fields.kinds')}</legend>
        {errorOf('kinds')}
        {VACCINE_KINDS.map((kind) => (
          <label key={kind} className="waitlist-join__choice">
            <input
              type="checkbox"
              checked={values.kinds.includes(kind)}
              onChange={() => set('kinds', toggle(values.kinds, kind))}
            />{' '}
            {t(`vaccines.${kind}`)}
          </label>
        ))}
      </fieldset>
      {values.kinds.includes('rsv') ? (
        <div className="vx-field waitlist-join__field">
          <label className="waitlist-join__choice">
            <input
              id={fieldId('pregnant')}
              type="checkbox"
              checked={values.pregnant}
              onChange={(event) => set('pregnant', event.target.checked)}
            />{' '}
            {t('join.fields.pregnant')}
          </label>
        </div>
      ) : null}
      <div className="vx-field waitlist-join__field">
        {prefill.near ? (
          <p>{t('join.near', { place: prefill.placeLabel ?? t('join.searchedPlace') })}</p>
        ) : (
          <>
            <label className="vx-field__label" htmlFor={fieldId('zip')}>
              {t('join.fields.zip')}
            </label>
            {errorOf('zip')}
            <input
              id={fieldId('zip')}
              inputMode="numeric"
              autoComplete="postal-code"
              className="vx-input vx-input--medium"
              value={values.zip}
              onChange={(event) => set('zip', event.target.value.trim())}
              {...described('zip')}
            />
          </>
        )}
        <label className="vx-field__label" htmlFor={fieldId('miles')}>
          {t('join.fields.miles')}
        </label>
        <select
          className="vx-input vx-input--medium"
          id={fieldId('miles')}
          value={values.miles}
          onChange={(event) => set('miles', Number(event.target.value))}
        >
          {DISTANCES.map((miles) => (
            <option key={miles} value={miles}>
              {t('join.milesOption', { count: miles })}
            </option>
          ))}
        </select>
      </div>
      <fieldset
        className="vx-field waitlist-join__field"
        id={fieldId('weekdays')}
        tabIndex={-1}
        {...described('weekdays')}
      >
        <legend className="vx-field__label">{t('join.fields.weekdays')}</legend>
        {errorOf('weekdays')}
        <div className="waitlist-join__days">
          {WEEKDAYS.map((day) => (
            <label key={day} className="waitlist-join__choice">
              <input
                type="checkbox"
                checked={values.weekdays.includes(day)}
                onChange={() => set('weekdays', toggle(values.weekdays, day))}
              />{' '}
              {weekdayName(day)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="vx-field waitlist-join__field">
        <legend className="vx-field__label">{t('join.fields.hours')}</legend>
        {errorOf('toHour')}
        <div className="waitlist-join__hours">
          <label htmlFor={fieldId('fromHour')}>{t('join.fields.from')}</label>
          <select
            className="vx-input"
            id={fieldId('fromHour')}
            value={values.fromHour}
            onChange={(event) => set('fromHour', Number(event.target.value))}
          >
            {HOURS.slice(0, 24).map((hour) => (
              <option key={hour} value={hour}>
                {hourName(hour)}
              </option>
            ))}
          </select>
          <label htmlFor={fieldId('toHour')}>{t('join.fields.to')}</label>
          <select
            className="vx-input"
            id={fieldId('toHour')}
            value={values.toHour}
            onChange={(event) => set('toHour', Number(event.target.value))}
            {...described('toHour')}
          >
            {HOURS.slice(1).map((hour) => (
              <option key={hour} value={hour}>
                {hourName(hour)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className="vx-field waitlist-join__field">
        <label className="vx-field__label" htmlFor={fieldId('until')}>
          {t('join.fields.until')}
        </label>
        {errorOf('until')}
        <input
          id={fieldId('until')}
          type="date"
          min={first}
          max={last}
          className="vx-input vx-input--medium"
          value={values.until}
          onChange={(event) => set('until', event.target.value)}
          {...described('until')}
        />
      </div>
      <h3>{t('join.who')}</h3>
      <div className="vx-field waitlist-join__field">
        <label className="vx-field__label" htmlFor={fieldId('party')}>
          {t('join.fields.party')}
        </label>
        <p className="vx-field__hint" id={`${fieldId('party')}-hint`}>
          {t('join.partyHint')}
        </p>
        <select
          className="vx-input vx-input--short"
          id={fieldId('party')}
          aria-describedby={`${fieldId('party')}-hint`}
          value={values.party}
          onChange={(event) => set('party', Number(event.target.value))}
        >
          {Array.from({ length: MAX_GROUP_SIZE }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="form-grid form-grid--2">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </div>
      {text('dateOfBirth', 'bday', t('join.dobHint'))}
      {text('email', 'email', t('join.emailHint'))}
      {bot.widget}
      {status === 'waiting' ? <p role="status">{t('join.waiting')}</p> : null}
      <button type="submit" className="button button--primary" aria-busy={status !== 'idle' || undefined}>
        {status === 'sending' ? t('join.sending') : t('join.submit')}
      </button>
    </form>
  );
}
