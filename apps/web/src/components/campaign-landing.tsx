// A campaign's own schedule landing intro (docs/product/campaigns.md, decision 054). The vaccine choice
// below it stays the scheduler's, so a campaign changes what the page says, never how booking works.
import { useTranslation } from '../lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Campaign } from '../lib/campaigns.ts';
import { pathFor } from '../lib/routes.ts';
import { useShell } from '../lib/use-shell.ts';
import { chainListings } from '@vaxnear/domain/chains';
import { useRetailerCounts } from '../lib/api/chains.ts';
import { LeaveSiteLink } from './ui/leave-site-link.tsx';

function WalgreensLanding() {
  const { t } = useTranslation('campaigns');
  const { locale } = useShell();
  const counts = useRetailerCounts();
  // With no Walgreens or Duane Reade location listed, every search would end in "No results" (issue 30): say so
  // first and point to Walgreens' own site; the note below links to every other pharmacy here.
  const walgreens = counts ? chainListings(counts).find((chain) => chain.retailers.includes('walgreens')) : undefined;
  const noneListed = walgreens !== undefined && walgreens.locations === 0;
  return (
    <div className="campaign-landing campaign-landing--walgreens">
      <h1>{t('walgreens.landing.heading')}</h1>
      {noneListed ? (
        <div className="notice" role="status">
          <p>{t('walgreens.landing.noneListed')}</p>
          <p>
            <LeaveSiteLink href={walgreens.site} partnerName={walgreens.name}>
              {t('walgreens.landing.bookOnTheirSite')}
            </LeaveSiteLink>
          </p>
        </div>
      ) : (
        <p className="lead">{t('walgreens.landing.lead')}</p>
      )}
      <p className="campaign-landing__note">
        {t('walgreens.landing.retailersNote')}{' '}
        {/* The main finder is outside the campaign: the link drops the campaign segment. */}
        <Link to={pathFor('ScheduleLanding', { locale })}>{t('walgreens.landing.allPharmacies')}</Link>
      </p>
    </div>
  );
}

const LANDINGS: Partial<Record<Campaign, () => React.JSX.Element>> = { walgreens: WalgreensLanding };

/** The campaign's landing intro, or null when the campaign has none (the default heading is shown). */
export function CampaignLandingIntro({ campaign }: { campaign: Campaign | undefined }) {
  const Landing = campaign ? LANDINGS[campaign] : undefined;
  return Landing ? <Landing /> : null;
}

export const hasCampaignLanding = (campaign: Campaign | undefined): boolean => Boolean(campaign && LANDINGS[campaign]);
