// What stands above a single input: its label, hint and error, with the ids the input's aria-describedby points at
// (`${id}-hint`, `${id}-error`). The text field, the drop-down and the place combobox share it; a fieldset, its notes.
import type { ReactNode, Ref } from 'react';
import { FieldError } from './field-error.tsx';
import './field.css';

interface FieldNotesProps {
  /** The input's (or the group's) id. */
  id: string;
  hint?: ReactNode | undefined;
  error?: string | null | undefined;
  /** Read before the error by screen readers only ("Error:"). */
  errorPrefix?: string | undefined;
  /** Announced when it appears. */
  errorAlert?: boolean | undefined;
  /** Makes the error focusable, for a page that moves the focus to it. */
  errorRef?: Ref<HTMLParagraphElement> | undefined;
}

export function FieldHead({ label, ...notes }: FieldNotesProps & { label: ReactNode }) {
  return (
    <>
      <label className="vx-field__label" htmlFor={notes.id}>
        {label}
      </label>
      <FieldNotes {...notes} />
    </>
  );
}

/** The hint and error under a label or a legend (a fieldset's too). */
export function FieldNotes({ id, hint, error, errorPrefix, errorAlert, errorRef }: FieldNotesProps) {
  return (
    <>
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
