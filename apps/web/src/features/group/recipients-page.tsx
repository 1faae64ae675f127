// /schedule/recipients: each person of the party by first and last name, date of birth and sex.
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { TEXT_LIMIT, TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import { isValidDateOfBirth, looksLikeSpamName } from '@vaxnear/domain/patient';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { SexField } from '../../components/ui/sex-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { todayIso } from '../../lib/today.ts';
import { useForm } from '../../lib/use-form.ts';
import { GroupFrame } from './group-frame.tsx';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

interface PersonFields {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  sex: string;
}
type FieldError = { fieldId: string; message: string };

export default function RecipientsPage() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const { register, handleSubmit } = useForm<{ people: PersonFields[] }>({
    defaultValues: {
      people: context.members.map((m) => ({
        firstName: m.firstName,
        lastName: m.lastName,
        dateOfBirth: m.dateOfBirth,
        sex: m.sex ?? '',
      })),
    },
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  useFocusOnChange(summary, failed);
  const title = t('recipients.title', { count: context.groupSize });
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  const submit = handleSubmit(({ people }) => {
    const today = todayIso();
    const found: FieldError[] = [];
    people.forEach((p, i) => {
      const n = i + 1;
      const text = (field: 'firstName' | 'lastName', value: string) => {
        if (!value.trim())
          found.push({ fieldId: `person-${n}-${field}`, message: t(`errors.${field}Required`, { n }) });
        else if (value.trim().length > TEXT_MAX_LENGTH)
          found.push({ fieldId: `person-${n}-${field}`, message: t('errors.tooLong', { max: TEXT_LIMIT, n }) });
        else if (looksLikeSpamName(value.trim()))
          found.push({ fieldId: `person-${n}-${field}`, message: t('errors.nameWithLinkPerson', { n }) });
      };
      text('firstName', p.firstName);
      text('lastName', p.lastName);
      if (!isValidDateOfBirth(p.dateOfBirth, today))
        found.push({ fieldId: `person-${n}-dateOfBirth`, message: t('errors.personDate', { n }) });
      if (!p.sex) found.push({ fieldId: `person-${n}-sex`, message: t('errors.sexRequired', { n }) });
    });
    setErrors(found);
    if (found.length > 0) {
      setFailed((k) => k + 1);
      return;
    }
    send([
      {
        type: 'SET_MEMBERS',
        today,
        members: people.map((p, i) => ({
          ...context.members[i]!,
          firstName: p.firstName.trim(),
          lastName: p.lastName.trim(),
          dateOfBirth: p.dateOfBirth,
          sex: p.sex,
        })),
      },
      { type: 'CONTINUE' },
    ]);
  });

  return (
    <GroupFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      <p className="lead">{t('recipients.lead')}</p>
      <ErrorSummary summaryRef={summary} errors={errors} title={t('errors.summaryTitle')} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        {context.members.map((_, i) => {
          const n = i + 1;
          return (
            <fieldset className="person-fieldset" key={n}>
              <legend>{t('recipients.person', { n })}</legend>
              <TextField
                id={`person-${n}-firstName`}
                label={t('fields.firstName')}
                error={errorOf(`person-${n}-firstName`)}
                registration={register(`people.${i}.firstName`)}
                options={{ autoComplete: i === 0 ? 'given-name' : 'off' }}
              />
              <TextField
                id={`person-${n}-lastName`}
                label={t('fields.lastName')}
                error={errorOf(`person-${n}-lastName`)}
                registration={register(`people.${i}.lastName`)}
                options={{ autoComplete: i === 0 ? 'family-name' : 'off' }}
              />
              <TextField
                id={`person-${n}-dateOfBirth`}
                label={t('fields.dateOfBirth')}
                error={errorOf(`person-${n}-dateOfBirth`)}
                registration={register(`people.${i}.dateOfBirth`)}
                options={{
                  mask: '##/##/####',
                  inputMode: 'numeric',
                  hint: t('fields.dateOfBirthHint'),
                  className: 'vx-input--medium',
                  autoComplete: 'off',
                }}
              />
              <SexField
                idPrefix={`person-${n}-sex`}
                legend={t('fields.sex')}
                labels={{ female: t('fields.female'), male: t('fields.male') }}
                error={errorOf(`person-${n}-sex`)}
                registration={register(`people.${i}.sex`)}
              />
            </fieldset>
          );
        })}
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </GroupFrame>
  );
}
