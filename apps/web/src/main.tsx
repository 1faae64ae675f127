import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildLazyRoutes } from './app/routes.tsx';

const { routes, patchRoutesOnNavigation } = buildLazyRoutes(window.location.pathname);
const router = createBrowserRouter(routes, { patchRoutesOnNavigation });

function render() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (the blocking time Lighthouse counts on the search and results pages); React still
  // commits it in one piece, so what is on screen is replaced at once.
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

// Loaded by boot.ts, which has applied the shell's stylesheets.
// The server's HTML may already show the page's heading and lead (decision 034). React's first commit empties the
// container, so it waits for the route's code, strings and loaders: an earlier render would commit the empty
// fallback and blank that content until the page arrives.
if (router.state.initialized) {
  render();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
