// What the sign-up page does (docs/product/subscriptions.md; POST /subscriptions): the form checked by its schema, the
// request with a bot-check token and the campaign's tracking codes, the server's field errors on their fields, and
// the messages in the page's language. The markup is in sign-up-page.tsx.
import { useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import type { CreateSubscriptionBody } from '@vaxnear/domain/contracts/subscriptions';
import { normalizeDateOfBirth } from '@vaxnear/domain/patient';
import { useFocusOnChange } from '../../components/ui/error-summary.tsx';
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
import { translateSubscriptionMessage } from './subscription-messages.ts';
import { useFormAnalytics } from '../../lib/form-analytics.ts';
import { rememberOutcome } from './subscription-store.ts';
import { useBotCheckedSubmit } from './use-bot-checked-submit.ts';

export type FieldName = keyof SubscribeFormInput;
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

/** A field the server refused, by its reason (decision 301): under age is its own code, the others carry their reason. */
function serverReason(item: { code: string; reason?: unknown }): string {
  if (item.code === 'AGE_INELIGIBLE') return 'underAge';
  return typeof item.reason === 'string' ? item.reason : 'server';
}

export function useSignUp() {
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
          setError(
            SERVER_FIELDS[e.field!]!,
            { type: serverReason(e), message: e.message },
            { shouldFocus: index === 0 },
          ),
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

  const message = (name: FieldName) => translateSubscriptionMessage(t, errors[name], name);
  const summary = FIELD_ORDER.filter((name) => errors[name]).map((name) => ({
    fieldId: `subscribe-${name}`,
    message: message(name),
  }));
  const onSubmit = handleSubmit(
    (form) => {
      formEvents.submitted();
      submit(form);
    },
    (found) => formEvents.errors(found),
  );

  return {
    register,
    errors,
    submitCount,
    failure,
    failureRef,
    renderBotCheck,
    status,
    round,
    onToken,
    onInput: formEvents.onInput,
    onSubmit,
    message,
    summary,
  };
}
