// The results step's location restriction modal (docs/product/booking-flow.md, Location restrictions):
// allowed_with_prescription → a prescription notice with Continue; not_allowed → continue with another vaccine,
// sign up for notification (the results page's waiting-list form, when the page has one), or continue anyway after
// the prescription notice.
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import { placeKey, restrictionGate } from './location-restriction.ts';
import { selectedKinds, type SchedulerContext } from '../machine/scheduler.machine.ts';
import { useSchedulerSend } from '../machine/use-scheduler.ts';

export function LocationRestrictionGate({
  context,
  onSignUp,
}: {
  context: SchedulerContext;
  /** Where the results page has the waiting list's form: "sign up for notification" opens it (issue 31). */
  onSignUp?: () => void;
}) {
  const { t } = useTranslation('scheduler');
  const send = useSchedulerSend();
  // "Continue anyway" shows the prescription notice before the results.
  const [anyway, setAnyway] = useState(false);
  const coordinates = context.coordinates;
  const place = coordinates ? placeKey(coordinates) : '';
  const gate =
    coordinates && context.restrictionAnsweredFor !== place
      ? restrictionGate(selectedKinds(context), coordinates.bookingRestrictions)
      : null;
  if (!gate) return null;
  const vaccine = t(`vaccines.${gate.vaccine}`);
  const answer = (removeKind?: typeof gate.vaccine) => {
    setAnyway(false);
    send({ type: 'ANSWER_LOCATION_RESTRICTION', place, ...(removeKind ? { removeKind } : {}) });
  };
  const prescription = gate.kind === 'prescription' || anyway;
  return (
    <Modal
      isOpen
      role="alertdialog"
      onClose={() => (prescription ? answer() : send({ type: 'BACK' }))}
      title={prescription ? t('restriction.prescription.title') : t('restriction.notAllowed.title', { vaccine })}
      actions={
        prescription ? (
          <button type="button" className="button button--primary" onClick={() => answer()}>
            {t('continue')}
          </button>
        ) : (
          <>
            {gate.others.length > 0 ? (
              <button type="button" className="button button--primary" onClick={() => answer(gate.vaccine)}>
                {t('restriction.notAllowed.continueWith', {
                  vaccines: gate.others.map((k) => t(`vaccines.${k}`)).join(', '),
                })}
              </button>
            ) : null}
            {onSignUp ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  answer();
                  onSignUp();
                }}
              >
                {t('restriction.notAllowed.signUp')}
              </button>
            ) : (
              <RouteLink to="SignUp" className="button button--secondary">
                {t('restriction.notAllowed.signUp')}
              </RouteLink>
            )}
            <button type="button" className="button button--secondary" onClick={() => setAnyway(true)}>
              {t('restriction.notAllowed.anyway')}
            </button>
          </>
        )
      }
    >
      {prescription ? (
        <p>{t('restriction.prescription.body', { vaccine })}</p>
      ) : (
        // "Your other vaccine" only when there is one.
        <p>
          {t(gate.others.length > 0 ? 'restriction.notAllowed.body' : 'restriction.notAllowed.bodyAlone', { vaccine })}
        </p>
      )}
    </Modal>
  );
}
