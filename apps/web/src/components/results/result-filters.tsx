// Filters on the results page: the day a location next has a time, the time of day, and the distance. The distance
// goes to the server (/query's maxDistance), so every page is within it; the day and the time of day narrow what is
// loaded (the next free day is worked out per page), and the count says how many loaded locations were checked.
import type { TranslationKey } from '../../i18n/keys.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { addDaysIso } from './format.ts';

export interface Filters {
  day: 'any' | 'today' | 'tomorrow' | 'week';
  timeOfDay: 'any' | 'morning' | 'afternoon' | 'evening';
  distance: 'any' | '5' | '10' | '25';
}

export const NO_FILTERS: Filters = { day: 'any', timeOfDay: 'any', distance: 'any' };

const OPTIONS = {
  day: ['any', 'today', 'tomorrow', 'week'],
  timeOfDay: ['any', 'morning', 'afternoon', 'evening'],
  distance: ['any', '5', '10', '25'],
} as const;

/** The last day a location's next free day may fall on for the day filter; null for any day. */
export function dayLimit(day: Filters['day'], today: string): string | null {
  if (day === 'today') return today;
  if (day === 'tomorrow') return addDaysIso(today, 1);
  if (day === 'week') return addDaysIso(today, 6);
  return null;
}

interface ResultFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Locations the day filter keeps, of those loaded, of all that the search found. */
  shown: number;
  loaded: number;
  total: number;
  /**
   * The first day anything can be booked (maternal RSV: the window's first day) and today. A day filter that ends
   * before it is not offered: "Within 7 days" would count locations with times the person cannot book (issue 30).
   */
  firstBookableDay?: string | undefined;
  today?: string | undefined;
}

/** The day filter's choices: only those whose last day reaches the first bookable day. */
export function dayOptions(today: string, firstBookableDay: string | undefined): Array<Filters['day']> {
  return OPTIONS.day.filter((day) => {
    const last = dayLimit(day, today);
    return last === null || !firstBookableDay || last >= firstBookableDay;
  });
}

export function ResultFilters({
  filters,
  onChange,
  shown,
  loaded,
  total,
  firstBookableDay,
  today,
}: ResultFiltersProps) {
  const { t } = useTranslation('scheduler-results');
  // "That day" for Today only: By tomorrow and Within 7 days are spans, and the count says so.
  const span = filters.day === 'today' ? '' : 'Span';
  const count =
    filters.day === 'any' || loaded === 0
      ? ''
      : loaded < total
        ? t(`filters.shownSoFar${span}`, { shown, count: loaded, more: total - loaded })
        : t(`filters.shown${span}`, { shown, count: loaded });
  const days = today ? dayOptions(today, firstBookableDay) : OPTIONS.day;
  return (
    <fieldset className="result-filters">
      <legend className="result-filters__legend">{t('filters.legend')}</legend>
      <div className="result-filters__fields">
        {(Object.keys(OPTIONS) as Array<keyof Filters>).map((name) => (
          <SelectField
            key={name}
            id={`filter-${name}`}
            label={t(`filters.${name}.label`)}
            value={filters[name]}
            onChange={(value) => onChange({ ...filters, [name]: value })}
            options={(name === 'day' ? days : OPTIONS[name]).map((value) => ({
              value,
              label: t(`filters.${name}.${value}` as TranslationKey<'scheduler-results'>),
            }))}
          />
        ))}
      </div>
      <p className="result-filters__count" role="status">
        {count}
      </p>
      {filters !== NO_FILTERS ? (
        <button
          type="button"
          className="button button--secondary result-filters__clear"
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('filters.clear')}
        </button>
      ) : null}
    </fieldset>
  );
}
