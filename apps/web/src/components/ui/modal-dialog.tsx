import { useEffect, useRef } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';
import type { ModalProps } from './modal.tsx';
import './modal.css';

/**
 * The one modal of the site: focus is trapped and returned, Escape closes, the title labels the dialog, and
 * it closes when the route changes (docs/product/site.md, Modals). Pages use it through
 * `Modal` (modal.tsx), which fetches this code, with the dialog library, when a modal first opens.
 */
export default function ModalDialog({ isOpen, onClose, title, children, actions, role = 'dialog' }: ModalProps) {
  const location = useLocation();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (isOpen) openedAt.current = location.key;
    // Only the open transition records where the modal was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  useEffect(() => {
    if (isOpen && openedAt.current !== location.key) onClose();
  }, [isOpen, location.key, onClose]);

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={role === 'dialog'}
    >
      <AriaModal className="modal">
        <Dialog className="modal__dialog" role={role}>
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          <div className="modal__body">{children}</div>
          {actions ? <div className="modal__actions">{actions}</div> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
