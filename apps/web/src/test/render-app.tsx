import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/routes.tsx';

/** The real route tree, chrome and translations, started at a URL (history in memory instead of the address bar). */
export function renderApp(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const view = render(<RouterProvider router={router} />);
  const location = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, router, location };
}
