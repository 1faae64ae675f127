// Form pieces of the provider page: a labelled input with its error and an optional character counter.
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface FieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Shows a counter of characters left under the field (docs/product/providers.md, Rules). */
  max?: number | undefined;
  value?: string | undefined;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}

export function TextField({
  id,
  label,
  hint,
  error,
  max,
  value,
  registration,
  multiline,
  inputProps,
  className,
}: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, max ? `${id}-count` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    className: `provider-input${className ? ` ${className}` : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...registration,
  };
  return (
    <div className={`provider-field${error ? ' provider-field--error' : ''}`}>
      <label className="provider-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="provider-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...inputProps} {...common} />}
      {max ? <CharacterCount id={`${id}-count`} max={max} length={value?.length ?? 0} /> : null}
    </div>
  );
}

/**
 * The count shows at once; screen readers hear it once typing pauses (a polite region updated on every key would
 * talk over the typing), as GOV.UK's character count does.
 */
export function CharacterCount({ id, max, length }: { id: string; max: number; length: number }) {
  const { t } = useTranslation('providers');
  const left = max - length;
  const text = left >= 0 ? t('counter.left', { count: left }) : t('counter.over', { count: -left });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), 1000);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p id={id} className={`provider-count${left < 0 ? ' provider-count--over' : ''}`}>
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {length > 0 ? announced : ''}
      </p>
    </>
  );
}

export function Fieldset({
  legend,
  hint,
  id,
  error,
  children,
  className,
}: {
  legend: string;
  hint?: string;
  id?: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={`provider-fieldset${error ? ' provider-field--error' : ''}${className ? ` ${className}` : ''}`}
      aria-describedby={
        [hint && id ? `${id}-hint` : null, error && id ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="provider-fieldset__legend">{legend}</legend>
      {hint ? (
        <p className="hint" id={id ? `${id}-hint` : undefined}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="provider-error" id={id ? `${id}-error` : undefined}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
