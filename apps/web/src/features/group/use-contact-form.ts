// What the group's contact page does: the form's values, the domain's patient rules on them (the first person standing
// in for a group's names), the messages in the page's language, and the contact sent to the group's machine. The
// markup is in contact-page.tsx.
import type { Namespaces } from '../../i18n/keys.ts';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { isGroup } from '@vaxnear/domain/booking/group-flow';
import type { FieldReason } from '@vaxnear/domain/patient';
import { patientFieldErrors } from '@vaxnear/domain/patient-rules';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { fieldErrorMessage } from '../../lib/field-error-message.ts';
import { todayIso } from '../../lib/today.ts';
import { useForm } from '../../lib/use-form.ts';
import type { PartyContact } from './group.machine.ts';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

type Fields = Required<Omit<PartyContact, 'firstName' | 'lastName' | 'sex'>> & {
  firstName: string;
  lastName: string;
  sex: string;
};
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'sex',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'email',
  'phoneNumber',
] as const;

/** The domain's field reasons (decision 298) in the page's language. */
const MESSAGE_KEYS: Partial<Record<FieldReason, keyof Namespaces['group']['errors']>> = {
  required: 'required',
  invalidEmail: 'invalidEmail',
  invalidPhone: 'invalidPhone',
  invalidDate: 'invalidDate',
  nameWithLink: 'nameWithLink',
  invalidState: 'invalidState',
  invalidZip: 'invalidZip',
};
const messageKey = (reason: FieldReason) => MESSAGE_KEYS[reason] ?? 'tooLongField';

export function useContactForm() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const one = !isGroup(context.groupSize);
  const person = context.members[0];
  const { register, handleSubmit } = useForm<Fields>({
    defaultValues: {
      email: '',
      phone: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zipCode: '',
      ...context.contact,
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      sex: person?.sex ?? '',
    },
  });
  const [errors, setErrors] = useState<Array<{ fieldId: string; message: string }>>([]);
  const [failed, setFailed] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  useFocusOnChange(summary, failed);
  const errorOf = (field: string) => errors.find((e) => e.fieldId === `contact-${field}`)?.message;

  const submit = handleSubmit((values) => {
    const today = todayIso();
    // The domain's patient rules, with the first person standing in for the names a group gave already.
    const found = patientFieldErrors(
      {
        ...values,
        state: values.state.trim().toUpperCase(),
        phoneNumber: values.phone,
        firstName: one ? values.firstName : person?.firstName,
        lastName: one ? values.lastName : person?.lastName,
        sex: one ? values.sex : person?.sex,
        dateOfBirth: person?.dateOfBirth,
      },
      today,
      { phoneRequired: true },
    )
      .map((e) => ({ field: e.field.replace(/^user\./, ''), reason: e.reason, params: e.params }))
      .filter(
        (e) =>
          (FIELD_ORDER as readonly string[]).includes(e.field) &&
          (one || !['firstName', 'lastName', 'sex'].includes(e.field)),
      )
      .map((e) => {
        const field =
          e.field === 'phoneNumber' ? 'phone' : (e.field as Exclude<(typeof FIELD_ORDER)[number], 'phoneNumber'>);
        return {
          fieldId: `contact-${field}`,
          // A missing answer says what to enter ("Enter your phone number"), as the single booking's form does.
          message:
            e.reason === 'required'
              ? fieldErrorMessage(t, { type: e.reason }, field)
              : `${t(`fields.${field}`)}: ${t(`errors.${messageKey(e.reason)}`)}`,
        };
      });
    setErrors(found);
    if (found.length > 0) {
      setFailed((n) => n + 1);
      return;
    }
    const contact: PartyContact = {
      email: values.email.trim(),
      phone: values.phone,
      address1: values.address1.trim(),
      address2: values.address2.trim(),
      city: values.city.trim(),
      state: values.state.trim().toUpperCase(),
      zipCode: values.zipCode.trim(),
      ...(one ? { firstName: values.firstName.trim(), lastName: values.lastName.trim(), sex: values.sex } : {}),
    };
    const events =
      one && person
        ? [
            {
              type: 'SET_MEMBERS' as const,
              today,
              members: [{ ...person, firstName: contact.firstName!, lastName: contact.lastName!, sex: contact.sex! }],
            },
          ]
        : [];
    send([...events, { type: 'SET_CONTACT', contact }, { type: 'CONTINUE' }]);
  });

  return { context, send, one, register, errors, summary, errorOf, submit };
}
