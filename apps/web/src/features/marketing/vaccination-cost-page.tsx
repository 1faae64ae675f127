import { useTranslation } from '../../lib/use-translation.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { VaccinationCostContent } from './vaccination-cost-section.tsx';
import './marketing.css';

export default function VaccinationCostPage() {
  const { t } = useTranslation('vaccination-cost');
  usePageTitle(t('title'));
  return (
    <div className="container page page--fill">
      <div className="prose">
        <VaccinationCostContent headingLevel={1} />
      </div>
    </div>
  );
}
