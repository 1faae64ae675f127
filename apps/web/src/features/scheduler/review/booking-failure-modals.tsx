// What the person sees when booking fails (docs/product/booking-flow.md, When something goes wrong): the slot was
// taken, the provider refused a detail (with the provider's contact options), or an error we cannot name.
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { LeaveSiteLink } from '../../../components/ui/leave-site-link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatPhone } from '../../../components/results/format.ts';
import type { PatientFormData, SchedulerContext } from '../machine/scheduler.machine.ts';
import type { useSchedulerSend } from '../machine/use-scheduler.ts';
import type { BookingFailure, UserField } from './booking-outcome.ts';
import { FORM_FIELD } from './reconfirm.ts';
import type { wordingFor } from './third-person.ts';

export function BookingFailureModals({
  failure,
  onClose,
  appointment,
  form,
  send,
  w,
}: {
  failure: BookingFailure | null;
  onClose: () => void;
  appointment: SchedulerContext['appointments'][number] | undefined;
  form: PatientFormData;
  send: ReturnType<typeof useSchedulerSend>;
  w: ReturnType<typeof wordingFor>;
}) {
  const { t } = useTranslation('scheduler');
  // The missing-info modal's "Contact provider" turns it into the provider's contact options; a new failure starts
  // on the first view again.
  const [contactFor, setContactFor] = useState<BookingFailure | null>(null);
  const contactOpen = contactFor !== null && contactFor === failure;
  const setContactOpen = (open: boolean) => setContactFor(open ? failure : null);
  // "Back three steps, more when additional vaccines were chosen" (docs/product/booking-flow.md, When something goes
  // wrong): the results, with the details kept.
  const selectAnotherProvider = () => {
    onClose();
    send({ type: 'SELECT_ANOTHER_PROVIDER' });
  };
  const metadata = appointment?.location.metadata;
  const missingFields = failure?.kind === 'missingInfo' ? failure.fields : [];
  const fieldText = (field: UserField) => form[FORM_FIELD[field]] || t('outcome.missingInfo.empty');

  // Both views of a refused detail offer to go back one step and change it.
  const editDetails = (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        onClose();
        send({ type: 'BACK' });
      }}
    >
      {t('outcome.missingInfo.edit')}
    </button>
  );

  return (
    <>
      <OneChoiceModal
        isOpen={failure?.kind === 'slotUnavailable'}
        onClose={onClose}
        title={t('outcome.unavailable.title')}
        body={t(w('outcome.unavailable.body'))}
        choice={t('outcome.unavailable.selectAnother')}
        onChoose={() => {
          onClose();
          send({ type: 'SLOT_LOST', reason: 'taken' });
        }}
      />
      <OneChoiceModal
        isOpen={failure?.kind === 'holdLost'}
        onClose={onClose}
        title={t('outcome.holdLost.title')}
        body={t('outcome.holdLost.body')}
        choice={t('outcome.holdLost.selectAnother')}
        onChoose={() => {
          onClose();
          send({ type: 'SLOT_LOST', reason: 'expired' });
        }}
      />
      <OneChoiceModal
        isOpen={failure?.kind === 'personAlreadyBooked'}
        onClose={onClose}
        title={t(w('outcome.alreadyBooked.title'))}
        body={t('outcome.alreadyBooked.body')}
        choice={t('outcome.alreadyBooked.edit')}
        onChoose={() => {
          onClose();
          send({ type: 'BACK' });
        }}
      />
      <OneChoiceModal
        isOpen={failure?.kind === 'tooManyBookings'}
        onClose={onClose}
        title={t('outcome.tooMany.title')}
        body={t('outcome.tooMany.body')}
        choice={t('outcome.tooMany.close')}
        onChoose={onClose}
      />
      <Modal
        isOpen={failure?.kind === 'missingInfo' && !contactOpen}
        onClose={onClose}
        role="alertdialog"
        title={t(w('outcome.missingInfo.title'))}
        actions={
          <>
            {editDetails}
            <button type="button" className="button button--secondary" onClick={() => setContactOpen(true)}>
              {t('contactProvider.open')}
            </button>
          </>
        }
      >
        {missingFields.length === 1 ? (
          <p>
            {t(w('outcome.missingInfo.body'), {
              label: t(`outcome.fieldLabels.${missingFields[0]!}`),
              value: fieldText(missingFields[0]!),
            })}
          </p>
        ) : (
          <>
            <p>{t('contactProvider.multipleBody')}</p>
            <ul>
              {missingFields.map((field) => (
                <li key={field}>
                  {t(`outcome.fieldLabels.${field}`)}: {fieldText(field)}
                </li>
              ))}
            </ul>
          </>
        )}
      </Modal>
      <Modal
        isOpen={failure?.kind === 'missingInfo' && contactOpen}
        onClose={onClose}
        role="alertdialog"
        title={t('contactProvider.title')}
        actions={
          <>
            {editDetails}
            <button type="button" className="button button--secondary" onClick={selectAnotherProvider}>
              {t('contactProvider.selectAnother')}
            </button>
          </>
        }
      >
        <p>{t(w('contactProvider.body'))}</p>
        {appointment ? (
          <ul className="contact-options">
            {metadata?.webAddress ? (
              <li>
                <LeaveSiteLink href={metadata.webAddress}>{t('contactProvider.website')}</LeaveSiteLink>
              </li>
            ) : null}
            {metadata?.phoneNumber ? (
              <li>
                <a href={`tel:${metadata.phoneNumber.replace(/[^\d+]/g, '')}`}>
                  {t('contactProvider.call', { phone: formatPhone(metadata.phoneNumber) })}
                </a>
              </li>
            ) : null}
            <li>
              <a
                href={`https://www.google.com/maps/dir/?api=1&destination=${appointment.location.latitude},${appointment.location.longitude}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('contactProvider.directions')}
              </a>
            </li>
          </ul>
        ) : null}
      </Modal>
      <Modal
        isOpen={failure?.kind === 'unknown'}
        onClose={onClose}
        role="alertdialog"
        title={failure?.kind === 'unknown' && failure.repeat ? t('outcome.provider.title') : t('outcome.unknown.title')}
        actions={
          <>
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('outcome.unknown.retry')}
            </button>
            {failure?.kind === 'unknown' && failure.repeat ? (
              <button type="button" className="button button--secondary" onClick={selectAnotherProvider}>
                {t('outcome.provider.selectAnother')}
              </button>
            ) : null}
          </>
        }
      >
        <p>{failure?.kind === 'unknown' && failure.repeat ? t('outcome.provider.body') : t('outcome.unknown.body')}</p>
      </Modal>
    </>
  );
}

/** A refusal with one way on: its sentence and the one button that takes the person there. */
function OneChoiceModal(props: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  body: string;
  choice: string;
  onChoose: () => void;
}) {
  return (
    <Modal
      isOpen={props.isOpen}
      onClose={props.onClose}
      role="alertdialog"
      title={props.title}
      actions={
        <button type="button" className="button button--primary" onClick={props.onChoose}>
          {props.choice}
        </button>
      }
    >
      <p>{props.body}</p>
    </Modal>
  );
}
