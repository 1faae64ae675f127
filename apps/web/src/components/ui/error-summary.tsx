// The box of errors at the top of a form that failed (GOV.UK error summary): the quiz and the booking screens share
// it, each with its own words.
import { useEffect, type RefObject } from 'react';
import './error-summary.css';

/** Announced, focused when it appears, each message a link that moves focus to its field. */
export function ErrorSummaryBox({
  summaryRef,
  errors,
  title,
  intro,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  errors: readonly { fieldId: string; message: string }[];
  title: string;
  intro?: string;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      {intro ? <p>{intro}</p> : null}
      <ul className="error-summary__list">
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
    </div>
  );
}

/** Moves focus to `ref` each time the counter grows (one per failed submit). */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, counter: number): void {
  useEffect(() => {
    if (counter > 0) ref.current?.focus();
  }, [ref, counter]);
}
