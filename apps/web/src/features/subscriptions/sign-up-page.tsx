// /sign-up: adults sign up for marketing updates by e-mail, and texts if they wish (docs/product/subscriptions.md;
// POST /subscriptions). Also where the booking flow's "sign up for notification" buttons lead. What the page does is in
// use-sign-up.ts.
import { useTranslation } from '../../lib/use-translation.tsx';
import { MARKETING_CONSENT_YEARS, MARKETING_TEXTS_PER_MONTH } from '@vaxnear/domain/constants';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { Checkbox } from '../../components/ui/checkboxes.tsx';
import { Fieldset } from '../../components/ui/fieldset.tsx';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { SexField } from '../../components/ui/sex-field.tsx';
import { TextField, type TextFieldOptions } from '../../components/ui/text-field.tsx';
import { FailureNotice, SubmitButton, SubscriptionFrame } from './subscription-frame.tsx';
import { useSignUp } from './use-sign-up.ts';

export default function SignUpPage() {
  const { t } = useTranslation('subscriptions');
  const signUp = useSignUp();
  const { register, errors, submitCount, failure, failureRef, renderBotCheck, status, round, onToken } = signUp;
  const { onInput, onSubmit, message, summary } = signUp;
  const title = t('signUp.title');

  const field = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth',
    { optional, ...options }: TextFieldOptions & { autoComplete: string; optional?: boolean },
  ) => (
    <TextField
      id={`subscribe-${name}`}
      error={message(name)}
      registration={register(name)}
      options={options}
      label={`${t(`signUp.fields.${name}`)}${optional ? ` ${t('signUp.optional')}` : ''}`}
    />
  );

  const consent = (name: 'emailConsent' | 'smsConsent', label: string, note?: string) => (
    <Checkbox
      id={`subscribe-${name}`}
      label={label}
      note={note}
      error={message(name)}
      standalone
      registration={register(name)}
    />
  );

  return (
    <SubscriptionFrame title={title}>
      <h1>{title}</h1>
      <p className="lead">{t('signUp.lead')}</p>
      <p>{t('signUp.adultsOnly')}</p>
      {submitCount > 0 ? <ErrorSummary errors={summary} title={t('errors.summaryTitle')} /> : null}
      {failure > 0 ? <FailureNotice noticeRef={failureRef} /> : null}
      <form
        className="subscriptions-form"
        noValidate
        onInput={onInput}
        aria-busy={status !== 'idle'}
        onSubmit={onSubmit}
      >
        <div className="form-grid form-grid--2">
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
        </div>
        {field('dateOfBirth', {
          autoComplete: 'bday',
          mask: '##/##/####',
          inputMode: 'numeric',
          hint: t('signUp.dobHint'),
          className: 'vx-input--medium',
        })}
        <SexField
          idPrefix="subscribe-sex"
          legend={t('signUp.fields.sex')}
          error={errors.sex ? message('sex') : undefined}
          labels={{ female: t('signUp.sex.female'), male: t('signUp.sex.male') }}
          registration={register('sex')}
        />
        {field('email', { autoComplete: 'email', inputMode: 'email', type: 'email' })}
        {field('phone', {
          autoComplete: 'tel-national',
          mask: '(###) ###-####',
          inputMode: 'tel',
          type: 'tel',
          hint: t('signUp.phoneHint'),
          className: 'vx-input--medium',
          optional: true,
        })}
        <Fieldset id="subscribe-consent" legend={t('signUp.consent.legend')}>
          <div className="consent-list">
            {consent(
              'emailConsent',
              t('signUp.consent.email'),
              t('signUp.consent.duration', { years: MARKETING_CONSENT_YEARS }),
            )}
            {consent(
              'smsConsent',
              t('signUp.consent.sms', { perMonth: MARKETING_TEXTS_PER_MONTH }),
              t('signUp.consent.smsNote'),
            )}
          </div>
        </Fieldset>
        <p>
          <RouteLink to="SmsTermsConditions">{t('signUp.smsTerms')}</RouteLink>
        </p>
        <div key={round}>{renderBotCheck({ action: 'create_subscription', onToken })}</div>
        {status === 'waiting' ? <p role="status">{t('signUp.waiting')}</p> : null}
        <SubmitButton busy={status !== 'idle'} label={t('signUp.submit')} busyLabel={t('signUp.sending')} />
      </form>
      <p className="subscriptions-aside">
        {t('signUp.unsubscribeLead')} <RouteLink to="Unsubscribe">{t('signUp.unsubscribeLink')}</RouteLink>
      </p>
    </SubscriptionFrame>
  );
}
