import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RouteLink } from '../../components/ui/route-link.tsx';

/**
 * Any path no route knows. The address bar keeps the unmatched segments, the query and the hash as typed
 * (docs/product/site.md), so switching language or reloading shows the same address.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('not-found');
  usePageTitle(t('title'));
  return (
    <div className="container page page--narrow">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('body')}</p>
      <RouteLink to="Home" className="button button--primary">{t('goHome')}</RouteLink>
    </div>
  );
}
