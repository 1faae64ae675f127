// /schedule/info: who is getting vaccinated and how to reach them (docs/product/booking-flow.md, Patient info and Form
// rules).
import { useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { checkAgeEligibility, type EligibilityResult } from '@vaxnear/domain/age-eligibility';
import { checkDateOfBirthInRange } from '@vaxnear/domain/booking/minor-rules';
import { Modal } from '../../../components/ui/modal.tsx';
import { SexField } from '../../../components/ui/sex-field.tsx';
import { TextField, type TextFieldOptions } from '../../../components/ui/text-field.tsx';
import type { EligibilityBody } from '@vaxnear/domain/contracts/eligibilities';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { apiRequest, ApiError } from '../../../lib/api-client.ts';
import { EligibilityModal } from './eligibility-modal.tsx';
import { eligibilityOutcome } from './eligibility-outcome.ts';
import { reconfirmConflicts } from '../review/reconfirm.ts';
import { ageInYears, normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { requiresPhone } from '@vaxnear/domain/retailers';
import { patientFormSchema, type PatientFormInput } from './patient-form-schema.ts';
import { translateEligibilityMessage, translateFieldMessage } from './patient-messages.ts';
import { trackBookingBlur, trackBookingFieldErrors } from '../frame/booking-analytics.ts';
import { RECONFIRM_MESSAGE } from './deeplink.ts';
import { HoldTimer } from '../results/hold-timer.tsx';
import { selectedKinds, type PatientFormData, type SchedulerContext } from '../machine/scheduler.machine.ts';
import { todayIso } from '../../../lib/today.ts';
import { useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { ErrorSummary, SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

type FieldName = keyof PatientFormInput;
const EMPTY: PatientFormData = {
  firstName: '',
  lastName: '',
  sex: '',
  dateOfBirth: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  email: '',
  phone: '',
};

/** The fields in the order they appear, so the error summary reads like the form. */
const FIELD_ORDER: FieldName[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'sex',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'email',
  'phone',
];

/** Marks a field error as "give a value different from the rejected one"; shown in the page's language. */

/** The vaccines this appointment would give: the chosen ones and any add-on accepted after the summary. */
const bookedKinds = (context: SchedulerContext): VaccineKind[] => [
  ...selectedKinds(context),
  ...context.additionalServices.map((s) => s.kind).filter((k) => !selectedKinds(context).includes(k)),
];

const ELIGIBILITY_ERROR_CODES = ['AGE_INELIGIBLE', 'RETAILER_AGE_RESTRICTION', 'AGE_OUTSIDE_RANGE'];

/**
 * POST /eligibilities (decision 011: the date of birth in the body) decides; the same domain rules run here first
 * for the warnings a 400 does not carry, and alone when the server cannot be reached.
 */
async function checkEligibility(
  context: SchedulerContext,
  dateOfBirthIso: string,
  local: EligibilityResult,
): Promise<EligibilityResult> {
  const appointment = context.appointments[0];
  if (!appointment) return local;
  const body: EligibilityBody = {
    dateOfBirth: dateOfBirthIso,
    locationId: appointment.locationId,
    // The chosen age range matters in the minor flow only; an adult under 18 is told so by AGE_INELIGIBLE already.
    services: bookedKinds(context).map((kind) =>
      context.bookingFlow === 'minor' ? { kind, ageMin: context.ageMin, ageMax: context.ageMax } : { kind },
    ),
    pregnant: context.isPregnant === true,
    bookingFlow: context.bookingFlow ?? 'adult',
  };
  try {
    const answer = await apiRequest<{ warnings: EligibilityResult['warnings'] }>('POST', '/eligibilities', { body });
    return { errors: [], warnings: answer.warnings };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const errors = error.errors.filter((e) => ELIGIBILITY_ERROR_CODES.includes(e.code) && e.service);
    if (errors.length === 0) return local;
    return {
      errors: errors.map((e) => ({
        code: e.code as 'AGE_INELIGIBLE',
        service: e.service as VaccineKind,
        message: e.message,
        ...(typeof e.limit === 'number' ? { limit: e.limit } : {}),
      })),
      warnings: local.warnings,
    };
  }
}

export default function PatientInfoPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const today = todayIso();
  const phoneRequired = requiresPhone(context.appointments[0]?.location.retailer);
  const schema = useMemo(() => patientFormSchema(today, { phoneRequired }), [today, phoneRequired]);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, submitCount },
  } = useForm<PatientFormInput>({
    resolver: zodResolver(schema),
    defaultValues: context.patientForm ?? EMPTY,
    shouldFocusError: true,
  });
  const [eligibility, setEligibility] = useState<EligibilityResult | null>(null);
  const [acknowledged, setAcknowledged] = useState<Record<string, boolean>>({});
  const [ackFailed, setAckFailed] = useState(0);
  // "Select to continue" only once the person has seen the warnings and tried to go on without confirming them.
  const [ackError, setAckError] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [pending, setPending] = useState<PatientFormData | null>(null);
  const eligibilityRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(eligibilityRef, ackFailed);
  const appointment = context.appointments[0];
  const minor = context.bookingFlow === 'minor';
  // A guardian books for someone else: the page speaks about "the patient" (docs/product/booking-flow.md, Who books).
  const title = t(minor ? 'patient.minor.title' : 'patient.title');
  const [consent, setConsent] = useState(context.patientForm?.parentalConsent === true);
  const [consentFailed, setConsentFailed] = useState(0);
  const consentRef = useRef<HTMLInputElement>(null);
  useFocusOnChange(consentRef, consentFailed);
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const state = appointment?.location.state ?? '';

  const message = (name: FieldName) =>
    errors[name]?.message === RECONFIRM_MESSAGE
      ? t('reconfirm.mustDiffer', { label: t(`patient.fields.${name}`).toLowerCase() })
      : translateFieldMessage(t, errors[name]?.message, name);
  const summary = FIELD_ORDER.filter((name) => errors[name]).map((name) => ({
    fieldId: `patient-${name}`,
    message: message(name),
  }));

  const outcome = eligibility ? eligibilityOutcome(eligibility, bookedKinds(context)) : null;

  async function onValid() {
    // What the person typed (masks and all), not the schema's output: it is shown again when they come back here.
    const typed = { ...EMPTY, ...getValues() } as PatientFormData;
    // Normalised here, where the form's schemas are loaded, so review needs none of that code.
    const raw: PatientFormData = {
      ...typed,
      dateOfBirthIso: normalizeDateOfBirth(typed.dateOfBirth) ?? typed.dateOfBirth,
      ...(minor ? { parentalConsent: consent } : {}),
    };
    if (minor && context.ageMin !== null && context.ageMax !== null) {
      const inRange = checkDateOfBirthInRange(
        raw.dateOfBirthIso!,
        { ageMin: context.ageMin, ageMax: context.ageMax },
        today,
      );
      if (!inRange.ok) {
        setRangeProblem(inRange.range);
        return;
      }
    }
    if (minor && !consent) {
      setConsentFailed((n) => n + 1);
      return;
    }
    // A field the provider rejected, or a link asked for again (confirmPatientInfo, decision 053), must come back
    // with another value.
    const conflicts = reconfirmConflicts(context.reconfirmFields, raw);
    if (conflicts.length > 0) {
      const ordered = FIELD_ORDER.filter((name) => (conflicts as string[]).includes(name));
      ordered.forEach((name, index) =>
        setError(name, { type: 'reconfirm', message: RECONFIRM_MESSAGE }, { shouldFocus: index === 0 }),
      );
      trackBookingFieldErrors('patientInfo', Object.fromEntries(ordered.map((name) => [name, { type: 'reconfirm' }])));
      return;
    }
    const local = checkAgeEligibility({
      age: ageInYears(raw.dateOfBirth, today),
      services: bookedKinds(context),
      pregnant: context.isPregnant === true,
      flow: context.bookingFlow ?? 'adult',
      location: { state, retailer: appointment?.location.retailer ?? 'unknown' },
      bookingRestrictions: context.coordinates?.bookingRestrictions,
    });
    const result = await checkEligibility(context, raw.dateOfBirthIso ?? raw.dateOfBirth, local);
    const warningsShown = eligibility !== null && eligibility.errors.length === 0 && eligibility.warnings.length > 0;
    setEligibility(result);
    if (result.errors.length > 0) {
      setPending(raw);
      setModalOpen(true);
      return;
    }
    goOn(raw, result, warningsShown);
  }

  function goOn(raw: PatientFormData, result: EligibilityResult, warningsShown = false) {
    if (result.warnings.some((w) => !acknowledged[w.service])) {
      setAckError(warningsShown);
      setAckFailed((n) => n + 1);
      return;
    }
    // A prescription-required warning sets the prescription status that review and confirmation show.
    const prescriptionKinds = [
      ...new Set(result.warnings.filter((w) => w.code === 'PRESCRIPTION_REQUIRED').map((w) => w.service)),
    ];
    send([
      { type: 'SET_PRESCRIPTION_STATUS', kinds: prescriptionKinds },
      { type: 'SET_PATIENT_FORM_DATA', data: raw },
      { type: 'CONTINUE' },
    ]);
  }

  function continueWithoutIneligible() {
    if (!outcome || !eligibility || !pending) return;
    setModalOpen(false);
    send({ type: 'REMOVE_INELIGIBLE_KINDS', kinds: outcome.ineligibleKinds });
    if (outcome.remainingKinds.length === 0) return;
    // The ineligible vaccines are gone; what is left may still need its warnings acknowledged.
    const rest: EligibilityResult = {
      errors: [],
      warnings: eligibility.warnings.filter((w) => outcome.remainingKinds.includes(w.service)),
    };
    setEligibility(rest);
    goOn(pending, rest);
  }

  const field = (name: FieldName, options: TextFieldOptions = {}) => (
    <TextField
      id={`patient-${name}`}
      error={message(name)}
      registration={register(name)}
      options={options}
      label={`${t(`patient.fields.${name}`)}${name === 'address2' || (name === 'phone' && !phoneRequired) ? ` ${t('patient.optional')}` : ''}`}
    />
  );

  const onInvalid = (invalid: FieldErrors<PatientFormInput>) => {
    setEligibility(null);
    trackBookingFieldErrors('patientInfo', invalid);
  };

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      {appointment ? <HoldTimer appointment={appointment} /> : null}
      <p>{t(minor ? 'patient.minor.lead' : 'patient.lead')}</p>
      {submitCount > 0 ? <ErrorSummary summaryRef={{ current: null }} errors={summary} /> : null}
      <form
        className="scheduler-form"
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        onBlur={trackBookingBlur('patientInfo')}
      >
        <h2>{t(minor ? 'patient.minor.recipient' : 'patient.recipient')}</h2>
        <div className="form-grid form-grid--2">
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
        </div>
        {field('dateOfBirth', {
          autoComplete: 'bday',
          mask: '##/##/####',
          inputMode: 'numeric',
          hint: t('patient.dobHint'),
          className: 'input--medium',
        })}
        {eligibility && eligibility.errors.length > 0 && !modalOpen ? (
          <div className="error-summary" role="alert" tabIndex={-1} ref={eligibilityRef}>
            <h2 className="error-summary__title">{t('patient.eligibility.title')}</h2>
            <ul className="error-summary__list">
              {[...new Set(eligibility.errors.map((e) => translateEligibilityMessage(t, e, state)))].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <SexField
          idPrefix="patient-sex"
          legend={t('patient.fields.sex')}
          error={errors.sex ? message('sex') : undefined}
          labels={{ female: t('patient.sex.female'), male: t('patient.sex.male') }}
          registration={register('sex')}
        />
        {field('address1', { autoComplete: 'address-line1' })}
        {field('address2', { autoComplete: 'address-line2' })}
        <div className="form-grid form-grid--2">
          {field('city', { autoComplete: 'address-level2' })}
          {field('state', { autoComplete: 'address-level1', className: 'input--short', hint: t('patient.stateHint') })}
        </div>
        {field('zipCode', { autoComplete: 'postal-code', inputMode: 'numeric', className: 'input--short' })}
        <h2>{t('patient.contact')}</h2>
        {field('email', { autoComplete: 'email', inputMode: 'email', type: 'email', hint: t('patient.emailHint') })}
        {field('phone', {
          autoComplete: 'tel-national',
          mask: '(###) ###-####',
          inputMode: 'tel',
          type: 'tel',
          hint: t(phoneRequired ? 'patient.phoneRequiredHint' : 'patient.phoneHint'),
          className: 'input--medium',
        })}
        {eligibility && eligibility.errors.length === 0 && eligibility.warnings.length > 0 ? (
          <fieldset
            className={`field${ackError && eligibility.warnings.some((w) => !acknowledged[w.service]) ? ' field--error' : ''}`}
          >
            <legend className="field__legend">
              {outcome?.type === 'doubleWarning'
                ? t('eligibilityModal.doubleWarning.title')
                : t('patient.eligibility.warningTitle')}
            </legend>
            <div ref={eligibilityRef} tabIndex={-1}>
              {eligibility.warnings.map((warning) => (
                <div key={warning.service + warning.code}>
                  <p>{translateEligibilityMessage(t, warning, state)}</p>
                  {ackError && !acknowledged[warning.service] ? (
                    <p className="error-message" id={`ack-${warning.service}-error`}>
                      {t('patient.eligibility.selectToContinue')}
                    </p>
                  ) : null}
                  <div className="choice">
                    <input
                      className="choice__input"
                      type="checkbox"
                      id={`ack-${warning.service}`}
                      checked={acknowledged[warning.service] ?? false}
                      aria-describedby={
                        ackError && !acknowledged[warning.service] ? `ack-${warning.service}-error` : undefined
                      }
                      onChange={(event) =>
                        setAcknowledged((prev) => ({ ...prev, [warning.service]: event.target.checked }))
                      }
                    />
                    <label className="choice__label" htmlFor={`ack-${warning.service}`}>
                      {t('patient.eligibility.acknowledge', { vaccine: t(`vaccines.${warning.service}`) })}
                    </label>
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        ) : null}
        {minor ? (
          <div className={`field${consentFailed > 0 && !consent ? ' field--error' : ''}`}>
            {consentFailed > 0 && !consent ? (
              <p className="error-message" id="parental-consent-error">
                {t('patient.minor.consentError')}
              </p>
            ) : null}
            <div className="choice">
              <input
                ref={consentRef}
                className="choice__input"
                type="checkbox"
                id="parental-consent"
                checked={consent}
                aria-invalid={consentFailed > 0 && !consent ? true : undefined}
                aria-describedby={consentFailed > 0 && !consent ? 'parental-consent-error' : undefined}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <label className="choice__label" htmlFor="parental-consent">
                {t('patient.minor.consent')}
              </label>
            </div>
          </div>
        ) : null}
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
      <Modal
        isOpen={rangeProblem !== null}
        onClose={() => setRangeProblem(null)}
        title={t('patient.minor.range.title')}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setRangeProblem(null);
                window.setTimeout(() => document.getElementById('patient-dateOfBirth')?.focus(), 0);
              }}
            >
              {t('patient.minor.range.changeDate')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setRangeProblem(null);
                send({ type: 'MANUAL_GOTO', step: 'minorAgeRange' });
              }}
            >
              {t('patient.minor.range.changeAge')}
            </button>
          </>
        }
      >
        <p>{t('patient.minor.range.body', { range: rangeProblem ?? '' })}</p>
      </Modal>
      <EligibilityModal
        outcome={modalOpen ? outcome : null}
        result={eligibility}
        state={state}
        onClose={() => setModalOpen(false)}
        onContinueWithout={continueWithoutIneligible}
      />
    </SchedulerFrame>
  );
}
