// /schedule/pregnancy: yes or no; tapping an answer submits it (docs/product/booking-flow.md, Pregnancy).
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { pregnancyOutcome, type PregnancyOutcome } from '@vaxnear/domain/booking/pregnancy-rules';
import { Modal } from '../../../components/ui/modal.tsx';
import { selectedKinds } from '../machine/scheduler.machine.ts';
import { SchedulerFrame } from '../frame/scheduler-frame.tsx';
import { useSchedulerSend, useSchedulerSnapshot } from '../machine/use-scheduler.ts';

export { schedulerGuardLoader as loader } from '../machine/scheduler-guard.ts';

export default function PregnancyPage() {
  const { t } = useTranslation('scheduler');
  const { context } = useSchedulerSnapshot();
  const send = useSchedulerSend();
  const [outcome, setOutcome] = useState<PregnancyOutcome | null>(null);
  const title = t(context.bookingFlow === 'minor' ? 'pregnancy.minorTitle' : 'pregnancy.title');

  function answer(isPregnant: boolean) {
    const result = pregnancyOutcome(context.bookingFlow ?? 'adult', selectedKinds(context), isPregnant);
    if (result.modal) {
      setOutcome(result);
      return;
    }
    send([{ type: 'SET_PREGNANCY', isPregnant }, { type: 'CONTINUE' }]);
  }

  function proceedWithOther() {
    setOutcome(null);
    send([{ type: 'SET_PREGNANCY', isPregnant: true }, { type: 'REMOVE_PNEUMOCOCCAL' }, { type: 'CONTINUE' }]);
  }

  return (
    <SchedulerFrame title={title} onBack={() => send({ type: 'BACK' })}>
      <h1 id="pregnancy-title">{title}</h1>
      {/* Tapping an answer submits it (docs/product/booking-flow.md, Pregnancy); buttons rather than radios so arrow
          keys never submit by accident. */}
      <div className="landing-actions" role="group" aria-labelledby="pregnancy-title">
        {([true, false] as const).map((value) => (
          <button
            key={String(value)}
            type="button"
            className="button button--secondary answer-button"
            aria-pressed={context.isPregnant === value}
            onClick={() => answer(value)}
          >
            {t(value ? 'yes' : 'no')}
          </button>
        ))}
      </div>
      <details className="accordion">
        <summary>{t('pregnancy.whyTitle')}</summary>
        <div className="accordion__body">
          <p>{t('pregnancy.whyBody')}</p>
        </div>
      </details>
      <Modal
        isOpen={outcome?.modal === 'proceedWithOther'}
        onClose={() => setOutcome(null)}
        title={t('pregnancy.pneumococcal.title')}
        actions={
          <>
            <button type="button" className="button button--primary" onClick={proceedWithOther}>
              {t('pregnancy.pneumococcal.continueOther')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOutcome(null)}>
              {t('cancel')}
            </button>
          </>
        }
      >
        <p>{t('pregnancy.pneumococcal.body')}</p>
      </Modal>
      <Modal
        isOpen={outcome?.modal === 'maternalRsvIneligible'}
        onClose={() => setOutcome(null)}
        title={t('pregnancy.minorRsv.title')}
        actions={
          <>
            {outcome && outcome.kinds.length > 0 ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setOutcome(null);
                  send([{ type: 'REMOVE_RSV' }, { type: 'SET_PREGNANCY', isPregnant: false }, { type: 'CONTINUE' }]);
                }}
              >
                {t('pregnancy.pneumococcal.continueOther')}
              </button>
            ) : null}
            <button
              type="button"
              className={`button ${outcome && outcome.kinds.length > 0 ? 'button--secondary' : 'button--primary'}`}
              onClick={() => {
                setOutcome(null);
                send({ type: 'RESTART_SCHEDULER' });
              }}
            >
              {t('pregnancy.notEligible.startOver')}
            </button>
          </>
        }
      >
        <p>{t('pregnancy.minorRsv.body')}</p>
      </Modal>
      <Modal
        isOpen={outcome?.modal === 'pneumococcalNotEligible'}
        onClose={() => setOutcome(null)}
        title={t('pregnancy.notEligible.title')}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setOutcome(null);
                send({ type: 'RESTART_SCHEDULER' });
              }}
            >
              {t('pregnancy.notEligible.startOver')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOutcome(null)}>
              {t('cancel')}
            </button>
          </>
        }
      >
        <p>{t('pregnancy.notEligible.body')}</p>
      </Modal>
    </SchedulerFrame>
  );
}
