// The site's pages as data: the route tree (routes.tsx) builds on it in the browser, and the web build reads it to
// list each route's chunks for the server's modulepreload hints (vite.config.ts, decision 033). Keep it free of
// React and browser code so the build can import it.
import type { RouteName } from '../lib/routes.ts';
import type { ShellChrome } from '../lib/use-shell.ts';
import type { FirstPaint } from './first-paint.ts';

export interface PageDefinition {
  name: RouteName | 'NotFound';
  /** Translation namespaces the page needs, fetched together with its code. */
  namespaces: readonly string[];
  /**
   * The page module under src/features, without extension (`scheduler/steps/brand-page`). It may export a loader, e.g. a
   * guard that redirects before the page renders.
   */
  module: string;
  indexable?: boolean;
  /** Overrides the named route's path, e.g. a splat so a page can judge the paths under it itself. */
  path?: string;
  /** Site chrome the page turns off or replaces. */
  chrome?: ShellChrome;
  /** The heading (and lead) the server's HTML shows before the JavaScript runs (first-paint.ts, decision 034). */
  firstPaint?: FirstPaint;
}

/** The survey's own layout (docs/product/survey.md): no language switch in the footer, the survey's copyright line. */
const SURVEY_CHROME: ShellChrome = { languageSwitch: false, copyrightKey: 'survey:copyright' };

/** The frame of a simple text page (terms, SMS terms). */
const PROSE_FRAMES = [
  { tag: 'div', className: 'container page' },
  { tag: 'div', className: 'prose' },
] as const;

// Each page is its own chunk (route-level code splitting); the home chunk carries no map, calendar or form code.
export const PAGES: readonly PageDefinition[] = [
  {
    name: 'Home',
    namespaces: ['home', 'vaccination-cost', 'marketing'],
    module: 'marketing/home-page',
    indexable: true,
    firstPaint: {
      frames: [
        { tag: 'section', className: 'hero' },
        { tag: 'div', className: 'container' },
      ],
      heading: { key: 'home:heading', className: 'hero__heading' },
      lead: { key: 'home:intro', className: 'hero__intro' },
      pageStyles: true,
    },
  },
  { name: 'Pneumococcal', namespaces: ['marketing'], module: 'marketing/pneumococcal-page', indexable: true },
  // Partner landing pages: reached from a partner's link, so not for search engines.
  { name: 'MyVaxPlan', namespaces: ['marketing'], module: 'marketing/my-vax-plan-page' },
  { name: 'BookVaccines', namespaces: ['marketing'], module: 'marketing/book-vaccines-page' },
  // Indexed like home; its own footer line and no language switch.
  {
    name: 'YourHealthMatters',
    namespaces: ['marketing'],
    module: 'marketing/your-health-matters-page',
    indexable: true,
    chrome: { languageSwitch: false, copyrightKey: 'marketing:yourHealthMatters.copyright' },
  },
  {
    name: 'VaccinationCost',
    namespaces: ['vaccination-cost'],
    module: 'marketing/vaccination-cost-page',
    indexable: true,
  },
  {
    name: 'Terms',
    namespaces: ['terms'],
    module: 'marketing/terms-page',
    indexable: true,
    firstPaint: {
      frames: PROSE_FRAMES,
      heading: { key: 'terms:heading' },
      lead: { key: 'terms:updated', className: 'hint' },
    },
  },
  {
    name: 'SmsTermsConditions',
    namespaces: ['sms-terms'],
    module: 'marketing/sms-terms-page',
    indexable: true,
    firstPaint: { frames: PROSE_FRAMES, heading: { key: 'sms-terms:heading' } },
  },
  {
    name: 'ScheduleLanding',
    namespaces: ['scheduler', 'campaigns'],
    module: 'scheduler/steps/schedule-landing-page',
    indexable: true,
    // SchedulerFrame with `wide`: the LCP element is the lead (decision 034).
    firstPaint: {
      frames: [{ tag: 'div', className: 'container page  scheduler' }],
      heading: { key: 'scheduler:landing.heading' },
      lead: { key: 'scheduler:landing.lead', className: 'lead' },
    },
  },
  // The adult booking flow (docs/product/booking-flow.md, Steps and addresses); every step's loader is the scheduler's
  // route guard.
  // One page for every kind's brand; an address naming no kind with a brand step is not found.
  { name: 'VaccineBrandSelection', namespaces: ['scheduler', 'not-found'], module: 'scheduler/steps/brand-page' },
  { name: 'MinorAgeSelection', namespaces: ['scheduler'], module: 'scheduler/steps/minor-age-page' },
  { name: 'RSVPregnancyReminder', namespaces: ['scheduler'], module: 'scheduler/steps/reminder-page' },
  { name: 'RSVPregnancyReminderResult', namespaces: ['scheduler'], module: 'scheduler/steps/reminder-result-page' },
  { name: 'Pregnancy', namespaces: ['scheduler'], module: 'scheduler/steps/pregnancy-page' },
  { name: 'PregnancyDueDate', namespaces: ['scheduler'], module: 'scheduler/steps/due-date-page' },
  { name: 'LocationSearch', namespaces: ['scheduler', 'common'], module: 'scheduler/results/location-search-page' },
  {
    name: 'ChooseAppointment',
    namespaces: ['scheduler', 'scheduler-results', 'campaigns', 'waitlist'],
    module: 'scheduler/results/results-page',
  },
  { name: 'AppointmentSummary', namespaces: ['scheduler'], module: 'scheduler/review/appointment-summary-page' },
  // Add-on prompts after the summary (issue #6, decision 051).
  { name: 'CovidPrompt', namespaces: ['scheduler'], module: 'scheduler/steps/add-on-prompt-page' },
  { name: 'FluPrompt', namespaces: ['scheduler'], module: 'scheduler/steps/add-on-prompt-page' },
  { name: 'CovidFluPrompt', namespaces: ['scheduler'], module: 'scheduler/steps/add-on-prompt-page' },
  { name: 'CovidBrandPrompt', namespaces: ['scheduler'], module: 'scheduler/steps/add-on-prompt-page' },
  { name: 'PatientInfo', namespaces: ['scheduler'], module: 'scheduler/steps/patient-info-page' },
  { name: 'AppointmentReview', namespaces: ['scheduler'], module: 'scheduler/review/appointment-review-page' },
  {
    name: 'AppointmentConfirmation',
    namespaces: ['scheduler', 'scheduler-results'],
    module: 'scheduler/review/confirmation-page',
  },
  {
    name: 'ManageBooking',
    namespaces: ['manage-booking', 'scheduler', 'scheduler-results'],
    module: 'scheduler/manage/manage-booking-page',
  },
  { name: 'FindBooking', namespaces: ['manage-booking'], module: 'scheduler/manage/find-booking-page' },
  {
    name: 'NewAppointment',
    namespaces: ['scheduler', 'scheduler-results', 'campaigns'],
    module: 'scheduler/review/new-appointment-page',
  },
  {
    name: 'AppointmentExpired',
    namespaces: ['scheduler', 'scheduler-results', 'campaigns'],
    module: 'scheduler/review/new-appointment-page',
  },
  // Group booking: one visit for a household; every step's loader is the group's route guard.
  { name: 'GroupSize', namespaces: ['group'], module: 'group/group-size-page' },
  { name: 'GroupDateOfBirth', namespaces: ['group'], module: 'group/date-of-birth-page' },
  { name: 'GroupRecipients', namespaces: ['group'], module: 'group/recipients-page' },
  { name: 'GroupVaccines', namespaces: ['group'], module: 'group/vaccines-page' },
  // The single search's texts for suggestions and "use my current location".
  { name: 'GroupLocationSearch', namespaces: ['group', 'scheduler'], module: 'group/search-page' },
  { name: 'GroupResults', namespaces: ['group', 'scheduler-results', 'campaigns'], module: 'group/group-results-page' },
  { name: 'GroupSummary', namespaces: ['group'], module: 'group/group-summary-page' },
  { name: 'GroupContact', namespaces: ['group'], module: 'group/contact-page' },
  { name: 'GroupReview', namespaces: ['group'], module: 'group/group-review-page' },
  {
    name: 'GroupConfirmation',
    namespaces: ['group', 'scheduler-results'],
    module: 'group/group-confirmation-page',
  },
  {
    name: 'EligibilityLanding',
    namespaces: ['eligibility'],
    module: 'eligibility/eligibility-landing-page',
    indexable: true,
  },
  // The quiz's guard must see doubled and unknown paths under eligibility/ itself (docs/product/quiz.md, Moving
  // around), hence the splat.
  {
    name: 'EligibilityQuestion',
    path: 'eligibility/*',
    namespaces: ['eligibility', 'not-found'],
    module: 'eligibility/eligibility-question-page',
  },
  { name: 'EligibilityResults', namespaces: ['eligibility'], module: 'eligibility/eligibility-results-page' },
  // One page judges the survey root, its questions, confirmation and unknown steps (the domain guard, decision 022).
  {
    name: 'SurveyQuestion',
    path: 'survey/fall2025/*',
    namespaces: ['survey'],
    module: 'survey/survey-page',
    chrome: SURVEY_CHROME,
  },
  {
    name: 'SurveyCompleted',
    namespaces: ['survey'],
    module: 'survey/survey-completed-page',
    chrome: { ...SURVEY_CHROME, menu: false, skipLink: false },
  },
  // Marketing updates (docs/product/subscriptions.md); the result pages' loaders are their guards.
  { name: 'SignUp', namespaces: ['subscriptions'], module: 'subscriptions/sign-up-page' },
  { name: 'SignUpResult', namespaces: ['subscriptions'], module: 'subscriptions/sign-up-result-page' },
  { name: 'Unsubscribe', namespaces: ['subscriptions'], module: 'subscriptions/unsubscribe-page' },
  { name: 'UnsubscribeResult', namespaces: ['subscriptions'], module: 'subscriptions/unsubscribe-result-page' },
  // The link of a confirmation e-mail, for a reminder or a sign-up (decision 113).
  { name: 'ConfirmEmail', namespaces: ['subscriptions'], module: 'subscriptions/confirm-email-page' },
  // The "this was not me" link at the end of every e-mail (decision 227).
  { name: 'StopEmails', namespaces: ['subscriptions'], module: 'subscriptions/stop-emails-page' },
  // Provider requests (docs/product/providers.md, decision 081); the result page guards itself.
  {
    name: 'ProviderRegistration',
    namespaces: ['providers'],
    module: 'providers/provider-registration-page',
    indexable: true,
  },
  {
    name: 'ProviderRegistrationResult',
    namespaces: ['providers'],
    module: 'providers/provider-registration-result-page',
  },
  // The link of a closure e-mail: the time held for the person, taken with one button (decision 258).
  { name: 'ClosureOffer', namespaces: ['closure-offer'], module: 'closure-offer/closure-offer-page' },
  // The links of the waiting list's e-mails (decision 264): confirm an entry, see and leave entries.
  { name: 'WaitlistConfirm', namespaces: ['waitlist'], module: 'waiting-list/waitlist-confirm-page' },
  { name: 'WaitlistManage', namespaces: ['waitlist'], module: 'waiting-list/waitlist-manage-page' },
  { name: 'WaitlistOffer', namespaces: ['waitlist'], module: 'waiting-list/waitlist-offer-page' },
  // The staff side: sign-in, accepting an invitation, home and invitations, all under /staff (decision 240).
  {
    name: 'Staff',
    namespaces: ['staff', 'staff-closures', 'staff-registry', 'providers'],
    module: 'staff/staff-page',
    path: 'staff/*',
  },
  { name: 'NotFound', namespaces: ['not-found'], module: 'not-found/not-found-page' },
];
