import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { CAMPAIGNS, campaignConfig, type Campaign } from '../lib/campaigns.ts';
import { activateLocale, loadNamespaces } from '../lib/i18n.ts';
import { LOCALES, readRememberedLocale, type Locale } from '../lib/locale.ts';
import { pathFor, prefixPath, ROUTE_PATHS, type RouteName } from '../lib/routes.ts';
import type { ShellChrome, ShellHandle } from '../lib/use-shell.ts';
import { PageErrorBoundary, RootErrorBoundary } from './error-boundaries.tsx';
import { ShellLayout } from './shell-layout.tsx';

interface PageDefinition {
  name: RouteName | 'NotFound';
  /** Translation namespaces the page needs, fetched together with its code. */
  namespaces: readonly string[];
  /** A page module may export a loader, e.g. a guard that redirects before the page renders. */
  load: () => Promise<{ default: ComponentType; loader?: LoaderFunction }>;
  indexable?: boolean;
  /** Overrides the named route's path, e.g. a splat so a page can judge the paths under it itself. */
  path?: string;
  /** Site chrome the page turns off or replaces. */
  chrome?: ShellChrome;
}

/** The survey's own layout (other-areas §2): no language switch in the footer, the survey's copyright line. */
const SURVEY_CHROME: ShellChrome = { languageSwitch: false, copyrightKey: 'survey:copyright' };

// Each page is its own chunk (route-level code splitting); the home chunk carries no map, calendar or form code.
const PAGES: readonly PageDefinition[] = [
  { name: 'Home', namespaces: ['home', 'vaccination-cost'], load: () => import('../features/marketing/home-page.tsx'), indexable: true },
  { name: 'VaccinationCost', namespaces: ['vaccination-cost'], load: () => import('../features/marketing/vaccination-cost-page.tsx'), indexable: true },
  { name: 'Terms', namespaces: ['terms'], load: () => import('../features/marketing/terms-page.tsx'), indexable: true },
  { name: 'SmsTermsConditions', namespaces: ['sms-terms'], load: () => import('../features/marketing/sms-terms-page.tsx'), indexable: true },
  { name: 'ScheduleLanding', namespaces: ['scheduler', 'campaigns'], load: () => import('../features/scheduler/schedule-landing-page.tsx'), indexable: true },
  // The adult booking flow (booking-flow §2 table); every step's loader is the scheduler's route guard.
  { name: 'VaccineBrandSelectionCovid19', namespaces: ['scheduler'], load: () => import('../features/scheduler/brand-page.tsx') },
  { name: 'VaccineBrandSelectionRSV', namespaces: ['scheduler'], load: () => import('../features/scheduler/brand-page.tsx') },
  { name: 'VaccineBrandSelectionPneumococcal', namespaces: ['scheduler'], load: () => import('../features/scheduler/brand-page.tsx') },
  { name: 'MinorAgeSelection', namespaces: ['scheduler'], load: () => import('../features/scheduler/minor-age-page.tsx') },
  { name: 'RSVPregnancyReminder', namespaces: ['scheduler'], load: () => import('../features/scheduler/reminder-page.tsx') },
  { name: 'RSVPregnancyReminderResult', namespaces: ['scheduler'], load: () => import('../features/scheduler/reminder-result-page.tsx') },
  { name: 'Pregnancy', namespaces: ['scheduler'], load: () => import('../features/scheduler/pregnancy-page.tsx') },
  { name: 'PregnancyDueDate', namespaces: ['scheduler'], load: () => import('../features/scheduler/due-date-page.tsx') },
  { name: 'LocationSearch', namespaces: ['scheduler', 'common'], load: () => import('../features/scheduler/location-search-page.tsx') },
  { name: 'ChooseAppointment', namespaces: ['scheduler', 'scheduler-results', 'campaigns'], load: () => import('../features/scheduler/results-page.tsx') },
  { name: 'AppointmentSummary', namespaces: ['scheduler'], load: () => import('../features/scheduler/appointment-summary-page.tsx') },
  // Add-on prompts after the summary (issue #6, decision 051).
  { name: 'CovidPrompt', namespaces: ['scheduler'], load: () => import('../features/scheduler/add-on-prompt-page.tsx') },
  { name: 'FluPrompt', namespaces: ['scheduler'], load: () => import('../features/scheduler/add-on-prompt-page.tsx') },
  { name: 'CovidFluPrompt', namespaces: ['scheduler'], load: () => import('../features/scheduler/add-on-prompt-page.tsx') },
  { name: 'CovidBrandPrompt', namespaces: ['scheduler'], load: () => import('../features/scheduler/add-on-prompt-page.tsx') },
  { name: 'PatientInfo', namespaces: ['scheduler'], load: () => import('../features/scheduler/patient-info-page.tsx') },
  { name: 'AppointmentReview', namespaces: ['scheduler'], load: () => import('../features/scheduler/appointment-review-page.tsx') },
  { name: 'AppointmentConfirmation', namespaces: ['scheduler', 'scheduler-results'], load: () => import('../features/scheduler/confirmation-page.tsx') },
  { name: 'NewAppointment', namespaces: ['scheduler', 'scheduler-results', 'campaigns'], load: () => import('../features/scheduler/new-appointment-page.tsx') },
  { name: 'AppointmentExpired', namespaces: ['scheduler', 'scheduler-results', 'campaigns'], load: () => import('../features/scheduler/new-appointment-page.tsx') },
  { name: 'EligibilityLanding', namespaces: ['eligibility'], load: () => import('../features/eligibility/eligibility-landing-page.tsx'), indexable: true },
  // The quiz's guard must see doubled and unknown paths under eligibility/ itself (other-areas §4), hence the splat.
  { name: 'EligibilityQuestion', path: 'eligibility/*', namespaces: ['eligibility', 'not-found'], load: () => import('../features/eligibility/eligibility-question-page.tsx') },
  { name: 'EligibilityResults', namespaces: ['eligibility'], load: () => import('../features/eligibility/eligibility-results-page.tsx') },
  // One page judges the survey root, its questions, confirmation and unknown steps (the domain guard, decision 022).
  { name: 'SurveyQuestion', path: 'survey/fall2025/*', namespaces: ['survey'], load: () => import('../features/survey/survey-page.tsx'), chrome: SURVEY_CHROME },
  { name: 'SurveyCompleted', namespaces: ['survey'], load: () => import('../features/survey/survey-completed-page.tsx'), chrome: { ...SURVEY_CHROME, menu: false, skipLink: false } },
  { name: 'NotFound', namespaces: ['not-found'], load: () => import('../features/not-found/not-found-page.tsx') },
];

function pageRoute(page: PageDefinition, locale: Locale, campaign: Campaign | undefined): RouteObject {
  const handle: ShellHandle = { routeName: page.name, indexable: page.indexable ?? false, ...(page.chrome ? { chrome: page.chrome } : {}) };
  const location = page.name === 'NotFound' ? { path: '*' } : page.name === 'Home' ? { index: true as const } : { path: page.path ?? ROUTE_PATHS[page.name] };
  const route: RouteObject = {
    ...location,
    handle,
    lazy: async () => {
      const [module] = await Promise.all([page.load(), loadNamespaces(locale, page.namespaces)]);
      return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
    },
  };
  if (page.name === 'Home' && campaignConfig(campaign).redirectsHome) {
    return {
      index: true,
      handle,
      Component: () => null,
      loader: ({ request }) => redirect(pathFor('ScheduleLanding', { locale, campaign }, { query: new URL(request.url).search })),
    };
  }
  return route;
}

function prefixGroup(locale: Locale, campaign: Campaign | undefined): RouteObject {
  const prefix = prefixPath({ locale, campaign });
  const handle: ShellHandle = { shell: { locale, campaign } };
  return {
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
  return [{ id: 'root', HydrateFallback: () => null, ErrorBoundary: RootErrorBoundary, children: groups }];
}

