// A location's dates and times, and holding one (docs/product/booking-flow.md, Results). Loaded once the results page
// is on screen rather than with it: no time is shown before a location is opened, and the picker with the hold and
// its bot check is about 6 KB gzip of the page (docs/performance.md).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { placeParty } from '@vaxnear/domain/booking/party-placement';
import { linkedSlotOutcome, type LinkedSlotOutcome } from '@vaxnear/domain/booking/slot-deeplink';
import { daysShownAtOnce } from '@vaxnear/domain/retailers';
import { todayIso } from '../../lib/today.ts';
import { formatShortAppointmentDateTime } from '../../lib/appointment-format.ts';
import { addDaysIso, bookableSpan, formatIsoDate, type DateWindow } from './format.ts';
import { DatePicker } from './date-picker.tsx';
import { TimeSlots } from './time-slots.tsx';
import { SlotsSummary } from './slots-summary.tsx';
import { useAvailability } from './use-availability.ts';
import { useHold } from './use-hold.tsx';
import { HoldProblemNotice } from './hold-problem-notice.tsx';
import type { Filters } from './result-filters.tsx';
import {
  toAppointmentLocation,
  type HeldAppointment,
  type HeldSlot,
  type LinkedTime,
  type LocationResult,
  type RequestedService,
  type TimeSlot,
} from './types.ts';

export interface AppointmentPickerProps {
  location: LocationResult;
  timeOfDay: Filters['timeOfDay'];
  services: RequestedService[];
  pregnant: boolean;
  selectedDate: string | null;
  heldSlot: HeldSlot | null;
  dateWindow: DateWindow | null;
  onDateChange(date: string): void;
  onSlotHeld(appointment: HeldAppointment): void;
  partySize: number;
  onPartyHeld(appointments: HeldAppointment[]): void;
  linked?: LinkedTime | null;
  onLinkedSettled?: (() => void) | undefined;
}

export default function AppointmentPicker({
  location,
  services,
  pregnant,
  selectedDate,
  heldSlot,
  dateWindow,
  timeOfDay,
  onDateChange,
  onSlotHeld,
  partySize,
  onPartyHeld,
  linked = null,
  onLinkedSettled,
}: AppointmentPickerProps) {
  const { t, i18n } = useTranslation('scheduler-results');
  const today = useMemo(() => todayIso(), []);
  const { first, last } = bookableSpan(today, dateWindow);
  const offered = (date: string | null | undefined): date is string => !!date && date >= first && date <= last;
  // The day shown first is always one the picker offers: the chosen day, else the next free one, else the first.
  const wanted = offered(selectedDate)
    ? selectedDate
    : offered(location.nextAvailableDate)
      ? location.nextAvailableDate
      : first;
  const span = daysShownAtOnce(location.retailer);
  const [weekStart, setWeekStart] = useState(wanted);
  const [shownDate, setShownDate] = useState(wanted);
  if (shownDate !== wanted) {
    setShownDate(wanted);
    if (wanted < weekStart || wanted > addDaysIso(weekStart, span - 1)) setWeekStart(wanted);
  }
  // Only offered days are asked for, so no answer can propose a day outside the window.
  const weekEnd = addDaysIso(weekStart, span - 1);
  const askFrom = weekStart < first ? first : weekStart;
  const askTo = weekEnd > last ? last : weekEnd;
  const { state, reload } = useAvailability(askFrom <= askTo ? location.id : null, services, askFrom, askTo, pregnant);
  const { hold, busy, verifying, problem, widgets } = useHold(heldSlot, reload);
  const slotCounts =
    state.status === 'loaded'
      ? Object.fromEntries(
          Array.from({ length: span }, (_, i) => addDaysIso(weekStart, i))
            .filter(offered)
            .map((d) => [d, state.slotsByDate[d]?.length ?? 0]),
        )
      : null;
  const daySlots = state.status === 'loaded' ? (state.slotsByDate[wanted] ?? []) : [];
  const slots = timeOfDay === 'any' ? daySlots : daySlots.filter((slot) => slot.timeOfDay === timeOfDay);
  const nextInWeek = slotCounts
    ? Object.keys(slotCounts)
        .sort()
        .find((d) => d > wanted && slotCounts[d]! > 0)
    : undefined;
  const nextDate =
    nextInWeek ??
    (offered(location.nextAvailableDate) && location.nextAvailableDate > wanted
      ? location.nextAvailableDate
      : undefined);
  const heldHere = heldSlot && heldSlot.locationId === location.id ? heldSlot : null;
  const [noRoom, setNoRoom] = useState(false);

  const holdOne = (slot: TimeSlot) =>
    hold({
      timeSlotId: slot.id,
      onHeld: (expiresAt) =>
        onSlotHeld({
          timeSlotId: slot.id,
          time: slot.time,
          locationId: location.id,
          location: toAppointmentLocation(location),
          expiresAt,
        }),
    });
  function choose(slot: TimeSlot) {
    const appointment = (id: string, expiresAt: string): HeldAppointment => {
      const at = daySlots.find((s) => s.id === id)!;
      return {
        timeSlotId: id,
        time: at.time,
        locationId: location.id,
        location: toAppointmentLocation(location),
        expiresAt,
      };
    };
    if (partySize <= 1) {
      holdOne(slot);
      return;
    }
    // Seated over the whole day's times, whatever the time-of-day filter shows.
    const partyIds = placeParty(daySlots, slot.id, partySize);
    setNoRoom(partyIds === null);
    if (!partyIds) return;
    hold({
      timeSlotId: slot.id,
      partyIds,
      onHeld: (expiresAt) => onPartyHeld(partyIds.map((id) => appointment(id, expiresAt))),
    });
  }
  // A deep link's time, once this week's free times are known: held if among them, else the nearest are offered.
  const [linkResult, setLinkResult] = useState<(LinkedSlotOutcome<TimeSlot> & { start: string }) | null>(null);
  if (linked && linkResult === null && state.status === 'loaded') {
    setLinkResult({ ...linkedSlotOutcome(linked, Object.values(state.slotsByDate).flat()), start: linked.start });
  }
  const linkSettled = useRef(false);
  useEffect(() => {
    if (!linkResult || linkSettled.current) return;
    linkSettled.current = true;
    if (linkResult.kind === 'free') holdOne(linkResult.slot);
    onLinkedSettled?.();
  });
  const linkGone = linkResult?.kind === 'gone' ? linkResult : null;

  return (
    <div className="appointment-picker">
      <h4 className="appointment-picker__heading">{t('picker.heading')}</h4>
      <DatePicker
        today={today}
        weekStart={weekStart}
        selected={wanted}
        slotCounts={slotCounts}
        onSelect={onDateChange}
        onWeekChange={(start) => {
          // The chosen day moves with the strip: a day left behind has no times loaded, and would read as none.
          setWeekStart(start);
          onDateChange(start < first ? first : start);
        }}
        window={dateWindow}
        daysShown={span}
      />
      <SlotsSummary date={wanted} count={state.status === 'loaded' ? slots.length : null} />
      <div className="appointment-picker__slots">
        <h5 className="appointment-picker__date">{formatIsoDate(wanted, i18n.language, 'long')}</h5>
        {state.status === 'loading' ? <p>{t('picker.loading')}</p> : null}
        {state.status === 'error' ? <p className="notice notice--error">{t('error')}</p> : null}
        {state.status === 'loaded' && slots.length === 0 ? (
          <div className="notice">
            <p className="notice__title">
              {daySlots.length > 0 && timeOfDay !== 'any'
                ? t('picker.noneAtTimeOfDay', { timeOfDay: t(`timeOfDay.${timeOfDay}`).toLowerCase() })
                : t('picker.noneOnDate')}
            </p>
            {nextDate ? (
              <button type="button" className="button button--secondary" onClick={() => onDateChange(nextDate)}>
                {t('picker.goToNext', { date: formatIsoDate(nextDate, i18n.language) })}
              </button>
            ) : (
              <p>{t('noAppointments')}</p>
            )}
          </div>
        ) : null}
        {slots.length > 0 ? (
          <TimeSlots
            slots={slots}
            timeZone={location.timeZone}
            selectedId={heldHere?.timeSlotId ?? null}
            selectedIds={heldHere?.partyIds}
            busyId={busy}
            onChoose={choose}
          />
        ) : null}
        {linkGone && !heldHere ? (
          <div className="notice" role="status">
            <p className="notice__title">
              {t('linked.gone', {
                when: formatShortAppointmentDateTime(linkGone.start, location.timeZone, i18n.language),
              })}
            </p>
            {linkGone.nearest.length > 0 ? (
              <>
                <p>{t('linked.nearest', { name: location.name })}</p>
                <ul className="linked-times">
                  {linkGone.nearest.map((slot) => (
                    <li key={slot.id}>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-busy={busy === slot.id}
                        onClick={() => choose(slot)}
                      >
                        {formatShortAppointmentDateTime(slot.time, location.timeZone, i18n.language)}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('linked.noneNear')}</p>
            )}
          </div>
        ) : null}
        {verifying ? <p>{t('hold.verifying')}</p> : null}
        {noRoom ? (
          <p className="notice notice--error" role="alert">
            {t('hold.noRoomForParty', { count: partySize })}
          </p>
        ) : null}
        <HoldProblemNotice
          problem={problem}
          taken={t('hold.taken')}
          tooMany={t('hold.tooMany')}
          failed={t('hold.failed')}
        />
      </div>
      <div className="appointment-picker__bot-check">{widgets}</div>
    </div>
  );
}
