import { useMatches } from 'react-router';
import type { Campaign } from './campaigns.ts';
import type { Locale } from './locale.ts';
import type { RouteName } from './routes.ts';

/** What the route tree records on its matches (see app/routes.tsx). */
export interface ShellHandle {
  shell?: { locale: Locale; campaign?: Campaign | undefined };
  routeName?: RouteName | 'NotFound';
  /** Opted in to search-engine indexing (other-areas §2); campaign pages never are. */
  indexable?: boolean;
}

export interface ShellState {
  locale: Locale;
  campaign: Campaign | undefined;
  routeName: RouteName | 'NotFound' | undefined;
  indexable: boolean;
}

/** The locale and campaign of the page shown, read from the route tree rather than re-parsing the URL. */
export function useShell(): ShellState {
  const matches = useMatches();
  let state: ShellState = { locale: 'en', campaign: undefined, routeName: undefined, indexable: false };
  for (const match of matches) {
    const handle = match.handle as ShellHandle | undefined;
    if (handle?.shell) state = { ...state, locale: handle.shell.locale, campaign: handle.shell.campaign };
    if (handle?.routeName) state = { ...state, routeName: handle.routeName, indexable: Boolean(handle.indexable) };
  }
  return state;
}
