import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { CAMPAIGNS, campaignConfig, type Campaign } from '../lib/campaigns.ts';
import { activateLocale, loadNamespaces } from '../lib/i18n.ts';
import { DEFAULT_LOCALE, LOCALES, readRememberedLocale, type Locale } from '../lib/locale.ts';
import { pathFor, prefixPath, ROUTE_PATHS } from '../lib/routes.ts';
import type { ShellHandle } from '../lib/use-shell.ts';
import { PageErrorBoundary, RootErrorBoundary } from './error-boundaries.tsx';
import { PAGES, type PageDefinition } from './pages.ts';
import { ShellLayout } from './shell-layout.tsx';

interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

// Each page module is its own chunk (route-level code splitting), loaded when its route is first opened.
const PAGE_MODULES = import.meta.glob<PageModule>(['../features/*/*-page.tsx', '../features/*/*/*-page.tsx']);

function loadPage(page: PageDefinition): Promise<PageModule> {
  const load = PAGE_MODULES[`../features/${page.module}.tsx`];
  if (!load) throw new Error(`No page module ${page.module}`);
  return load();
}

function pageRoute(page: PageDefinition, locale: Locale, campaign: Campaign | undefined): RouteObject {
  const handle: ShellHandle = {
    routeName: page.name,
    indexable: page.indexable ?? false,
    ...(page.chrome ? { chrome: page.chrome } : {}),
  };
  const location =
    page.name === 'NotFound'
      ? { path: '*' }
      : page.name === 'Home'
        ? { index: true as const }
        : { path: page.path ?? ROUTE_PATHS[page.name] };
  const route: RouteObject = {
    ...location,
    handle,
    lazy: async () => {
      const [module] = await Promise.all([loadPage(page), loadNamespaces(locale, page.namespaces)]);
      return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
    },
  };
  if (page.name === 'Home' && campaignConfig(campaign).redirectsHome) {
    return {
      index: true,
      handle,
      Component: () => null,
      loader: ({ request }) =>
        redirect(pathFor('ScheduleLanding', { locale, campaign }, { query: new URL(request.url).search })),
    };
  }
  return route;
}

function prefixGroup(locale: Locale, campaign: Campaign | undefined): RouteObject {
  const prefix = prefixPath({ locale, campaign });
  const handle: ShellHandle = { shell: { locale, campaign } };
  return {
    id: `prefix:${campaign ?? ''}:${locale}`,
    path: prefix || '/',
    handle,
    loader: async ({ request }) => {
      // The remembered language applies to the bare home address only; any other URL says its language itself.
      const url = new URL(request.url);
      if (!prefix && url.pathname === '/' && readRememberedLocale() === 'es') {
        return redirect(`${pathFor('Home', { locale: 'es' })}${url.search}`);
      }
      await activateLocale(locale);
      return null;
    },
    Component: ShellLayout,
    children: [{ ErrorBoundary: PageErrorBoundary, children: PAGES.map((page) => pageRoute(page, locale, campaign)) }],
  };
}

/**
 * The route tree: one group per campaign/locale prefix (docs/decisions/030-route-shape.md). Campaigns are listed,
 * not a `:campaign` parameter, so an unknown first segment is a not-found page and never a campaign.
 */
export function buildRoutes(): RouteObject[] {
  const groups: RouteObject[] = [];
  for (const campaign of [undefined, ...CAMPAIGNS]) {
    for (const locale of LOCALES) groups.push(prefixGroup(locale, campaign));
  }
  return [rootRoute(groups)];
}

function rootRoute(groups: RouteObject[]): RouteObject {
  return { id: 'root', HydrateFallback: () => null, ErrorBoundary: RootErrorBoundary, children: groups };
}

/** The campaign and language a path's first segments name, read as the route tree does (decision 030). */
function prefixOf(pathname: string): { locale: Locale; campaign: Campaign | undefined } {
  const segments = pathname.split('/').filter(Boolean);
  const campaign = (CAMPAIGNS as readonly string[]).includes(segments[0] ?? '')
    ? (segments.shift() as Campaign)
    : undefined;
  const locale = LOCALES.find((l) => l !== DEFAULT_LOCALE && l === segments[0]) ?? DEFAULT_LOCALE;
  return { locale, campaign };
}

/**
 * The browser's route tree starts with the group of the address opened only, and adds another group the first
 * time a navigation leaves for its prefix (a language switch, a campaign link). React Router matches by flattening
 * and ranking the whole tree on every navigation; with every group (16 × 32 pages) that was the largest piece of
 * script time before the first render on a phone (decision 034). An address of another prefix first matches the
 * current group's not-found splat, which is what makes the router ask for more routes.
 */
export function buildLazyRoutes(pathname: string): {
  routes: RouteObject[];
  patchRoutesOnNavigation: (args: {
    path: string;
    patch: (routeId: string | null, children: RouteObject[]) => void;
  }) => void;
} {
  const added = new Set<string>();
  const groupFor = (path: string): RouteObject | undefined => {
    const { locale, campaign } = prefixOf(path);
    const key = `${campaign ?? ''}:${locale}`;
    if (added.has(key)) return undefined;
    added.add(key);
    return prefixGroup(locale, campaign);
  };
  return {
    routes: [rootRoute([groupFor(pathname)!])],
    patchRoutesOnNavigation: ({ path, patch }) => {
      const group = groupFor(new URL(path, 'http://localhost').pathname);
      if (group) patch('root', [group]);
    },
  };
}
