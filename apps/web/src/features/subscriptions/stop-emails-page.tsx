// /stop-emails?token=…: the "this was not me" link at the end of every e-mail we send (decision 227). Its button stops
// every e-mail to the address; the same link, pressed again on this page, undoes it.
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { resumeEmails, stopEmails } from './api/subscriptions.ts';
import { EmailLinkAction } from './email-link-action.tsx';
import { SubscriptionFrame } from './subscription-frame.tsx';

export default function StopEmailsPage() {
  const { t } = useTranslation('subscriptions');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const title = t('stopEmails.title');
  return (
    <SubscriptionFrame title={title}>
      <h1>{title}</h1>
      {token ? (
        <EmailLinkAction
          lead={t('stopEmails.lead')}
          submitLabel={t('stopEmails.submit')}
          busyLabel={t('stopEmails.sending')}
          badLinkMessage={t('stopEmails.badLink')}
          run={async () => {
            await stopEmails({ token });
            return t('stopEmails.done');
          }}
          after={
            <EmailLinkAction
              lead={t('stopEmails.undoLead')}
              submitLabel={t('stopEmails.undoSubmit')}
              busyLabel={t('stopEmails.undoSending')}
              badLinkMessage={t('stopEmails.badLink')}
              run={async () => {
                await resumeEmails({ token });
                return t('stopEmails.undone');
              }}
            />
          }
        />
      ) : (
        <p className="lead">{t('stopEmails.missing')}</p>
      )}
    </SubscriptionFrame>
  );
}
