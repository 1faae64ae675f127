// /sign-up/result: the sign-up waits for its confirmation (decision 113): where the link went, and what starts once
// it is opened. Guarded: only after a sign-up in this tab.
import { useTranslation } from '../../lib/use-translation.tsx';
import { MARKETING_TEXTS_PER_MONTH } from '@vaxnear/domain/constants';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { SubscriptionFrame } from './subscription-frame.tsx';
import { lastOutcome } from './subscription-store.ts';

export { signUpResultGuard as loader } from './subscription-store.ts';

export default function SignUpResultPage() {
  const { t } = useTranslation('subscriptions');
  const outcome = lastOutcome();
  const title = t('signUpResult.title');
  if (outcome?.kind !== 'subscribed') return null;
  return (
    <SubscriptionFrame title={title}>
      <h1>{title}</h1>
      <div className="card" role="status">
        <p className="lead">{t('signUpResult.email', { email: outcome.email })}</p>
        <p>
          {outcome.smsConsent
            ? t('signUpResult.sms', { perMonth: MARKETING_TEXTS_PER_MONTH })
            : t('signUpResult.noSms')}
        </p>
      </div>
      <p>
        {t('signUpResult.leave')} <RouteLink to="Unsubscribe">{t('signUpResult.unsubscribeLink')}</RouteLink>
      </p>
      <div className="result-actions">
        <RouteLink to="ScheduleLanding" className="button button--primary">
          {t('signUpResult.findVaccine')}
        </RouteLink>
        <RouteLink to="Home" className="button button--secondary">
          {t('signUpResult.home')}
        </RouteLink>
      </div>
    </SubscriptionFrame>
  );
}
