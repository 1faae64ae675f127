import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildLazyRoutes } from './routes.tsx';

const NOT_FOUND_HEADING = 'No se encontró la página';

function renderLazy(url: string) {
  const { routes, patchRoutesOnNavigation } = buildLazyRoutes(url);
  const router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation });
  render(<RouterProvider router={router} />);
  return router;
}

describe("the browser's route tree, which starts with the opened address's language and campaign only", () => {
  it('switches to Spanish from the English landing, then opens a campaign page, as the full tree would', async () => {
    const user = userEvent.setup();
    const router = renderLazy('/schedule');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a vaccine appointment' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.routes[0]!.children).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reserve una cita de vacunación' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/es/schedule');

    await router.navigate('/walgreens/es/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Condiciones de uso' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.routes[0]!.children).toHaveLength(3);
  });

  it('still shows the not-found page for an address no prefix has', async () => {
    const router = renderLazy('/es/schedule');
    await screen.findByRole('heading', { level: 1, name: 'Reserve una cita de vacunación' }, { timeout: 15_000 });
    await router.navigate('/es/no-such-page');
    expect(router.state.matches.at(-1)!.route.path).toBe('*');
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_HEADING }, { timeout: 15_000 }),
    ).toBeVisible();
  });
});
