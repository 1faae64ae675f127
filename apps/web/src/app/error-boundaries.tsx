import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { useRouteError } from 'react-router';

const ErrorModal = lazy(() => import('../components/ui/error-modal.tsx'));

function tryAgain() {
  window.location.reload();
}

/**
 * A page that failed to load or render: the chrome stays, the generic error modal explains
 * (docs/product/booking-flow.md, When something goes wrong).
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container page">
      <h1>{t('errorModal.title')}</h1>
      <p>{t('errorModal.body')}</p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {t('errorModal.retry')}
      </button>
      <Suspense fallback={null}>
        <ErrorModal isOpen={open} onRetry={tryAgain} onClose={() => setOpen(false)} />
      </Suspense>
    </div>
  );
}

/** The chrome itself failed (its language could not load): a plain bilingual page, no translations needed. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="container page">
      <h1>Something went wrong</h1>
      <p>There was an unexpected error. Please try again to see if the issue is resolved.</p>
      <p lang="es">
        Algo salió mal. Se produjo un error inesperado. Vuelva a intentarlo para ver si el problema se resolvió.
      </p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again / Intentar de nuevo
      </button>
    </main>
  );
}
