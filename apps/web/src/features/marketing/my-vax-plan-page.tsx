// /myvaxplan, the nudge page: why now, three steps, then book or check eligibility.
import { useTranslation } from '../../lib/use-translation.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { MarketingHero } from './marketing-hero.tsx';
import './marketing.css';

export default function MyVaxPlanPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('myVaxPlan.title'));
  const steps = t('myVaxPlan.steps', { returnObjects: true }) as string[];
  return (
    <MarketingHero
      heading={t('myVaxPlan.heading')}
      intro={t('myVaxPlan.intro')}
      primary={{ to: 'ScheduleLanding', label: t('myVaxPlan.book') }}
      secondary={{ to: 'EligibilityLanding', query: { resetQuiz: 'true' }, label: t('myVaxPlan.checkEligibility') }}
    >
      <ol className="step-list">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </MarketingHero>
  );
}
