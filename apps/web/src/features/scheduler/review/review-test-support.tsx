// What the review, confirmation and release tests share: the real route tree with a bot check that answers at once,
// and the API answered at the fetch boundary (everything above it is the real code). Stored flows come from
// scheduler-test-fixtures.ts.
import { render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { BOT_CHECK_HEADER } from '@vaxnear/domain/contracts/bot-check';
import { buildRoutes } from '../../../app/routes.tsx';
import { BotCheckRenderer } from '../../../components/ui/bot-tokens.tsx';

let tokens = 0;
/** The proof of work cannot run in jsdom; this widget hands out a fresh token at once, as a solved widget would. */
function FakeBotCheck({ action, onToken }: { action: string; onToken: (t: string | null) => void }) {
  const [token] = useState(() => `${action}-token-${++tokens}`);
  useState(() => queueMicrotask(() => onToken(token)));
  return null;
}

export function renderBooking(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  render(
    <>
      <BotCheckRenderer.Provider value={(props) => <FakeBotCheck action={props.action} onToken={props.onToken} />}>
        <RouterProvider router={router} />
      </BotCheckRenderer.Provider>
    </>,
  );
  return { location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  botCheckToken: string | null;
}
type Answer = (call: ApiCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const failure = (status: number, ...errors: Array<{ code: string; field?: string }>) =>
  json(status, {
    errors: errors.map((e) => ({ message: `${e.code} (test)`, ...e })),
  });

/**
 * Answers the API at fetch, the way the browser would meet the server: `routes` maps "METHOD /path" (no /api/v1, no
 * query) to an answer; a list is answered in turn, its last answer repeated. Anything else is a 404.
 */
export function answerApi(routes: Record<string, Answer | Answer[]>) {
  const calls: ApiCall[] = [];
  const used: Record<string, number> = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const call = {
      method,
      path,
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      botCheckToken: headers.get(BOT_CHECK_HEADER),
    };
    calls.push(call);
    const key = `${method} ${path}`;
    const route = routes[key];
    if (!route) return failure(404, { code: 'NOT_FOUND' });
    const list = Array.isArray(route) ? route : [route];
    const index = Math.min(used[key] ?? 0, list.length - 1);
    used[key] = (used[key] ?? 0) + 1;
    return list[index]!(call);
  });
  return { calls, to: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
