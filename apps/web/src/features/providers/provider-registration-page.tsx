// /providers: a pharmacy asks to be listed, to change its listing or to be removed (docs/product/providers.md;
// decision 081). The request goes to an operator; the answer page shows its reference number. The logic is in
// use-provider-registration.ts; this file is the markup, with a new listing's sections in new-listing-sections.tsx.
import { useContext } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { PROVIDER_LIMITS } from '@vaxnear/domain/provider';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { Fieldset } from '../../components/ui/fieldset.tsx';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { ProviderBotCheck } from './bot-check-slot.tsx';
import { ContactSection } from './contact-section.tsx';
import { NewListingSections } from './new-listing-sections.tsx';
import { useProviderFields } from './provider-fields.tsx';
import { useProviderRegistration } from './use-provider-registration.ts';
import './providers.css';

export default function ProviderRegistrationPage() {
  const { t } = useTranslation('providers');
  const renderBotCheck = useContext(ProviderBotCheck);
  const registration = useProviderRegistration();
  const { values, status, statusRef, summary, onSubmit, onInput, botCheckRound, onToken } = registration;
  const fields = useProviderFields(registration);
  const { text, radios, identifierOptions } = fields;
  const title = t('title');
  usePageTitle(title);

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
            <NewListingSections fields={fields} registration={registration} />
            <ContactSection fields={fields} />
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
            <ContactSection fields={fields} />
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
