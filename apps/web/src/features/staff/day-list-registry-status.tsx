// Where a row's vaccination report to the state registry stands (decision 262): a small label once a vaccine is
// recorded, so the counter sees at a glance which ones the registry rejected (the report says why).
import type { DayListRow } from '@vaxnear/domain/contracts/staff-day-list';
import { useTranslation } from '../../lib/use-translation.tsx';

export function DayListRegistryStatus({ row }: { row: DayListRow }) {
  const { t } = useTranslation('staff-registry');
  if (!row.registryStatus) return null;
  const attention = row.registryStatus === 'rejected' || row.registryStatus === 'failed';
  return (
    <span className={attention ? 'day-list__registry day-list__registry--attention' : 'day-list__registry'}>
      {t('label', { status: t(`status.${row.registryStatus}`) })}
    </span>
  );
}
