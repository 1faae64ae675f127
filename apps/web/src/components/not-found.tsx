import { useTranslation } from '../lib/use-translation.tsx';
import { usePageTitle } from './ui/page-title.ts';
import { RouteLink } from './ui/route-link.tsx';

/**
 * What any unknown address shows: the not-found page itself, and a feature's own page when its path segment names
 * nothing (an unknown quiz question). Needs the `not-found` namespace.
 */
export function NotFound() {
  const { t } = useTranslation('not-found');
  usePageTitle(t('title'));
  return (
    <div className="container page page--narrow">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('body')}</p>
      <RouteLink to="Home" className="button button--primary">
        {t('goHome')}
      </RouteLink>
    </div>
  );
}
