// What stands above a single input: its label, hint and error, with the ids the input's aria-describedby points at
// (`${id}-hint`, `${id}-error`). The text field, the drop-down and the place combobox share it.
import type { ReactNode, Ref } from 'react';
import { FieldError } from './field-error.tsx';
import './field.css';

export function FieldHead({
  id,
  label,
  hint,
  error,
  errorPrefix,
  errorAlert,
  errorRef,
}: {
  /** The input's id. */
  id: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | null | undefined;
  /** Read before the error by screen readers only ("Error:"). */
  errorPrefix?: string | undefined;
  /** Announced when it appears. */
  errorAlert?: boolean | undefined;
  /** Makes the error focusable, for a page that moves the focus to it. */
  errorRef?: Ref<HTMLParagraphElement> | undefined;
}) {
  return (
    <>
      <label className="vx-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="vx-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <FieldError id={`${id}-error`} prefix={errorPrefix} alert={errorAlert} errorRef={errorRef}>
          {error}
        </FieldError>
      ) : null}
    </>
  );
}
