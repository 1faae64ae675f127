// The counter's pages of one location, for a list of locations (staff home).
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useCounterPath } from './counter-frame.tsx';

export function CounterLinks({ locationId }: { locationId: string }) {
  const { t } = useTranslation('staff-counter');
  const counterPath = useCounterPath();
  return (
    <>
      {' — '}
      <Link to={counterPath(locationId, 'lots')}>{t('links.lots')}</Link>
      {' · '}
      <Link to={counterPath(locationId, 'walk-in')}>{t('links.walkIn')}</Link>
      {' · '}
      <Link to={counterPath(locationId, 'registry')}>{t('staff-registry:link')}</Link>
    </>
  );
}
