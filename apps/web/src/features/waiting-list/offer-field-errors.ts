// The waiting-list offer form's details checked by the domain's patient rules before the place is taken, as the
// booking form checks them: each problem on its field and in the summary, in the page's language. The server checks
// them again; this only spares a person a round trip that would answer "check each field" without saying which.
import { PATIENT_FIELD_RULES, patientFieldErrors } from '@vaxnear/domain/patient-rules';
import { fieldErrorMessage } from '../../lib/field-error-message.ts';
import type { Translate } from '../../lib/use-translation.tsx';
import { FIELDS, type Field, type OtherPerson } from './use-waitlist-offer.ts';

export interface OfferFieldError {
  /** The field's id, which the summary's link moves the focus to. */
  fieldId: string;
  /** What the summary says: for a household member, whose field it is. */
  message: string;
  /** What the field itself says under its label. */
  fieldMessage: string;
}

export function offerFieldErrors(
  t: Translate<'waitlist'>,
  details: Record<Field, string> & { sex: string },
  others: readonly OtherPerson[],
  today: string,
): OfferFieldError[] {
  // The order a person meets the fields in, so the summary reads top to bottom (read here, not at load: the two
  // modules import each other).
  const order: readonly string[] = [...FIELDS, 'sex'];
  const own = patientFieldErrors(
    { ...details, state: details.state.trim().toUpperCase(), phoneNumber: details.phone },
    today,
  )
    .map((error) => ({ ...error, field: error.field === 'user.phoneNumber' ? 'phone' : error.field.slice(5) }))
    .filter((error) => order.includes(error.field))
    .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field))
    .map((error) => {
      const message = fieldErrorMessage(t, { type: error.reason, params: error.params }, error.field);
      return { fieldId: `offer-${error.field}`, message, fieldMessage: message };
    });
  const members = others.flatMap((person, index) => {
    const found = [
      ['firstName', PATIENT_FIELD_RULES.name(person.firstName)],
      ['lastName', PATIENT_FIELD_RULES.name(person.lastName)],
      ['dateOfBirth', PATIENT_FIELD_RULES.dateOfBirth(person.dateOfBirth, today)],
      ['sex', PATIENT_FIELD_RULES.sex(person.sex)],
    ] as const;
    return found.flatMap(([field, issue]) => {
      if (!issue) return [];
      // Someone else's field: the general words ("Enter an answer here"), not "your first name"; the summary says whose.
      // A radio is chosen, not written: "Select female or male" rather than "Enter an answer here".
      const fieldMessage = fieldErrorMessage(
        t,
        { type: issue.reason, params: issue.params },
        undefined,
        field === 'sex' ? { required: 'common:fieldErrors.sex.invalid' } : {},
      );
      const whose = `${t('offer.member', { number: index + 2 })}, ${t(`offer.fields.${field}`)}`;
      return [{ fieldId: `offer-${index}-${field}`, message: `${whose}: ${fieldMessage}`, fieldMessage }];
    });
  });
  return [...own, ...members];
}
