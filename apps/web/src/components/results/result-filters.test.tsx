// Issue 30: with maternal RSV bookable only from 10 December, "Within 7 days" on 23 November would count times the
// person cannot book; and the count after a span filter speaks of those days, not "that day".
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadNamespaces } from '../../lib/i18n.ts';
import { dayOptions, ResultFilters, NO_FILTERS } from './result-filters.tsx';

const TODAY = '2026-11-23';

describe('the day filter', () => {
  it('offers no day choice that ends before the first day anything can be booked', () => {
    expect(dayOptions(TODAY, '2026-12-10')).toEqual(['any']);
    expect(dayOptions(TODAY, '2026-11-24')).toEqual(['any', 'tomorrow', 'week']);
    expect(dayOptions(TODAY, undefined)).toEqual(['any', 'today', 'tomorrow', 'week']);
  });

  it.each([
    ['en', 'Within 7 days', '9 of 10 locations have a time in those days.'],
    ['es', 'En los próximos 7 días', '9 de 10 lugares tienen hora en esos días.'],
  ] as const)(
    'in %s, lists only "Any day" before the window and counts a span as days',
    async (locale, week, count) => {
      await loadNamespaces(locale, ['common', 'scheduler-results']);
      await activateLocale(locale);
      const { rerender } = render(
        <ResultFilters
          filters={NO_FILTERS}
          onChange={() => undefined}
          shown={9}
          loaded={10}
          total={10}
          today={TODAY}
          firstBookableDay="2026-12-10"
        />,
      );
      expect(screen.queryByRole('option', { name: week })).toBeNull();
      rerender(
        <ResultFilters
          filters={{ ...NO_FILTERS, day: 'week' }}
          onChange={() => undefined}
          shown={9}
          loaded={10}
          total={10}
          today={TODAY}
        />,
      );
      expect(screen.getByRole('option', { name: week })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(count);
    },
  );
});
