// /providers: a pharmacy asks to be listed, to change its listing or to be removed (docs/product/providers.md;
// decision 081). The request goes to an operator; the answer page shows its reference number.
import { useContext, useEffect, useRef, useState } from 'react';
import { get, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  providerRegistrationFormSchema,
  type ProviderRegistrationBody,
  type ProviderRegistrationResponse,
} from '@vaxnear/domain/contracts/provider-registrations';
import {
  CONTACT_TYPES,
  PROVIDER_LIMITS,
  SLOT_INTERVALS_MINUTES,
  US_STATES,
  US_STATE_CODES,
} from '@vaxnear/domain/provider';
import { TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import { VACCINE_KINDS } from '@vaxnear/domain/vaccines';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { pathFor } from '../../lib/routes.ts';
import { useShell } from '../../lib/use-shell.ts';
import { ProviderBotCheck } from './bot-check-slot.tsx';
import { Fieldset, TextField } from './form-fields.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { EMPTY_FORM, fieldId, fieldOrder, type ProviderFormValues } from './provider-form.ts';
import { translateProviderMessage } from './provider-messages.ts';
import { saveReceipt } from './registration-result.ts';
import '../../components/ui/choice.css';
import '../../components/ui/error-summary.css';
import './providers.css';
import { useFormAnalytics } from '../../lib/form-analytics.ts';

type Status = 'form' | 'loading' | 'failed' | 'waiting';

/** Where a summary link takes the focus: groups of radios or boxes focus their first option. */
const focusTarget = (path: string) => (path === 'hours' ? 'hours-0-open' : fieldId(path));

export default function ProviderRegistrationPage() {
  const { t } = useTranslation('providers');
  const { locale, campaign } = useShell();
  const navigate = useNavigate();
  const renderBotCheck = useContext(ProviderBotCheck);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    formState: { errors },
  } = useForm<ProviderFormValues, unknown, ProviderRegistrationBody>({
    resolver: zodResolver(providerRegistrationFormSchema) as unknown as Resolver<
      ProviderFormValues,
      unknown,
      ProviderRegistrationBody
    >,
    defaultValues: EMPTY_FORM,
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<Status>('form');
  const [token, setToken] = useState<string | null>(null);
  const [botCheckRound, setBotCheckRound] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);
  const values = watch();
  const formEvents = useFormAnalytics('provider_registration');
  const title = t('title');
  usePageTitle(title);

  const order = fieldOrder(values.requestType, values.hours.length);
  const message = (path: string) =>
    translateProviderMessage(
      t,
      (get(errors, path) as { message?: string; root?: { message?: string } } | undefined)?.message ??
        (get(errors, path) as { root?: { message?: string } } | undefined)?.root?.message,
      labelFor(path),
    );
  // A message that already names its field is listed as it is; others get the field's label in front.
  const summary = order
    .filter((path) => message(path))
    .map((path) => {
      const text = message(path);
      return { path, text: text.includes(labelFor(path)) ? text : `${labelFor(path)}: ${text}` };
    });

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

  /** The first invalid field in page order takes the focus; the summary above is announced as an alert. */
  function focusFirstInvalid(found: FieldErrors<ProviderFormValues>) {
    const current = getValues();
    const first = fieldOrder(current.requestType, current.hours.length).find((path) => {
      const error = get(found, path) as { message?: string; root?: { message?: string } } | undefined;
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

  const text = (
    path: string,
    options: {
      max?: number;
      hint?: string;
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email' | 'url';
      multiline?: boolean;
      className?: string;
    } = {},
  ) => (
    <TextField
      id={fieldId(path)}
      label={labelFor(path)}
      hint={options.hint}
      error={message(path) || undefined}
      max={options.max}
      value={get(values, path) as string}
      registration={register(path as never)}
      multiline={options.multiline ?? false}
      className={options.className}
      inputProps={{
        type: options.type ?? 'text',
        autoComplete: options.autoComplete,
        inputMode: options.inputMode,
        spellCheck: false,
      }}
    />
  );

  const radios = (
    path: string,
    legend: string,
    options: readonly { value: string; label: string; hint?: string }[],
    hint?: string,
  ) => (
    <Fieldset legend={legend} hint={hint} id={fieldId(path)} error={message(path) || undefined}>
      <div className="choice-list">
        {options.map((option, index) => {
          const id = index === 0 ? fieldId(path) : `${fieldId(path)}-${option.value}`;
          return (
            <div className="choice" key={option.value}>
              <input
                id={id}
                type="radio"
                className="choice__input"
                value={option.value}
                {...register(path as never)}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
              />
              <label className="choice__label" htmlFor={id}>
                {option.label}
                {option.hint ? (
                  <span className="choice__hint" id={`${id}-hint`}>
                    {option.hint}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );

  const select = (
    path: string,
    options: readonly { value: string; label: string }[],
    setValueAs?: (v: string) => unknown,
  ) => {
    const id = fieldId(path);
    const error = message(path);
    return (
      <div className={`provider-field${error ? ' provider-field--error' : ''}`}>
        <label className="provider-field__label" htmlFor={id}>
          {labelFor(path)}
        </label>
        {error ? (
          <p className="provider-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
        <select
          id={id}
          className="provider-input provider-input--select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(path as never, setValueAs ? { setValueAs } : {})}
        >
          <option value="">{t('choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  };

  const contact = (
    <Fieldset legend={t('sections.contact')} hint={t('sections.contactHint')} id="contact">
      {select(
        'contact.contactType',
        CONTACT_TYPES.map((type) => ({ value: type, label: t(`contactTypes.${type}`) })),
      )}
      {text('contact.firstName', { max: TEXT_MAX_LENGTH, autoComplete: 'given-name' })}
      {text('contact.lastName', { max: TEXT_MAX_LENGTH, autoComplete: 'family-name' })}
      {text('contact.email', { max: TEXT_MAX_LENGTH, type: 'email', autoComplete: 'email', inputMode: 'email' })}
    </Fieldset>
  );

  const identifierOptions = (withLocation: boolean) => [
    { value: 'npi', label: t('identifierTypes.npi'), hint: t('identifierTypes.npiHint') },
    { value: 'ncpdp', label: t('identifierTypes.ncpdp'), hint: t('identifierTypes.ncpdpHint') },
    ...(withLocation
      ? [{ value: 'locationId', label: t('identifierTypes.locationId'), hint: t('identifierTypes.locationIdHint') }]
      : []),
  ];

  return (
    <div className="container page page--narrow provider-page">
      <h1>{title}</h1>
      <p className="lead">{t('lead')}</p>
      <p>{t('notAffiliated')}</p>

      {summary.length > 0 ? (
        <div className="error-summary" role="alert" aria-labelledby="provider-error-summary-title">
          <h2 className="error-summary__title" id="provider-error-summary-title">
            {t('errors.summaryTitle')}
          </h2>
          <ul className="error-summary__list">
            {summary.map((item) => (
              <li key={item.path}>
                <a
                  href={`#${focusTarget(item.path)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(focusTarget(item.path))?.focus();
                  }}
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {status === 'failed' || status === 'waiting' ? (
        <div className="error-summary" role="alert" tabIndex={-1} ref={statusRef}>
          <h2 className="error-summary__title">{t(`errors.${status}.title`)}</h2>
          <p>{t(`errors.${status}.body`)}</p>
        </div>
      ) : null}

      <form
        className="provider-form"
        noValidate
        aria-busy={status === 'loading'}
        onInput={formEvents.onInput}
        onSubmit={handleSubmit(send, (found) => {
          formEvents.errors(
            Object.fromEntries(order.map((path) => [path, get(found, path) as { message?: string } | undefined])),
          );
          focusFirstInvalid(found);
        })}
      >
        {radios('requestType', t('requestType.legend'), [
          { value: 'new', label: t('requestType.new'), hint: t('requestType.newHint') },
          { value: 'edit', label: t('requestType.edit'), hint: t('requestType.editHint') },
          { value: 'remove', label: t('requestType.remove'), hint: t('requestType.removeHint') },
        ])}

        {values.requestType === 'new' ? (
          <>
            <Fieldset legend={t('sections.business')} id="business">
              {text('business.name', { max: PROVIDER_LIMITS.businessName, autoComplete: 'organization' })}
              {text('business.address1', { max: PROVIDER_LIMITS.address1, autoComplete: 'address-line1' })}
              {text('business.address2', {
                max: PROVIDER_LIMITS.address2,
                autoComplete: 'address-line2',
                hint: t('optional'),
              })}
              {text('business.city', { max: PROVIDER_LIMITS.city, autoComplete: 'address-level2' })}
              {select(
                'business.state',
                US_STATE_CODES.map((code) => ({ value: code, label: US_STATES[code] })),
              )}
              {text('business.zip', {
                autoComplete: 'postal-code',
                inputMode: 'numeric',
                className: 'provider-input--short',
              })}
              {radios('business.identifierType', t('fields.identifierType'), identifierOptions(false))}
              {text('business.identifier', {
                inputMode: 'numeric',
                className: 'provider-input--medium',
                hint: t(`identifierTypes.${values.business.identifierType}Digits`),
              })}
              {text('business.schedulingPhone', {
                type: 'tel',
                autoComplete: 'tel-national',
                inputMode: 'tel',
                className: 'provider-input--medium',
                hint: t('phoneHint'),
              })}
              {text('business.schedulingWebsite', {
                type: 'url',
                autoComplete: 'url',
                inputMode: 'url',
                max: PROVIDER_LIMITS.website,
                hint: t('websiteHint'),
              })}
            </Fieldset>

            <Fieldset
              legend={t('fields.vaccines')}
              hint={t('vaccinesHint')}
              id="vaccines-group"
              error={message('vaccines') || undefined}
            >
              <div className="choice-list">
                {VACCINE_KINDS.map((kind, index) => {
                  const id = index === 0 ? 'vaccines' : `vaccines-${kind}`;
                  return (
                    <div className="choice" key={kind}>
                      <input id={id} type="checkbox" className="choice__input" value={kind} {...register('vaccines')} />
                      <label className="choice__label" htmlFor={id}>
                        {t(`vaccineKinds.${kind}`)}
                      </label>
                    </div>
                  );
                })}
              </div>
            </Fieldset>

            <Fieldset
              legend={t('sections.hours')}
              hint={t('hours.hint')}
              id="hours-group"
              error={message('hours') || undefined}
            >
              <HoursEditor rows={values.hours} register={register} errors={errors.hours} />
            </Fieldset>

            <Fieldset legend={t('sections.appointments')} id="appointments">
              {select(
                'slotIntervalMinutes',
                SLOT_INTERVALS_MINUTES.map((m) => ({ value: String(m), label: t('minutes', { count: m }) })),
                (v) => (v === '' ? '' : Number(v)),
              )}
              <div className="choice">
                <input
                  id="sameDayAppointments"
                  type="checkbox"
                  className="choice__input"
                  aria-describedby="sameDayAppointments-hint"
                  {...register('sameDayAppointments')}
                />
                <label className="choice__label" htmlFor="sameDayAppointments">
                  {t('fields.sameDayAppointments')}
                  <span className="choice__hint" id="sameDayAppointments-hint">
                    {t('sameDayHint')}
                  </span>
                </label>
              </div>
              <div className="choice">
                <input
                  id="quickBookingOptIn"
                  type="checkbox"
                  className="choice__input"
                  aria-describedby="quickBookingOptIn-hint"
                  {...register('quickBookingOptIn')}
                />
                <label className="choice__label" htmlFor="quickBookingOptIn">
                  {t('fields.quickBookingOptIn')}
                  <span className="choice__hint" id="quickBookingOptIn-hint">
                    {t('quickBookingHint')}
                  </span>
                </label>
              </div>
            </Fieldset>
            {contact}
          </>
        ) : null}

        {values.requestType === 'edit' || values.requestType === 'remove' ? (
          <>
            <Fieldset legend={t('sections.listing')} hint={t('listingHint')} id="listing">
              {radios('listing.identifierType', t('fields.identifierType'), identifierOptions(true))}
              {text('listing.identifier', {
                className: 'provider-input--medium',
                hint: t(`identifierTypes.${values.listing.identifierType}Digits`),
              })}
            </Fieldset>
            {text('reason', {
              multiline: true,
              max: PROVIDER_LIMITS.reason,
              hint: t(`reasonHint.${values.requestType}`),
            })}
            {contact}
          </>
        ) : null}

        <div key={botCheckRound}>{renderBotCheck({ action: 'create_provider_registration', onToken: setToken })}</div>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={status === 'loading' ? true : undefined}
        >
          {status === 'loading' ? t('sending') : t('submit')}
        </button>
      </form>
    </div>
  );
}
