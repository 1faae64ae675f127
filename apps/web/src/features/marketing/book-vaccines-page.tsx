// /bookvaccines, the partner page: the pharmacies people can book at, then find vaccines or check eligibility.
import { useTranslation } from 'react-i18next';
import { ConciergeCard } from '../../components/ui/concierge-card.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { PartnerGrid } from './partner-grid.tsx';
import './marketing.css';

export default function BookVaccinesPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('bookVaccines.title'));
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__heading">{t('bookVaccines.heading')}</h1>
          <p className="hero__intro">{t('bookVaccines.intro')}</p>
          <div className="button-group">
            <RouteLink to="ScheduleLanding" className="button button--primary">{t('bookVaccines.findVaccines')}</RouteLink>
            <RouteLink to="EligibilityLanding" query={{ resetQuiz: 'true' }} className="button button--secondary">{t('bookVaccines.checkEligibility')}</RouteLink>
          </div>
        </div>
      </section>
      <div className="container page">
        <PartnerGrid />
        <ConciergeCard />
      </div>
    </>
  );
}
