// The scheduler (docs/product/booking-flow.md, Steps and addresses), read top to bottom: the context and events, the
// helpers that change the context, the guards and actions (each action takes typed params, never the raw event), the
// step table (where CONTINUE and BACK may lead) and one state per step, written out with the events its page sends.
// CONTINUE and BACK ask the domain's booking-step-flow which way to go, so the machine and the route guard agree.
import { isBrandAllowedInPregnancy } from '@vaxnear/domain/booking/pregnancy-offering';
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  BOOKING_STEPS,
  brandKindOfStep,
  brandStep,
  EMPTY_BOOKING_STEP_CONTEXT,
  hasBrandStep,
  nextStep,
  PRE_SEARCH_STEPS,
  previousStep,
  stepAllowsKinds,
  stepIdOf,
  type BookingStep,
  type BookingStepContext,
  type BookingStepId,
  type BrandStep,
} from '@vaxnear/domain/booking/booking-step-flow';
import {
  checkSelectionForContinue,
  resolveRsvCovidConflict,
  sanitizeDeeplinkServices,
  toggleVaccineKind,
  type BookingFlow,
  type DeeplinkService,
} from '@vaxnear/domain/booking/vaccine-selection';
import { ADULT_MIN_AGE, MAX_AGE } from '@vaxnear/domain/constants';
import { localDateOf } from '@vaxnear/domain/schedule';
import {
  BRANDS_BY_KIND,
  hasBrands,
  kindRow,
  KINDS_WITH_BRANDS,
  VACCINE_KINDS,
  type BrandKind,
  type VaccineKind,
} from '@vaxnear/domain/vaccines';
import type { ReconfirmableField } from '../steps/deeplink.ts';
import type { AddOnOffer } from '../steps/add-on-prompts.ts';
import type { Coordinates, SchedulerAppointment } from '../../../components/results/types.ts';

export type { BrandKind, BrandStep, Coordinates, SchedulerAppointment };

export interface SelectedVaccine {
  kind: VaccineKind;
  isAdditional?: boolean;
}

/**
 * The appointment time a booking deep link named (decision 131): held on the results once the person has chosen their
 * vaccines, if still free.
 */
export interface LinkedSlot {
  locationId: string;
  timeSlotId: string;
  /** The slot's start (ISO UTC). */
  start: string;
  /** The pharmacy's name and zone, to say which time the link chose before the results are loaded. */
  locationName: string;
  timeZone: string;
}

export interface PatientFormData {
  firstName: string;
  lastName: string;
  sex: string;
  dateOfBirth: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
  /** yyyy-MM-dd, as the server takes it; set when the form is submitted. */
  dateOfBirthIso?: string;
  /**
   * Minor flow: the parent or guardian's consent (docs/product/booking-flow.md, Patient info), sent as
   * user.parentalConsent.
   */
  parentalConsent?: boolean;
  /** The vaccines whose risk condition the person confirmed on this step, sent as confirmedConditions (decision 256). */
  confirmedConditions?: VaccineKind[];
}

/** What the reminder result page shows back (docs/product/booking-flow.md, Reminder); no patient record. */
export interface StoredReminder {
  firstName: string;
  email: string;
  remindAt: string;
  windowStart: string;
  windowEnd: string;
}

export interface SchedulerContext {
  flowIndex: number;
  flowId: string;
  bookingFlow: BookingFlow | null;
  selectedVaccineKinds: SelectedVaccine[];
  /** Brand order per kind, drawn once per flow so the list never reshuffles under the person's finger. */
  orderedBrands: Record<BrandKind, string[]>;
  /** The brand chosen per kind; null is the explicit "no preference", absent is "not chosen yet". */
  brands: Partial<Record<BrandKind, string | null>>;
  isPregnant: boolean | null;
  /** A link (the quiz's hand-off) said the person is not pregnant: the pregnancy step is skipped (issue 30). */
  pregnancyRuledOut?: boolean;
  pregnancyDueDate: string | null;
  coordinates: Coordinates | null;
  selectedDate: string | null;
  appointments: SchedulerAppointment[];
  hasAskedForReminder: boolean;
  hasSetReminder: boolean;
  maternalRsvEligibility: BookingStepContext['maternalRsvStatus'];
  additionalServices: Array<{ kind: VaccineKind; brand: string | null }>;
  ageMin: number | null;
  ageMax: number | null;
  patientForm: PatientFormData | null;
  /** Steps shown in this flow: the browser's back and forward may return to them, anything else is a jump ahead. */
  visited: BookingStep[];
  /**
   * The brand step opened from "Change" on the review: its Continue (and Back) return to the review. Forgotten as soon
   * as the flow shows any other step; absent in flows stored before.
   */
  returnToReview?: BrandStep | null;
  /**
   * The kind the brand step asks about while the flow is on it (the one `brand` state serves every kind, decision
   * 298); absent in flows stored before.
   */
  brandKind?: BrandKind | null;
  /** The booking's access code once booked (the confirmation page reads the URL's copy). */
  accessCode: string | null;
  /** The maternal RSV reminder once stored; absent in flows stored before issue #6. */
  reminder?: StoredReminder | null;
  /**
   * Values the provider rejected (docs/product/booking-flow.md, When something goes wrong): the patient step asks for a
   * different one. Optional so a flow stored before this field existed still resumes.
   */
  reconfirmFields?: Partial<Record<ReconfirmField, string>>;
  /** The add-ons the summary found at the held location (decision 051); drives which prompt follows it. */
  offeredAddOns?: AddOnOffer;
  /**
   * Vaccines that need a prescription here (docs/product/eligibility-rules.md, Ages at the patient step): the review
   * and the confirmation say so.
   */
  prescriptionKinds?: VaccineKind[];
  /**
   * The place (lat,lng) whose location restriction the person has already answered (docs/product/booking-flow.md), so
   * it is asked once.
   */
  restrictionAnsweredFor?: string;
  /**
   * Holds this flow let go of (a restart, another provider) that the server still has to be told about: the release
   * needs a bot-check proof, so a page solves one and sends DELETE /reservations (release-held-slots.tsx).
   */
  releaseTimeSlotIds?: string[];
  /** A deep link's time not yet held or answered on the results (decision 131); absent in flows stored before. */
  linkedSlot?: LinkedSlot | null;
}

export type SchedulerEvent =
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'MANUAL_GOTO'; step: BookingStep }
  | { type: 'TOGGLE_VACCINE_KIND'; kind: VaccineKind; fluInSeason: boolean }
  | { type: 'RESOLVE_RSV_COVID'; kind: VaccineKind; choice: 'covid_19' | 'rsv' }
  /**
   * The results page's "Change vaccines": the new selection (already checked with the landing's rules). The search
   * runs again in place, or the flow asks first what the new vaccines need (a brand, the pregnancy questions).
   */
  | { type: 'CHANGE_VACCINES'; kinds: VaccineKind[] }
  | { type: 'REMOVE_RSV' }
  | { type: 'REMOVE_PNEUMOCOCCAL' }
  | { type: 'SET_BOOKING_FLOW'; flow: BookingFlow }
  | { type: 'SET_MIN_AND_MAX_AGE_VALUES'; ageMin: number; ageMax: number }
  | { type: 'CLEAR_AGE_SELECTION' }
  | { type: 'SET_BRAND'; kind: BrandKind; brand: string | null }
  | { type: 'SET_PREGNANCY'; isPregnant: boolean }
  | { type: 'SET_DUE_DATE'; date: string }
  | { type: 'SET_MATERNAL_RSV_ELIGIBILITY'; status: BookingStepContext['maternalRsvStatus'] }
  | { type: 'SET_REMINDER' }
  /** The reminder was stored (201): the result page confirms it, whatever else is selected (decision 044). */
  | { type: 'REMINDER_STORED'; reminder: StoredReminder }
  | { type: 'SET_LAT_LNG'; coordinates: Coordinates }
  | { type: 'SET_SELECTED_DATE'; date: string | null }
  | { type: 'SET_TIME_SLOT'; appointment: SchedulerAppointment }
  | { type: 'DELETE_APPOINTMENTS_TIME_SLOT' }
  | { type: 'SET_ADDITIONAL_VACCINE'; kind: VaccineKind; brand: string | null }
  | { type: 'SET_PATIENT_FORM_DATA'; data: PatientFormData }
  | { type: 'BOOKED'; accessCode: string }
  | { type: 'SLOT_LOST'; reason: 'expired' | 'taken' }
  /** "Change the appointment" on review: choose another time or place, keeping the details given. */
  | { type: 'CHANGE_APPOINTMENT' }
  /** "Change" beside the vaccines on the review: the brand step of that kind, whose Continue returns to the review. */
  | { type: 'CHANGE_BRAND'; kind: BrandKind }
  /** Continue (after SET_BRAND) or Back on a brand step opened from the review's "Change". */
  | { type: 'RETURN_TO_REVIEW' }
  /** The hold was extended, or the same slot held again after it ended: the person stays where they are. */
  | { type: 'HOLD_RENEWED'; timeSlotId: string; expiresAt: string; extensionsLeft: number }
  | {
      type: 'HANDLE_DEEPLINK';
      services?: unknown;
      isPregnant?: boolean;
      dueDate?: string | null;
      coordinates?: Coordinates | null;
      /** retainState=true: what the link does not give is kept (decision 053). */
      retainState?: boolean;
      confirmPatientInfo?: readonly ReconfirmableField[];
      /** A booking deep link's time (location and timeSlotId); its place becomes the search's coordinates. */
      linkedSlot?: LinkedSlot;
    }
  /** The results held the linked time, or told the person it is gone: the link has done its work. */
  | { type: 'LINKED_SLOT_SETTLED' }
  | { type: 'RESTART_SCHEDULER' }
  | { type: 'RESET_SCHEDULER_CONTEXT' }
  | { type: 'REMOVE_INELIGIBLE_KINDS'; kinds: VaccineKind[] }
  | { type: 'SET_OFFERED_ADD_ONS'; offer: AddOnOffer }
  | { type: 'CLEAR_ADDITIONAL_VACCINES' }
  | { type: 'SET_PRESCRIPTION_STATUS'; kinds: VaccineKind[] }
  | { type: 'ANSWER_LOCATION_RESTRICTION'; place: string; removeKind?: VaccineKind }
  | { type: 'SET_RECONFIRM_FIELDS'; fields: Partial<Record<ReconfirmField, string>> }
  /**
   * "Select another provider" (docs/product/booking-flow.md, When something goes wrong): back to the results with the
   * details kept and the held slot let go.
   */
  | { type: 'SELECT_ANOTHER_PROVIDER' }
  /** The server was asked to release these holds (best effort, whatever it answered). */
  | { type: 'HOLDS_RELEASED'; timeSlotIds: string[] };

/** The user fields the server may reject (docs/product/booking-flow.md, Form rules). */
export type ReconfirmField = 'firstName' | 'lastName' | 'sex' | 'dateOfBirth' | 'email' | 'phoneNumber';

export interface SchedulerInput {
  /** Injected so tests can fix the flow id and the brand order. */
  now?: () => number;
  random?: () => number;
  enabledKinds?: readonly VaccineKind[];
}

/** Bumped when the stored shape changes: a stored flow of another version is dropped, not misread. */
export const SCHEDULER_STATE_VERSION = 2;
export const SCHEDULER_STORAGE_KEY = 'vaxnear.scheduler';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function freshContext(
  input: SchedulerInput = {},
  previous?: Pick<SchedulerContext, 'flowIndex'>,
): SchedulerContext {
  const random = input.random ?? Math.random;
  const now = input.now ?? Date.now;
  const letters = `${LETTERS[Math.floor(random() * 26)]}${LETTERS[Math.floor(random() * 26)]}`;
  return {
    flowIndex: previous ? previous.flowIndex + 1 : 0,
    flowId: `${now()}${letters}`,
    bookingFlow: null,
    selectedVaccineKinds: [],
    orderedBrands: Object.fromEntries(
      KINDS_WITH_BRANDS.map((kind) => [kind, shuffled(BRANDS_BY_KIND[kind], random)]),
    ) as Record<BrandKind, string[]>,
    brands: {},
    isPregnant: null,
    pregnancyRuledOut: false,
    pregnancyDueDate: null,
    coordinates: null,
    selectedDate: null,
    appointments: [],
    hasAskedForReminder: false,
    hasSetReminder: false,
    maternalRsvEligibility: null,
    additionalServices: [],
    ageMin: null,
    ageMax: null,
    patientForm: null,
    visited: ['schedule'],
    accessCode: null,
    reconfirmFields: {},
    // Listed so that a restart (assign merges) forgets them too.
    offeredAddOns: { kinds: [], covidBrands: [] },
    prescriptionKinds: [],
    restrictionAnsweredFor: '',
    releaseTimeSlotIds: [],
    linkedSlot: null,
  };
}

/** The holds still to release once this flow lets go of its appointments. */
function withHeldReleased(context: SchedulerContext): string[] {
  return [...new Set([...(context.releaseTimeSlotIds ?? []), ...context.appointments.map((a) => a.timeSlotId)])];
}

export const selectedKinds = (context: SchedulerContext): VaccineKind[] =>
  context.selectedVaccineKinds.map((v) => v.kind);

/** The domain's view of the context, for nextStep / previousStep. */
export function stepContext(context: SchedulerContext): BookingStepContext {
  return {
    ...EMPTY_BOOKING_STEP_CONTEXT,
    bookingFlow: context.bookingFlow ?? 'adult',
    selectedKinds: selectedKinds(context),
    isPregnant: context.isPregnant,
    pregnancyRuledOut: context.pregnancyRuledOut === true && context.isPregnant === false,
    maternalRsvStatus: context.maternalRsvEligibility,
    hasAskedForReminder: context.hasAskedForReminder,
    hasSetReminder: context.hasSetReminder,
    additionalKinds: context.additionalServices.map((s) => s.kind),
    offeredAdditionalKinds: context.offeredAddOns?.kinds ?? [],
    additionalCovidBrandCount: context.offeredAddOns?.covidBrands.length ?? 0,
  };
}

/**
 * Where a flow on the machine's state `step` is: the brand state is the brand step of the context's kind (a flow
 * that somehow has none is on the first kind's).
 */
export function placeOf(step: BookingStepId, context: Pick<SchedulerContext, 'brandKind'>): BookingStep {
  if (step !== 'brand') return step;
  return brandStep(context.brandKind ?? KINDS_WITH_BRANDS[0]!);
}

/** What each step needs before CONTINUE may leave it. */
function stepIsComplete(step: BookingStep, context: SchedulerContext): boolean {
  const brandKind = brandKindOfStep(step);
  if (brandKind !== null) return context.brands[brandKind] !== undefined;
  switch (step) {
    case 'schedule':
      return context.bookingFlow !== null && checkSelectionForContinue(selectedKinds(context), context.bookingFlow).ok;
    case 'minorAgeRange':
      return context.ageMin !== null;
    case 'pregnancy':
      return context.isPregnant !== null;
    case 'pregnancyDueDate':
      // RSV dropped on this page (past week 36) leaves nothing that needs a due date.
      return context.pregnancyDueDate !== null || !selectedKinds(context).includes('rsv');
    case 'search':
      return context.coordinates !== null;
    case 'results':
    case 'appointmentSummary':
    case 'newAppointment':
    case 'appointmentExpired':
      return context.appointments.length > 0;
    case 'patientInfo':
      return context.patientForm !== null;
    case 'rsvPregnancyReminder':
      return context.hasSetReminder;
    case 'appointmentReview':
      return context.accessCode !== null;
    default:
      return true;
  }
}

const visit = (context: SchedulerContext, step: BookingStep): BookingStep[] =>
  context.visited.includes(step) ? context.visited : [...context.visited, step];

/** A changed selection starts the flow's later steps afresh: their answers belonged to the old selection. */
function withKinds(
  context: SchedulerContext,
  kinds: VaccineKind[],
  { keepVisited = false } = {},
): Partial<SchedulerContext> {
  // Removing RSV clears the pregnancy answer (docs/product/booking-flow.md, Flow steps).
  const removedRsv = selectedKinds(context).includes('rsv') && !kinds.includes('rsv');
  return {
    selectedVaccineKinds: kinds.map((kind) => ({ kind })),
    brands: brandsWhere(context.brands, (kind) => kinds.includes(kind)),
    isPregnant: removedRsv ? null : context.isPregnant,
    pregnancyDueDate: removedRsv ? null : context.pregnancyDueDate,
    // The form is cleared when the vaccine selection changes (docs/product/booking-flow.md, Patient info).
    patientForm: null,
    visited: keepVisited ? context.visited : ['schedule'],
  };
}

/**
 * After the vaccines change on the results step: the first question between the landing and the search that the new
 * selection needs and has no answer yet, or the results again when every answer is there.
 */
export function stepAfterVaccineChange(context: SchedulerContext): BookingStep {
  let step = nextStep('schedule', stepContext(context));
  for (let guard = 0; guard < BOOKING_STEPS.length && step !== 'search' && step !== 'results'; guard += 1) {
    if (!stepIsComplete(step, context)) return step;
    step = nextStep(step, stepContext(context));
  }
  return 'results';
}

/** The context once the vaccines changed on the results step: the held slot no longer fits and is let go. */
function withChangedVaccines(context: SchedulerContext, kinds: VaccineKind[]): SchedulerContext {
  const removedRsv = !kinds.includes('rsv');
  return {
    ...context,
    ...withKinds(context, kinds, { keepVisited: true }),
    appointments: [],
    additionalServices: [],
    maternalRsvEligibility: removedRsv ? null : context.maternalRsvEligibility,
    releaseTimeSlotIds: withHeldReleased(context),
  };
}

/** The brand steps asked before and after the pregnancy question (the table of kinds' `brandStep`). */
const BRAND_STEPS_BEFORE_PREGNANCY: readonly BrandStep[] = KINDS_WITH_BRANDS.filter(
  (kind) => kindRow(kind).brandStep === 'beforePregnancy',
).map(brandStep);
const BRAND_STEPS_AFTER_PREGNANCY: readonly BrandStep[] = KINDS_WITH_BRANDS.filter(
  (kind) => kindRow(kind).brandStep === 'afterPregnancy',
).map(brandStep);
const BRAND_STEPS_IN_ORDER = [...BRAND_STEPS_BEFORE_PREGNANCY, ...BRAND_STEPS_AFTER_PREGNANCY];

/** The questions between the landing and the search, in the order the flow asks them. */
const QUESTIONS_BEFORE_SEARCH: readonly BookingStep[] = [...PRE_SEARCH_STEPS].filter(
  (step) => step !== 'schedule' && step !== 'search',
);

/**
 * Where CONTINUE and BACK may lead from each step: every answer the domain's nextStep and previousStep can give (the
 * machine tests check this against the domain for every context). A guard picks the one the context calls for, so
 * the machine and the route guard can never disagree about the order.
 */
export const STEP_MOVES: Record<BookingStepId, { continue: readonly BookingStep[]; back: readonly BookingStep[] }> = {
  // With a pregnancy ruled out by the link, the flow goes from these straight to the RSV or pneumococcal brand.
  schedule: {
    continue: ['minorAgeRange', ...BRAND_STEPS_BEFORE_PREGNANCY, 'pregnancy', ...BRAND_STEPS_AFTER_PREGNANCY, 'search'],
    back: ['schedule'],
  },
  minorAgeRange: {
    continue: [...BRAND_STEPS_BEFORE_PREGNANCY, 'pregnancy', ...BRAND_STEPS_AFTER_PREGNANCY, 'search'],
    back: ['schedule'],
  },
  // One step for every kind's brand: from one kind's brand to the next kind's, and on.
  brand: {
    continue: ['pregnancy', ...BRAND_STEPS_IN_ORDER.slice(1), 'search'],
    back: ['schedule', 'minorAgeRange', 'pregnancy', ...BRAND_STEPS_IN_ORDER.slice(0, -1)],
  },
  pregnancy: {
    // Pregnant with only a pneumococcal vaccine chosen: back to the landing to choose another.
    continue: ['pregnancyDueDate', ...BRAND_STEPS_AFTER_PREGNANCY, 'search', 'schedule'],
    back: ['schedule', 'minorAgeRange', ...BRAND_STEPS_BEFORE_PREGNANCY],
  },
  pregnancyDueDate: { continue: ['search'], back: ['schedule', 'pregnancy'] },
  search: {
    continue: ['results', 'rsvPregnancyReminder'],
    back: ['schedule', ...QUESTIONS_BEFORE_SEARCH],
  },
  rsvPregnancyReminder: { continue: ['results', 'rsvPregnancyReminderResult', 'schedule'], back: ['search'] },
  rsvPregnancyReminderResult: { continue: ['results'], back: ['search'] },
  results: { continue: ['appointmentSummary'], back: ['search', 'rsvPregnancyReminder', 'rsvPregnancyReminderResult'] },
  appointmentSummary: {
    continue: ['covidPrompt', 'fluPrompt', 'covidFluPrompt', 'patientInfo'],
    back: ['results'],
  },
  covidPrompt: { continue: ['covidBrandPrompt', 'patientInfo'], back: ['appointmentSummary'] },
  fluPrompt: { continue: ['patientInfo'], back: ['appointmentSummary'] },
  covidFluPrompt: { continue: ['covidBrandPrompt', 'patientInfo'], back: ['appointmentSummary'] },
  covidBrandPrompt: {
    continue: ['patientInfo'],
    back: ['covidPrompt', 'fluPrompt', 'covidFluPrompt', 'appointmentSummary'],
  },
  patientInfo: {
    continue: ['appointmentReview'],
    back: ['appointmentSummary', 'covidPrompt', 'fluPrompt', 'covidFluPrompt', 'covidBrandPrompt'],
  },
  appointmentReview: { continue: ['appointmentConfirmation'], back: ['patientInfo'] },
  // Leaving the confirmation starts a new booking.
  appointmentConfirmation: { continue: ['schedule'], back: ['schedule'] },
  newAppointment: { continue: ['appointmentReview'], back: ['results'] },
  appointmentExpired: { continue: ['appointmentReview'], back: ['results'] },
};

/** Where "Change vaccines" on the results may lead: a question the new vaccines need (stepAfterVaccineChange), or the results again. */
export const VACCINE_CHANGE_STEPS: readonly BookingStep[] = [...QUESTIONS_BEFORE_SEARCH, 'results'];

/** What `setup` reads the machine's types from; xstate never reads the values. */
const schedulerTypes: { context?: SchedulerContext; events?: SchedulerEvent } = {};

const isBrandKind = hasBrands;

/** The brands chosen for the kinds `keep` accepts. */
function brandsWhere(
  brands: SchedulerContext['brands'],
  keep: (kind: BrandKind, brand: string | null) => boolean,
): SchedulerContext['brands'] {
  const kept: SchedulerContext['brands'] = {};
  for (const kind of KINDS_WITH_BRANDS) {
    const brand = brands[kind];
    if (brand !== undefined && keep(kind, brand)) kept[kind] = brand;
  }
  return kept;
}

type DeeplinkEvent = Extract<SchedulerEvent, { type: 'HANDLE_DEEPLINK' }>;

/** The context a deep link leaves (decision 053): without retainState, what the link does not give starts empty. */
function withDeeplink(context: SchedulerContext, link: DeeplinkEvent): Partial<SchedulerContext> {
  const keep = link.retainState === true;
  const confirm = link.confirmPatientInfo ?? [];
  const reconfirm =
    confirm.length > 0
      ? // One store for every field to reconfirm, whether a link or the provider asked (the server names the phone phoneNumber).
        {
          reconfirmFields: {
            ...(keep ? context.reconfirmFields : {}),
            ...Object.fromEntries(
              confirm.map((field) => [field === 'phone' ? 'phoneNumber' : field, context.patientForm?.[field] ?? '']),
            ),
          },
        }
      : {};
  const linkedSlot = link.linkedSlot ?? (keep ? (context.linkedSlot ?? null) : null);
  const common = {
    linkedSlot,
    ...(linkedSlot ? { selectedDate: localDateOf(new Date(linkedSlot.start), linkedSlot.timeZone) } : {}),
    isPregnant: link.isPregnant ?? (keep ? context.isPregnant : null),
    pregnancyRuledOut:
      link.isPregnant === false || (keep && link.isPregnant === undefined && context.pregnancyRuledOut === true),
    pregnancyDueDate: link.dueDate ?? (keep ? context.pregnancyDueDate : null),
    coordinates: link.coordinates ?? (keep ? context.coordinates : null),
    ...reconfirm,
  };
  if (link.services === undefined && keep) return common;
  const services: DeeplinkService[] = sanitizeDeeplinkServices(link.services, VACCINE_KINDS);
  const brands: SchedulerContext['brands'] = {};
  for (const service of services)
    if (service.brand !== undefined && isBrandKind(service.kind)) brands[service.kind] = service.brand ?? null;
  return {
    ...withKinds(
      context,
      services.map((s) => s.kind),
    ),
    brands,
    ...common,
    // The first appointment's services change with the selection: its held slot no longer fits, so it is let go.
    appointments: [],
    releaseTimeSlotIds: withHeldReleased(context),
  };
}

/** An ineligible vaccine is removed; the held slot stays. An add-on left alone becomes the booking's vaccine. */
function withoutIneligible(context: SchedulerContext, ineligible: readonly VaccineKind[]): Partial<SchedulerContext> {
  const additional = context.additionalServices.filter((s) => !ineligible.includes(s.kind));
  const kept = selectedKinds(context).filter((k) => !ineligible.includes(k));
  if (kept.length > 0) return { ...withKinds(context, kept, { keepVisited: true }), additionalServices: additional };
  const brands: SchedulerContext['brands'] = {};
  for (const service of additional) if (isBrandKind(service.kind)) brands[service.kind] = service.brand;
  return {
    ...withKinds(
      context,
      additional.map((s) => s.kind),
      { keepVisited: true },
    ),
    additionalServices: [],
    brands,
  };
}

const schedulerSetup = setup({
  types: schedulerTypes,
  guards: {
    continuesTo: ({ context }, params: { from: BookingStepId; to: BookingStep }) => {
      const here = placeOf(params.from, context);
      return stepIsComplete(here, context) && nextStep(here, stepContext(context)) === params.to;
    },
    backTo: ({ context }, params: { from: BookingStepId; to: BookingStep }) =>
      previousStep(placeOf(params.from, context), stepContext(context)) === params.to,
    gotoAllowed: ({ context }, params: { step: BookingStep; to: BookingStep }) =>
      params.step === params.to && stepAllowsKinds(params.to, selectedKinds(context)),
    leavesNoVaccine: ({ context }, params: { kinds: readonly VaccineKind[] }) =>
      [...selectedKinds(context), ...context.additionalServices.map((s) => s.kind)].every((k) =>
        params.kinds.includes(k),
      ),
    changesVaccinesTo: ({ context }, params: { kinds: VaccineKind[]; to: BookingStep }) =>
      context.bookingFlow !== null &&
      checkSelectionForContinue(params.kinds, context.bookingFlow).ok &&
      stepAfterVaccineChange(withChangedVaccines(context, params.kinds)) === params.to,
    canToggle: ({ context }, params: { kind: VaccineKind; fluInSeason: boolean }) =>
      toggleVaccineKind(selectedKinds(context), params.kind, { fluInSeason: params.fluInSeason }).ok,
    holdsAppointment: ({ context }) => context.appointments.length > 0,
    /** The kind is one of the booking's (the review shows the link only beside a brand the person chose). */
    changesBrandAt: ({ context }, params: { kind: BrandKind }) =>
      hasBrandStep(params.kind) && selectedKinds(context).includes(params.kind),
    returnsToReview: ({ context }) => context.returnToReview === placeOf('brand', context),
  },
  actions: {
    visit: assign(({ context }, params: { step: BookingStep }) => ({
      visited: visit(context, params.step),
      brandKind: brandKindOfStep(params.step) ?? context.brandKind ?? null,
      // Any step but the brand step opened from the review ends the way back to it.
      returnToReview: context.returnToReview === params.step ? context.returnToReview : null,
    })),
    returnFromReview: assign((_, params: { step: BrandStep }) => ({ returnToReview: params.step })),
    toggleKind: assign(({ context }, params: { kind: VaccineKind; fluInSeason: boolean }) =>
      withKinds(
        context,
        toggleVaccineKind(selectedKinds(context), params.kind, { fluInSeason: params.fluInSeason }).kinds,
      ),
    ),
    // The modal opened on adding `kind`; the kind chosen replaces the other one.
    resolveRsvCovid: assign(({ context }, params: { kind: VaccineKind; choice: 'covid_19' | 'rsv' }) =>
      withKinds(context, resolveRsvCovidConflict([...selectedKinds(context), params.kind], params.choice)),
    ),
    changeVaccines: assign(({ context }, params: { kinds: VaccineKind[] }) =>
      withChangedVaccines(context, params.kinds),
    ),
    removeKind: assign(({ context }, params: { kind: VaccineKind }) =>
      withKinds(
        context,
        selectedKinds(context).filter((k) => k !== params.kind),
        { keepVisited: true },
      ),
    ),
    setBookingFlow: assign((_, params: { flow: BookingFlow }) =>
      params.flow === 'adult'
        ? { bookingFlow: params.flow, ageMin: ADULT_MIN_AGE, ageMax: MAX_AGE }
        : { bookingFlow: params.flow, ageMin: null, ageMax: null },
    ),
    setAges: assign((_, params: { ageMin: number; ageMax: number }) => ({
      ageMin: params.ageMin,
      ageMax: params.ageMax,
    })),
    clearAges: assign({ ageMin: null, ageMax: null, bookingFlow: null }),
    setBrand: assign(({ context }, params: { kind: BrandKind; brand: string | null }) => ({
      brands: { ...context.brands, [params.kind]: params.brand },
    })),
    // Pregnant: a brand chosen earlier that is not given in pregnancy (GSK's or Moderna's RSV) is dropped.
    setPregnancy: assign(({ context }, params: { isPregnant: boolean }) =>
      params.isPregnant
        ? { isPregnant: true, brands: brandsWhere(context.brands, isBrandAllowedInPregnancy) }
        : { isPregnant: false, pregnancyDueDate: null },
    ),
    setDueDate: assign((_, params: { date: string }) => ({ pregnancyDueDate: params.date })),
    setMaternalRsv: assign((_, params: { status: BookingStepContext['maternalRsvStatus'] }) => ({
      maternalRsvEligibility: params.status,
    })),
    setReminder: assign({ hasAskedForReminder: true, hasSetReminder: true }),
    reminderStored: assign(({ context }, params: { reminder: StoredReminder }) => ({
      hasAskedForReminder: true,
      hasSetReminder: true,
      reminder: params.reminder,
      visited: visit(context, 'rsvPregnancyReminderResult'),
    })),
    // A new place starts on its next free day, unless a deep link chose the day.
    setLatLng: assign(({ context }, params: { coordinates: Coordinates }) => ({
      coordinates: params.coordinates,
      selectedDate: context.linkedSlot
        ? localDateOf(new Date(context.linkedSlot.start), context.linkedSlot.timeZone)
        : null,
    })),
    setSelectedDate: assign((_, params: { date: string | null }) => ({ selectedDate: params.date })),
    setTimeSlot: assign((_, params: { appointment: SchedulerAppointment }) => ({
      appointments: [params.appointment],
      linkedSlot: null,
    })),
    settleLinkedSlot: assign({ linkedSlot: null }),
    deleteTimeSlot: assign({ appointments: [], additionalServices: [] }),
    clearAdditional: assign({ additionalServices: [] }),
    setAdditional: assign(({ context }, params: { kind: VaccineKind; brand: string | null }) => ({
      additionalServices: [
        ...context.additionalServices.filter((s) => s.kind !== params.kind),
        { kind: params.kind, brand: params.brand },
      ],
    })),
    setPatientForm: assign((_, params: { data: PatientFormData }) => ({ patientForm: params.data })),
    // The patient's details are not kept once they are with the pharmacy (docs/product/booking-flow.md, Review).
    booked: assign(({ context }, params: { accessCode: string }) => ({
      accessCode: params.accessCode,
      patientForm: null,
      appointments: [],
      reconfirmFields: {},
      visited: visit(context, 'appointmentConfirmation'),
    })),
    removeIneligible: assign(({ context }, params: { kinds: readonly VaccineKind[] }) =>
      withoutIneligible(context, params.kinds),
    ),
    setOfferedAddOns: assign((_, params: { offer: AddOnOffer }) => ({
      offeredAddOns: params.offer,
      additionalServices: [],
    })),
    setPrescription: assign((_, params: { kinds: VaccineKind[] }) => ({ prescriptionKinds: params.kinds })),
    // "Continue with another vaccine" drops the restricted one; the search and its place stay.
    answerRestriction: assign(({ context }, params: { place: string; removeKind?: VaccineKind }) =>
      params.removeKind
        ? {
            ...withKinds(
              context,
              selectedKinds(context).filter((k) => k !== params.removeKind),
              { keepVisited: true },
            ),
            restrictionAnsweredFor: params.place,
          }
        : { restrictionAnsweredFor: params.place },
    ),
    setReconfirm: assign((_, params: { fields: Partial<Record<ReconfirmField, string>> }) => ({
      reconfirmFields: params.fields,
    })),
    renewHold: assign(({ context }, params: { timeSlotId: string; expiresAt: string; extensionsLeft: number }) => ({
      appointments: context.appointments.map((a) =>
        a.timeSlotId === params.timeSlotId
          ? { ...a, expiresAt: params.expiresAt, extensionsLeft: params.extensionsLeft }
          : a,
      ),
    })),
    slotLost: assign(({ context }) => ({
      appointments: [],
      additionalServices: [],
      visited: visit(context, 'results'),
    })),
    // A restart forgets everything but the holds still to release: the slot must not stay blocked for the hold's minutes.
    restart: assign(({ context }) => ({ ...freshContext({}, context), releaseTimeSlotIds: withHeldReleased(context) })),
    selectAnotherProvider: assign(({ context }) => ({
      releaseTimeSlotIds: withHeldReleased(context),
      appointments: [],
      additionalServices: [],
      // The add-ons were the held location's; the next location's summary works them out again.
      offeredAddOns: { kinds: [], covidBrands: [] },
      // What this provider rejected says nothing about the next one; the details themselves stay to prefill the form.
      reconfirmFields: {},
      visited: visit(context, 'results'),
    })),
    holdsReleased: assign(({ context }, params: { timeSlotIds: string[] }) => ({
      releaseTimeSlotIds: (context.releaseTimeSlotIds ?? []).filter((id) => !params.timeSlotIds.includes(id)),
    })),
    deeplink: assign(({ context }, params: { link: DeeplinkEvent }) => withDeeplink(context, params.link)),
  },
});

interface StepMove<TGuard extends 'continuesTo' | 'backTo'> {
  target: BookingStepId;
  guard: { type: TGuard; params: { from: BookingStepId; to: BookingStep } };
  actions: Array<{ type: 'visit'; params: { step: BookingStep } } | 'clearAdditional'>;
}

/** CONTINUE and BACK from `from`: one guarded transition per step the table allows. */
function moves(
  from: BookingStepId,
  { clearAdditionalOnBack = false } = {},
): { CONTINUE: StepMove<'continuesTo'>[]; BACK: StepMove<'backTo'>[] } {
  return {
    CONTINUE: STEP_MOVES[from].continue.map((to) => ({
      target: stepIdOf(to),
      guard: { type: 'continuesTo', params: { from, to } },
      actions: [{ type: 'visit', params: { step: to } }],
    })),
    BACK: STEP_MOVES[from].back.map((to) => ({
      target: stepIdOf(to),
      guard: { type: 'backTo', params: { from, to } },
      actions: clearAdditionalOnBack
        ? [{ type: 'visit', params: { step: to } }, 'clearAdditional']
        : [{ type: 'visit', params: { step: to } }],
    })),
  };
}

/** The brand step's moves as the table says, and, opened from the review's "Change", the way back there. */
function brandMoves() {
  return {
    ...moves('brand'),
    RETURN_TO_REVIEW: {
      target: 'appointmentReview' as const,
      guard: 'returnsToReview' as const,
      actions: [{ type: 'visit' as const, params: { step: 'appointmentReview' as const } }],
    },
  };
}

interface RemoveKind {
  actions: { type: 'removeKind'; params: { kind: VaccineKind } };
}
const REMOVE_RSV: { REMOVE_RSV: RemoveKind } = {
  REMOVE_RSV: { actions: { type: 'removeKind', params: { kind: 'rsv' } } },
};
const REMOVE_PNEUMOCOCCAL: { REMOVE_PNEUMOCOCCAL: RemoveKind } = {
  REMOVE_PNEUMOCOCCAL: { actions: { type: 'removeKind', params: { kind: 'pneumococcal' } } },
};

export const schedulerMachine = schedulerSetup.createMachine({
  id: 'scheduler',
  context: () => freshContext(),
  initial: 'schedule',
  // Events a page may send on any step.
  on: {
    MANUAL_GOTO: BOOKING_STEPS.map((to) => ({
      target: `#scheduler.${stepIdOf(to)}`,
      guard: { type: 'gotoAllowed', params: ({ event }) => ({ step: event.step, to }) },
      actions: { type: 'visit', params: { step: to } },
    })),
    RESTART_SCHEDULER: { target: '#scheduler.schedule', actions: 'restart' },
    RESET_SCHEDULER_CONTEXT: { target: '#scheduler.schedule', actions: 'restart' },
    HOLDS_RELEASED: { actions: { type: 'holdsReleased', params: ({ event }) => ({ timeSlotIds: event.timeSlotIds }) } },
    HANDLE_DEEPLINK: {
      target: '#scheduler.schedule',
      actions: { type: 'deeplink', params: ({ event }) => ({ link: event }) },
    },
    SET_LAT_LNG: { actions: { type: 'setLatLng', params: ({ event }) => ({ coordinates: event.coordinates }) } },
    SET_SELECTED_DATE: { actions: { type: 'setSelectedDate', params: ({ event }) => ({ date: event.date }) } },
    LINKED_SLOT_SETTLED: { actions: 'settleLinkedSlot' },
    SET_TIME_SLOT: { actions: { type: 'setTimeSlot', params: ({ event }) => ({ appointment: event.appointment }) } },
    DELETE_APPOINTMENTS_TIME_SLOT: { actions: 'deleteTimeSlot' },
    SET_PATIENT_FORM_DATA: { actions: { type: 'setPatientForm', params: ({ event }) => ({ data: event.data }) } },
    SET_MATERNAL_RSV_ELIGIBILITY: {
      actions: { type: 'setMaternalRsv', params: ({ event }) => ({ status: event.status }) },
    },
    SET_PRESCRIPTION_STATUS: { actions: { type: 'setPrescription', params: ({ event }) => ({ kinds: event.kinds }) } },
    SET_REMINDER: { actions: 'setReminder' },
    SET_ADDITIONAL_VACCINE: {
      actions: { type: 'setAdditional', params: ({ event }) => ({ kind: event.kind, brand: event.brand }) },
    },
    SET_BRAND: { actions: { type: 'setBrand', params: ({ event }) => ({ kind: event.kind, brand: event.brand }) } },
    SET_PREGNANCY: { actions: { type: 'setPregnancy', params: ({ event }) => ({ isPregnant: event.isPregnant }) } },
    SET_DUE_DATE: { actions: { type: 'setDueDate', params: ({ event }) => ({ date: event.date }) } },
    SET_MIN_AND_MAX_AGE_VALUES: {
      actions: { type: 'setAges', params: ({ event }) => ({ ageMin: event.ageMin, ageMax: event.ageMax }) },
    },
    CLEAR_AGE_SELECTION: { target: '#scheduler.schedule', actions: 'clearAges' },
    // An expired or taken hold: the person chooses a new slot and comes back to review (docs/product/booking-flow.md,
    // When something goes wrong).
    HOLD_RENEWED: {
      actions: {
        type: 'renewHold',
        params: ({ event }) => ({
          timeSlotId: event.timeSlotId,
          expiresAt: event.expiresAt,
          extensionsLeft: event.extensionsLeft,
        }),
      },
    },
    SLOT_LOST: {
      target: '#scheduler.appointmentExpired',
      actions: ['slotLost', { type: 'visit', params: { step: 'appointmentExpired' } }],
    },
    // The hold stays until another time is held; an added vaccine was what the old pharmacy offered at that time,
    // so it goes, as it does on Back from the summary.
    CHANGE_APPOINTMENT: {
      guard: 'holdsAppointment',
      target: '#scheduler.newAppointment',
      actions: ['clearAdditional', { type: 'visit', params: { step: 'newAppointment' } }],
    },
  },
  states: {
    schedule: {
      on: {
        ...moves('schedule'),
        TOGGLE_VACCINE_KIND: {
          guard: { type: 'canToggle', params: ({ event }) => ({ kind: event.kind, fluInSeason: event.fluInSeason }) },
          actions: {
            type: 'toggleKind',
            params: ({ event }) => ({ kind: event.kind, fluInSeason: event.fluInSeason }),
          },
        },
        RESOLVE_RSV_COVID: {
          actions: { type: 'resolveRsvCovid', params: ({ event }) => ({ kind: event.kind, choice: event.choice }) },
        },
        SET_BOOKING_FLOW: { actions: { type: 'setBookingFlow', params: ({ event }) => ({ flow: event.flow }) } },
      },
    },
    // The minor age and pregnancy pages may drop RSV or the pneumococcal vaccine the answer rules out.
    minorAgeRange: { on: { ...moves('minorAgeRange'), ...REMOVE_RSV, ...REMOVE_PNEUMOCOCCAL } },
    // Every kind's brand (decision 298): the kind is the context's `brandKind`, the address's last segment.
    brand: { on: brandMoves() },
    pregnancy: { on: { ...moves('pregnancy'), ...REMOVE_RSV, ...REMOVE_PNEUMOCOCCAL } },
    // Past week 36 with another vaccine chosen, the due date page drops RSV before the search.
    pregnancyDueDate: { on: { ...moves('pregnancyDueDate'), ...REMOVE_RSV } },
    // The maternal RSV gate drops RSV at search (proceedWithOther) and after a reminder (book the other vaccine).
    search: { on: { ...moves('search'), ...REMOVE_RSV } },
    rsvPregnancyReminder: {
      on: {
        ...moves('rsvPregnancyReminder'),
        REMINDER_STORED: {
          target: 'rsvPregnancyReminderResult',
          actions: { type: 'reminderStored', params: ({ event }) => ({ reminder: event.reminder }) },
        },
      },
    },
    rsvPregnancyReminderResult: { on: { ...moves('rsvPregnancyReminderResult'), ...REMOVE_RSV } },
    // The location restriction (docs/product/booking-flow.md, Location restrictions) is answered here, before a slot
    // is chosen; "Change vaccines" runs the search again or asks first what the new vaccines need.
    results: {
      on: {
        ...moves('results'),
        ANSWER_LOCATION_RESTRICTION: {
          actions: {
            type: 'answerRestriction',
            params: ({ event }) => ({ place: event.place, removeKind: event.removeKind }),
          },
        },
        CHANGE_VACCINES: VACCINE_CHANGE_STEPS.map((to) => ({
          target: stepIdOf(to),
          guard: { type: 'changesVaccinesTo', params: ({ event }) => ({ kinds: event.kinds, to }) },
          actions: [
            { type: 'changeVaccines', params: ({ event }) => ({ kinds: event.kinds }) },
            { type: 'visit', params: { step: to } },
          ],
        })),
      },
    },
    // The summary works out the add-ons before CONTINUE; BACK to the results lets go of what was added.
    appointmentSummary: {
      on: {
        ...moves('appointmentSummary', { clearAdditionalOnBack: true }),
        SET_OFFERED_ADD_ONS: { actions: { type: 'setOfferedAddOns', params: ({ event }) => ({ offer: event.offer }) } },
      },
    },
    // A prompt's "no thanks" clears what was added (docs/product/booking-flow.md).
    covidPrompt: { on: { ...moves('covidPrompt'), CLEAR_ADDITIONAL_VACCINES: { actions: 'clearAdditional' } } },
    fluPrompt: { on: { ...moves('fluPrompt'), CLEAR_ADDITIONAL_VACCINES: { actions: 'clearAdditional' } } },
    covidFluPrompt: { on: { ...moves('covidFluPrompt'), CLEAR_ADDITIONAL_VACCINES: { actions: 'clearAdditional' } } },
    covidBrandPrompt: {
      on: { ...moves('covidBrandPrompt'), CLEAR_ADDITIONAL_VACCINES: { actions: 'clearAdditional' } },
    },
    // An ineligible vaccine is removed to continue (docs/product/eligibility-rules.md, Warnings and ineligible
    // vaccines); with none left, back to the landing.
    patientInfo: {
      on: {
        ...moves('patientInfo'),
        REMOVE_INELIGIBLE_KINDS: [
          {
            guard: { type: 'leavesNoVaccine', params: ({ event }) => ({ kinds: event.kinds }) },
            target: 'schedule',
            actions: 'restart',
          },
          { actions: { type: 'removeIneligible', params: ({ event }) => ({ kinds: event.kinds }) } },
        ],
      },
    },
    appointmentReview: {
      on: {
        ...moves('appointmentReview'),
        SET_RECONFIRM_FIELDS: { actions: { type: 'setReconfirm', params: ({ event }) => ({ fields: event.fields }) } },
        BOOKED: {
          target: 'appointmentConfirmation',
          actions: { type: 'booked', params: ({ event }) => ({ accessCode: event.accessCode }) },
        },
        CHANGE_BRAND: {
          target: 'brand',
          guard: { type: 'changesBrandAt', params: ({ event }) => ({ kind: event.kind }) },
          actions: [
            { type: 'returnFromReview', params: ({ event }) => ({ step: brandStep(event.kind) }) },
            { type: 'visit', params: ({ event }) => ({ step: brandStep(event.kind) }) },
          ],
        },
        // "Back three steps, more when additional vaccines were chosen" (docs/product/booking-flow.md, When something
        // goes wrong) is always the results step.
        SELECT_ANOTHER_PROVIDER: { target: 'results', actions: 'selectAnotherProvider' },
      },
    },
    appointmentConfirmation: { on: moves('appointmentConfirmation') },
    newAppointment: { on: moves('newAppointment') },
    appointmentExpired: { on: moves('appointmentExpired') },
  },
});

export type SchedulerSnapshotLike = SnapshotFrom<typeof schedulerMachine>;
