// The provider request form's logic (docs/product/providers.md; decision 081): the form state, the messages in page
// order for the error summary, the focus after a failed submit, and the send with its bot check. The markup is in
// provider-registration-page.tsx.
import { useEffect, useRef, useState } from 'react';
import { get, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  providerRegistrationFormSchema,
  type ProviderRegistrationBody,
  type ProviderRegistrationResponse,
} from '@vaxnear/domain/contracts/provider-registrations';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { useFormAnalytics } from '../../lib/form-analytics.ts';
import { pathFor } from '../../lib/routes.ts';
import { useShell } from '../../lib/use-shell.ts';
import { EMPTY_FORM, fieldId, fieldOrder, type ProviderFormValues } from './provider-form.ts';
import { translateProviderMessage } from './provider-messages.ts';
import { saveReceipt } from './registration-result.ts';

export type ProviderFormStatus = 'form' | 'loading' | 'failed' | 'waiting';

/** Where a summary link takes the focus: groups of radios or boxes focus their first option. */
export const focusTarget = (path: string) => (path === 'hours' ? 'hours-0-open' : fieldId(path));

type PathError = { message?: string; root?: { message?: string } } | undefined;

export function useProviderRegistration() {
  const { t } = useTranslation('providers');
  const { locale, campaign } = useShell();
  const navigate = useNavigate();
  const form = useForm<ProviderFormValues, unknown, ProviderRegistrationBody>({
    resolver: zodResolver(providerRegistrationFormSchema) as unknown as Resolver<
      ProviderFormValues,
      unknown,
      ProviderRegistrationBody
    >,
    defaultValues: EMPTY_FORM,
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    control,
    getValues,
    setError,
    formState: { errors },
  } = form;
  const [status, setStatus] = useState<ProviderFormStatus>('form');
  const [token, setToken] = useState<string | null>(null);
  const [botCheckRound, setBotCheckRound] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);
  // Every field has a default (EMPTY_FORM), so what is watched is a whole form, not the partial one the type allows.
  const values = useWatch({ control }) as ProviderFormValues;
  const formEvents = useFormAnalytics('provider_registration');

  const order = fieldOrder(values.requestType, values.hours.length);

  function labelFor(path: string): string {
    const hours = /^hours\.(\d+)\.(\w+)$/.exec(path);
    if (hours)
      return t('hours.summaryLabel', {
        day: t(`days.${values.hours[Number(hours[1])]?.day ?? 'mon'}`),
        field: t(`hours.${hours[2]}`),
      });
    if (path === 'listing.identifier' || path === 'business.identifier') return t('fields.identifier');
    if (path === 'listing.identifierType' || path === 'business.identifierType') return t('fields.identifierType');
    return t(`fields.${path.split('.').at(-1)}`);
  }

  const message = (path: string) => {
    const error = get(errors, path) as PathError;
    return translateProviderMessage(t, error?.message ?? error?.root?.message, labelFor(path));
  };

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
  function focusFirstInvalid(found: FieldErrors<ProviderFormValues>) {
    const current = getValues();
    const first = fieldOrder(current.requestType, current.hours.length).find((path) => {
      const error = get(found, path) as PathError;
      return Boolean(error?.message ?? error?.root?.message);
    });
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
      const answer = await apiRequest<ProviderRegistrationResponse['data']>('POST', '/provider_registrations', {
        body,
        botCheckToken: token,
      });
      formEvents.completed();
      saveReceipt({ ...answer, contactEmail: body.contact.email });
      void navigate(pathFor('ProviderRegistrationResult', { locale, campaign }));
    } catch (caught) {
      // A refused field the form let through (it should not happen) is shown on that field; anything else as a
      // message to try again. The proof was spent either way, so a new one is drawn.
      const fields = caught instanceof ApiError ? caught.errors.filter((e) => e.field && order.includes(e.field)) : [];
      fields.forEach((e) => setError(e.field as never, { type: 'server', message: e.message }));
      setStatus(fields.length > 0 ? 'form' : 'failed');
      if (fields.length > 0)
        focusFirstInvalid(
          Object.fromEntries(fields.map((e) => [e.field, { message: e.message }])) as FieldErrors<ProviderFormValues>,
        );
      setToken(null);
      setBotCheckRound((n) => n + 1);
    }
  }

  const onSubmit = handleSubmit(send, (found) => {
    formEvents.errors(
      Object.fromEntries(order.map((path) => [path, get(found, path) as { message?: string } | undefined])),
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
