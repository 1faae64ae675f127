// Fields the provider rejected are saved for reconfirmation (docs/product/booking-flow.md, When something goes wrong);
// the patient step then only accepts a value different from the stored one, so the same booking is not sent back to
// fail the same way.
import type { PatientFormData, ReconfirmField } from '../machine/scheduler.machine.ts';

/** The message a reconfirmed field shows when it still holds the old value (translated as patient.messages.reconfirm). */
export const RECONFIRM_MESSAGE = 'Enter a new value: the one given before could not be used';

/** Form field per server field (the server names the phone `phoneNumber`). */
export const FORM_FIELD: Record<ReconfirmField, 'firstName' | 'lastName' | 'sex' | 'dateOfBirth' | 'email' | 'phone'> =
  {
    firstName: 'firstName',
    lastName: 'lastName',
    sex: 'sex',
    dateOfBirth: 'dateOfBirth',
    email: 'email',
    phoneNumber: 'phone',
  };

const comparable = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s()-]/g, '');

/** The form fields still holding the value the provider rejected. */
export function reconfirmConflicts(
  stored: Partial<Record<ReconfirmField, string>> | undefined,
  form: PatientFormData,
): Array<(typeof FORM_FIELD)[ReconfirmField]> {
  if (!stored) return [];
  return (Object.entries(stored) as Array<[ReconfirmField, string]>)
    .filter(([field, value]) => comparable(form[FORM_FIELD[field]]) === comparable(value))
    .map(([field]) => FORM_FIELD[field]);
}

/** The rejected values, read from the form that was sent. */
export function rejectedValues(
  fields: readonly ReconfirmField[],
  form: PatientFormData | null,
): Partial<Record<ReconfirmField, string>> {
  return Object.fromEntries(fields.map((field) => [field, form?.[FORM_FIELD[field]] ?? '']));
}
