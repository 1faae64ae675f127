// /schedule/vaccines: up to two vaccines for each person, with the single booking's selection rules and age checks
// (a child through the guardian, maternal RSV inside its weeks).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  asksAboutPregnancy,
  checkGroupMember,
  type GroupMember,
  type MemberCheck,
} from '@vaxnear/domain/booking/group-flow';
import { isFluInSeason } from '@vaxnear/domain/booking/flu-season';
import { toggleVaccineKind, type SelectionModal } from '@vaxnear/domain/booking/vaccine-selection';
import { VACCINE_KINDS, type VaccineKind } from '@vaxnear/domain/vaccines';
import { ErrorSummaryBox, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { todayIso } from '../../lib/today.ts';
import { GroupFrame } from './group-frame.tsx';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

type FieldError = { fieldId: string; message: string };

/** The person as the page names them: a party of one has no name yet. */
export function personName(t: TFunction, member: GroupMember, index: number): string {
  const name = `${member.firstName} ${member.lastName}`.trim();
  return name || t('recipients.person', { n: index + 1 });
}

function problemText(t: TFunction, check: Exclude<MemberCheck, { ok: true }>, name: string): string {
  switch (check.reason) {
    case 'invalidDateOfBirth':
      return t('errors.invalidDate');
    case 'tooYoung':
      return t('vaccines.errors.tooYoung', { name });
    case 'selection':
      return 'error' in check.selection
        ? t('vaccines.errors.minimumOne', { name })
        : t(`vaccines.errors.${check.selection.modal}`, { name });
    case 'maternalRsv':
      return check.status === null
        ? t('vaccines.errors.dueDateRequired', { name })
        : t('vaccines.errors.maternalRsvWindow', { name });
    case 'eligibility': {
      const first = check.errors[0]!;
      return t(`vaccines.errors.age.${first.service}`, { name, vaccine: t(`vaccineNames.${first.service}`) });
    }
  }
}

export default function VaccinesPage() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const today = todayIso();
  const kinds = VACCINE_KINDS.filter((kind) => kind !== 'flu' || isFluInSeason(today));
  const [members, setMembers] = useState<GroupMember[]>(context.members);
  const [notices, setNotices] = useState<Record<number, SelectionModal | undefined>>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  useFocusOnChange(summary, failed);
  const title = t('vaccines.title');

  const update = (index: number, change: Partial<GroupMember>) =>
    setMembers((all) => all.map((m, i) => (i === index ? { ...m, ...change } : m)));

  function toggle(index: number, kind: VaccineKind) {
    const result = toggleVaccineKind(members[index]!.kinds, kind, { fluInSeason: isFluInSeason(today) });
    setNotices((n) => ({ ...n, [index]: result.ok ? undefined : result.modal }));
    if (result.ok) update(index, { kinds: result.kinds });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldError[] = [];
    members.forEach((member, i) => {
      const check = checkGroupMember(member, today);
      if (!check.ok)
        found.push({
          fieldId: `person-${i + 1}-${kinds[0]}`,
          message: problemText(t, check, personName(t, member, i)),
        });
    });
    setErrors(found);
    if (found.length > 0) {
      setFailed((n) => n + 1);
      return;
    }
    send([{ type: 'SET_MEMBERS', members, today }, { type: 'CONTINUE' }]);
  }

  return (
    <GroupFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      <ErrorSummaryBox summaryRef={summary} errors={errors} title={t('errors.summaryTitle')} />
      <form noValidate onSubmit={submit}>
        {members.map((member, i) => {
          const n = i + 1;
          const name = personName(t, member, i);
          const error = errors.find((e) => e.fieldId === `person-${n}-${kinds[0]}`)?.message;
          const notice = notices[i];
          return (
            <fieldset
              className={`person-fieldset field${error ? ' field--error' : ''}`}
              key={n}
              aria-describedby={`person-${n}-hint${error ? ` person-${n}-error` : ''}`}
            >
              <legend>{name}</legend>
              <p className="hint" id={`person-${n}-hint`}>
                {t('vaccines.upToTwo')}
              </p>
              {error ? (
                <p className="error-message" id={`person-${n}-error`}>
                  {error}
                </p>
              ) : null}
              {notice ? (
                <p className="notice" role="status">
                  {t(`vaccines.errors.${notice}`, { name })}
                </p>
              ) : null}
              <div className="choice-list">
                {kinds.map((kind) => (
                  <div className="choice" key={kind}>
                    <input
                      className="choice__input"
                      type="checkbox"
                      id={`person-${n}-${kind}`}
                      checked={member.kinds.includes(kind)}
                      onChange={() => toggle(i, kind)}
                    />
                    <label className="choice__label" htmlFor={`person-${n}-${kind}`}>
                      {t(`vaccineNames.${kind}`)}
                    </label>
                  </div>
                ))}
              </div>
              {asksAboutPregnancy(member, today) ? (
                <div className="field">
                  <div className="choice">
                    <input
                      className="choice__input"
                      type="checkbox"
                      id={`person-${n}-pregnant`}
                      checked={member.pregnant === true}
                      onChange={(event) => update(i, { pregnant: event.target.checked })}
                    />
                    <label className="choice__label" htmlFor={`person-${n}-pregnant`}>
                      {t('vaccines.pregnant', { name })}
                    </label>
                  </div>
                  {member.pregnant ? (
                    <>
                      <label className="field__label" htmlFor={`person-${n}-due-date`}>
                        {t('vaccines.dueDate')}
                      </label>
                      <input
                        className="input input--medium"
                        type="date"
                        id={`person-${n}-due-date`}
                        value={member.dueDate ?? ''}
                        onChange={(event) => update(i, { dueDate: event.target.value })}
                      />
                    </>
                  ) : null}
                </div>
              ) : null}
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
