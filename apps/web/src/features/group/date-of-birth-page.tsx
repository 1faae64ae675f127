// /schedule/dob: a party of one gives only a date of birth here; the name comes with the contact details.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { DATE_OF_BIRTH_LENGTH } from '@vaxnear/domain/constants';
import { isValidDateOfBirth } from '@vaxnear/domain/patient';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { todayIso } from '../../lib/today.ts';
import { emptyMember } from './group.machine.ts';
import { GroupFrame } from './group-frame.tsx';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

export default function DateOfBirthPage() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const member = context.members[0] ?? emptyMember();
  const [value, setValue] = useState(member.dateOfBirth);
  const [error, setError] = useState(false);
  const [failed, setFailed] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useFocusOnChange(input, failed);
  const title = t('dob.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const today = todayIso();
    if (!isValidDateOfBirth(value, today)) {
      setError(true);
      setFailed((n) => n + 1);
      return;
    }
    send([{ type: 'SET_MEMBERS', members: [{ ...member, dateOfBirth: value }], today }, { type: 'CONTINUE' }]);
  }

  return (
    <GroupFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      <form noValidate onSubmit={submit}>
        <TextField
          id="dob"
          label={t('fields.dateOfBirth')}
          error={error ? t('errors.invalidDate') : undefined}
          value={value}
          inputRef={input}
          onChange={(next) => {
            setValue(next);
            setError(false);
          }}
          options={{
            hint: t('fields.dateOfBirthHint'),
            className: 'vx-input--medium',
            inputMode: 'numeric',
            autoComplete: 'bday',
            mask: '##/##/####',
            maxLength: DATE_OF_BIRTH_LENGTH,
          }}
        />
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </GroupFrame>
  );
}
