// The patient's sex as two radios in a fieldset, with its error: the booking and the sign-up forms ask it alike.
import type { UseFormRegisterReturn } from 'react-hook-form';
import './choice.css';
import './form-field.css';

export function SexField({
  idPrefix,
  legend,
  labels,
  error,
  registration,
}: {
  /** The first radio's id (what an error summary links to); the second is `${idPrefix}-male`. */
  idPrefix: string;
  legend: string;
  labels: Record<'female' | 'male', string>;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className={`field${error ? ' field--error' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {error ? (
        <p className="error-message" id={errorId}>
          {error}
        </p>
      ) : null}
      <div className="choice-list">
        {(['female', 'male'] as const).map((sex, index) => {
          const id = index === 0 ? idPrefix : `${idPrefix}-${sex}`;
          return (
            <div key={sex} className="choice">
              <input {...registration} className="choice__input" type="radio" value={sex} id={id} />
              <label className="choice__label" htmlFor={id}>
                {labels[sex]}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
