// A labelled text input (or text area) with its hint, error, optional input mask and optional character counter:
// every form in the site uses this one.
import type { ReactNode, Ref } from 'react';
import type { FieldRegistration } from './field-registration.ts';
import { applyMask } from '../../lib/input-mask.ts';
import { CharacterCount } from './character-count.tsx';
import { describedBy } from './described-by.ts';
import { FieldHead } from './field-head.tsx';
import './field.css';

export interface TextFieldOptions {
  autoComplete?: string | undefined;
  /** `#` stands for a digit, e.g. `##/##/####`: the value is reshaped as the person types. */
  mask?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url' | undefined;
  type?: string | undefined;
  hint?: ReactNode | undefined;
  /** `vx-input--short`, `vx-input--medium`: a width that hints at the answer's length. */
  className?: string | undefined;
  spellCheck?: boolean;
  /** A text area of five rows rather than one line. */
  multiline?: boolean;
  /** Shows the characters left of `max` under the field; `length` is the value's current length. */
  counter?: { max: number; length: number } | undefined;
  placeholder?: string | undefined;
  maxLength?: number | undefined;
  /** The first and last day a date input offers (`YYYY-MM-DD`). */
  dateRange?: { min: string; max: string } | undefined;
  /** Read before the error by screen readers only ("Error:"), where a page marks its errors so. */
  errorPrefix?: string | undefined;
  /** The error is announced when it appears (it shows without a submit, or the focus stays in the field). */
  errorAlert?: boolean;
  /** Given to the error (focusable then), for a page that moves the focus to it. */
  errorRef?: Ref<HTMLParagraphElement> | undefined;
  /** Ids of other text the field is read with (a note elsewhere on the page), after its own hint and error. */
  describedBy?: string | undefined;
  /** Shown beside the input on one row (the button of a one-field search form). */
  action?: ReactNode;
}

/**
 * The field is bound either to a form (`registration`, e.g. react-hook-form's `register(name)`) or to state the page
 * holds (`value` and `onChange`, which gets the new text, already masked).
 */
export type TextBinding =
  | { registration: FieldRegistration; value?: never; onChange?: never; inputRef?: never }
  | {
      registration?: never;
      value: string;
      onChange: (value: string) => void;
      /** The input, for a page that moves the focus to it after a failed submit. */
      inputRef?: Ref<HTMLInputElement> | undefined;
    };

export type TextFieldProps = TextBinding & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  options?: TextFieldOptions;
};

export function TextField(props: TextFieldProps) {
  const { id, label, error, registration, options = {} } = props;
  const { hint, counter, mask } = options;
  const bound = registration
    ? registration
    : { value: props.value, onChange: (event: { target: { value: string } }) => props.onChange(event.target.value) };
  const common = {
    ...bound,
    id,
    className: `vx-input${options.className ? ` ${options.className}` : ''}`,
    spellCheck: options.spellCheck,
    placeholder: options.placeholder,
    maxLength: options.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(
      hint ? `${id}-hint` : null,
      error ? `${id}-error` : null,
      counter ? `${id}-count` : null,
      options.describedBy,
    ),
  };
  const input = options.multiline ? (
    <textarea rows={5} {...common} />
  ) : (
    <input
      {...common}
      ref={registration ? registration.ref : props.inputRef}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
      min={options.dateRange?.min}
      max={options.dateRange?.max}
      onChange={(event) => {
        if (mask) event.target.value = applyMask(event.target.value, mask);
        void bound.onChange(event);
      }}
    />
  );
  return (
    <div className={`vx-field${error ? ' vx-field--error' : ''}`}>
      <FieldHead
        id={id}
        label={label}
        hint={hint}
        error={error}
        errorPrefix={options.errorPrefix}
        errorAlert={options.errorAlert}
        errorRef={options.errorRef}
      />
      {options.action ? (
        <div className="vx-field__row">
          {input}
          {options.action}
        </div>
      ) : (
        input
      )}
      {counter ? <CharacterCount id={`${id}-count`} max={counter.max} length={counter.length} /> : null}
    </div>
  );
}
