// The scheduler's CONTINUE / BACK transitions (docs/product/booking-flow.md, Flow steps) over the step ids, as pure
// functions the scheduler machine's guards and the route guard call. Readings of gaps: docs/decisions/042.
import { hasBrands, kindRow, kindsWhere, VACCINE_KINDS, type BrandKind, type VaccineKind } from '../vaccines.ts';
import type { MaternalRsvStatus } from './maternal-rsv.ts';
import {
  brandStepsAfterPregnancy,
  brandStepsBeforePregnancy,
  showsBrandStep,
  showsDueDateStep,
  showsPregnancyStep,
  type BookingFlow,
} from './vaccine-selection.ts';

/**
 * Step paths (docs/product/booking-flow.md, Steps and addresses), relative to the optional campaign and locale
 * segments. The schedule step is the flow's landing. The brand step is one step for every kind with a brand step in
 * the table of kinds: its address carries the kind (schedule/brand/covid_19, the addresses the spec names).
 */
export const BOOKING_STEP_PATHS = {
  schedule: 'schedule',
  minorAgeRange: 'schedule/age',
  brand: 'schedule/brand/:kind',
  pregnancy: 'schedule/pregnancy',
  pregnancyDueDate: 'schedule/pregnancy/due-date',
  rsvPregnancyReminder: 'schedule/maternal-rsv/reminder',
  rsvPregnancyReminderResult: 'schedule/maternal-rsv/reminder/result',
  search: 'schedule/search',
  results: 'schedule/results',
  appointmentSummary: 'schedule/appointment-summary',
  covidPrompt: 'schedule/add-covid-vaccine',
  fluPrompt: 'schedule/add-flu-vaccine',
  covidFluPrompt: 'schedule/add-another-vaccine',
  covidBrandPrompt: 'schedule/add-covid-vaccine-brand',
  patientInfo: 'schedule/info',
  appointmentReview: 'schedule/review',
  appointmentConfirmation: 'schedule/confirmation',
  newAppointment: 'schedule/new-appointment',
  appointmentExpired: 'schedule/appointment-expired',
} as const;

/** The flow's steps, one per page (the scheduler machine's states). */
export type BookingStepId = keyof typeof BOOKING_STEP_PATHS;
/** The brand step for one kind (decision 298): `brand/<kind>`. */
export type BrandStep = `brand/${BrandKind}`;
/**
 * Where the flow is: a step, or the brand step with the kind it asks about. CONTINUE, BACK, the addresses and the
 * steps a flow has shown are in these terms, so a kind with brands is one more place, not one more step.
 */
export type BookingStep = Exclude<BookingStepId, 'brand'> | BrandStep;

export const brandStep = (kind: BrandKind): BrandStep => `brand/${kind}`;

/** The kinds with a brand step, in the vaccine order (the table of kinds' `brandStep`). */
const BRAND_STEP_KINDS: readonly BrandKind[] = kindsWhere((row) => row.brandStep !== null).filter(hasBrands);

/** Whether the flow asks for this kind's brand on the brand step (the review offers to change it there). */
export const hasBrandStep = (kind: VaccineKind): kind is BrandKind => BRAND_STEP_KINDS.includes(kind as BrandKind);

/** The kind whose brand a step asks for, or null for any other step (or a kind that has no brand step). */
export function brandKindOfStep(step: string): BrandKind | null {
  if (!step.startsWith('brand/')) return null;
  return BRAND_STEP_KINDS.find((kind) => step === brandStep(kind)) ?? null;
}

/** The step (the page, the machine's state) of a place in the flow. */
export const stepIdOf = (step: BookingStep): BookingStepId =>
  (brandKindOfStep(step) === null ? step : 'brand') as BookingStepId;

/** The place's address, relative to the campaign and locale segments. */
export function bookingStepPath(step: BookingStep): string {
  const kind = brandKindOfStep(step);
  return kind === null
    ? BOOKING_STEP_PATHS[step as Exclude<BookingStepId, 'brand'>]
    : BOOKING_STEP_PATHS.brand.replace(':kind', kind);
}

/** Every place of the flow: each step, the brand step once per kind that has one. */
export const BOOKING_STEPS: readonly BookingStep[] = (Object.keys(BOOKING_STEP_PATHS) as BookingStepId[]).flatMap(
  (id): BookingStep[] => (id === 'brand' ? BRAND_STEP_KINDS.map(brandStep) : [id]),
);

export function bookingStepForPath(path: string): BookingStep | null {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return BOOKING_STEPS.find((step) => bookingStepPath(step) === trimmed) ?? null;
}

export interface BookingStepContext {
  bookingFlow: BookingFlow;
  selectedKinds: readonly VaccineKind[];
  /** The pregnancy step's answer; null before it is asked. */
  isPregnant: boolean | null;
  /**
   * The answers given before booking (the quiz's age or its own pregnancy answer, handed over in the link) already
   * rule out a pregnancy: the step is skipped rather than asking a 72-year-old man whether he is pregnant (issue 30).
   */
  pregnancyRuledOut?: boolean;
  maternalRsvStatus: MaternalRsvStatus | null;
  hasAskedForReminder: boolean;
  hasSetReminder: boolean;
  /** Kinds the chosen location can add to the appointment (drives which prompt follows the summary). */
  offeredAdditionalKinds: readonly VaccineKind[];
  /** Kinds the user accepted in a prompt. */
  additionalKinds: readonly VaccineKind[];
  /** COVID-19 brands the location offers for an added COVID-19 vaccine. */
  additionalCovidBrandCount: number;
}

export const EMPTY_BOOKING_STEP_CONTEXT: BookingStepContext = {
  bookingFlow: 'adult',
  selectedKinds: [],
  isPregnant: null,
  maternalRsvStatus: null,
  hasAskedForReminder: false,
  hasSetReminder: false,
  offeredAdditionalKinds: [],
  additionalKinds: [],
  additionalCovidBrandCount: 0,
};

/** The first of the brand steps `steps` that comes after `current` (null: from the start), or null. */
function nextBrandStep(steps: readonly BrandKind[], current: BrandKind | null): BrandStep | null {
  // After `current` in the vaccine order, whether or not `current` itself is still selected.
  const order = (kind: VaccineKind) => VACCINE_KINDS.indexOf(kind);
  const kind = steps.find((k) => current === null || order(k) > order(current));
  return kind === undefined ? null : brandStep(kind);
}

/** After the brand steps that come before the pregnancy question. */
function afterBrandsBeforePregnancy(ctx: BookingStepContext): BookingStep {
  if (!showsPregnancyStep(ctx.selectedKinds))
    return nextBrandStep(brandStepsAfterPregnancy(ctx.selectedKinds), null) ?? 'search';
  return ctx.pregnancyRuledOut ? afterPregnancy({ ...ctx, isPregnant: false }) : 'pregnancy';
}

function afterMinorAgeRange(ctx: BookingStepContext): BookingStep {
  return nextBrandStep(brandStepsBeforePregnancy(ctx.selectedKinds), null) ?? afterBrandsBeforePregnancy(ctx);
}

/** CONTINUE from the brand step of `kind`: the next brand step of the same group, then what follows the group. */
function afterBrand(kind: BrandKind, ctx: BookingStepContext): BookingStep {
  if (kindRow(kind).brandStep === 'beforePregnancy')
    return nextBrandStep(brandStepsBeforePregnancy(ctx.selectedKinds), kind) ?? afterBrandsBeforePregnancy(ctx);
  return nextBrandStep(brandStepsAfterPregnancy(ctx.selectedKinds), kind) ?? 'search';
}

function afterPregnancy(ctx: BookingStepContext): BookingStep {
  const kinds = ctx.selectedKinds;
  // Nothing left to give in pregnancy (pneumococcal alone): back to the landing.
  if (ctx.isPregnant === true && kinds.length > 0 && kinds.every((kind) => kindRow(kind).notGivenInPregnancy))
    return 'schedule';
  if (ctx.isPregnant === true && showsDueDateStep(kinds)) return 'pregnancyDueDate';
  if (ctx.isPregnant === false) return nextBrandStep(brandStepsAfterPregnancy(kinds), null) ?? 'search';
  return 'search';
}

/** The kinds offered as add-ons after the summary (decision 051), from the table of kinds. */
export const ADD_ON_KINDS: readonly VaccineKind[] = kindsWhere((row) => row.addOnPrompt);

/** The prompt shown after the summary, from the add-ons the location offers; null goes straight to patient info. */
export function promptAfterSummary(ctx: BookingStepContext): 'covidFluPrompt' | 'fluPrompt' | 'covidPrompt' | null {
  const covid = ctx.offeredAdditionalKinds.includes('covid_19');
  const flu = ctx.offeredAdditionalKinds.includes('flu');
  if (covid && flu) return 'covidFluPrompt';
  if (flu) return 'fluPrompt';
  if (covid) return 'covidPrompt';
  return null;
}

function needsCovidBrandPrompt(ctx: BookingStepContext): boolean {
  return ctx.additionalKinds.includes('covid_19') && ctx.additionalCovidBrandCount > 1;
}

/**
 * Whether search sends a pregnant person with RSV to the reminder form (docs/product/booking-flow.md: eligibility
 * REMINDER, not yet set).
 */
export function goesToReminder(ctx: BookingStepContext): boolean {
  return (
    ctx.isPregnant === true &&
    ctx.selectedKinds.includes('rsv') &&
    ctx.maternalRsvStatus === 'REMINDER' &&
    !ctx.hasSetReminder
  );
}

/** CONTINUE from `step`. */
export function nextStep(step: BookingStep, ctx: BookingStepContext): BookingStep {
  const brandKind = brandKindOfStep(step);
  if (brandKind !== null) return afterBrand(brandKind, ctx);
  switch (step as Exclude<BookingStep, BrandStep>) {
    case 'schedule':
      return ctx.bookingFlow === 'minor' ? 'minorAgeRange' : afterMinorAgeRange(ctx);
    case 'minorAgeRange':
      return afterMinorAgeRange(ctx);
    case 'pregnancy':
      return afterPregnancy(ctx);
    case 'pregnancyDueDate':
      return 'search';
    case 'search':
      return goesToReminder(ctx) ? 'rsvPregnancyReminder' : 'results';
    case 'rsvPregnancyReminder':
      if (ctx.selectedKinds.length === 0) return 'schedule';
      return ctx.selectedKinds.length < 2 ? 'results' : 'rsvPregnancyReminderResult';
    case 'rsvPregnancyReminderResult':
      return 'results';
    case 'results':
      return 'appointmentSummary';
    case 'appointmentSummary':
      return promptAfterSummary(ctx) ?? 'patientInfo';
    case 'covidPrompt':
    case 'covidFluPrompt':
      return needsCovidBrandPrompt(ctx) ? 'covidBrandPrompt' : 'patientInfo';
    case 'fluPrompt':
    case 'covidBrandPrompt':
      return 'patientInfo';
    case 'patientInfo':
      return 'appointmentReview';
    case 'appointmentReview':
      return 'appointmentConfirmation';
    case 'appointmentConfirmation':
      // Leaving the confirmation restarts the scheduler.
      return 'schedule';
    case 'newAppointment':
    case 'appointmentExpired':
      return 'appointmentReview';
  }
}

/** The landing, the questions before the search, and the search, in the order the flow asks them. */
export const PRE_SEARCH_STEPS: ReadonlySet<BookingStep> = new Set<BookingStep>([
  'schedule',
  'minorAgeRange',
  'pregnancy',
  'pregnancyDueDate',
  ...BRAND_STEP_KINDS.map(brandStep),
  'search',
]);

/**
 * The steps from the landing to search that this context walks through. BACK before search retraces this walk, so
 * it can never disagree with CONTINUE.
 */
export function preSearchPath(ctx: BookingStepContext): BookingStep[] {
  const path: BookingStep[] = ['schedule'];
  let step: BookingStep = 'schedule';
  while (step !== 'search') {
    step = nextStep(step, ctx);
    if (path.includes(step)) break;
    path.push(step);
  }
  return path;
}

/** BACK from `step`. */
export function previousStep(step: BookingStep, ctx: BookingStepContext): BookingStep {
  if (PRE_SEARCH_STEPS.has(step)) {
    if (step === 'schedule') return 'schedule';
    const path = preSearchPath(ctx);
    const index = path.indexOf(step);
    // A step reached by a manual jump, off this context's path, falls back to the landing.
    return index > 0 ? path[index - 1]! : 'schedule';
  }
  switch (step) {
    case 'rsvPregnancyReminder':
    case 'rsvPregnancyReminderResult':
      // The reminder is already stored when the result shows; going back to the form would store a second one.
      return 'search';
    case 'results':
      if (ctx.hasSetReminder) return 'rsvPregnancyReminderResult';
      return ctx.hasAskedForReminder ? 'rsvPregnancyReminder' : 'search';
    case 'appointmentSummary':
      // The machine clears the additional vaccines on this transition.
      return 'results';
    case 'covidPrompt':
    case 'fluPrompt':
    case 'covidFluPrompt':
      return 'appointmentSummary';
    case 'covidBrandPrompt':
      return promptAfterSummary(ctx) ?? 'appointmentSummary';
    case 'patientInfo': {
      const prompt = promptAfterSummary(ctx);
      if (prompt && prompt !== 'fluPrompt' && needsCovidBrandPrompt(ctx)) return 'covidBrandPrompt';
      return prompt ?? 'appointmentSummary';
    }
    case 'appointmentReview':
      return 'patientInfo';
    case 'appointmentConfirmation':
      return 'schedule';
    case 'newAppointment':
    case 'appointmentExpired':
      return 'results';
    default:
      return 'schedule';
  }
}

/**
 * Whether a selection may be on `step` at all; the router steps back when it may not (docs/product/booking-flow.md,
 * Flow steps). Only the kind-specific steps are restricted.
 */
export function stepAllowsKinds(step: BookingStep, kinds: readonly VaccineKind[]): boolean {
  const brandKind = brandKindOfStep(step);
  if (brandKind !== null) return showsBrandStep(brandKind, kinds);
  switch (step) {
    case 'pregnancy':
      return showsPregnancyStep(kinds);
    case 'pregnancyDueDate':
    case 'rsvPregnancyReminder':
      return showsDueDateStep(kinds);
    default:
      return true;
  }
}
