// A labelled text input (or text area) with its hint, error, optional input mask and optional character counter:
// every form in the site uses this one.
import type { FieldRegistration } from './field-registration.ts';
import { applyMask } from '../../lib/input-mask.ts';
import { CharacterCount } from './character-count.tsx';
import { describedBy } from './described-by.ts';
import { FieldError } from './field-error.tsx';
import './field.css';

export interface TextFieldOptions {
  autoComplete?: string | undefined;
  /** `#` stands for a digit, e.g. `##/##/####`: the value is reshaped as the person types. */
  mask?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url' | undefined;
  type?: string | undefined;
  hint?: string | undefined;
  /** `vx-input--short`, `vx-input--medium`: a width that hints at the answer's length. */
  className?: string | undefined;
  spellCheck?: boolean;
  /** A text area of five rows rather than one line. */
  multiline?: boolean;
  /** Shows the characters left of `max` under the field; `length` is the value's current length. */
  counter?: { max: number; length: number } | undefined;
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
  registration: FieldRegistration;
  options?: TextFieldOptions;
}) {
  const { hint, counter, mask } = options;
  const common = {
    ...registration,
    id,
    className: `vx-input${options.className ? ` ${options.className}` : ''}`,
    spellCheck: options.spellCheck,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`, counter && `${id}-count`),
  };
  return (
    <div className={`vx-field${error ? ' vx-field--error' : ''}`}>
      <label className="vx-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="vx-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {options.multiline ? (
        <textarea rows={5} {...common} />
      ) : (
        <input
          {...common}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          onChange={(event) => {
            if (mask) event.target.value = applyMask(event.target.value, mask);
            void registration.onChange(event);
          }}
        />
      )}
      {counter ? <CharacterCount id={`${id}-count`} max={counter.max} length={counter.length} /> : null}
    </div>
  );
}
