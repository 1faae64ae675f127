import { useTranslation } from '../../lib/use-translation.tsx';

/** The pharmacy chains people can book at, by name only: no logos, so no brand artwork to license. */
export function PartnerGrid() {
  const { t } = useTranslation('marketing');
  const names = t('partners.names', { returnObjects: true }) as string[];
  return (
    <section className="section" aria-labelledby="partners-heading">
      <h2 id="partners-heading">{t('partners.heading')}</h2>
      <p>{t('partners.intro')}</p>
      <ul className="partner-grid">
        {names.map((name) => (
          <li key={name} className="partner-grid__item">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
