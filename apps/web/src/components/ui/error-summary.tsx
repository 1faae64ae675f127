// The box at the top of a form that failed (GOV.UK error summary): every form shows its errors in this one, each
// with its own words. Also the notice of a send that failed, which has a message rather than a list.
import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import './error-summary.css';

/**
 * Announced as an alert; `summaryRef` lets a page move the focus to it. Each message is a link that moves the focus
 * to its field. Renders nothing while there is neither an error nor a message.
 */
export function ErrorSummary({
  summaryRef,
  errors = [],
  title,
  intro,
  children,
}: {
  summaryRef?: RefObject<HTMLDivElement | null> | undefined;
  errors?: readonly { fieldId: string; message: string }[];
  /** Left out only where the message says it all (a link that no longer works). */
  title?: string | undefined;
  intro?: string | undefined;
  /** The message of a notice without a list (what failed, what to do). */
  children?: ReactNode;
}) {
  const titleId = useId();
  if (errors.length === 0 && !children) return null;
  return (
    <div
      className="vx-error-summary"
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <h2 className="vx-error-summary__title" id={titleId}>
          {title}
        </h2>
      ) : null}
      {intro ? <p>{intro}</p> : null}
      {children}
      {errors.length > 0 ? (
        <ul className="vx-error-summary__list">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(error.fieldId)?.focus();
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Moves focus to `ref` each time the counter grows (one per failed submit). */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, counter: number): void {
  useEffect(() => {
    if (counter > 0) ref.current?.focus();
  }, [ref, counter]);
}
