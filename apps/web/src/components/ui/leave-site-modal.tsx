import { useTranslation } from '../../lib/use-translation.tsx';
import { Modal } from './modal.tsx';

export interface LeaveSiteModalProps {
  href: string | null;
  /** A partner's name gives the partner-specific wording (docs/product/site.md, Modals). */
  partnerName?: string | undefined;
  onClose: () => void;
}

export default function LeaveSiteModal({ href, partnerName, onClose }: LeaveSiteModalProps) {
  const { t } = useTranslation('common');
  const host = href ? new URL(href, window.location.href).host : '';
  return (
    <Modal
      isOpen={href !== null}
      onClose={onClose}
      title={t('leaveSite.title')}
      actions={
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (href) window.open(href, '_blank', 'noopener,noreferrer');
              onClose();
            }}
          >
            {t('leaveSite.continue')}
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('leaveSite.stay')}
          </button>
        </>
      }
    >
      <p>{partnerName ? t('leaveSite.partnerBody', { partner: partnerName }) : t('leaveSite.body')}</p>
      <p className="modal__destination">{t('leaveSite.destination', { host })}</p>
    </Modal>
  );
}
