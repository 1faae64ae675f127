// A labelled text input with its hint, error and optional input mask: the booking and sign-up forms share it.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { applyMask } from '../../lib/input-mask.ts';
// The field brings its own look, so every form that uses it matches the booking forms.
import './form-field.css';

export interface TextFieldOptions {
  autoComplete?: string;
  /** `#` stands for a digit, e.g. `##/##/####`: the value is reshaped as the person types. */
  mask?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  type?: string;
  hint?: string;
  className?: string;
}

export function TextField({
  id,
  label,
  error,
  registration,
  options = {},
}: {
  id: string;
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  options?: TextFieldOptions;
}) {
  const describedBy =
    [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {options.hint ? (
        <p className="hint" id={`${id}-hint`}>
          {options.hint}
        </p>
      ) : null}
      {error ? (
        <p className="error-message" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <input
        {...registration}
        id={id}
        className={`input ${options.className ?? ''}`}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          if (options.mask) event.target.value = applyMask(event.target.value, options.mask);
          void registration.onChange(event);
        }}
      />
    </div>
  );
}
