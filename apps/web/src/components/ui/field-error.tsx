// A field's or a group's error message, under its label or legend: the form pieces share it.
import type { ReactNode, Ref } from 'react';
import './field.css';

export function FieldError({
  id,
  children,
  prefix,
  alert,
  errorRef,
}: {
  id: string;
  children: ReactNode;
  /** Read before the message by screen readers only ("Error:"). */
  prefix?: string | undefined;
  /** Announced when it appears (it can show without a submit). */
  alert?: boolean | undefined;
  /** Makes the message focusable, for a page that moves the focus to it. */
  errorRef?: Ref<HTMLParagraphElement> | undefined;
}) {
  return (
    <p
      className="vx-field__error"
      id={id}
      ref={errorRef}
      tabIndex={errorRef ? -1 : undefined}
      role={alert ? 'alert' : undefined}
    >
      {prefix ? <span className="visually-hidden">{prefix} </span> : null}
      {children}
    </p>
  );
}
