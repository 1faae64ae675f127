// /schedule/maternal-rsv/reminder/result: the stored reminder read back (docs/product/booking-flow.md, Reminder), then
// either book the other vaccine chosen (RSV leaves the selection) or start a new booking.
import { useTranslation } from '../../../lib/use-translation.tsx';
import { formatCalendarDate, intlLocale } from '@vaxnear/domain/display-format';
import { useShell } from '../../../lib/use-shell.ts';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

export default function ReminderResultPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const { locale } = useShell();
  const reminder = context.reminder;
  const others = selectedKinds(context).filter((kind) => kind !== 'rsv');
  const title = t('reminderResult.title');
  const remindOn = reminder?.remindAt
    ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(reminder.remindAt),
      )
    : '';

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      <p className="lead">{t('reminderResult.lead')}</p>
      <p>{t('reminderResult.unconfirmed')}</p>
      {reminder ? (
        <div className="card">
          <dl className="summary-list">
            <div>
              <dt>{t('reminderResult.vaccine')}</dt>
              <dd>{t('reminderResult.maternalRsv')}</dd>
            </div>
            <div>
              <dt>{t('reminderResult.firstReminder')}</dt>
              <dd>{remindOn}</dd>
            </div>
            <div>
              <dt>{t('reminderResult.window')}</dt>
              <dd>
                {t('reminderResult.windowValue', {
                  start: formatCalendarDate(reminder.windowStart, locale),
                  end: formatCalendarDate(reminder.windowEnd, locale),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('reminderResult.firstName')}</dt>
              <dd>{reminder.firstName}</dd>
            </div>
            <div>
              <dt>{t('reminderResult.email')}</dt>
              <dd>{reminder.email}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      <div className="landing-actions">
        {others.length > 0 ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => send([{ type: 'REMOVE_RSV' }, { type: 'CONTINUE' }])}
          >
            {t('reminderResult.bookOther', { vaccine: others.map((kind) => t(`vaccines.${kind}`)).join(', ') })}
          </button>
        ) : null}
        <button
          type="button"
          className={`button ${others.length > 0 ? 'button--secondary' : 'button--primary'}`}
          onClick={() => send({ type: 'RESTART_SCHEDULER' })}
        >
          {t('reminderResult.bookAnother')}
        </button>
      </div>
    </SchedulerFrame>
  );
}
