// /pneumococcal: why and who, then find a vaccine with pneumococcal ticked and listed first, or take the quiz.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';
import './marketing.css';

/** The landing's deeplink: pneumococcal ticked, the list in the order pneumococcal, COVID-19, RSV, flu. */
const FIND_QUERY = { services: JSON.stringify([{ kind: 'pneumococcal' }]), order: 'pneumococcal,covid_19,rsv,flu' };

export default function PneumococcalPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('pneumococcal.title'));
  const who = t('pneumococcal.who', { returnObjects: true }) as string[];
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__heading">{t('pneumococcal.heading')}</h1>
          <p className="hero__intro">{t('pneumococcal.intro')}</p>
          <div className="button-group">
            <RouteLink to="ScheduleLanding" query={FIND_QUERY} className="button button--primary">{t('pneumococcal.findVaccines')}</RouteLink>
            <RouteLink to="EligibilityLanding" query={{ resetQuiz: 'true' }} className="button button--secondary">{t('pneumococcal.takeQuiz')}</RouteLink>
          </div>
        </div>
      </section>
      <div className="container page">
        <section className="panel" aria-labelledby="pneumococcal-who">
          <h2 id="pneumococcal-who">{t('pneumococcal.whoHeading')}</h2>
          <ul className="bullet-list">{who.map((line) => <li key={line}>{line}</li>)}</ul>
          <p>{t('pneumococcal.note')}</p>
        </section>
      </div>
    </>
  );
}
