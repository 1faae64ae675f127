// What a screen reader hears when the chosen date changes: one sentence ("12 times on Tuesday, December 1, 2026"),
// not every time of the grid. The grid itself is no live region.
import { useTranslation } from '../../lib/use-translation.tsx';
import { formatIsoDate } from './format.ts';

export function SlotsSummary({ date, count }: { date: string; count: number | null }) {
  const { t, i18n } = useTranslation('scheduler-results');
  return (
    <p role="status" className="visually-hidden">
      {count === null
        ? ''
        : t(count > 0 ? 'picker.summary' : 'picker.summaryNone', {
            count,
            date: formatIsoDate(date, i18n.language, 'long'),
          })}
    </p>
  );
}
