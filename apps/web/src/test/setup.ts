import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy routes that load their code and translations first; on a busy 2-core machine that can take
// longer than Testing Library's default 1 s wait for an element to appear.
configure({ asyncUtilTimeout: 8_000 });

// The site's dialog loads lazily on first opening (decision 033); loading it here keeps the module's first
// transform out of the tests' waits for a dialog, as it was when pages imported it directly.
await import('../components/ui/modal-dialog.tsx');

// jsdom has no layout, so no scrolling; the shell scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
