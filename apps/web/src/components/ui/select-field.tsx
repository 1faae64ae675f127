// A labelled drop-down with its error and a first "choose" option, for lists too long for radios (states, roles).
import type { FieldRegistration } from './field-registration.ts';
import { FieldHead } from './field-head.tsx';
import './field.css';

/** Bound to a form (`registration`) or to state the page holds (`value` and `onChange`, which gets the new value). */
export type SelectBinding<V extends string> =
  | { registration: FieldRegistration; value?: never; onChange?: never }
  | { registration?: never; value: V; onChange: (value: V) => void };

export function SelectField<V extends string = string>(
  props: SelectBinding<V> & {
    id: string;
    label: string;
    error?: string | undefined;
    /** The first, empty option ("Choose…"); left out where one of the options is always chosen (a filter's "Any"). */
    placeholder?: string | undefined;
    options: readonly { value: V; label: string }[];
  },
) {
  const { id, label, error, placeholder, options, registration } = props;
  const bound = registration
    ? registration
    : {
        value: props.value,
        onChange: (event: { target: { value: string } }) => props.onChange(event.target.value as V),
      };
  return (
    <div className={`vx-field${error ? ' vx-field--error' : ''}`}>
      <FieldHead id={id} label={label} error={error} />
      <select
        {...bound}
        id={id}
        className="vx-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
