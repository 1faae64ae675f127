// The patient step's warnings to acknowledge (docs/product/booking-flow.md, Patient info): one box per vaccine that
// has a warning, with the risk conditions that make it recommended at this age.
import { lazy, Suspense } from 'react';
import { CONDITION_VACCINES, type ConditionVaccine } from '@vaxnear/domain/quiz/medical-conditions';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Checkbox } from '../../../components/ui/checkboxes.tsx';
import { Fieldset } from '../../../components/ui/fieldset.tsx';
import { translateEligibilityMessage } from './patient-messages.ts';
import type { usePatientInfo } from './use-patient-info.ts';

// Shown only to someone whose age makes a risk condition the reason to book: loaded then, which keeps this route
// within its JavaScript budget (decision 213).
const ConditionList = lazy(() =>
  import('../../../components/ui/condition-confirmation.tsx').then((module) => ({ default: module.ConditionList })),
);

const isConditionVaccine = (kind: string): kind is ConditionVaccine =>
  (CONDITION_VACCINES as readonly string[]).includes(kind);

type PatientInfo = ReturnType<typeof usePatientInfo>;

/** Shown once the age check answered with warnings and no error. */
export function AcknowledgeWarnings({
  eligibility,
  outcome,
  state,
  acknowledged,
  acknowledge,
  ackError,
  eligibilityRef,
}: Pick<PatientInfo, 'outcome' | 'state' | 'acknowledged' | 'acknowledge' | 'ackError' | 'eligibilityRef'> & {
  eligibility: NonNullable<PatientInfo['eligibility']>;
}) {
  const { t } = useTranslation('scheduler');
  return (
    <Fieldset
      id="acknowledge"
      className={ackError && eligibility.warnings.some((w) => !acknowledged[w.service]) ? 'vx-field--error' : undefined}
      legend={
        outcome?.type === 'doubleWarning'
          ? t('eligibilityModal.doubleWarning.title')
          : t('patient.eligibility.warningTitle')
      }
    >
      <div ref={eligibilityRef} tabIndex={-1}>
        {/* One box per vaccine, however many warnings it has (a state's prescription rule and a condition). */}
        {[...new Set(eligibility.warnings.map((w) => w.service))].map((service) => (
          <div key={service}>
            {[
              ...new Set(
                eligibility.warnings
                  .filter((w) => w.service === service)
                  .map((w) => translateEligibilityMessage(t, w, state)),
              ),
            ].map((text) => (
              <p key={text}>{text}</p>
            ))}
            {/* The risk conditions that make this vaccine recommended at this age (RSV at 50 to 74, …). */}
            {isConditionVaccine(service) &&
            eligibility.warnings.some((w) => w.service === service && w.code === 'MEDICAL_CONDITION') ? (
              <Suspense fallback={null}>
                <ConditionList kind={service} />
              </Suspense>
            ) : null}
            <Checkbox
              id={`ack-${service}`}
              label={t('patient.eligibility.acknowledge', { vaccine: t(`vaccines.${service}`) })}
              error={ackError && !acknowledged[service] ? t('patient.eligibility.selectToContinue') : undefined}
              checked={acknowledged[service] ?? false}
              onChange={(checked) => acknowledge(service, checked)}
            />
          </div>
        ))}
      </div>
    </Fieldset>
  );
}
