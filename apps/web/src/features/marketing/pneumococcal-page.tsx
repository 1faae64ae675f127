// /pneumococcal: why and who, then find a vaccine with pneumococcal ticked and listed first, or take the quiz.
import { useTranslation } from '../../lib/use-translation.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { MarketingHero } from './marketing-hero.tsx';
import './marketing.css';

/** The landing's deeplink: pneumococcal ticked, the list in the order pneumococcal, COVID-19, RSV, flu. */
const FIND_QUERY = { services: JSON.stringify([{ kind: 'pneumococcal' }]), order: 'pneumococcal,covid_19,rsv,flu' };

export default function PneumococcalPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('pneumococcal.title'));
  const who = t('pneumococcal.who', { returnObjects: true }) as string[];
  return (
    <>
      <MarketingHero
        heading={t('pneumococcal.heading')}
        intro={t('pneumococcal.intro')}
        primary={{ to: 'ScheduleLanding', query: FIND_QUERY, label: t('pneumococcal.findVaccines') }}
        secondary={{ to: 'EligibilityLanding', query: { resetQuiz: 'true' }, label: t('pneumococcal.takeQuiz') }}
      />
      <div className="container page">
        <section className="panel" aria-labelledby="pneumococcal-who">
          <h2 id="pneumococcal-who">{t('pneumococcal.whoHeading')}</h2>
          <ul className="bullet-list">
            {who.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{t('pneumococcal.note')}</p>
        </section>
      </div>
    </>
  );
}
