// A group of fields or choices under one legend, with its hint and error (GOV.UK fieldset): the radio lists, the
// box lists and the sections of the long forms share it.
import type { ReactNode, Ref } from 'react';
import { describedBy } from './described-by.ts';
import { FieldNotes } from './field-head.tsx';
import './field.css';

export interface FieldsetProps {
  legend: ReactNode;
  /** Prefix of the hint's and error's ids (`${id}-hint`, `${id}-error`). */
  id: string;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  /** Read before the error by screen readers only ("Error:"), where a page marks its errors so. */
  errorPrefix?: string | undefined;
  /** Given to the fieldset (focusable then), for a page that moves the focus to the whole question. */
  fieldsetRef?: Ref<HTMLFieldSetElement>;
  /** The error is announced when it appears (it shows without a submit, e.g. as a box is ticked). */
  errorAlert?: boolean;
  /** Given to the error message (focusable then), for a page that moves the focus to it after a failed submit. */
  errorRef?: Ref<HTMLParagraphElement>;
  /** A section of a long form (a larger legend) rather than one question. */
  section?: boolean;
  legendClassName?: string;
  className?: string;
  children: ReactNode;
}

export function Fieldset({
  legend,
  id,
  hint,
  error,
  errorPrefix,
  errorRef,
  fieldsetRef,
  errorAlert,
  section,
  legendClassName,
  className,
  children,
}: FieldsetProps) {
  const classes = ['vx-field', section ? 'vx-field--section' : '', error ? 'vx-field--error' : '', className ?? ''];
  return (
    <fieldset
      ref={fieldsetRef}
      tabIndex={fieldsetRef ? -1 : undefined}
      className={classes.filter(Boolean).join(' ')}
      aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
    >
      <legend className={`vx-field__legend${legendClassName ? ` ${legendClassName}` : ''}`}>{legend}</legend>
      <FieldNotes
        id={id}
        hint={hint}
        error={error}
        errorPrefix={errorPrefix}
        errorAlert={errorAlert}
        errorRef={errorRef}
      />
      {children}
    </fieldset>
  );
}
