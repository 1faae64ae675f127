// /sign-up: adults sign up for marketing updates by e-mail, and texts if they wish (docs/product/subscriptions.md;
// POST /subscriptions). Also where the booking flow's "sign up for notification" buttons lead.
import { useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { MARKETING_CONSENT_YEARS, MARKETING_TEXTS_PER_MONTH } from '@vaxnear/domain/constants';
import type { CreateSubscriptionBody } from '@vaxnear/domain/contracts/subscriptions';
import { normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { ErrorSummary, useFocusOnChange } from '../../components/ui/error-summary.tsx';
import { Checkbox } from '../../components/ui/checkboxes.tsx';
import { Fieldset } from '../../components/ui/fieldset.tsx';
import { RouteLink } from '../../components/ui/route-link.tsx';
import { SexField } from '../../components/ui/sex-field.tsx';
import { TextField, type TextFieldOptions } from '../../components/ui/text-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { readCampaignTracking } from '../../lib/campaigns.ts';
import { pathFor } from '../../lib/routes.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';
import { today } from '../../lib/today.ts';
import { useForm } from '../../lib/use-form.ts';
import { createSubscription } from './api/subscriptions.ts';
import { useShell } from '../../lib/use-shell.ts';
import { BotCheckRenderer } from '../../components/ui/bot-tokens.tsx';
import { subscribeFormSchema, type SubscribeFormInput, type SubscribeFormOutput } from './subscribe-form-schema.ts';
import { FailureNotice, SubmitButton, SubscriptionFrame } from './subscription-frame.tsx';
import { translateSubscriptionMessage } from './subscription-messages.ts';
import { useFormAnalytics } from '../../lib/form-analytics.ts';
import { rememberOutcome } from './subscription-store.ts';
import { useBotCheckedSubmit } from './use-bot-checked-submit.ts';

type FieldName = keyof SubscribeFormInput;
/** The order the fields appear in, so the error summary reads like the form. */
const FIELD_ORDER: FieldName[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'sex',
  'email',
  'phone',
  'emailConsent',
  'smsConsent',
];
/** Server field names (the API error envelope) to the form's. */
const SERVER_FIELDS: Record<string, FieldName> = {
  'user.firstName': 'firstName',
  'user.lastName': 'lastName',
  'user.email': 'email',
  'user.phoneNumber': 'phone',
  'user.sex': 'sex',
  'user.dateOfBirth': 'dateOfBirth',
  emailConsent: 'emailConsent',
  smsConsent: 'smsConsent',
};
const EMPTY: SubscribeFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  sex: '',
  dateOfBirth: '',
  emailConsent: false,
  smsConsent: false,
};

/** Tracking codes go along only when they are identifiers: a mangled link must not stop anyone signing up. */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const code = (value: string | undefined) => (value && CODE.test(value) ? value : undefined);

const pad = (n: number) => String(n).padStart(2, '0');
const todayIso = (now = today()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export default function SignUpPage() {
  const { t } = useTranslation('subscriptions');
  const { locale, campaign } = useShell();
  const navigate = useNavigate();
  const schema = useMemo(() => subscribeFormSchema(todayIso()), []);
  const formEvents = useFormAnalytics('sign_up');
  const resolver = useMemo(() => schemaResolver<SubscribeFormInput, SubscribeFormOutput>(schema), [schema]);
  const { register, handleSubmit, setError, errors, submitCount } = useForm<SubscribeFormInput, SubscribeFormOutput>({
    resolver,
    defaultValues: EMPTY,
  });
  const [failure, setFailure] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(failureRef, failure);
  const renderBotCheck = useContext(BotCheckRenderer);

  const { submit, status, round, onToken } = useBotCheckedSubmit<SubscribeFormOutput>(async (form, token) => {
    const tracking = readCampaignTracking();
    const body: CreateSubscriptionBody = {
      user: {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        sex: form.sex,
        dateOfBirth: normalizeDateOfBirth(form.dateOfBirth) ?? form.dateOfBirth,
        ...(form.phone ? { phoneNumber: form.phone } : {}),
      },
      emailConsent: true,
      smsConsent: form.smsConsent,
      locale,
    };
    try {
      const stored = await createSubscription(
        body,
        { campaign_source_code: code(tracking.cmp), campaign_media_program: code(tracking.src) },
        token,
      );
      formEvents.completed();
      rememberOutcome({ kind: 'subscribed', email: stored.email, smsConsent: stored.smsConsent });
      await navigate(pathFor('SignUpResult', { locale, campaign }));
    } catch (caught) {
      const fieldErrors =
        caught instanceof ApiError ? caught.errors.filter((e) => e.field && SERVER_FIELDS[e.field]) : [];
      if (fieldErrors.length > 0) {
        fieldErrors.forEach((e, index) =>
          setError(SERVER_FIELDS[e.field!]!, { type: 'server', message: e.message }, { shouldFocus: index === 0 }),
        );
        return;
      }
      // The reason goes to the console, never the person's details.
      console.warn(
        'sign-up failed',
        caught instanceof ApiError ? [caught.status, caught.errors.map((e) => e.code)] : caught,
      );
      setFailure((n) => n + 1);
    }
  });

  const message = (name: FieldName) => translateSubscriptionMessage(t, errors[name]?.message, name);
  const summary = FIELD_ORDER.filter((name) => errors[name]).map((name) => ({
    fieldId: `subscribe-${name}`,
    message: message(name),
  }));
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
