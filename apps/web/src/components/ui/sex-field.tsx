// The patient's sex as two radios, with its error: the booking, group, sign-up and waiting-list forms ask it alike.
// Bound to a form hook (`registration`) or to state the page holds (`value`, `onChange` and `name`).
import { RadioList, type ChoiceBinding } from './radio-list.tsx';

export type Sex = 'female' | 'male';

export function SexField({
  idPrefix,
  legend,
  labels,
  error,
  ...binding
}: {
  /** The first radio's id (what an error summary links to); the second is `${idPrefix}-male`. */
  idPrefix: string;
  legend: string;
  labels: Record<Sex, string>;
  error?: string | undefined;
} & ChoiceBinding<Sex>) {
  return (
    <RadioList
      id={idPrefix}
      legend={legend}
      legendClassName="vx-field__legend--label"
      error={error}
      {...binding}
      options={(['female', 'male'] as const).map((sex) => ({ value: sex, label: labels[sex] }))}
    />
  );
}
