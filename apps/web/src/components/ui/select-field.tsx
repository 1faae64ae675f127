// A labelled drop-down with its error and a first "choose" option, for lists too long for radios (states, roles).
import type { FieldRegistration } from './field-registration.ts';
import { FieldError } from './field-error.tsx';
import './field.css';

export function SelectField({
  id,
  label,
  error,
  placeholder,
  options,
  registration,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  /** The first, empty option ("Choose…"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  registration: FieldRegistration;
}) {
  return (
    <div className={`vx-field${error ? ' vx-field--error' : ''}`}>
      <label className="vx-field__label" htmlFor={id}>
        {label}
      </label>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <select
        {...registration}
        id={id}
        className="vx-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
