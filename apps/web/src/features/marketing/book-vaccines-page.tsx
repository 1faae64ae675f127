// /bookvaccines, the partner page: the pharmacies people can book at, then find vaccines or check eligibility.
import { useTranslation } from '../../lib/use-translation.tsx';
import { ConciergeCard } from '../../components/ui/concierge-card.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { MarketingHero } from './marketing-hero.tsx';
import { PartnerGrid } from './partner-grid.tsx';
import './marketing.css';

export default function BookVaccinesPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('bookVaccines.title'));
  return (
    <>
      <MarketingHero
        heading={t('bookVaccines.heading')}
        intro={t('bookVaccines.intro')}
        primary={{ to: 'ScheduleLanding', label: t('bookVaccines.findVaccines') }}
        secondary={{
          to: 'EligibilityLanding',
          query: { resetQuiz: 'true' },
          label: t('bookVaccines.checkEligibility'),
        }}
      />
      <div className="container page">
        <PartnerGrid />
        <ConciergeCard />
      </div>
    </>
  );
}
