import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';

/** Placeholder for the schedule landing until the booking flow replaces it (issue #4, second half). */
export default function ScheduleLandingPage() {
  const { t } = useTranslation('scheduler');
  const common = useTranslation('common').t;
  usePageTitle(t('landing.title'));
  return (
    <div className="container page page--narrow">
      <p className="tag">{common('comingSoon')}</p>
      <h1>{t('landing.heading')}</h1>
      <p className="lead">{t('landing.body')}</p>
      <p>{t('landing.meanwhile')}</p>
      <RouteLink to="EligibilityLanding" className="button button--secondary">{t('landing.checkEligibility')}</RouteLink>
    </div>
  );
}
