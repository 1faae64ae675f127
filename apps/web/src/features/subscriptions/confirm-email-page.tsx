// /confirm-email?token=…: the page the confirmation e-mail links to (decision 113). Its button applies the request the
// e-mail confirms: a maternal RSV reminder or a sign-up for updates.
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { confirmEmail } from './api/subscriptions.ts';
import { EmailLinkAction } from './email-link-action.tsx';
import { SubscriptionFrame } from './subscription-frame.tsx';

export default function ConfirmEmailPage() {
  const { t } = useTranslation('subscriptions');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const title = t('confirmEmail.title');
  return (
    <SubscriptionFrame title={title}>
      <h1>{title}</h1>
      {token ? (
        <EmailLinkAction
          lead={t('confirmEmail.lead')}
          submitLabel={t('confirmEmail.submit')}
          busyLabel={t('confirmEmail.sending')}
          badLinkMessage={t('confirmEmail.badLink')}
          run={async () => {
            const answer = await confirmEmail({ token });
            return t(`confirmEmail.${answer.purpose}`);
          }}
        />
      ) : (
        <p className="lead">{t('confirmEmail.missing')}</p>
      )}
    </SubscriptionFrame>
  );
}
