import { useTranslation } from '../../lib/use-translation.tsx';

/** The vaccination cost text, shared by the home page and the vaccination-cost page. */
export function VaccinationCostContent({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation('vaccination-cost');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const points = t('points', { returnObjects: true }) as string[];
  return (
    <>
      <Heading id="vaccination-cost">{t('heading')}</Heading>
      <p className="lead">{t('description')}</p>
      <ul className="bullet-list">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="inset-text">{t('check')}</p>
    </>
  );
}
