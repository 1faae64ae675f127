// The patient details step's logic (docs/product/booking-flow.md, Patient info and Form rules): the form and its
// messages, the age checks (the minor's range, POST /eligibilities), the warnings to acknowledge, the guardian's
// consent and the fields a provider asked to change. The markup is in patient-info-page.tsx.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { checkAgeEligibility, type EligibilityResult } from '@vaxnear/domain/age-eligibility';
import { checkDateOfBirthInRange } from '@vaxnear/domain/booking/minor-rules';
import { conditionKindsToConfirm } from '@vaxnear/domain/booking/condition-confirmation';
import type { EligibilityBody } from '@vaxnear/domain/contracts/eligibilities';
import { ageInYears, normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { requiresPhone } from '@vaxnear/domain/retailers';
import type { VaccineKind } from '@vaxnear/domain/vaccines';
import { useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useForm, type FormErrors } from '../../../lib/use-form.ts';
import { fetchEligibilityWarnings } from '../api/eligibilities.ts';
import { todayIso } from '../../../lib/today.ts';
import { trackBookingFieldErrors } from '../frame/booking-analytics.ts';
import { selectedKinds, type PatientFormData, type SchedulerContext } from '../machine/scheduler.machine.ts';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';
import { RECONFIRM_MESSAGE, reconfirmConflicts } from '../review/reconfirm.ts';
import { eligibilityOutcome } from './eligibility-outcome.ts';
import type { PatientFormInput } from '@vaxnear/domain/patient-schemas';
import { translateFieldMessage } from './patient-messages.ts';

export type FieldName = keyof PatientFormInput;
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
    const answer = await fetchEligibilityWarnings(body);
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
        // Every eligibility error the server sends names its limit; 0 stands for one that does not.
        limit: typeof e.limit === 'number' ? e.limit : 0,
      })),
      warnings: local.warnings,
    };
  }
}

export function usePatientInfo() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const today = todayIso();
  const phoneRequired = requiresPhone(context.appointments[0]?.location.retailer);
  // The schemas and zod load when the form is first used (decision 190), not with the page.
  const validation = useMemo(
    () =>
      lazyResolver(() =>
        import('./patient-form-resolver.ts').then((module) => module.patientFormResolver(today, { phoneRequired })),
      ),
    [today, phoneRequired],
  );
  const { register, handleSubmit, getValues, setError, errors, submitCount } = useForm<PatientFormInput>({
    resolver: validation.resolver,
    defaultValues: context.patientForm ?? EMPTY,
  });
  const [eligibility, setEligibility] = useState<EligibilityResult | null>(null);
  const [acknowledged, setAcknowledged] = useState<Record<string, boolean>>({});
  const [ackFailed, setAckFailed] = useState(0);
  // "Select to continue" only once the person has seen the warnings and tried to go on without confirming them.
  const [ackError, setAckError] = useState(false);
  const [pending, setPending] = useState<PatientFormData | null>(null);
  // Each eligibility problem found on Continue: focus goes to it, right under the date of birth it is about.
  const [problemsShown, setProblemsShown] = useState(0);
  const eligibilityRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(eligibilityRef, ackFailed);
  useFocusOnChange(eligibilityRef, problemsShown);
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
    errors[name]?.type === 'reconfirm'
      ? t('reconfirm.mustDiffer', { label: t(`patient.fields.${name}`).toLowerCase() })
      : translateFieldMessage(t, errors[name], name);
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
      setProblemsShown((n) => n + 1);
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
      // Every warning was confirmed above: the server checks the risk-condition ones again (decision 256).
      {
        type: 'SET_PATIENT_FORM_DATA',
        data: { ...raw, confirmedConditions: conditionKindsToConfirm(result.warnings) },
      },
      { type: 'CONTINUE' },
    ]);
  }

  function continueWithoutIneligible() {
    if (!outcome || !eligibility || !pending) return;
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

  const onInvalid = (invalid: FormErrors) => {
    setEligibility(null);
    trackBookingFieldErrors('patientInfo', invalid);
  };

  return {
    context,
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
    acknowledge: (service: string, checked: boolean) => setAcknowledged((prev) => ({ ...prev, [service]: checked })),
    ackError,
    eligibilityRef,
    consent,
    setConsent,
    consentFailed,
    consentRef,
    rangeProblem,
    setRangeProblem,
    onSubmit: handleSubmit(onValid, onInvalid),
    preloadValidation: validation.preload,
    continueWithoutIneligible,
  };
}
