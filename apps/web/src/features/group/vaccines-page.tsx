// /schedule/vaccines: up to two vaccines for each person, with the single booking's selection rules and age checks
// (a child through the guardian, maternal RSV inside its weeks).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Translate } from '../../lib/use-translation.tsx';
import {
  asksAboutPregnancy,
  checkGroupMember,
  memberConditionKinds,
  type GroupMember,
  type MemberCheck,
} from '@vaxnear/domain/booking/group-flow';
import { isFluInSeason } from '@vaxnear/domain/booking/flu-season';
import { toggleVaccineKind, type SelectionModal } from '@vaxnear/domain/booking/vaccine-selection';
import type { ConditionVaccine } from '@vaxnear/domain/quiz/medical-conditions';
import { kindsInSeason, type VaccineKind } from '@vaxnear/domain/vaccines';
import { Checkbox, Checkboxes } from '../../components/ui/checkboxes.tsx';
import { ConditionConfirmation } from '../../components/ui/condition-confirmation.tsx';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { todayIso } from '../../lib/today.ts';
import { GroupFrame } from './group-frame.tsx';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

type FieldError = { fieldId: string; message: string };

const conditionBoxId = (n: number, kind: VaccineKind) => `person-${n}-condition-${kind}`;

/** The person as the page names them: a party of one has no name yet. */
export function personName(t: Translate<'group'>, member: GroupMember, index: number): string {
  const name = `${member.firstName} ${member.lastName}`.trim();
  return name || t('recipients.person', { n: index + 1 });
}

function problemText(t: Translate<'group'>, check: Exclude<MemberCheck, { ok: true }>, name: string): string {
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
    case 'conditionNotConfirmed':
      return t('vaccines.errors.conditionNotConfirmed', {
        name,
        vaccine: t(`vaccineNames.${check.kinds[0]!}`),
      });
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
  const kinds = kindsInSeason(isFluInSeason(today));
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
          // A missing confirmation points at its own box; any other problem at the person's vaccines.
          fieldId:
            check.reason === 'conditionNotConfirmed'
              ? conditionBoxId(i + 1, check.kinds[0]!)
              : `person-${i + 1}-${kinds[0]}`,
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
      <ErrorSummary summaryRef={summary} errors={errors} title={t('errors.summaryTitle')} />
      <form noValidate onSubmit={submit}>
        {members.map((member, i) => {
          const n = i + 1;
          const name = personName(t, member, i);
          const error = errors.find((e) => e.fieldId === `person-${n}-${kinds[0]}`)?.message;
          const notice = notices[i];
          return (
            <Checkboxes
              key={n}
              id={`person-${n}`}
              className="person-fieldset"
              legend={name}
              hint={t('vaccines.upToTwo')}
              error={error}
              value={member.kinds}
              onChange={(kind) => toggle(i, kind)}
              options={kinds.map((kind) => ({
                value: kind,
                id: `person-${n}-${kind}`,
                label: t(`vaccineNames.${kind}`),
              }))}
              lead={
                notice ? (
                  <p className="notice" role="status">
                    {t(`vaccines.errors.${notice}`, { name })}
                  </p>
                ) : null
              }
            >
              {asksAboutPregnancy(member, today) ? (
                <div className="vx-field">
                  <Checkbox
                    id={`person-${n}-pregnant`}
                    label={t('vaccines.pregnant', { name })}
                    checked={member.pregnant === true}
                    onChange={(checked) => update(i, { pregnant: checked })}
                  />
                  {member.pregnant ? (
                    <>
                      <TextField
                        id={`person-${n}-due-date`}
                        label={t('vaccines.dueDate')}
                        value={member.dueDate ?? ''}
                        onChange={(dueDate) => update(i, { dueDate })}
                        options={{ type: 'date', className: 'vx-input--medium' }}
                      />
                    </>
                  ) : null}
                </div>
              ) : null}
              {memberConditionKinds(member, today).map((kind) => {
                const confirmed = member.confirmedConditions ?? [];
                const boxId = conditionBoxId(n, kind);
                return (
                  <ConditionConfirmation
                    key={kind}
                    id={boxId}
                    kind={kind as ConditionVaccine}
                    name={name}
                    checked={confirmed.includes(kind)}
                    onChange={(checked) =>
                      update(i, {
                        confirmedConditions: checked
                          ? [...confirmed.filter((k) => k !== kind), kind]
                          : confirmed.filter((k) => k !== kind),
                      })
                    }
                    error={errors.find((e) => e.fieldId === boxId)?.message}
                  />
                );
              })}
            </Checkboxes>
          );
        })}
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </GroupFrame>
  );
}
