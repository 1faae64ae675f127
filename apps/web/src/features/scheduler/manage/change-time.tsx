// Changing an appointment's time at the same pharmacy with the booking's own date picker and time grid. The current
// time is marked in the grid; a new time is held (like a booking's) while the person confirms, and the server moves
// the appointment into the held place (decision 140).
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { Registration, RegistrationAppointment } from '@vaxnear/domain/contracts/registrations';
import { localDateOf } from '@vaxnear/domain/schedule';
import { formatUntilTimeOfDay } from '@vaxnear/domain/display-format';
import { ApiError } from '../../../lib/api-client.ts';
import { rescheduleRegistration } from '../api/registrations.ts';
import { todayIso } from '../../../lib/today.ts';
import { formatAppointmentDateTime } from '../../../lib/appointment-format.ts';
import { DatePicker } from '../../../components/results/date-picker.tsx';
import { addDaysIso, bookableSpan, formatIsoDate } from '../../../components/results/format.ts';
import { TimeSlots } from '../../../components/results/time-slots.tsx';
import { SlotsSummary } from '../../../components/results/slots-summary.tsx';
import type { BotToken } from '../../../components/ui/bot-tokens.tsx';
import type { HeldSlot, TimeSlot } from '../../../components/results/types.ts';
import { useAvailability } from '../../../components/results/use-availability.ts';
import { useHold } from '../../../components/results/use-hold.tsx';
import { HoldProblemNotice } from '../../../components/results/hold-problem-notice.tsx';
import '../../../components/results/choose-appointment.css';

/** The server's time-of-day groups (before 12, 12 to 5, after 5), for the current time that the free list lacks. */
function timeOfDayAt(time: string, timeZone: string): TimeSlot['timeOfDay'] {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date(time)),
  );
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

export interface ChangeTimeProps {
  accessCode: string;
  appointment: RegistrationAppointment;
  /** The manage page's proof for its own calls (the move spends one). */
  bot: BotToken;
  onChanged: (registration: Registration) => void;
  onCancel: () => void;
}

export function ChangeTime({ accessCode, appointment, bot, onChanged, onCancel }: ChangeTimeProps) {
  const { t, i18n } = useTranslation('manage-booking');
  const { timeZone } = appointment.location;
  const today = useMemo(() => todayIso(), []);
  const { first, last } = bookableSpan(today, null);
  const currentDate = localDateOf(new Date(appointment.time), timeZone);
  const [selected, setSelected] = useState(currentDate >= first && currentDate <= last ? currentDate : first);
  const [weekStart, setWeekStart] = useState(selected);
  const askFrom = weekStart < first ? first : weekStart;
  const weekEnd = addDaysIso(weekStart, 6);
  const askTo = weekEnd > last ? last : weekEnd;
  const { state, reload } = useAvailability(appointment.locationId, [], askFrom, askTo);
  const [held, setHeld] = useState<(HeldSlot & { time: string }) | null>(null);
  const { hold, busy, verifying, problem, widgets } = useHold(held, reload);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const free = state.status === 'loaded' ? (state.slotsByDate[selected] ?? []) : [];
  const current: TimeSlot = {
    id: appointment.timeSlotId,
    time: appointment.time,
    timeOfDay: timeOfDayAt(appointment.time, timeZone),
  };
  // The current time shows among the free ones (it may still have places for others, or be full with this one).
  const slots =
    selected === currentDate && !free.some((s) => s.id === current.id)
      ? [...free, current].sort((a, b) => (a.time < b.time ? -1 : 1))
      : free;
  const slotCounts =
    state.status === 'loaded'
      ? Object.fromEntries(
          Array.from({ length: 7 }, (_, i) => addDaysIso(weekStart, i))
            .filter((d) => d >= first && d <= last)
            .map((d) => [d, state.slotsByDate[d]?.length ?? 0]),
        )
      : null;

  const confirm = async () => {
    if (!held) return;
    const token = bot.take();
    if (!token) {
      setError(t('wait'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onChanged(
        await rescheduleRegistration(
          accessCode,
          { appointments: [{ id: appointment.id, timeSlotId: held.timeSlotId }] },
          token,
        ),
      );
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.errors[0]?.code : undefined;
      setError(
        code === 'TIME_SLOT_TAKEN'
          ? t('change.taken')
          : code === 'APPOINTMENT_IN_PAST'
            ? t('errors.past')
            : code === 'APPOINTMENT_ATTENDANCE_FINAL'
              ? t('errors.attendanceFinal')
              : t('errors.generic'),
      );
      if (code === 'TIME_SLOT_TAKEN') {
        setHeld(null);
        reload();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="manage-change">
      <h3>{t('change.title')}</h3>
      <p>{t('change.current', { when: formatAppointmentDateTime(appointment.time, timeZone, i18n.language) })}</p>
      <DatePicker
        today={today}
        weekStart={weekStart}
        selected={selected}
        slotCounts={slotCounts}
        onSelect={(date) => {
          setSelected(date);
          if (date < weekStart || date > addDaysIso(weekStart, 6)) setWeekStart(date);
        }}
        onWeekChange={(start) => {
          // The chosen day moves with the strip: a day left behind has no times loaded, and would read as none.
          setWeekStart(start);
          setSelected(start < first ? first : start);
        }}
      />
      <SlotsSummary date={selected} count={state.status === 'loaded' ? slots.length : null} />
      <div className="appointment-picker__slots">
        <h4 className="appointment-picker__date">{formatIsoDate(selected, i18n.language, 'long')}</h4>
        {state.status === 'loading' ? <p>{t('loading')}</p> : null}
        {state.status === 'error' ? <p className="notice notice--error">{t('errors.network')}</p> : null}
        {state.status === 'loaded' && slots.length === 0 ? <p className="notice">{t('change.none')}</p> : null}
        {slots.length > 0 ? (
          <TimeSlots
            slots={slots}
            timeZone={timeZone}
            selectedId={held?.timeSlotId ?? null}
            busyId={busy}
            currentId={appointment.timeSlotId}
            currentLabel={t('change.currentMark')}
            onChoose={(slot) =>
              hold({
                timeSlotId: slot.id,
                onHeld: (expiresAt) =>
                  setHeld({ timeSlotId: slot.id, locationId: appointment.locationId, expiresAt, time: slot.time }),
              })
            }
          />
        ) : null}
        {verifying ? <p>{t('wait')}</p> : null}
        <HoldProblemNotice problem={problem} taken={t('change.taken')} failed={t('errors.generic')} />
      </div>
      <div className="appointment-picker__bot-check">{widgets}</div>
      {held ? (
        <div className="held-notice">
          <p>
            {t('change.held', {
              when: formatAppointmentDateTime(held.time, timeZone, i18n.language),
              until: formatUntilTimeOfDay(held.expiresAt, i18n.language),
            })}
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="vx-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="manage-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!held || saving}
          onClick={() => void confirm()}
        >
          {t('change.confirm')}
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={onCancel}>
          {t('change.keep')}
        </button>
      </div>
    </div>
  );
}
