// React.lazy with a preload: the module is fetched ahead of its first render (after the page is shown), and once it
// is there the component renders at once. Plain lazy would still suspend for a tick on its first render, showing its
// fallback for a frame even though the code had long arrived.
import { lazy, type ComponentType } from 'react';

export interface PreloadedLazy<P> {
  Component: ComponentType<P>;
  /** Starts the fetch; harmless to call again. */
  preload: () => void;
}

export function preloadedLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): PreloadedLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () =>
    // A failed fetch (a dropped connection) is tried again at the next render rather than remembered.
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that answers at once: React.lazy reads a module handed over synchronously without suspending.
  const ready = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as Promise<typeof module>;
  return {
    Component: lazy(() => (loaded ? ready(loaded) : get())),
    preload: () => {
      get().catch(() => {});
    },
  };
}
