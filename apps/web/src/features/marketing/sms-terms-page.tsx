import type { TranslationKey } from '../../i18n/keys.ts';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '../../lib/use-translation.tsx';
import { MARKETING_CONSENT_YEARS, MARKETING_TEXTS_PER_MONTH } from '@vaxnear/domain/constants';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { useRoutePath } from '../../components/ui/route-link.tsx';
import { PRIVACY_POLICY_URL } from '../../lib/site-config.ts';
import './marketing.css';

function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}

/** Numbered paragraphs term1, term2, … read until one is missing (docs/product/site.md, Marketing and static pages). */
export default function SmsTermsPage() {
  const { t, i18n } = useTranslation('sms-terms');
  const pathTo = useRoutePath();
  usePageTitle(t('title'));
  // As many terms as the language has: `term1`, `term2`, ... (every language has the same, translations.test.ts).
  const keys: TranslationKey<'sms-terms'>[] = [];
  for (let n = 1; i18n.exists(`term${n}`, { ns: 'sms-terms' }); n += 1)
    keys.push(`term${n}` as TranslationKey<'sms-terms'>);
  return (
    <div className="container page">
      <div className="prose">
        <h1>{t('heading')}</h1>
        <ol className="numbered-list">
          {keys.map((key) => (
            <li key={key}>
              <Trans
                t={t}
                i18nKey={key}
                values={{ perMonth: MARKETING_TEXTS_PER_MONTH, years: MARKETING_CONSENT_YEARS }}
                components={{
                  privacy: <NewTabLink href={PRIVACY_POLICY_URL} />,
                  terms: <NewTabLink href={pathTo('Terms')} />,
                }}
              />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
