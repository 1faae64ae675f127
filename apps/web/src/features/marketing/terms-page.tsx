import { useTranslation } from '../../lib/use-translation.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import './marketing.css';

export default function TermsPage() {
  const { t } = useTranslation('terms');
  usePageTitle(t('title'));
  const sections = t('sections', { returnObjects: true }) as Array<{ heading: string; body: string }>;
  return (
    <div className="container page">
      <div className="prose">
        <h1>{t('heading')}</h1>
        <p className="hint">{t('updated')}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
