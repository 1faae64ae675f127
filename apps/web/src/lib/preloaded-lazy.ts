// React.lazy with a preload: the module is fetched ahead of its first render (after the page is shown), and once it
// is there the component renders at once. Plain lazy would still suspend for a tick on its first render, showing its
// fallback for a frame even though the code had long arrived.
import { lazy, type ComponentType } from 'react';
import { importOnce } from './import-once.ts';

export interface PreloadedLazy<P> {
  Component: ComponentType<P>;
  /** Starts the fetch; harmless to call again. */
  preload: () => void;
}

export function preloadedLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): PreloadedLazy<P> {
  const get = importOnce(load);
  // A thenable that answers at once: React.lazy reads a module handed over synchronously without suspending.
  const ready = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as Promise<typeof module>;
  return {
    Component: lazy(() => {
      const module = get();
      return module.status === 'fulfilled' ? ready(module.value) : module;
    }),
    preload: () => {
      get().then(undefined, () => {});
    },
  };
}
