// /schedule/pregnancy/due-date (docs/product/booking-flow.md, Due date).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { maternalRsvTimingFromDueDate, validateDueDate } from '@vaxnear/domain/booking/maternal-rsv';
import { formatCalendarDate } from '@vaxnear/domain/display-format';
import { todayIso } from '../../../lib/today.ts';
import { pathFor } from '../../../lib/routes.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { schedulerActor } from '../machine/scheduler-store.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

export default function DueDatePage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [value, setValue] = useState(context.pregnancyDueDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useFocusOnChange(input, failed);
  const navigate = useNavigate();
  const { locale, campaign } = useShell();
  // Too early or too late is known from the due date alone: said here, not after the location search.
  const [timing, setTiming] = useState<ReturnType<typeof maternalRsvTimingFromDueDate>>(null);
  const others = selectedKinds(context).filter((kind) => kind !== 'rsv');
  const other = others.map((kind) => t(`vaccines.${kind}`)).join(' + ');
  // The parent of a pregnant teen is not the one expecting (issue 30): the minor flow asks in the third person.
  const title = t(context.bookingFlow === 'minor' ? 'dueDate.minorTitle' : 'dueDate.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const today = todayIso();
    const problem = validateDueDate(value, today);
    if (problem) {
      setError(t(`dueDate.errors.${problem}`));
      setFailed((n) => n + 1);
      return;
    }
    const known = maternalRsvTimingFromDueDate(value, today);
    if (known) {
      setTiming(known);
      return;
    }
    send([{ type: 'SET_DUE_DATE', date: value }, { type: 'CONTINUE' }]);
  }

  function startOver() {
    // Nothing is left to book: a fresh flow, and the quiz to find what this person can have.
    setTiming(null);
    schedulerActor().send({ type: 'RESTART_SCHEDULER' });
    navigate(pathFor('EligibilityLanding', { locale, campaign }));
  }

  const changeDate = (
    <button type="button" className="button button--secondary" onClick={() => setTiming(null)}>
      {t('dueDate.changeDate')}
    </button>
  );

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      <form className="scheduler-form" noValidate onSubmit={submit}>
        <TextField
          id="due-date"
          label={t('dueDate.label')}
          error={error ?? undefined}
          value={value}
          inputRef={input}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          options={{ type: 'date', hint: t('dueDate.hint'), className: 'vx-input--medium', errorAlert: true }}
        />
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
      {/* Too early: the search then leads to the reminder form, and the other vaccine is booked after it. */}
      <Modal
        isOpen={timing?.timing === 'tooEarly'}
        onClose={() => setTiming(null)}
        title={t('dueDate.tooEarly.title')}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setTiming(null);
                send([{ type: 'SET_DUE_DATE', date: value }, { type: 'CONTINUE' }]);
              }}
            >
              {others.length > 0
                ? t('dueDate.tooEarly.continueWithOther', { vaccine: other })
                : t('dueDate.tooEarly.reminderOnly')}
            </button>
            {changeDate}
          </>
        }
      >
        <p>{t('dueDate.tooEarly.body', { date: formatCalendarDate(timing?.week32 ?? '2000-01-01', locale) })}</p>
        {others.length > 0 ? <p>{t('dueDate.tooEarly.withOther', { vaccine: other })}</p> : null}
      </Modal>
      {/* Too late: RSV is dropped at once, so the header names only what is still booked. */}
      <Modal
        isOpen={timing?.timing === 'tooLate'}
        onClose={() => setTiming(null)}
        title={t('dueDate.tooLate.title')}
        actions={
          <>
            {others.length > 0 ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setTiming(null);
                  send([{ type: 'REMOVE_RSV' }, { type: 'CONTINUE' }]);
                }}
              >
                {t('dueDate.tooLate.continueWithOther', { vaccine: other })}
              </button>
            ) : (
              <button type="button" className="button button--primary" onClick={startOver}>
                {t('maternalRsv.ineligible.startOver')}
              </button>
            )}
            {changeDate}
          </>
        }
      >
        <p>{t('maternalRsv.reasons.after36')}</p>
        {others.length > 0 ? <p>{t('dueDate.tooLate.withOther', { vaccine: other })}</p> : null}
      </Modal>
    </SchedulerFrame>
  );
}
