// /schedule/review: check everything, agree to the terms and book (docs/product/booking-flow.md, Review and
// When something goes wrong). The logic is in use-appointment-review.ts; this file is the markup.
import { Fragment, useContext, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { BotCheckRenderer } from '../../../components/ui/bot-tokens.tsx';
import { Checkbox } from '../../../components/ui/checkboxes.tsx';
import { Fieldset } from '../../../components/ui/fieldset.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import type { Consents } from '../api/appointments.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { HoldTimer } from '../results/hold-timer.tsx';
import { AppointmentDetails } from './appointment-details.tsx';
import { BookingFailureModals } from './booking-failure-modals.tsx';
import { PrescriptionNotice } from './prescription-notice.tsx';
import { ReviewAnswers } from './review-answers.tsx';
import { useAppointmentReview } from './use-appointment-review.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

export default function AppointmentReviewPage() {
  const { t } = useTranslation('scheduler');
  const review = useAppointmentReview();
  const { context, send, appointment, form, minor, w, consents, termsError } = review;
  const [dataUseOpen, setDataUseOpen] = useState(false);
  const title = t(w('review.title'));
  const changeDetails = () => send({ type: 'BACK' });
  // The widget is a context so component tests can stand in for the proof of work, which jsdom cannot run.
  const renderBotCheck = useContext(BotCheckRenderer);

  /** The optional permissions, in the order they are asked; texts only when there is a phone to text. */
  const permissions: { key: keyof Consents; label: string; describedBy?: string }[] = form
    ? [
        { key: 'marketing', label: t('review.consentMarketing') },
        { key: 'phi', label: t(w('review.consentPhi')), describedBy: 'consent-phi-more' },
        ...(form.phone ? [{ key: 'sms' as const, label: t(w('review.consentSms')) }] : []),
      ]
    : [];

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1>{title}</h1>
      {appointment && form ? (
        <>
          <HoldTimer appointment={appointment} />
          <div className="card">
            <AppointmentDetails
              context={context}
              appointment={appointment}
              onChangeBrand={(kind) => send({ type: 'CHANGE_BRAND', kind })}
              extra={[
                // Each answer has its Change link back to the patient step, whose Continue returns here.
                { term: t('review.recipient'), value: `${form.firstName} ${form.lastName}`, onChange: changeDetails },
                { term: t('review.email'), value: form.email, onChange: changeDetails },
                ...(form.phone ? [{ term: t('review.phone'), value: form.phone, onChange: changeDetails }] : []),
              ]}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'CHANGE_APPOINTMENT' })}
            >
              {t('review.changeAppointment')}
            </button>
          </div>
          <ReviewAnswers form={form} />
          <PrescriptionNotice kinds={context.prescriptionKinds} minor={minor} />
          <form className="scheduler-form" noValidate onSubmit={(event) => void review.submit(event)}>
            <Fieldset id="consents" legend={t('review.consentsTitle')}>
              {permissions.map((permission) => (
                <Fragment key={permission.key}>
                  <Checkbox
                    id={`consent-${permission.key}`}
                    label={permission.label}
                    describedBy={permission.describedBy}
                    checked={consents[permission.key]}
                    onChange={(checked) => review.setConsent(permission.key, checked)}
                  />
                  {permission.key === 'phi' ? (
                    <p className="hint" id="consent-phi-more">
                      <button
                        type="button"
                        className="link-button"
                        aria-haspopup="dialog"
                        onClick={() => setDataUseOpen(true)}
                      >
                        {t('review.dataUse.open')}
                      </button>
                    </p>
                  ) : null}
                </Fragment>
              ))}
            </Fieldset>
            {/* Required, so not among the optional permissions above: its own group and heading. */}
            <Fieldset
              id="terms-group"
              legend={t('review.termsTitle')}
              className={termsError ? 'vx-field--error' : undefined}
            >
              <Checkbox
                id="terms"
                inputRef={review.termsRef}
                label={
                  <>
                    {t('review.termsBefore')}{' '}
                    <RouteLink to="Terms" target="_blank">
                      {t('review.termsLink')}
                    </RouteLink>
                  </>
                }
                error={termsError ? t('review.termsRequired') : undefined}
                errorAlert
                checked={review.terms}
                onChange={review.setTerms}
              />
            </Fieldset>
            <Fragment key={review.botCheckKey}>
              {renderBotCheck({ action: 'create_appointments', onToken: review.onToken })}
            </Fragment>
            <p className="hint">{t('review.botCheckNote')}</p>
            <button
              type="submit"
              className="button button--primary"
              disabled={review.submitting || review.token === null}
              aria-busy={review.submitting}
            >
              {review.submitting ? t(w('review.booking')) : t('review.book')}
            </button>
          </form>
          <BookingFailureModals
            failure={review.failure}
            onClose={review.clearFailure}
            appointment={appointment}
            form={form}
            send={send}
            w={w}
          />
        </>
      ) : (
        <p>{t('summary.none')}</p>
      )}

      <Modal
        isOpen={dataUseOpen}
        onClose={() => setDataUseOpen(false)}
        title={t('review.dataUse.title')}
        actions={
          <button type="button" className="button button--primary" onClick={() => setDataUseOpen(false)}>
            {t('close')}
          </button>
        }
      >
        {(['what', 'optional', 'disclosure'] as const).map((key) => (
          <p key={key}>{t(`review.dataUse.${key}`)}</p>
        ))}
      </Modal>
    </SchedulerFrame>
  );
}
