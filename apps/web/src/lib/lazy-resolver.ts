// A form resolver (lib/use-form.ts) whose validation code (the form's schema and the library behind it) is fetched
// when the form first needs it instead of with the page: the page renders and answers without it, and `preload`
// starts the fetch as soon as the person starts on the form, so it is there by the first submit (decision 190).
import type { FormResolver } from './use-form.ts';

export interface LazyResolver<T, Out = T> {
  resolver: FormResolver<T, Out>;
  preload: () => void;
}

export function lazyResolver<T, Out = T>(load: () => Promise<FormResolver<T, Out>>): LazyResolver<T, Out> {
  let loading: Promise<FormResolver<T, Out>> | undefined;
  const get = () => {
    // A failed fetch (a dropped connection) is tried again on the next validation rather than remembered.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values) => (await get())(values),
    preload: () => {
      get().catch(() => {});
    },
  };
}
