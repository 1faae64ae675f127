// The group's appointment summary: who goes when, at the one location, while the places are held.
import { useTranslation } from '../../lib/use-translation.tsx';
import { GroupFrame } from './group-frame.tsx';
import { PartyList, memberName } from './party-list.tsx';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

export default function GroupSummaryPage() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const first = context.appointments[0];
  const title = t('summary.title');
  return (
    <GroupFrame
      title={title}
      onBack={() => send({ type: 'BACK' })}
      heldUntil={first?.expiresAt}
      offerOtherTimes={!first}
    >
      <h1>{title}</h1>
      {first ? (
        <>
          <PartyList
            location={first.location}
            lines={context.appointments.map((a, i) => ({
              name: memberName(context.members[i]!, t('recipients.person', { n: i + 1 })),
              time: a.time,
              kinds: context.members[i]!.kinds,
            }))}
          />
          <div className="landing-actions">
            <button type="button" className="button button--primary" onClick={() => send({ type: 'CONTINUE' })}>
              {t('continue')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send([{ type: 'DELETE_TIME_SLOTS' }, { type: 'BACK' }])}
            >
              {t('summary.change')}
            </button>
          </div>
        </>
      ) : (
        <p>{t('summary.none')}</p>
      )}
    </GroupFrame>
  );
}
