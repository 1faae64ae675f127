import type { ReactPromise } from 'react';

/**
 * A module fetched on demand, once, and shared by every caller. Once it is there the promise is marked fulfilled, so
 * React's `use` (and `preloadedLazy`) read it without suspending. A failed fetch (a dropped connection) is forgotten,
 * so the next call tries again.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> & ReactPromise<T> {
  let current: (Promise<T> & ReactPromise<T>) | undefined;
  return () => {
    if (!current) {
      const loading = load();
      loading.then(
        (value) => (current = Object.assign(loading, { status: 'fulfilled' as const, value })),
        () => (current = undefined),
      );
      current = loading;
    }
    return current;
  };
}
