// What the location search says when the searched place decides maternal RSV (docs/product/booking-flow.md, Maternal
// RSV): in the window, out of it, or out of it with another vaccine to book.
import { formatCalendarDate } from '@vaxnear/domain/display-format';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useShell } from '../../../lib/use-shell.ts';
import type { RsvGate } from './use-location-search.ts';

export function MaternalRsvGateModals({
  rsvGate,
  onClose,
  onContinue,
  onStartOver,
  onProceedWithOther,
}: {
  rsvGate: RsvGate | null;
  onClose: () => void;
  onContinue: () => void;
  onStartOver: () => void;
  onProceedWithOther: () => void;
}) {
  const { t } = useTranslation('scheduler');
  const { locale } = useShell();
  return (
    <>
      <Modal
        isOpen={rsvGate?.gate === 'eligible'}
        onClose={onClose}
        title={t('maternalRsv.eligible.title')}
        actions={
          <button type="button" className="button button--primary" onClick={onContinue}>
            {t('continue')}
          </button>
        }
      >
        <p>
          {t('maternalRsv.eligible.body', {
            start: formatCalendarDate(rsvGate?.windowStart ?? '2000-01-01', locale),
            end: formatCalendarDate(rsvGate?.windowEnd ?? '2000-01-01', locale),
          })}
        </p>
      </Modal>
      <Modal
        isOpen={rsvGate?.gate === 'ineligible'}
        onClose={onClose}
        title={t('maternalRsv.ineligible.title')}
        actions={
          <button type="button" className="button button--primary" onClick={onStartOver}>
            {t('maternalRsv.ineligible.startOver')}
          </button>
        }
      >
        <p>
          {t(rsvGate?.reason === 'AFTER_36_WEEKS' ? 'maternalRsv.reasons.after36' : 'maternalRsv.reasons.offSeason')}
        </p>
      </Modal>
      <Modal
        isOpen={rsvGate?.gate === 'proceedWithOther'}
        onClose={onClose}
        title={t('maternalRsv.proceedWithOther.title')}
        actions={
          <button type="button" className="button button--primary" onClick={onProceedWithOther}>
            {t('maternalRsv.proceedWithOther.continue')}
          </button>
        }
      >
        <p>
          {t(rsvGate?.reason === 'AFTER_36_WEEKS' ? 'maternalRsv.reasons.after36' : 'maternalRsv.reasons.offSeason')}
        </p>
        <p>{t('maternalRsv.proceedWithOther.body')}</p>
      </Modal>
    </>
  );
}
