// /schedule/group: how many people the visit is for; one person gives a date of birth, more name each person.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { MAX_GROUP_SIZE, MIN_GROUP_SIZE } from '@vaxnear/domain/booking/group-flow';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { RadioList } from '../../components/ui/radio-list.tsx';
import { GroupFrame } from './group-frame.tsx';
import { useGroupSend, useGroupSnapshot } from './use-group.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

const SIZES = Array.from({ length: MAX_GROUP_SIZE - MIN_GROUP_SIZE + 1 }, (_, i) => MIN_GROUP_SIZE + i);

export default function GroupSizePage() {
  const { t } = useTranslation('group');
  const { context } = useGroupSnapshot();
  const send = useGroupSend();
  const [size, setSize] = useState<number | null>(context.groupSize || null);
  const [failed, setFailed] = useState(0);
  const [error, setError] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useFocusOnChange(errorRef, failed);
  const title = t('size.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (size === null) {
      setError(true);
      setFailed((n) => n + 1);
      return;
    }
    send([{ type: 'SET_GROUP_SIZE', size }, { type: 'CONTINUE' }]);
  }

  return (
    <GroupFrame title={title}>
      <form noValidate onSubmit={submit}>
        <RadioList
          id="group-size"
          name="group-size"
          legend={<h1>{title}</h1>}
          hint={t('size.hint', { max: MAX_GROUP_SIZE })}
          error={error ? t('size.required') : undefined}
          errorRef={errorRef}
          value={size === null ? undefined : String(size)}
          onChange={(picked) => {
            setSize(Number(picked));
            setError(false);
          }}
          options={SIZES.map((n) => ({
            value: String(n),
            id: `group-size-${n}`,
            label: t('size.option', { count: n }),
          }))}
        />
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </GroupFrame>
  );
}
