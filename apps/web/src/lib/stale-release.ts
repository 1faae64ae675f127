// After a new release, a tab opened before it still asks for the old release's code chunks, which are gone: its next
// step fails to load. That is no error the person can do anything about, so the page reloads itself, once, at the
// same address: the booking's state lives in the tab's session storage, so the reload lands on the same step with
// everything kept. A second failure right after is a real one and shows the error page.

const RELOADED_KEY = 'vaxnear.reloadedForRelease';
/** A reload for the same address this recently did not help: show the error rather than reload in a loop. */
const RETRY_AFTER_MS = 60_000;

/** What each browser throws when a dynamically imported module (a route's chunk) cannot be fetched. */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (CSS )?chunk \S+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURES.some((pattern) => pattern.test(message));
}

/**
 * Reloads the page for the new release, unless it was just reloaded for the same address; says whether it did.
 * `now` and `reload` are the clock and the reload, given by tests.
 */
export function reloadForNewRelease(
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
  address: string = `${window.location.pathname}${window.location.search}`,
): boolean {
  let store: Storage | null = null;
  try {
    store = window.sessionStorage;
  } catch {
    store = null;
  }
  const last = store?.getItem(RELOADED_KEY);
  if (last) {
    const [at, where] = [Number(last.slice(0, last.indexOf(' '))), last.slice(last.indexOf(' ') + 1)];
    if (where === address && now - at < RETRY_AFTER_MS) return false;
  }
  store?.setItem(RELOADED_KEY, `${now} ${address}`);
  reload();
  return true;
}
