import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy routes that load their code and translations first; on a busy 2-core machine that can take
// longer than Testing Library's default 1 s wait for an element to appear.
configure({ asyncUtilTimeout: 8_000 });

// jsdom has no layout, so no scrolling; the shell scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
