// /staff/locations/:locationId/walk-in: add a person who walked in to a time today, or to the next time with room
// (docs/product/staff.md, Walk-ins; decision 246). The server checks everything a public booking checks and never
// takes a place someone holds or booked; this page asks only what a booking needs (no e-mail required).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { WalkIn, WalkInTime } from '@vaxnear/domain/contracts/staff-counter';
import { VACCINE_KINDS, type VaccineKind } from '@vaxnear/domain/vaccines';
import { Checkboxes } from '../../components/ui/checkboxes.tsx';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { RadioList } from '../../components/ui/radio-list.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { addWalkIn, walkInTimes } from './api/counter.ts';
import { useCounterPath, useCounterProblem } from './counter-frame.tsx';
import { ProblemNotice, StaffFrame, useStaffPath } from './staff-frame.tsx';
import { useSignedIn } from './use-signed-in.ts';
import { DEFAULT_LOCALE, intlLocale, LOCALES, supportedLocale, type Locale } from '../../lib/locale.ts';

const TEXT_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'address1', 'city', 'state', 'zipCode'] as const;
type Field = (typeof TEXT_FIELDS)[number] | 'sex' | 'services' | 'phoneNumber' | 'email' | 'time';
const idOf = (field: Field) => (field === 'sex' ? 'walkin-sex' : `walkin-${field}`);

const EMPTY = {
  time: 'now',
  services: [] as VaccineKind[],
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  sex: '',
  address1: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
  email: '',
  locale: DEFAULT_LOCALE as Locale,
};

export function WalkInView({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation('staff-counter');
  const staffPath = useStaffPath();
  const counterPath = useCounterPath();
  const { me, problem: sessionProblem } = useSignedIn();
  const [times, setTimes] = useState<WalkInTime[] | null>(null);
  // The person's e-mails in the language the counter speaks with them, the page's by default.
  const pageLocale = supportedLocale(i18n.language);
  const [form, setForm] = useState({ ...EMPTY, locale: pageLocale });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<WalkIn | null>(null);
  const { problem, report, clear } = useCounterProblem();
  const summaryRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(summaryRef, Object.keys(errors).length ? round : 0);
  const addedRef = useRef<HTMLDivElement>(null);

  const loadTimes = () => walkInTimes(locationId).then(setTimes, (caught: unknown) => report(caught));
  useEffect(() => {
    if (me) void loadTimes();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when the person or the location changes
  }, [me, locationId]);
  useEffect(() => {
    if (added) addedRef.current?.focus();
  }, [added]);

  // Times on the pharmacy's clock, whatever the tablet's time zone.
  const timeOf = (instant: string, timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short', timeZone }).format(new Date(instant));
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    clear();
    const found: Partial<Record<Field, string>> = {};
    for (const field of TEXT_FIELDS) if (!form[field].trim()) found[field] = t('walkIn.required');
    if (!form.sex) found.sex = t('walkIn.required');
    if (form.services.length === 0) found.services = t('walkIn.chooseVaccine');
    setErrors(found);
    setRound((n) => n + 1);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const walkIn = await addWalkIn(locationId, {
        time: form.time,
        services: form.services.map((kind) => ({ kind, brand: null })),
        user: {
          firstName: form.firstName,
          lastName: form.lastName,
          sex: form.sex,
          dateOfBirth: form.dateOfBirth,
          address1: form.address1,
          city: form.city,
          state: form.state.trim().toUpperCase(),
          zipCode: form.zipCode.trim(),
        },
        ...(form.phoneNumber.trim() ? { phoneNumber: form.phoneNumber.trim() } : {}),
        ...(form.email.trim() ? { email: form.email.trim() } : {}),
        locale: form.locale,
      });
      setAdded(walkIn);
      setForm({ ...EMPTY, locale: form.locale });
      void loadTimes();
    } catch (caught) {
      // A field the server refused is marked where it is; the reason is said at the top in the counter's words.
      const field = caught instanceof ApiError ? caught.errors[0]?.field?.replace(/^user\./, '') : undefined;
      const known = field === 'timeSlotId' || field === 'time' ? 'time' : field;
      if (known && ([...TEXT_FIELDS, 'sex', 'phoneNumber', 'email', 'time'] as string[]).includes(known)) {
        setErrors({ [known as Field]: t('walkIn.checkField') });
        setRound((n) => n + 1);
      }
      report(caught);
    } finally {
      setBusy(false);
    }
  }

  const summary = (Object.keys(errors) as Field[]).map((field) => ({ fieldId: idOf(field), message: errors[field]! }));
  const text = (field: (typeof TEXT_FIELDS)[number] | 'phoneNumber' | 'email', options = {}) => (
    <TextField
      id={idOf(field)}
      label={t(`walkIn.fields.${field}`)}
      error={errors[field]}
      value={form[field]}
      onChange={set(field)}
      options={{ autoComplete: 'off', ...options }}
    />
  );

  return (
    <StaffFrame title={t('walkIn.title')}>
      <h1>{t('walkIn.title')}</h1>
      <p className="lead">{t('walkIn.lead')}</p>
      <ProblemNotice problem={problem?.key ?? sessionProblem} round={problem?.round ?? 1} />
      {added ? (
        <div className="card staff__notice" role="status" tabIndex={-1} ref={addedRef}>
          <p>
            {t('walkIn.added', {
              number: added.confirmationNumber,
              time: timeOf(added.startsAt, added.timeZone),
            })}
          </p>
          <p>{added.emailed ? t('walkIn.emailed') : t('walkIn.notEmailed')}</p>
          <p>
            <Link to={counterPath(locationId, { vaccinate: added.appointmentId })}>{t('walkIn.vaccinateNow')}</Link>
          </p>
        </div>
      ) : null}
      {me ? (
        <>
          <ErrorSummary summaryRef={summaryRef} errors={summary} title={t('errors.summaryTitle')} />
          <form noValidate onSubmit={submit} aria-busy={busy} className="staff-walk-in__form">
            <SelectField
              id={idOf('time')}
              label={t('walkIn.time')}
              error={errors.time}
              value={form.time}
              onChange={set('time')}
              options={[
                { value: 'now', label: t('walkIn.now') },
                ...(times ?? [])
                  .filter((slot) => slot.free > 0)
                  .map((slot) => ({
                    value: slot.timeSlotId,
                    label: t('walkIn.timeOption', {
                      time: timeOf(slot.startsAt, slot.timeZone),
                      count: slot.free,
                    }),
                  })),
              ]}
            />
            <Checkboxes
              id={idOf('services')}
              legend={t('walkIn.vaccines')}
              error={errors.services}
              list
              value={form.services}
              onChange={(kind, checked) =>
                setForm((previous) => ({
                  ...previous,
                  services: checked
                    ? [...previous.services, kind]
                    : previous.services.filter((chosen) => chosen !== kind),
                }))
              }
              options={VACCINE_KINDS.map((kind) => ({ value: kind, label: t(`vaccines.${kind}`) }))}
            />
            {text('firstName')}
            {text('lastName')}
            {text('dateOfBirth', { hint: t('walkIn.dateOfBirthHint'), inputMode: 'numeric', mask: '##/##/####' })}
            <RadioList
              id={idOf('sex')}
              legend={t('walkIn.fields.sex')}
              name="walkin-sex"
              inline
              error={errors.sex}
              value={form.sex}
              onChange={set('sex')}
              options={[
                { value: 'female', label: t('walkIn.female') },
                { value: 'male', label: t('walkIn.male') },
              ]}
            />
            {text('address1')}
            {text('city')}
            {text('state', { className: 'vx-input--short', maxLength: 2, hint: t('walkIn.stateHint') })}
            {text('zipCode', { className: 'vx-input--short', inputMode: 'numeric' })}
            {text('phoneNumber', { type: 'tel', inputMode: 'tel', hint: t('walkIn.optionalPhone') })}
            {text('email', { type: 'email', inputMode: 'email', hint: t('walkIn.optionalEmail'), spellCheck: false })}
            <RadioList
              id="walkin-locale"
              legend={t('walkIn.language')}
              name="walkin-locale"
              inline
              value={form.locale}
              onChange={set('locale')}
              options={LOCALES.map((locale) => ({ value: locale, label: t(`walkIn.languages.${locale}`) }))}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('walkIn.adding') : t('walkIn.submit')}
            </button>
          </form>
        </>
      ) : null}
      <p>
        <Link to={counterPath(locationId, 'lots')}>{t('links.lots')}</Link>
        {' · '}
        <Link to={staffPath('home')}>{t('links.home')}</Link>
      </p>
    </StaffFrame>
  );
}
