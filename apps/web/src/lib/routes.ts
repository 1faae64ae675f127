import { BOOKING_STEP_PATHS } from '@vaxnear/domain/booking/booking-step-flow';
import { isCampaign, type Campaign } from './campaigns.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale.ts';

/**
 * Named routes (docs/product/booking-flow.md, Steps and addresses, and the other areas' pages), path relative to the
 * campaign/locale prefix. Later features link by name, so a path can change in one place. The booking steps' paths
 * come from the domain's one table (BOOKING_STEP_PATHS, which the scheduler machine and the route guard read): the
 * page names here are the router's names for those same steps.
 */
export const ROUTE_PATHS = {
  Home: '',
  VaccinationCost: 'vaccination-cost',
  Terms: 'terms',
  SmsTermsConditions: 'sms-terms-conditions',
  Pneumococcal: 'pneumococcal',
  YourHealthMatters: 'yourhealthmatters',
  BookVaccines: 'bookvaccines',
  MyVaxPlan: 'myvaxplan',
  SignUp: 'sign-up',
  SignUpResult: 'sign-up/result',
  Unsubscribe: 'unsubscribe',
  UnsubscribeResult: 'unsubscribe/result',
  ConfirmEmail: 'confirm-email',
  StopEmails: 'stop-emails',
  ProviderRegistration: 'providers',
  ProviderRegistrationResult: 'providers/result',
  EligibilityLanding: 'eligibility',
  EligibilityQuestion: 'eligibility/:questionId',
  EligibilityResults: 'eligibility/results',
  // The fall 2025 survey (docs/product/survey.md; confirmation and completed paths: decision 022).
  Survey: 'survey/fall2025',
  SurveyQuestion: 'survey/fall2025/:stepId',
  SurveyConfirmation: 'survey/fall2025/confirmation',
  SurveyCompleted: 'survey/fall2025/completed',
  ScheduleLanding: BOOKING_STEP_PATHS.schedule,
  // One route for every kind's brand (schedule/brand/:kind, decision 298): the spec's three addresses are its kinds.
  VaccineBrandSelection: BOOKING_STEP_PATHS.brand,
  MinorAgeSelection: BOOKING_STEP_PATHS.minorAgeRange,
  Pregnancy: BOOKING_STEP_PATHS.pregnancy,
  PregnancyDueDate: BOOKING_STEP_PATHS.pregnancyDueDate,
  RSVPregnancyReminder: BOOKING_STEP_PATHS.rsvPregnancyReminder,
  RSVPregnancyReminderResult: BOOKING_STEP_PATHS.rsvPregnancyReminderResult,
  LocationSearch: BOOKING_STEP_PATHS.search,
  ChooseAppointment: BOOKING_STEP_PATHS.results,
  AppointmentSummary: BOOKING_STEP_PATHS.appointmentSummary,
  CovidPrompt: BOOKING_STEP_PATHS.covidPrompt,
  FluPrompt: BOOKING_STEP_PATHS.fluPrompt,
  CovidFluPrompt: BOOKING_STEP_PATHS.covidFluPrompt,
  CovidBrandPrompt: BOOKING_STEP_PATHS.covidBrandPrompt,
  PatientInfo: BOOKING_STEP_PATHS.patientInfo,
  AppointmentReview: BOOKING_STEP_PATHS.appointmentReview,
  AppointmentConfirmation: BOOKING_STEP_PATHS.appointmentConfirmation,
  // A person's own booking: see, cancel, erase (decision 140); found again without the e-mail (decision 142).
  ManageBooking: 'schedule/manage',
  FindBooking: 'schedule/find',
  // The link of a closure e-mail: the time held for the person (decision 258).
  ClosureOffer: 'schedule/closure-offer',
  // The links of the waiting list's e-mails (decision 264).
  WaitlistConfirm: 'waitlist/confirm',
  WaitlistManage: 'waitlist/manage',
  WaitlistOffer: 'waitlist/offer',
  NewAppointment: BOOKING_STEP_PATHS.newAppointment,
  AppointmentExpired: BOOKING_STEP_PATHS.appointmentExpired,
  // Group booking: the party's steps (paths shared with the domain's group flow).
  GroupSize: 'schedule/group',
  GroupDateOfBirth: 'schedule/dob',
  GroupRecipients: 'schedule/recipients',
  GroupVaccines: 'schedule/vaccines',
  GroupLocationSearch: 'schedule/group/search',
  GroupResults: 'schedule/group/results',
  GroupSummary: 'schedule/group/summary',
  GroupContact: 'schedule/contact',
  GroupReview: 'schedule/group/review',
  GroupConfirmation: 'schedule/group/confirmation',
  // The staff side (docs/product/staff.md): one page whose views are the path under it.
  Staff: 'staff',
} as const;
export type RouteName = keyof typeof ROUTE_PATHS;

export interface RoutePrefix {
  campaign?: Campaign | undefined;
  locale: Locale;
}

export type QueryInput = string | URLSearchParams | Record<string, string | undefined>;

/** The prefix in front of every path: `/{campaign}/{locale}` (docs/decisions/030-route-shape.md). */
export function prefixPath({ campaign, locale }: RoutePrefix): string {
  const parts = [campaign, locale === DEFAULT_LOCALE ? undefined : locale].filter(Boolean);
  return parts.length ? `/${parts.join('/')}` : '';
}

function toSearch(query: QueryInput | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query && !query.startsWith('?') ? `?${query}` : query;
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of a named route for a prefix, e.g. pathFor('ScheduleLanding', { locale: 'es' }) → `/es/schedule`. */
export function pathFor(
  name: RouteName,
  prefix: RoutePrefix,
  options: { params?: Record<string, string>; query?: QueryInput; hash?: string } = {},
): string {
  let relative: string = ROUTE_PATHS[name];
  for (const [key, value] of Object.entries(options.params ?? {})) {
    relative = relative.replace(`:${key}`, encodeURIComponent(value));
  }
  const path = `${prefixPath(prefix)}/${relative}`.replace(/\/$/, '') || '/';
  const hash = options.hash ? (options.hash.startsWith('#') ? options.hash : `#${options.hash}`) : '';
  return `${path}${toSearch(options.query)}${hash}`;
}

/** Splits a pathname into its campaign, locale and the rest (the part the named routes describe). */
export function splitPrefix(pathname: string): RoutePrefix & { rest: string } {
  const segments = pathname.split('/').filter(Boolean);
  let campaign: Campaign | undefined;
  let locale: Locale = DEFAULT_LOCALE;
  if (isCampaign(segments[0])) campaign = segments.shift() as Campaign;
  if (segments[0] !== DEFAULT_LOCALE && isLocale(segments[0])) locale = segments.shift() as Locale;
  return { campaign, locale, rest: segments.join('/') };
}

/** The same page in another language: same campaign, same rest of the path, same query and hash. */
export function switchLocalePath(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const { campaign, rest } = splitPrefix(location.pathname);
  const path = `${prefixPath({ campaign, locale })}/${rest}`.replace(/\/$/, '') || '/';
  return `${path}${location.search}${location.hash}`;
}
