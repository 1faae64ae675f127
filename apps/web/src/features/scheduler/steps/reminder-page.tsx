// /schedule/maternal-rsv/reminder: too early to book maternal RSV, so we offer an e-mail when the window opens
// (docs/product/booking-flow.md, Reminder; POST /reminders/batch_create).
import { useContext, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { debugReminderAt } from '@vaxnear/domain/booking/maternal-rsv';
import { formatCalendarDate } from '@vaxnear/domain/display-format';
import { ApiError } from '../../../lib/api-client.ts';
import { createReminders } from '../api/reminders.ts';
import { pathFor } from '../../../lib/routes.ts';
import { debugReminderSoon } from '../../../lib/today.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { maternalRsvFor } from '../results/maternal-rsv.ts';
import { browserTimeZone } from '../results/maternal-rsv-input.ts';
import { translateFieldMessage } from './patient-messages.ts';
import { issueProblem } from '../../../lib/field-error-message.ts';
import { BotCheckRenderer } from '../../../components/ui/bot-tokens.tsx';
import { ErrorSummary, useFocusOnChange } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SchedulerErrorSummary, SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

// The name and e-mail rules are zod schemas: fetched once the person starts on the form, not with the page
// (decision 190); a submit that comes first waits for them.
type PatientSchemas = typeof import('@vaxnear/domain/patient-schemas');
let schemas: PatientSchemas | undefined;
const loadSchemas = () => import('@vaxnear/domain/patient-schemas').then((module) => (schemas = module));
const preloadSchemas = () => {
  if (!schemas) loadSchemas().catch(() => {});
};

type Field = 'firstName' | 'email';
type Status = 'form' | 'loading' | 'error';

export default function ReminderPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const { locale, campaign } = useShell();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>('form');
  const [token, setToken] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [failed, setFailed] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // A context renders the widget so component tests can stand in for the proof of work jsdom cannot run.
  const renderBotCheck = useContext(BotCheckRenderer);
  useFocusOnChange(summaryRef, failed);
  const eligibility = maternalRsvFor(context);
  const title = t('reminder.title');

  function validate({ nameSchema, emailSchema }: PatientSchemas): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const name = nameSchema.safeParse(values.firstName);
    if (!name.success) found.firstName = translateFieldMessage(t, issueProblem(name.error.issues[0]), 'firstName');
    const email = emailSchema.safeParse(values.email);
    if (!email.success) found.email = translateFieldMessage(t, issueProblem(email.error.issues[0]), 'email');
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(schemas ?? (await loadSchemas()));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailed((n) => n + 1);
      return;
    }
    if (!eligibility || !context.pregnancyDueDate || !token || status === 'loading') return;
    setStatus('loading');
    try {
      const { reminders } = await createReminders(
        {
          reminders: [
            {
              firstName: values.firstName.trim(),
              email: values.email.trim(),
              reminderType: 'maternal_rsv',
              reminderUrl: `${window.location.origin}${pathFor('ScheduleLanding', { locale, campaign })}`,
              timeZone: browserTimeZone(),
              locale,
              // Debug tools: ask for the first reminder in 10 minutes instead of at the window's start. Real minutes
              // from the real clock (a spoofed day would put them in the server's past or far future; decision 013).
              ...(debugReminderSoon()
                ? { remindAt: debugReminderAt(new Date()) }
                : eligibility.reminderAt
                  ? { remindAt: eligibility.reminderAt }
                  : {}),
              metadata: {
                expectedDueDate: context.pregnancyDueDate,
                estimatedVaccinationWindowStartDate: eligibility.windowStart,
                estimatedVaccinationWindowEndDate: eligibility.windowEnd,
              },
            },
          ],
        },
        token,
      );
      const stored = reminders[0];
      send({
        type: 'REMINDER_STORED',
        reminder: {
          firstName: stored?.firstName ?? values.firstName.trim(),
          email: stored?.email ?? values.email.trim(),
          remindAt: stored?.remindAt ?? eligibility.reminderAt ?? '',
          windowStart: eligibility.windowStart,
          windowEnd: eligibility.windowEnd,
        },
      });
    } catch (caught) {
      // The reason is shown, never the person's details; the proof was spent, so a new one is drawn.
      setStatus('error');
      if (caught instanceof ApiError)
        console.warn(
          'reminder failed',
          caught.status,
          caught.errors.map((e) => e.code),
        );
      setToken(null);
      setBotCheckKey((k) => k + 1);
    }
  }

  const summary = (['firstName', 'email'] as const)
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: `reminder-${name}`, message: `${t(`reminder.fields.${name}`)}: ${errors[name]}` }));

  const field = (name: Field, type: string, autoComplete: string) => (
    <TextField
      id={`reminder-${name}`}
      label={t(`reminder.fields.${name}`)}
      error={errors[name]}
      value={values[name]}
      onChange={(value) => setValues((prev) => ({ ...prev, [name]: value }))}
      options={{ type, autoComplete }}
    />
  );

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      <p className="lead">{t('reminder.lead')}</p>
      {eligibility ? (
        <p>
          {t('reminder.window', {
            start: formatCalendarDate(eligibility.windowStart, locale),
            end: formatCalendarDate(eligibility.windowEnd, locale),
          })}
        </p>
      ) : null}
      <SchedulerErrorSummary summaryRef={summaryRef} errors={summary} />
      {status === 'error' ? (
        <ErrorSummary title={t('reminder.error.title')}>
          <p>{t('reminder.error.body')}</p>
        </ErrorSummary>
      ) : null}
      <form
        className="scheduler-form"
        noValidate
        onSubmit={submit}
        onFocus={preloadSchemas}
        aria-busy={status === 'loading'}
      >
        {field('firstName', 'text', 'given-name')}
        {field('email', 'email', 'email')}
        <div key={botCheckKey}>{renderBotCheck({ action: 'create_reminders', onToken: setToken })}</div>
        <button
          type="submit"
          className="button button--primary"
          disabled={status === 'loading' || token === null}
          aria-busy={status === 'loading'}
        >
          {status === 'loading' ? t('reminder.sending') : t('reminder.submit')}
        </button>
      </form>
    </SchedulerFrame>
  );
}
