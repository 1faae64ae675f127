import { chainListings } from '@vaxnear/domain/chains';
import { LeaveSiteLink } from '../../components/ui/leave-site-link.tsx';
import { useRetailerCounts } from '../../lib/api/chains.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { intlLocale } from '../../lib/locale.ts';

/**
 * The pharmacy chains, by name only (no logos, so no brand artwork to license). Which can be booked here is read from
 * the locations the server lists (issue 30): a chain with none is named apart, with a link to its own site, so nobody
 * is sent to a search that can only end in "No results".
 */
export function PartnerGrid() {
  const { t } = useTranslation('marketing');
  const { locale } = useShell();
  const counts = useRetailerCounts();
  const listings = counts ? chainListings(counts) : [];
  const bookable = listings.filter((chain) => chain.locations > 0);
  const elsewhere = listings.filter((chain) => chain.locations === 0);
  const number = new Intl.NumberFormat(intlLocale(locale));
  return (
    <section className="section" aria-labelledby="partners-heading" aria-busy={counts === null}>
      <h2 id="partners-heading">{t('partners.heading')}</h2>
      <p>{t('partners.intro')}</p>
      {bookable.length > 0 ? (
        <ul className="partner-grid">
          {bookable.map((chain) => (
            <li key={chain.name} className="partner-grid__item">
              {chain.name}{' '}
              <span className="partner-grid__count">
                {t('partners.locations', { count: chain.locations, formatted: number.format(chain.locations) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {elsewhere.length > 0 ? (
        <>
          <h3 className="partner-grid__elsewhere-heading">{t('partners.elsewhereHeading')}</h3>
          <p>{t('partners.elsewhereBody')}</p>
          <ul className="partner-grid">
            {elsewhere.map((chain) => (
              <li key={chain.name} className="partner-grid__item">
                <LeaveSiteLink href={chain.site} partnerName={chain.name}>
                  {t('partners.bookAt', { chain: chain.name })}
                </LeaveSiteLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
