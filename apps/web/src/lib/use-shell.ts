import type { PrefixedKey } from '../i18n/keys.ts';
import { useMatches } from 'react-router';
import type { Campaign } from './campaigns.ts';
import type { Locale } from './locale.ts';
import type { RouteName } from './routes.ts';

/** Parts of the site chrome a flow with its own layout turns off or replaces (the survey, docs/product/survey.md). */
export interface ShellChrome {
  menu?: boolean;
  skipLink?: boolean;
  languageSwitch?: boolean;
  /** A translation key (`namespace:key`, given `year`) replacing the footer's copyright line. */
  copyrightKey?: PrefixedKey;
}

/** What the route tree records on its matches (see app/routes.tsx). */
export interface ShellHandle {
  chrome?: ShellChrome;
  shell?: { locale: Locale; campaign?: Campaign | undefined };
  routeName?: RouteName | 'NotFound';
  /** Opted in to search-engine indexing (docs/product/site.md); campaign pages never are. */
  indexable?: boolean;
}

export interface ShellState {
  locale: Locale;
  campaign: Campaign | undefined;
  routeName: RouteName | 'NotFound' | undefined;
  indexable: boolean;
  chrome: ShellChrome;
}

/** The locale and campaign of the page shown, read from the route tree rather than re-parsing the URL. */
export function useShell(): ShellState {
  const matches = useMatches();
  let state: ShellState = { locale: 'en', campaign: undefined, routeName: undefined, indexable: false, chrome: {} };
  for (const match of matches) {
    const handle = match.handle as ShellHandle | undefined;
    if (handle?.shell) state = { ...state, locale: handle.shell.locale, campaign: handle.shell.campaign };
    if (handle?.routeName)
      state = {
        ...state,
        routeName: handle.routeName,
        indexable: Boolean(handle.indexable),
        chrome: handle.chrome ?? {},
      };
  }
  return state;
}
