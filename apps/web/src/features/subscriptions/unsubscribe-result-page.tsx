// /unsubscribe/result (docs/product/subscriptions.md). Guarded: only after an unsubscribe in this tab. Worded so that
// it is true whether or not the address was on the list (decision 080).
import { useTranslation } from '../../lib/use-translation.tsx';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { SubscriptionFrame } from './subscription-frame.tsx';
import { lastOutcome } from './subscription-store.ts';

export { unsubscribeResultGuard as loader } from './subscription-store.ts';

export default function UnsubscribeResultPage() {
  const { t } = useTranslation('subscriptions');
  const outcome = lastOutcome();
  const title = t('unsubscribeResult.title');
  if (outcome?.kind !== 'unsubscribed') return null;
  return (
    <SubscriptionFrame title={title}>
      <h1>{title}</h1>
      <div className="card" role="status">
        <p className="lead">{t('unsubscribeResult.body', { email: outcome.email })}</p>
        <p>{t('unsubscribeResult.deleted')}</p>
      </div>
      <div className="result-actions">
        <RouteLink to="Home" className="button button--primary">
          {t('unsubscribeResult.home')}
        </RouteLink>
        <RouteLink to="SignUp" className="button button--secondary">
          {t('unsubscribeResult.signUpAgain')}
        </RouteLink>
      </div>
    </SubscriptionFrame>
  );
}
