// The provider request form's logic (docs/product/providers.md; decision 081): the form state, the messages in page
// order for the error summary, the focus after a failed submit, and the send with its bot check. The markup is in
// provider-registration-page.tsx.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import {
  providerRegistrationFormSchema,
  type ProviderRegistrationBody,
} from '@vaxnear/domain/contracts/provider-registrations';
import { ApiError } from '../../lib/api-client.ts';
import { useFormAnalytics } from '../../lib/form-analytics.ts';
import { pathFor } from '../../lib/routes.ts';
import { schemaResolver } from '../../lib/schema-resolver.ts';
import { useForm, type FormErrors } from '../../lib/use-form.ts';
import { useShell } from '../../lib/use-shell.ts';
import { registerProvider } from './api/provider-registrations.ts';
import type { TranslationKey } from '../../i18n/keys.ts';
import { EMPTY_FORM, fieldId, fieldOrder, type ProviderFieldPath, type ProviderFormValues } from './provider-form.ts';
import { providerErrorReason, translateProviderMessage } from '../../lib/provider-messages.ts';
import { saveReceipt } from './registration-result.ts';

export type ProviderFormStatus = 'form' | 'loading' | 'failed' | 'waiting';

/** Where a summary link takes the focus: groups of radios or boxes focus their first option. */
export const focusTarget = (path: string) => (path === 'hours' ? 'hours-0-open' : fieldId(path));

const resolver = schemaResolver<ProviderFormValues, ProviderRegistrationBody>(providerRegistrationFormSchema);

export function useProviderRegistration() {
  const { t } = useTranslation('providers');
  const { locale, campaign } = useShell();
  const navigate = useNavigate();
  // The page re-renders at each change (`watch`): the fields shown depend on the answers, and counters on lengths.
  const form = useForm<ProviderFormValues, ProviderRegistrationBody>({
    resolver,
    defaultValues: EMPTY_FORM,
    shouldFocusError: false,
    watch: true,
  });
  const { handleSubmit, getValues, setError, errors, values } = form;
  const [status, setStatus] = useState<ProviderFormStatus>('form');
  const [token, setToken] = useState<string | null>(null);
  const [botCheckRound, setBotCheckRound] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);
  const formEvents = useFormAnalytics('provider_registration');

  const order = fieldOrder(values.requestType, values.hours.length);

  function labelFor(path: string): string {
    const hours = /^hours\.(\d+)\.(\w+)$/.exec(path);
    if (hours)
      return t('hours.summaryLabel', {
        day: t(`days.${values.hours[Number(hours[1])]?.day ?? 'mon'}`),
        field: t(`hours.${hours[2]}` as TranslationKey<'providers'>),
      });
    if (path === 'listing.identifier' || path === 'business.identifier') return t('fields.identifier');
    if (path === 'listing.identifierType' || path === 'business.identifierType') return t('fields.identifierType');
    return t(`fields.${path.split('.').at(-1)}` as TranslationKey<'providers'>);
  }

  const message = (path: ProviderFieldPath) => translateProviderMessage(t, errors[path], path, labelFor(path));

  // A message that already names its field is listed as it is; others get the field's label in front.
  const summary = order
    .filter((path) => message(path))
    .map((path) => {
      const text = message(path);
      return {
        fieldId: focusTarget(path),
        message: text.includes(labelFor(path)) ? text : `${labelFor(path)}: ${text}`,
      };
    });

  /** The first invalid field in page order takes the focus; the summary above is announced as an alert. */
  function focusFirstInvalid(found: FormErrors<ProviderFieldPath>) {
    const current = getValues();
    const first = fieldOrder(current.requestType, current.hours.length).find((path) => found[path]?.message);
    // After the error messages render, so the field is announced with its message.
    if (first) window.setTimeout(() => document.getElementById(focusTarget(first))?.focus(), 0);
  }

  useEffect(() => {
    if (status === 'failed' || status === 'waiting') statusRef.current?.focus();
  }, [status]);

  async function send(body: ProviderRegistrationBody) {
    if (status === 'loading') return;
    if (!token) {
      setStatus('waiting');
      return;
    }
    setStatus('loading');
    formEvents.submitted();
    try {
      const answer = await registerProvider(body, token);
      formEvents.completed();
      saveReceipt({ ...answer, contactEmail: body.contact.email });
      void navigate(pathFor('ProviderRegistrationResult', { locale, campaign }));
    } catch (caught) {
      // A refused field the form let through (it should not happen) is shown on that field; anything else as a
      // message to try again. The proof was spent either way, so a new one is drawn.
      const fields =
        caught instanceof ApiError
          ? caught.errors.flatMap(({ field, reason, message }) =>
              field && (order as readonly string[]).includes(field)
                ? [{ field: field as ProviderFieldPath, type: String(reason ?? 'server'), message }]
                : [],
            )
          : [];
      fields.forEach((e) => setError(e.field, { type: e.type, message: e.message }));
      setStatus(fields.length > 0 ? 'form' : 'failed');
      if (fields.length > 0)
        focusFirstInvalid(Object.fromEntries(fields.map((e) => [e.field, { type: e.type, message: e.message }])));
      setToken(null);
      setBotCheckRound((n) => n + 1);
    }
  }

  const onSubmit = handleSubmit(send, (found) => {
    // Counted by reason, as the form words it: a state left unchosen is the same mistake in every language.
    formEvents.errors(
      Object.fromEntries(order.map((path) => [path, found[path] && { type: providerErrorReason(found[path], path) }])),
    );
    focusFirstInvalid(found);
  });

  return {
    form,
    values,
    status,
    statusRef,
    summary,
    message,
    labelFor,
    onSubmit,
    onInput: formEvents.onInput,
    botCheckRound,
    onToken: setToken,
  };
}
