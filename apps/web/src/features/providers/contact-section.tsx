// Who asks, for every kind of provider request: the contact person and their e-mail.
import { useTranslation } from '../../lib/use-translation.tsx';
import { CONTACT_TYPES } from '@vaxnear/domain/provider';
import { TEXT_MAX_LENGTH } from '@vaxnear/domain/constants';
import { Fieldset } from '../../components/ui/fieldset.tsx';
import type { ProviderFields } from './provider-fields.tsx';

export function ContactSection({ fields: { text, select } }: { fields: ProviderFields }) {
  const { t } = useTranslation('providers');
  return (
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
}
