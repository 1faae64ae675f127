// /providers: a pharmacy asks to be listed, to change its listing or to be removed (docs/product/providers.md;
// decision 081). The request goes to an operator; the answer page shows its reference number. The logic is in
// use-provider-registration.ts; this file is the markup.
import { useContext } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import {
  CONTACT_TYPES,
  PROVIDER_LIMITS,
  SLOT_INTERVALS_MINUTES,
  US_STATES,
  US_STATE_CODES,
} from '@vaxnear/domain/provider';
import { TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import { VACCINE_KINDS } from '@vaxnear/domain/vaccines';
import { Checkbox, Checkboxes } from '../../components/ui/checkboxes.tsx';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { Fieldset } from '../../components/ui/fieldset.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { RadioList } from '../../components/ui/radio-list.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField, type TextFieldOptions } from '../../components/ui/text-field.tsx';
import { valueAt } from '../../lib/use-form.ts';
import { ProviderBotCheck } from './bot-check-slot.tsx';
import { HoursEditor } from '../../components/ui/hours-editor.tsx';
import { fieldId, type ProviderFieldPath } from './provider-form.ts';
import { useProviderRegistration } from './use-provider-registration.ts';
import './providers.css';

export default function ProviderRegistrationPage() {
  const { t } = useTranslation('providers');
  const renderBotCheck = useContext(ProviderBotCheck);
  const { form, values, status, statusRef, summary, message, labelFor, onSubmit, onInput, botCheckRound, onToken } =
    useProviderRegistration();
  const { register } = form;
  const title = t('title');
  usePageTitle(title);

  const text = (path: ProviderFieldPath, { max, ...options }: TextFieldOptions & { max?: number } = {}) => (
    <TextField
      id={fieldId(path)}
      label={labelFor(path)}
      error={message(path) || undefined}
      registration={register(path)}
      options={{
        spellCheck: false,
        ...options,
        counter: max ? { max, length: (valueAt(values, path) as string | undefined)?.length ?? 0 } : undefined,
      }}
    />
  );

  const radios = (
    path: ProviderFieldPath,
    legend: string,
    options: readonly { value: string; label: string; hint?: string }[],
  ) => (
    <RadioList
      id={fieldId(path)}
      legend={legend}
      error={message(path) || undefined}
      registration={register(path)}
      options={options}
    />
  );

  const select = (
    path: ProviderFieldPath,
    options: readonly { value: string; label: string }[],
    setValueAs?: (v: string) => unknown,
  ) => (
    <SelectField
      id={fieldId(path)}
      label={labelFor(path)}
      error={message(path) || undefined}
      placeholder={t('choose')}
      options={options}
      registration={register(path, setValueAs ? { setValueAs } : {})}
    />
  );

  const contact = (
    <Fieldset section legend={t('sections.contact')} hint={t('sections.contactHint')} id="contact">
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

      <ErrorSummary errors={summary} title={t('errors.summaryTitle')} />
      {status === 'failed' || status === 'waiting' ? (
        <ErrorSummary summaryRef={statusRef} title={t(`errors.${status}.title`)}>
          <p>{t(`errors.${status}.body`)}</p>
        </ErrorSummary>
      ) : null}

      <form className="provider-form" noValidate aria-busy={status === 'loading'} onInput={onInput} onSubmit={onSubmit}>
        {radios('requestType', t('requestType.legend'), [
          { value: 'new', label: t('requestType.new'), hint: t('requestType.newHint') },
          { value: 'edit', label: t('requestType.edit'), hint: t('requestType.editHint') },
          { value: 'remove', label: t('requestType.remove'), hint: t('requestType.removeHint') },
        ])}

        {values.requestType === 'new' ? (
          <>
            <Fieldset section legend={t('sections.business')} id="business">
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
                className: 'vx-input--short',
              })}
              {radios('business.identifierType', t('fields.identifierType'), identifierOptions(false))}
              {text('business.identifier', {
                inputMode: 'numeric',
                className: 'vx-input--medium',
                hint: t(`identifierTypes.${values.business.identifierType}Digits`),
              })}
              {text('business.schedulingPhone', {
                type: 'tel',
                autoComplete: 'tel-national',
                inputMode: 'tel',
                className: 'vx-input--medium',
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

            <Checkboxes
              section
              id="vaccines"
              legend={t('fields.vaccines')}
              hint={t('vaccinesHint')}
              error={message('vaccines') || undefined}
              registration={register('vaccines')}
              options={VACCINE_KINDS.map((kind) => ({ value: kind, label: t(`vaccineKinds.${kind}`) }))}
            />

            <Fieldset
              section
              legend={t('sections.hours')}
              hint={t('hours.hint')}
              id="hours-group"
              error={message('hours') || undefined}
            >
              <HoursEditor rows={values.hours} register={register} errors={form.errors} />
            </Fieldset>

            <Fieldset section legend={t('sections.appointments')} id="appointments">
              {select(
                'slotIntervalMinutes',
                SLOT_INTERVALS_MINUTES.map((m) => ({ value: String(m), label: t('minutes', { count: m }) })),
                (v) => (v === '' ? '' : Number(v)),
              )}
              <Checkbox
                id="sameDayAppointments"
                label={t('fields.sameDayAppointments')}
                hint={t('sameDayHint')}
                registration={register('sameDayAppointments')}
              />
              <Checkbox
                id="quickBookingOptIn"
                label={t('fields.quickBookingOptIn')}
                hint={t('quickBookingHint')}
                registration={register('quickBookingOptIn')}
              />
            </Fieldset>
            {contact}
          </>
        ) : null}

        {values.requestType === 'edit' || values.requestType === 'remove' ? (
          <>
            <Fieldset section legend={t('sections.listing')} hint={t('listingHint')} id="listing">
              {radios('listing.identifierType', t('fields.identifierType'), identifierOptions(true))}
              {text('listing.identifier', {
                className: 'vx-input--medium',
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

        <div key={botCheckRound}>{renderBotCheck({ action: 'create_provider_registration', onToken })}</div>
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
