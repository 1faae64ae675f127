// A week strip of day buttons plus a typed date (docs/product/booking-flow.md, Results): today up to the booking
// horizon, with the spec's two messages for a typed date outside it. Plain buttons and a native input keep it
// keyboard-usable. A maternal RSV search also limits the days to its window (docs/product/booking-flow.md): the others
// stay visible but disabled, and a hint tied to the strip says why.
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { DATE_PICKER_MAX_MONTHS } from '@vaxnear/domain/constants';
import { addDaysIso, bookableSpan, dateProblem, formatIsoDate, formatWeekday, type DateWindow } from './format.ts';
import { TextField } from '../ui/text-field.tsx';

export interface DatePickerProps {
  today: string;
  /** First day of the week strip. */
  weekStart: string;
  selected: string;
  /** How many free slots each day of the strip has, when known. */
  slotCounts: Record<string, number> | null;
  onSelect: (date: string) => void;
  onWeekChange: (weekStart: string) => void;
  /** The maternal RSV window, when the search is for it: days outside it cannot be chosen. */
  window?: DateWindow | null | undefined;
  /** How many days the strip shows and each arrow moves: a week, or 3 for CVS (the domain's `daysShownAtOnce`). */
  daysShown?: number;
}

export function DatePicker({
  today,
  weekStart,
  selected,
  slotCounts,
  onSelect,
  onWeekChange,
  window,
  daysShown = 7,
}: DatePickerProps) {
  const { t, i18n } = useTranslation('scheduler-results');
  const [typed, setTyped] = useState(selected);
  const [problem, setProblem] = useState<ReturnType<typeof dateProblem>>(null);
  const [shown, setShown] = useState(selected);
  if (shown !== selected) {
    setShown(selected);
    setTyped(selected);
  }
  const inputId = useId();
  const hintId = useId();
  const { first, last } = bookableSpan(today, window);
  const days = Array.from({ length: daysShown }, (_, i) => addDaysIso(weekStart, i));
  const previousWeek = addDaysIso(weekStart, -daysShown);

  const submitTyped = (value: string) => {
    setTyped(value);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    const found = dateProblem(value, today, window);
    setProblem(found);
    if (!found) onSelect(value);
  };

  const problemText = !problem
    ? undefined
    : problem === 'beforeToday'
      ? t('datePicker.beforeToday')
      : problem === 'outsideWindow' && window
        ? t('datePicker.outsideWindow', {
            from: formatIsoDate(window.start, i18n.language, 'long'),
            to: formatIsoDate(window.end, i18n.language, 'long'),
          })
        : t('datePicker.tooFar', { amount: DATE_PICKER_MAX_MONTHS });

  return (
    <div className="date-picker">
      {window ? (
        <p id={hintId} className="hint date-picker__window">
          {t('datePicker.window', {
            from: formatIsoDate(window.start, i18n.language, 'long'),
            to: formatIsoDate(window.end, i18n.language, 'long'),
          })}
        </p>
      ) : null}
      <div
        className="date-picker__week"
        role="group"
        aria-describedby={window ? hintId : undefined}
        aria-label={t('datePicker.weekLabel', {
          from: formatIsoDate(days[0]!, i18n.language),
          to: formatIsoDate(days[daysShown - 1]!, i18n.language),
        })}
      >
        <button
          type="button"
          className="date-picker__nav"
          disabled={weekStart <= first}
          onClick={() => onWeekChange(previousWeek < first ? first : previousWeek)}
          aria-label={t(daysShown < 7 ? 'datePicker.previousDays' : 'datePicker.previousWeek')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul className="date-picker__days">
          {days.map((day) => {
            const outside = day < first || day > last;
            const count = slotCounts?.[day];
            return (
              <li key={day}>
                <button
                  type="button"
                  className="date-picker__day"
                  aria-pressed={day === selected}
                  disabled={outside}
                  onClick={() => {
                    setTyped(day);
                    setProblem(null);
                    onSelect(day);
                  }}
                >
                  <span className="date-picker__weekday">{formatWeekday(day, i18n.language)}</span>
                  <span className="date-picker__date">{formatIsoDate(day, i18n.language, 'dayMonth')}</span>
                  {count !== undefined && !outside ? (
                    <span className="date-picker__count">
                      {count === 0 ? t('datePicker.none') : t('datePicker.count', { count })}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="date-picker__nav"
          disabled={addDaysIso(weekStart, daysShown) > last}
          onClick={() => onWeekChange(addDaysIso(weekStart, daysShown))}
          aria-label={t(daysShown < 7 ? 'datePicker.nextDays' : 'datePicker.nextWeek')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="date-picker__typed">
        <TextField
          id={inputId}
          label={t('datePicker.typedLabel')}
          error={problemText}
          value={typed}
          onChange={submitTyped}
          options={{
            type: 'date',
            className: 'vx-input--medium',
            dateRange: { min: first, max: last },
            errorAlert: true,
            describedBy: window ? hintId : undefined,
          }}
        />
      </div>
    </div>
  );
}
