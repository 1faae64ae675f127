import { useTranslation } from '../../lib/use-translation.tsx';
import { formatAppointmentTime } from '../../lib/appointment-format.ts';
import type { TimeSlot } from './types.ts';

const GROUPS = ['morning', 'afternoon', 'evening'] as const;

export interface TimeSlotsProps {
  slots: TimeSlot[];
  timeZone: string;
  selectedId: string | null;
  /** A party's held times, all shown as chosen. */
  selectedIds?: readonly string[] | undefined;
  busyId: string | null;
  onChoose: (slot: TimeSlot) => void;
  /** A slot the person already has (changing a booking): marked, and not a choice. */
  currentId?: string | null;
  currentLabel?: string;
}

/**
 * Slots grouped by the server's time of day (docs/product/booking-flow.md, Limits: before 12, 12 to 5, after 5,
 * location time).
 */
export function TimeSlots({
  slots,
  timeZone,
  selectedId,
  selectedIds,
  busyId,
  onChoose,
  currentId = null,
  currentLabel,
}: TimeSlotsProps) {
  const { t, i18n } = useTranslation('scheduler-results');
  return (
    <div className="time-slots">
      {GROUPS.map((group) => {
        const inGroup = slots.filter((s) => s.timeOfDay === group);
        if (inGroup.length === 0) return null;
        return (
          <fieldset key={group} className="time-slots__group">
            <legend className="time-slots__legend">{t(`timeOfDay.${group}`)}</legend>
            <ul className="time-slots__list">
              {inGroup.map((slot) => (
                <li key={slot.id}>
                  <button
                    type="button"
                    className="time-slot"
                    aria-pressed={slot.id === selectedId || (selectedIds?.includes(slot.id) ?? false)}
                    aria-busy={slot.id === busyId || undefined}
                    aria-current={slot.id === currentId || undefined}
                    disabled={busyId !== null || slot.id === currentId}
                    onClick={() => onChoose(slot)}
                  >
                    {formatAppointmentTime(slot.time, timeZone, i18n.language)}
                    {slot.id === currentId && currentLabel ? (
                      <span className="time-slot__current"> {currentLabel}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
