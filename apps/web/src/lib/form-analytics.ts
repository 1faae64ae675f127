// Form events for the data layer, the same way on every form: initiated at the first input, submitted when a valid
// form is sent, completed once when the server accepted it, and one error per field a submit found wrong. Only names
// and codes go out (lib/analytics.ts), never what was typed.
import { useMemo, useRef } from 'react';
import { MESSAGES } from '@vaxnear/domain/patient';
import { trackFormEvent } from './analytics.ts';

export interface FormAnalytics {
  /** For the form's onInput: the first input of this visit to the form says it was started. */
  onInput: () => void;
  submitted: () => void;
  completed: () => void;
  /** The fields a submit refused, by name, with "required" or "invalid" (never the message itself). */
  errors: (fields: Readonly<Record<string, { message?: string } | undefined>>) => void;
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
            errorCode: error.message === MESSAGES.required ? 'required' : 'invalid',
          });
        }
      },
    }),
    [form],
  );
}
