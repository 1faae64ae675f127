// /yourhealthmatters: a hero with its picture, title, subtitle and description, the two ways on, and the RSV footnote.
// Indexed like home; its own footer line and no language switch (app/pages.ts).
import { useTranslation } from '../../lib/use-translation.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';
import './marketing.css';

export default function YourHealthMattersPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('yourHealthMatters.title'));
  return (
    <>
      <section className="hero hero--with-image">
        <div className="container hero__grid">
          <div>
            <h1 className="hero__heading">{t('yourHealthMatters.heading')}</h1>
            <p className="hero__subtitle">{t('yourHealthMatters.subtitle')}</p>
            <p className="hero__intro">{t('yourHealthMatters.description')}</p>
            <div className="button-group">
              <RouteLink to="ScheduleLanding" className="button button--primary">
                {t('yourHealthMatters.book')}
              </RouteLink>
              <RouteLink to="EligibilityLanding" query={{ resetQuiz: 'true' }} className="button button--secondary">
                {t('yourHealthMatters.checkEligibility')}
              </RouteLink>
            </div>
          </div>
          {/* Drawn, not photographed: no image rights to manage, and sharp at every size. */}
          <svg className="hero__image" viewBox="0 0 240 200" role="img" aria-label={t('yourHealthMatters.imageAlt')}>
            <rect width="240" height="200" rx="16" fill="#e8f1f8" />
            <circle cx="120" cy="70" r="34" fill="#f2c9a0" />
            <path d="M86 60c4-26 64-26 68 0c-10-10-58-10-68 0z" fill="#d8dde0" />
            <path d="M108 78q12 10 24 0" stroke="#212b32" strokeWidth="3" fill="none" strokeLinecap="round" />
            <path d="M60 200c0-50 26-76 60-76s60 26 60 76z" fill="#005eb8" />
            <rect x="146" y="150" width="22" height="10" rx="4" fill="#f2c9a0" transform="rotate(-20 157 155)" />
            <rect
              x="150"
              y="148"
              width="14"
              height="8"
              rx="2"
              fill="#fff"
              stroke="#aeb7bd"
              transform="rotate(-20 157 152)"
            />
          </svg>
        </div>
      </section>
      <div className="container page">
        <p className="hint">{t('yourHealthMatters.rsvFootnote')}</p>
      </div>
    </>
  );
}
