// A new listing's sections of the provider form: the business, its vaccines, its opening hours and its appointments.
import { useTranslation } from '../../lib/use-translation.tsx';
import { PROVIDER_LIMITS, SLOT_INTERVALS_MINUTES, US_STATES, US_STATE_CODES } from '@vaxnear/domain/provider';
import { VACCINE_KINDS } from '@vaxnear/domain/vaccines';
import { Checkbox, Checkboxes } from '../../components/ui/checkboxes.tsx';
import { Fieldset } from '../../components/ui/fieldset.tsx';
import { HoursEditor } from '../../components/ui/hours-editor.tsx';
import type { ProviderFields, ProviderRegistration } from './provider-fields.tsx';

export function NewListingSections({
  fields: { text, radios, select, identifierOptions },
  registration: { form, values, message },
}: {
  fields: ProviderFields;
  registration: ProviderRegistration;
}) {
  const { t } = useTranslation('providers');
  const { register } = form;
  return (
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
    </>
  );
}
