import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';

/** Placeholder for the eligibility quiz landing until the quiz replaces it. */
export default function EligibilityLandingPage() {
  const { t } = useTranslation('eligibility');
  const common = useTranslation('common').t;
  usePageTitle(t('landing.title'));
  return (
    <div className="container page page--narrow">
      <p className="tag">{common('comingSoon')}</p>
      <h1>{t('landing.heading')}</h1>
      <p className="lead">{t('landing.body')}</p>
      <RouteLink to="ScheduleLanding" className="button button--secondary">{t('landing.findVaccines')}</RouteLink>
    </div>
  );
}
