import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewRelease } from '../lib/stale-release.ts';

const ErrorModal = lazy(() => import('../components/ui/error-modal.tsx'));

function tryAgain() {
  window.location.reload();
}

/**
 * A tab older than the release asks for code that is gone: it reloads at the same step, once (stale-release.ts), and
 * says so meanwhile; any other error, or the same one again right after, is logged and shown.
 */
function useReloadForNewRelease(error: unknown): boolean {
  const reloading = reloadingFor(error);
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  return reloading;
}

/** Decided once per error, however often the boundary renders it, so one failure reloads at most once. */
const reloadStarted = new WeakMap<object, boolean>();
function reloadingFor(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  let started = reloadStarted.get(error);
  if (started === undefined) {
    started = reloadForNewRelease();
    reloadStarted.set(error, started);
  }
  return started;
}

/**
 * A page that failed to load or render: the chrome stays, the generic error modal explains
 * (docs/product/booking-flow.md, When something goes wrong).
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  const reloading = useReloadForNewRelease(error);
  if (reloading)
    return (
      <div className="container page">
        <p role="status">{t('staleRelease')}</p>
      </div>
    );
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
  const reloading = useReloadForNewRelease(error);
  if (reloading)
    return (
      <main id="main" className="container page">
        <p role="status">
          Loading the new version of the site… <span lang="es">Cargando la nueva versión del sitio…</span>
        </p>
      </main>
    );
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
