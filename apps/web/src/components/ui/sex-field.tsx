// The patient's sex as two radios, with its error: the booking, group and sign-up forms ask it alike.
import type { FieldRegistration } from './field-registration.ts';
import { RadioList } from './radio-list.tsx';

export function SexField({
  idPrefix,
  legend,
  labels,
  error,
  registration,
}: {
  /** The first radio's id (what an error summary links to); the second is `${idPrefix}-male`. */
  idPrefix: string;
  legend: string;
  labels: Record<'female' | 'male', string>;
  error?: string | undefined;
  registration: FieldRegistration;
}) {
  return (
    <RadioList
      id={idPrefix}
      legend={legend}
      legendClassName="vx-field__legend--label"
      error={error}
      registration={registration}
      options={(['female', 'male'] as const).map((sex) => ({ value: sex, label: labels[sex] }))}
    />
  );
}
