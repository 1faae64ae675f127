// /schedule/contact: one e-mail and phone for the whole party, and the household's address. A party of one names
// its person here, since the date of birth step asks for nothing else. What the page does is in use-contact-form.ts.
import { useTranslation } from '../../lib/use-translation.tsx';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { SexField } from '../../components/ui/sex-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { GroupFrame } from './group-frame.tsx';
import { useContactForm } from './use-contact-form.ts';

export { groupGuardLoader as loader } from './group-guard.ts';

export default function ContactPage() {
  const { t } = useTranslation('group');
  const { context, send, one, register, errors, summary, errorOf, submit } = useContactForm();
  const title = t('contact.title');

  return (
    <GroupFrame title={title} onBack={() => send({ type: 'BACK' })} heldUntil={context.appointments[0]?.expiresAt}>
      <h1>{title}</h1>
      <p className="lead">{t(one ? 'contact.leadOne' : 'contact.lead')}</p>
      <ErrorSummary summaryRef={summary} errors={errors} title={t('errors.summaryTitle')} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        {one ? (
          <>
            <TextField
              id="contact-firstName"
              label={t('fields.firstName')}
              error={errorOf('firstName')}
              registration={register('firstName')}
              options={{ autoComplete: 'given-name' }}
            />
            <TextField
              id="contact-lastName"
              label={t('fields.lastName')}
              error={errorOf('lastName')}
              registration={register('lastName')}
              options={{ autoComplete: 'family-name' }}
            />
            <SexField
              idPrefix="contact-sex"
              legend={t('fields.sex')}
              labels={{ female: t('fields.female'), male: t('fields.male') }}
              error={errorOf('sex')}
              registration={register('sex')}
            />
          </>
        ) : null}
        <TextField
          id="contact-email"
          label={t('fields.email')}
          error={errorOf('email')}
          registration={register('email')}
          options={{ type: 'email', autoComplete: 'email', inputMode: 'email', hint: t('contact.emailHint') }}
        />
        <TextField
          id="contact-phone"
          label={t('fields.phone')}
          error={errorOf('phone')}
          registration={register('phone')}
          options={{
            type: 'tel',
            autoComplete: 'tel-national',
            inputMode: 'tel',
            mask: '(###) ###-####',
            className: 'vx-input--medium',
            hint: t('contact.phoneHint'),
          }}
        />
        <TextField
          id="contact-address1"
          label={t('fields.address1')}
          error={errorOf('address1')}
          registration={register('address1')}
          options={{ autoComplete: 'address-line1' }}
        />
        <TextField
          id="contact-address2"
          label={t('fields.address2')}
          error={errorOf('address2')}
          registration={register('address2')}
          options={{ autoComplete: 'address-line2' }}
        />
        <TextField
          id="contact-city"
          label={t('fields.city')}
          error={errorOf('city')}
          registration={register('city')}
          options={{ autoComplete: 'address-level2' }}
        />
        <TextField
          id="contact-state"
          label={t('fields.state')}
          error={errorOf('state')}
          registration={register('state')}
          options={{ autoComplete: 'address-level1', className: 'vx-input--short', hint: t('fields.stateHint') }}
        />
        <TextField
          id="contact-zipCode"
          label={t('fields.zipCode')}
          error={errorOf('zipCode')}
          registration={register('zipCode')}
          options={{ autoComplete: 'postal-code', inputMode: 'numeric', className: 'vx-input--short' }}
        />
        <button type="submit" className="button button--primary">
          {t('continue')}
        </button>
      </form>
    </GroupFrame>
  );
}
