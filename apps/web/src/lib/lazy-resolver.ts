// A react-hook-form resolver whose validation code (the form's schema and the library behind it) is fetched when the
// form first needs it instead of with the page: the page renders and answers without it, and `preload` starts the
// fetch as soon as the person starts on the form, so it is there by the first blur or submit (decision 190).
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  preload: () => void;
}

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => {
    // A failed fetch (a dropped connection) is tried again on the next validation rather than remembered.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => {});
    },
  };
}
