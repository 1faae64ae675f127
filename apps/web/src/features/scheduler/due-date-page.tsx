// /schedule/pregnancy/due-date (docs/product/booking-flow.md, Due date).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateDueDate } from '@vaxnear/domain/booking/maternal-rsv';
import { todayIso } from '../../lib/today.ts';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { SchedulerFrame } from './scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from './use-scheduler.ts';

export { schedulerGuardLoader as loader } from './scheduler-guard.ts';

export default function DueDatePage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [value, setValue] = useState(context.pregnancyDueDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useFocusOnChange(input, failed);
  const title = t('dueDate.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateDueDate(value, todayIso());
    if (problem) { setError(t(`dueDate.errors.${problem}`)); setFailed((n) => n + 1); return; }
    send([{ type: 'SET_DUE_DATE', date: value }, { type: 'CONTINUE' }]);
  }

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      <form className="scheduler-form" noValidate onSubmit={submit}>
        <div className={`field${error ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="due-date">{t('dueDate.label')}</label>
          <p className="hint" id="due-date-hint">{t('dueDate.hint')}</p>
          {error ? <p className="error-message" id="due-date-error" role="alert">{error}</p> : null}
          <input ref={input} className="input input--medium" type="date" id="due-date" value={value}
            aria-invalid={error ? true : undefined} aria-describedby={error ? 'due-date-hint due-date-error' : 'due-date-hint'}
            onChange={(event) => { setValue(event.target.value); setError(null); }} />
        </div>
        <button type="submit" className="button button--primary">{t('continue')}</button>
      </form>
    </SchedulerFrame>
  );
}
