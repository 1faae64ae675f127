import { useTranslation } from '../../lib/use-translation.tsx';
import { Modal } from './modal.tsx';

export interface ErrorModalProps {
  isOpen: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/** The generic error (docs/product/site.md, Modals): 'Something went wrong' with a Try again button. */
export default function ErrorModal({ isOpen, onRetry, onClose }: ErrorModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      title={t('errorModal.title')}
      actions={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('errorModal.retry')}
        </button>
      }
    >
      <p>{t('errorModal.body')}</p>
    </Modal>
  );
}
