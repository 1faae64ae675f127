import { useTranslation } from '../../lib/use-translation.tsx';
import { LeaveSiteLink } from '../../components/ui/leave-site-link.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';
import type { RouteName } from '../../lib/routes.ts';
import { ConciergeCard } from '../../components/ui/concierge-card.tsx';
import { campaignConfig, type CampaignConfig } from '../../lib/campaigns.ts';
import { useShell } from '../../lib/use-shell.ts';
import { MarketingHero } from './marketing-hero.tsx';
import { PartnerGrid } from './partner-grid.tsx';
import { VaccinationCostContent } from './vaccination-cost-section.tsx';
import './marketing.css';

const ITEMS: ReadonlyArray<{ key: 'browse' | 'book' | 'eligibility'; to: RouteName; icon: string }> = [
  {
    key: 'browse',
    to: 'ScheduleLanding',
    icon: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  },
  {
    key: 'book',
    to: 'ScheduleLanding',
    icon: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v11H5V9zm2 3v2h2v-2H7zm4 0v2h2v-2h-2z',
  },
  { key: 'eligibility', to: 'EligibilityLanding', icon: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z' },
];

/** A "find X" campaign's own home body: one vaccine, one way on (its landing then has that vaccine ticked). */
function FindCampaignHome({ kind }: { kind: NonNullable<CampaignConfig['preselect']> }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <MarketingHero
        heading={t(`findCampaign.${kind}.heading`)}
        intro={t(`findCampaign.${kind}.intro`)}
        primary={{ to: 'ScheduleLanding', label: t(`findCampaign.${kind}.cta`) }}
      />
      <div className="container">
        <ConciergeCard />
      </div>
    </>
  );
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const { campaign } = useShell();
  usePageTitle(t('title'));
  const preselect = campaignConfig(campaign).preselect;
  if (preselect) return <FindCampaignHome kind={preselect} />;
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__heading">{t('heading')}</h1>
          <p className="hero__intro">{t('intro')}</p>
          <div className="button-group">
            <RouteLink to="ScheduleLanding" className="button button--primary">
              {t('findVaccines')}
            </RouteLink>
            <RouteLink to="EligibilityLanding" className="button button--secondary">
              {t('checkEligibility')}
            </RouteLink>
          </div>
        </div>
      </section>
      <div className="container page">
        <h2 className="visually-hidden">{t('itemsHeading')}</h2>
        <ul className="card-list">
          {ITEMS.map((item) => (
            <li key={item.key} className="card">
              <svg
                className="card__icon"
                viewBox="0 0 24 24"
                width="32"
                height="32"
                aria-hidden="true"
                focusable="false"
              >
                <path d={item.icon} fill="currentColor" />
              </svg>
              <h3 className="card__title">
                <RouteLink to={item.to} className="card__link">
                  {t(`items.${item.key}.title`)}
                </RouteLink>
              </h3>
              <p>{t(`items.${item.key}.body`)}</p>
            </li>
          ))}
        </ul>

        <section className="panel" aria-labelledby="before-you-book">
          <h2 id="before-you-book">{t('disclaimerHeading')}</h2>
          <ul className="bullet-list">
            <li>{t('disclaimer.minors')}</li>
            <li>{t('disclaimer.incomplete')}</li>
            <li>{t('disclaimer.notAdvice')}</li>
            <li>{t('disclaimer.screening')}</li>
          </ul>
          <p>
            <LeaveSiteLink href="https://www.cdc.gov/vaccines/">{t('learnMore')}</LeaveSiteLink>
          </p>
        </section>

        <ConciergeCard />
        <PartnerGrid />

        <section className="section" aria-labelledby="vaccination-cost">
          <VaccinationCostContent headingLevel={2} />
        </section>
      </div>
    </>
  );
}
