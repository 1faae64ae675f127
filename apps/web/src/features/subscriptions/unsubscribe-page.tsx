// /unsubscribe: asks for the removal link of an e-mail address (DELETE /subscriptions), answered the same whether the
// address was on the list or not (decisions 080, 113). /unsubscribe?token=… is where that link, and the link at the
// foot of every reminder, lands: its button stops every e-mail to the address.
import { useContext, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { requestUnsubscribeLink, unsubscribeWithToken } from './api/subscriptions.ts';
import { pathFor } from '../../lib/routes.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';
import { useForm } from '../../lib/use-form.ts';
import { useShell } from '../../lib/use-shell.ts';
import { BotCheckRenderer } from '../../components/ui/bot-tokens.tsx';
import { unsubscribeFormSchema, type UnsubscribeFormInput } from './subscribe-form-schema.ts';
import { EmailLinkAction } from './email-link-action.tsx';
import { FailureNotice, SubmitButton, SubscriptionFrame } from './subscription-frame.tsx';
import { translateSubscriptionMessage } from './subscription-messages.ts';
import { useFormAnalytics } from '../../lib/form-analytics.ts';
import { rememberOutcome } from './subscription-store.ts';
import { useBotCheckedSubmit } from './use-bot-checked-submit.ts';

const unsubscribeResolver = schemaResolver<UnsubscribeFormInput, UnsubscribeFormInput>(unsubscribeFormSchema);

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <UnsubscribeWithLink token={token} /> : <UnsubscribeForm />;
}

function UnsubscribeWithLink({ token }: { token: string }) {
  const { t } = useTranslation('subscriptions');
  const title = t('unsubscribe.tokenTitle');
  return (
    <SubscriptionFrame title={title}>
      <h1>{title}</h1>
      <EmailLinkAction
        lead={t('unsubscribe.tokenLead')}
        submitLabel={t('unsubscribe.tokenSubmit')}
        busyLabel={t('unsubscribe.sending')}
        badLinkMessage={t('unsubscribe.badLink')}
        run={async () => {
          await unsubscribeWithToken(token);
          return t('unsubscribe.tokenDone');
        }}
      />
    </SubscriptionFrame>
  );
}

function UnsubscribeForm() {
  const { t } = useTranslation('subscriptions');
  const { locale, campaign } = useShell();
  const navigate = useNavigate();
  const formEvents = useFormAnalytics('unsubscribe');
  const { register, handleSubmit, setError, errors, submitCount } = useForm<UnsubscribeFormInput>({
    resolver: unsubscribeResolver,
    defaultValues: { email: '' },
  });
  const [failure, setFailure] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(failureRef, failure);
  const renderBotCheck = useContext(BotCheckRenderer);

  const { submit, status, round, onToken } = useBotCheckedSubmit<UnsubscribeFormInput>(async (form, token) => {
    try {
      const answer = await requestUnsubscribeLink({ email: form.email, locale }, token);
      formEvents.completed();
      rememberOutcome({ kind: 'unsubscribed', email: answer.email });
      await navigate(pathFor('UnsubscribeResult', { locale, campaign }));
    } catch (caught) {
      const emailError = caught instanceof ApiError ? caught.errors.find((e) => e.field === 'email') : undefined;
      if (emailError) {
        setError(
          'email',
          { type: typeof emailError.reason === 'string' ? emailError.reason : 'server', message: emailError.message },
          { shouldFocus: true },
        );
        return;
      }
      console.warn(
        'unsubscribe failed',
        caught instanceof ApiError ? [caught.status, caught.errors.map((e) => e.code)] : caught,
      );
      setFailure((n) => n + 1);
    }
  });

  const title = t('unsubscribe.title');
  const error = translateSubscriptionMessage(t, errors.email, 'email');
  return (
    <SubscriptionFrame title={title}>
      <h1>{title}</h1>
      <p className="lead">{t('unsubscribe.lead')}</p>
      {submitCount > 0 ? (
        <ErrorSummary
          errors={error ? [{ fieldId: 'unsubscribe-email', message: error }] : []}
          title={t('errors.summaryTitle')}
        />
      ) : null}
      {failure > 0 ? <FailureNotice noticeRef={failureRef} /> : null}
      <form
        className="subscriptions-form"
        noValidate
        onInput={formEvents.onInput}
        aria-busy={status !== 'idle'}
        onSubmit={handleSubmit(
          (form) => {
            formEvents.submitted();
            submit(form);
          },
          (found) => formEvents.errors(found),
        )}
      >
        <TextField
          id="unsubscribe-email"
          label={t('unsubscribe.email')}
          error={error}
          registration={register('email')}
          options={{ autoComplete: 'email', inputMode: 'email', type: 'email', hint: t('unsubscribe.emailHint') }}
        />
        <div key={round}>{renderBotCheck({ action: 'delete_subscription', onToken })}</div>
        {status === 'waiting' ? <p role="status">{t('signUp.waiting')}</p> : null}
        <SubmitButton busy={status !== 'idle'} label={t('unsubscribe.submit')} busyLabel={t('unsubscribe.sending')} />
      </form>
      <p className="subscriptions-aside">
        {t('unsubscribe.changedMind')} <RouteLink to="SignUp">{t('unsubscribe.signUpLink')}</RouteLink>
      </p>
    </SubscriptionFrame>
  );
}
