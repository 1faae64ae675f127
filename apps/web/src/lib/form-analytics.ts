// Form events for the data layer, the same way on every form: initiated at the first input, submitted when a valid
// form is sent, completed once when the server accepted it, and one error per field a submit found wrong. Only names
// and codes go out (lib/analytics.ts), never what was typed nor the words shown.
import { useMemo, useRef } from 'react';
import { trackFormEvent } from './analytics.ts';

/**
 * The error code analytics records for a field's error: "required" or "invalid", from its reason (the form error's
 * type, decision 301), so the same mistake counts the same in every language.
 */
export function formErrorCode(error: { type?: string | undefined }): 'required' | 'invalid' {
  return error.type === 'required' ? 'required' : 'invalid';
}

export interface FormAnalytics {
  /** For the form's onInput: the first input of this visit to the form says it was started. */
  onInput: () => void;
  submitted: () => void;
  completed: () => void;
  /** The fields a submit refused, by name, with "required" or "invalid" (never the message itself). */
  errors: (fields: Readonly<Record<string, { type?: string | undefined } | undefined>>) => void;
}

export function useFormAnalytics(form: string): FormAnalytics {
  const started = useRef(false);
  return useMemo(
    () => ({
      onInput: () => {
        if (started.current) return;
        started.current = true;
        trackFormEvent('initiated', { form });
      },
      submitted: () => trackFormEvent('submitted', { form }),
      completed: () => trackFormEvent('completed', { form }),
      errors: (fields) => {
        for (const [field, error] of Object.entries(fields)) {
          if (!error) continue;
          trackFormEvent('error', {
            form,
            field,
            errorCode: formErrorCode(error),
          });
        }
      },
    }),
    [form],
  );
}
