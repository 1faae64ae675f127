// The opening hours and slot length form of /staff/closures (docs/product/staff.md, Opening hours; decision 274). The
// week is typed with the provider registration form's own day editor, so lunch breaks and 24-hour days have the same
// shape; days with equal hours become one schedule when sent (domain rowsToSchedules).
import { useState, type FormEvent } from 'react';
import { CLOSURE_REASON_MAX } from '@vaxnear/domain/closures';
import { rowsToSchedules, type DayRow } from '@vaxnear/domain/contracts/provider-registrations';
import type { HoursChangeBody } from '@vaxnear/domain/contracts/schedule-changes';
import { WEEKDAYS } from '@vaxnear/domain/enumerations';
import { hoursProblems, SLOT_INTERVALS_MINUTES } from '@vaxnear/domain/provider';
import { FieldError } from '../../components/ui/field-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useForm } from '../../lib/use-form.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { HoursEditor } from '../../components/ui/hours-editor.tsx';
import { changeHours } from './api/closures.ts';

const WEEK_FROM_MONDAY = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
export const EMPTY_WEEK: DayRow[] = WEEK_FROM_MONDAY.map((day) => ({
  day,
  open: false,
  open24Hours: false,
  start: '09:00',
  end: '17:00',
  lunchStart: '',
  lunchEnd: '',
}));
const KNOWN = ['HOURS_DATE_INVALID', 'STAFF_FORBIDDEN', 'STAFF_LOCATION_UNKNOWN'] as const;
const isKnown = (code: string): code is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(code);

export function HoursChangeForm({
  locationId,
  onChanged,
}: {
  locationId: string;
  /** Says what happened, in the page's notice. */
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation('staff-closures');
  const form = useForm<{ hours: DayRow[] }>({ defaultValues: { hours: EMPTY_WEEK }, watch: true });
  const [fields, setFields] = useState({ from: '', slotMinutes: '', reason: '' });
  const [problems, setProblems] = useState<{ from?: string; slotMinutes?: string; reason?: string; week?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const rows = form.getValues().hours;
    const found: typeof problems = {};
    if (!fields.from) found.from = t('errors.required');
    if (!fields.slotMinutes) found.slotMinutes = t('errors.required');
    if (!fields.reason.trim()) found.reason = t('errors.hoursReasonRequired');
    if (!rows.some((row) => row.open)) found.week = t('errors.noOpenDay');
    let rowProblem = false;
    rows.forEach((row, index) => {
      if (!row.open) return;
      for (const problem of hoursProblems(row)) {
        rowProblem = true;
        form.setError(`hours.${index}.${problem.field}`, { type: problem.reason });
      }
    });
    setProblems(found);
    if (Object.keys(found).length || rowProblem || !locationId) return;
    setBusy(true);
    try {
      const changed = await changeHours({
        locationId,
        from: fields.from,
        slotMinutes: Number(fields.slotMinutes) as HoursChangeBody['slotMinutes'],
        schedules: rowsToSchedules(rows),
        reason: fields.reason.trim(),
      });
      onChanged(t('hoursChanged', { count: changed.displaced, offered: changed.offered }));
    } catch (caught) {
      const code = caught instanceof ApiError ? (caught.codes[0] ?? '') : '';
      setProblems({ from: isKnown(code) ? t(`errors.${code}`) : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2>{t('hoursHeading')}</h2>
      <p>{t('hoursLead')}</p>
      <form noValidate onSubmit={submit} aria-label={t('hoursHeading')}>
        <TextField
          id="hours-from"
          label={t('hoursFrom')}
          error={problems.from}
          value={fields.from}
          onChange={(value) => setFields((previous) => ({ ...previous, from: value }))}
          options={{ type: 'date', className: 'vx-input--medium' }}
        />
        <SelectField
          id="hours-slot-minutes"
          label={t('hoursSlotMinutes')}
          error={problems.slotMinutes}
          placeholder=""
          value={fields.slotMinutes}
          onChange={(value) => setFields((previous) => ({ ...previous, slotMinutes: value }))}
          options={SLOT_INTERVALS_MINUTES.map((m) => ({ value: String(m), label: t('minutes', { count: m }) }))}
        />
        <fieldset className="staff-hours__week" aria-describedby={problems.week ? 'hours-week-error' : undefined}>
          <legend>{t('hoursWeek')}</legend>
          {problems.week ? (
            <FieldError id="hours-week-error" alert>
              {problems.week}
            </FieldError>
          ) : null}
          <HoursEditor rows={form.values.hours} register={form.register} errors={form.errors} />
        </fieldset>
        <TextField
          id="hours-reason"
          label={t('hoursReason')}
          error={problems.reason}
          value={fields.reason}
          onChange={(value) => setFields((previous) => ({ ...previous, reason: value }))}
          options={{
            multiline: true,
            hint: t('hoursReasonHint'),
            counter: { max: CLOSURE_REASON_MAX, length: fields.reason.length },
            maxLength: CLOSURE_REASON_MAX,
          }}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('hoursSubmit')}
        </button>
      </form>
    </>
  );
}
