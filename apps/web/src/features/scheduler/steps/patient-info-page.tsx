// /schedule/info: who is getting vaccinated and how to reach them (docs/product/booking-flow.md, Patient info and Form
// rules). The logic is in use-patient-info.ts; this file is the markup, with the warnings to acknowledge in
// acknowledge-warnings.tsx.
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Checkbox } from '../../../components/ui/checkboxes.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SexField } from '../../../components/ui/sex-field.tsx';
import { TextField, type TextFieldOptions } from '../../../components/ui/text-field.tsx';
import { trackBookingBlur } from '../frame/booking-analytics.ts';
import { SchedulerErrorSummary, SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { HoldTimer } from '../results/hold-timer.tsx';
import { EligibilityProblem } from './eligibility-problem.tsx';
import { AcknowledgeWarnings } from './acknowledge-warnings.tsx';
import { usePatientInfo, type FieldName } from './use-patient-info.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

export default function PatientInfoPage() {
  const { t } = useTranslation('scheduler');
  const {
    send,
    title,
    minor,
    appointment,
    state,
    phoneRequired,
    register,
    errors,
    submitCount,
    message,
    summary,
    eligibility,
    outcome,
    acknowledged,
    acknowledge,
    ackError,
    eligibilityRef,
    consent,
    setConsent,
    consentFailed,
    consentRef,
    rangeProblem,
    setRangeProblem,
    onSubmit,
    preloadValidation,
    continueWithoutIneligible,
  } = usePatientInfo();

  const field = (name: FieldName, options: TextFieldOptions = {}) => (
    <TextField
      id={`patient-${name}`}
      error={message(name)}
      registration={register(name)}
      options={options}
      label={`${t(`patient.fields.${name}`)}${name === 'address2' || (name === 'phone' && !phoneRequired) ? ` ${t('patient.optional')}` : ''}`}
    />
  );

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      {appointment ? <HoldTimer appointment={appointment} /> : null}
      <p>{t(minor ? 'patient.minor.lead' : 'patient.lead')}</p>
      {submitCount > 0 ? <SchedulerErrorSummary summaryRef={{ current: null }} errors={summary} /> : null}
      <form
        className="scheduler-form"
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadValidation}
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
          className: 'vx-input--medium',
        })}
        <EligibilityProblem
          outcome={outcome}
          result={eligibility}
          state={state}
          problemRef={eligibilityRef}
          onContinueWithout={continueWithoutIneligible}
        />
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
          {field('state', {
            autoComplete: 'address-level1',
            className: 'vx-input--short',
            hint: t('patient.stateHint'),
          })}
        </div>
        {field('zipCode', { autoComplete: 'postal-code', inputMode: 'numeric', className: 'vx-input--short' })}
        <h2>{t('patient.contact')}</h2>
        {field('email', { autoComplete: 'email', inputMode: 'email', type: 'email', hint: t('patient.emailHint') })}
        {field('phone', {
          autoComplete: 'tel-national',
          mask: '(###) ###-####',
          inputMode: 'tel',
          type: 'tel',
          hint: t(phoneRequired ? 'patient.phoneRequiredHint' : 'patient.phoneHint'),
          className: 'vx-input--medium',
        })}
        {eligibility && eligibility.errors.length === 0 && eligibility.warnings.length > 0 ? (
          <AcknowledgeWarnings
            eligibility={eligibility}
            outcome={outcome}
            state={state}
            acknowledged={acknowledged}
            acknowledge={acknowledge}
            ackError={ackError}
            eligibilityRef={eligibilityRef}
          />
        ) : null}
        {minor ? (
          <Checkbox
            id="parental-consent"
            standalone
            label={t('patient.minor.consent')}
            error={consentFailed > 0 && !consent ? t('patient.minor.consentError') : undefined}
            checked={consent}
            onChange={setConsent}
            inputRef={consentRef}
          />
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
    </SchedulerFrame>
  );
}
