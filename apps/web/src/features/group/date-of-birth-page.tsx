// /schedule/dob: a party of one gives only a date of birth here; the name comes with the contact details.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_OF_BIRTH_LENGTH } from '@vaxnear/domain/constants';
import { isValidDateOfBirth } from '@vaxnear/domain/patient';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { applyMask } from '../../lib/input-mask.ts';
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
        <div className={`vx-field${error ? ' vx-field--error' : ''}`}>
          <label className="vx-field__label" htmlFor="dob">
            {t('fields.dateOfBirth')}
          </label>
          <p className="hint" id="dob-hint">
            {t('fields.dateOfBirthHint')}
          </p>
          {error ? (
            <p className="vx-field__error" id="dob-error">
              {t('errors.invalidDate')}
            </p>
          ) : null}
          <input
            ref={input}
            id="dob"
            className="vx-input vx-input--medium"
            inputMode="numeric"
            autoComplete="bday"
            maxLength={DATE_OF_BIRTH_LENGTH}
            value={value}
            aria-invalid={error || undefined}
            aria-describedby={error ? 'dob-hint dob-error' : 'dob-hint'}
            onChange={(event) => {
              setValue(applyMask(event.target.value, '##/##/####'));
              setError(false);
            }}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </GroupFrame>
  );
}
