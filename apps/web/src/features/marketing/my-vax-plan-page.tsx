// /myvaxplan, the nudge page: why now, three steps, then book or check eligibility.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';
import './marketing.css';

export default function MyVaxPlanPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('myVaxPlan.title'));
  const steps = t('myVaxPlan.steps', { returnObjects: true }) as string[];
  return (
    <section className="hero">
      <div className="container">
        <h1 className="hero__heading">{t('myVaxPlan.heading')}</h1>
        <p className="hero__intro">{t('myVaxPlan.intro')}</p>
        <ol className="step-list">{steps.map((step) => <li key={step}>{step}</li>)}</ol>
        <div className="button-group">
          <RouteLink to="ScheduleLanding" className="button button--primary">{t('myVaxPlan.book')}</RouteLink>
          <RouteLink to="EligibilityLanding" query={{ resetQuiz: 'true' }} className="button button--secondary">{t('myVaxPlan.checkEligibility')}</RouteLink>
        </div>
      </div>
    </section>
  );
}
