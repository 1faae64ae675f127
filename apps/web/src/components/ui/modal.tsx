import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog library (react-aria-components, about 19 KB gzip) loads when a modal first opens, not with the page
// (decision 033): most visits to the landing, search and results never open one.
const ModalDialog = lazy(() => import('./modal-dialog.tsx'));

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons, laid out at the bottom; the first one is the primary action. */
  actions?: ReactNode;
  /** An alert dialog (errors) is announced at once and is not dismissed by clicking outside. */
  role?: 'dialog' | 'alertdialog';
}

/** The one modal of the site (see modal-dialog.tsx); nothing is rendered or loaded until it first opens. */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened && !props.isOpen) return null;
  // Once opened it stays mounted, so closing it returns focus where it came from.
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
