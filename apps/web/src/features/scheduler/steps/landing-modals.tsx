// The schedule landing page's answers to a choice that cannot stand: too many vaccines, RSV with COVID-19, a minor's
// vaccine, flu out of season.
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { RouteLink } from '../../../components/ui/route-link.tsx';
import type { LandingModal } from './use-schedule-landing.ts';

export function LandingModals({
  modal,
  onClose: closeModal,
  onRsvCovid,
}: {
  modal: LandingModal;
  onClose: () => void;
  onRsvCovid: (choice: 'covid_19' | 'rsv') => void;
}) {
  const { t } = useTranslation('scheduler');
  return (
    <>
      <Modal
        isOpen={modal?.type === 'tooMany'}
        onClose={closeModal}
        title={t('landing.modals.tooMany.title')}
        actions={
          <button type="button" className="button button--primary" onClick={closeModal}>
            {t('ok')}
          </button>
        }
      >
        <p>{t('landing.modals.tooMany.body')}</p>
      </Modal>
      <Modal
        isOpen={modal?.type === 'rsvCovidConflict'}
        onClose={closeModal}
        title={t('landing.modals.rsvCovid.title')}
        actions={(['covid_19', 'rsv'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={`button ${choice === 'covid_19' ? 'button--primary' : 'button--secondary'}`}
            onClick={() => onRsvCovid(choice)}
          >
            {t(`landing.modals.rsvCovid.${choice}`)}
          </button>
        ))}
      >
        <p>{t('landing.modals.rsvCovid.body')}</p>
      </Modal>
      <Modal
        isOpen={modal?.type === 'minorPneumococcalOnly'}
        onClose={closeModal}
        title={t('minor.pneumococcalOnly.title')}
        actions={
          <button type="button" className="button button--primary" onClick={closeModal}>
            {t('ok')}
          </button>
        }
      >
        <p>{t('minor.pneumococcalOnly.body')}</p>
      </Modal>
      <Modal
        isOpen={modal?.type === 'fluOutOfSeason'}
        onClose={closeModal}
        title={t('landing.modals.flu.title')}
        actions={
          <>
            <RouteLink to="SignUp" className="button button--primary">
              {t('landing.modals.flu.signUp')}
            </RouteLink>
            <button type="button" className="button button--secondary" onClick={closeModal}>
              {t('close')}
            </button>
          </>
        }
      >
        <p>{t('landing.modals.flu.body')}</p>
        <p>{t('landing.modals.flu.comeBack')}</p>
      </Modal>
    </>
  );
}
