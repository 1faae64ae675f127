// The scheduler (docs/product/booking-flow.md, Steps and addresses). One state per step id; CONTINUE and BACK ask the
// domain's booking-step-flow where to go, so the machine and the route guard can never disagree about the order.
import { isBrandAllowedInPregnancy } from '@vaxnear/domain/booking/pregnancy-offering';
import type { PlacePrecision } from '@vaxnear/domain/place-search';
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  BOOKING_STEPS,
  EMPTY_BOOKING_STEP_CONTEXT,
  nextStep,
  previousStep,
  stepAllowsKinds,
  type BookingStep,
  type BookingStepContext,
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
import { BRANDS_BY_KIND, KINDS_WITH_BRANDS, VACCINE_KINDS, type VaccineKind } from '@vaxnear/domain/vaccines';
import type { BookingRestrictions } from '@vaxnear/domain/contracts/geolocation';
import type { ReconfirmableField } from '../steps/deeplink.ts';
import type { AddOnOffer, OfferedService } from '../steps/add-on-prompts.ts';

export type BrandKind = (typeof KINDS_WITH_BRANDS)[number];

export interface SelectedVaccine {
  kind: VaccineKind;
  isAdditional?: boolean;
}

export interface Coordinates {
  lat: number;
  lng: number;
  locationType: 'live' | 'searchApproximate' | 'searchPrecise';
  /** What the person typed or chose; shown back to them, never sent to analytics. */
  query?: string;
  locationValue?: string;
  /** The searched place's ZIP code: the maternal RSV season depends on it. */
  postalCode?: string;
  bookingRestrictions?: BookingRestrictions;
  bounds?: { sw: { lat: number; lng: number }; ne: { lat: number; lng: number } };
  /** What the search centre is ("Chicago, IL") and how exact, so the results never claim more than that. */
  place?: { matched: string; precision: PlacePrecision; street: boolean };
}

export interface AppointmentLocation {
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode?: string | null;
  latitude: number;
  longitude: number;
  retailer: string;
  timeZone: string;
  metadata: { webAddress: string | null; phoneNumber: string | null };
  /** What the location offers (kinds, brands, ages), for the add-on prompts; absent in flows stored before. */
  services?: OfferedService[];
}

export interface HeldAppointment {
  timeSlotId: string;
  /** ISO instant with the location's offset. */
  time: string;
  locationId: string;
  location: AppointmentLocation;
  /** When the hold ends (ISO UTC). */
  expiresAt: string;
  /** How many more times "I need more time" may extend the hold; absent means none used yet. */
  extensionsLeft?: number;
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
  pregnancyDueDate: string | null;
  coordinates: Coordinates | null;
  selectedDate: string | null;
  appointments: HeldAppointment[];
  hasAskedForReminder: boolean;
  hasSetReminder: boolean;
  maternalRsvEligibility: BookingStepContext['maternalRsvStatus'];
  additionalServices: Array<{ kind: VaccineKind; brand: string | null }>;
  ageMin: number | null;
  ageMax: number | null;
  patientForm: PatientFormData | null;
  /** Steps shown in this flow: the browser's back and forward may return to them, anything else is a jump ahead. */
  visited: BookingStep[];
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
  | { type: 'SET_TIME_SLOT'; appointment: HeldAppointment }
  | { type: 'DELETE_APPOINTMENTS_TIME_SLOT' }
  | { type: 'SET_ADDITIONAL_VACCINE'; kind: VaccineKind; brand: string | null }
  | { type: 'SET_PATIENT_FORM_DATA'; data: PatientFormData }
  | { type: 'BOOKED'; accessCode: string }
  | { type: 'SLOT_LOST'; reason: 'expired' | 'taken' }
  /** "Change the appointment" on review: choose another time or place, keeping the details given. */
  | { type: 'CHANGE_APPOINTMENT' }
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
export const SCHEDULER_STATE_VERSION = 1;
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
    orderedBrands: {
      covid_19: shuffled(BRANDS_BY_KIND.covid_19, random),
      rsv: shuffled(BRANDS_BY_KIND.rsv, random),
      pneumococcal: shuffled(BRANDS_BY_KIND.pneumococcal, random),
    },
    brands: {},
    isPregnant: null,
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
    maternalRsvStatus: context.maternalRsvEligibility,
    hasAskedForReminder: context.hasAskedForReminder,
    hasSetReminder: context.hasSetReminder,
    additionalKinds: context.additionalServices.map((s) => s.kind),
    offeredAdditionalKinds: context.offeredAddOns?.kinds ?? [],
    additionalCovidBrandCount: context.offeredAddOns?.covidBrands.length ?? 0,
  };
}

/** What each step needs before CONTINUE may leave it. */
function stepIsComplete(step: BookingStep, context: SchedulerContext): boolean {
  switch (step) {
    case 'schedule':
      return context.bookingFlow !== null && checkSelectionForContinue(selectedKinds(context), context.bookingFlow).ok;
    case 'minorAgeRange':
      return context.ageMin !== null;
    case 'brandCovid19':
      return context.brands.covid_19 !== undefined;
    case 'brandRSV':
      return context.brands.rsv !== undefined;
    case 'brandPneumococcal':
      return context.brands.pneumococcal !== undefined;
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
    brands: Object.fromEntries(Object.entries(context.brands).filter(([kind]) => kinds.includes(kind as VaccineKind))),
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

const perStep = (event: 'CONTINUE' | 'BACK', from: BookingStep) =>
  BOOKING_STEPS.map((to) => ({
    target: `#scheduler.${to}`,
    guard: { type: event === 'CONTINUE' ? 'continuesTo' : 'backTo', params: { from, to } } as const,
    actions: { type: 'visit', params: { step: to } } as const,
  }));

export const schedulerMachine = setup({
  types: {
    context: {} as SchedulerContext,
    events: {} as SchedulerEvent,
  },
  guards: {
    continuesTo: ({ context }, params: { from: BookingStep; to: BookingStep }) =>
      stepIsComplete(params.from, context) && nextStep(params.from, stepContext(context)) === params.to,
    backTo: ({ context }, params: { from: BookingStep; to: BookingStep }) =>
      previousStep(params.from, stepContext(context)) === params.to,
    gotoAllowed: ({ context, event }, params: { to: BookingStep }) =>
      event.type === 'MANUAL_GOTO' && event.step === params.to && stepAllowsKinds(params.to, selectedKinds(context)),
    leavesNoVaccine: ({ context, event }) =>
      event.type === 'REMOVE_INELIGIBLE_KINDS' &&
      [...selectedKinds(context), ...context.additionalServices.map((s) => s.kind)].every((k) =>
        event.kinds.includes(k),
      ),
    changesVaccinesTo: ({ context, event }, params: { to: BookingStep }) =>
      event.type === 'CHANGE_VACCINES' &&
      context.bookingFlow !== null &&
      checkSelectionForContinue(event.kinds, context.bookingFlow).ok &&
      stepAfterVaccineChange(withChangedVaccines(context, event.kinds)) === params.to,
    canToggle: ({ context, event }) =>
      event.type === 'TOGGLE_VACCINE_KIND' &&
      toggleVaccineKind(selectedKinds(context), event.kind, { fluInSeason: event.fluInSeason }).ok,
  },
  actions: {
    visit: assign(({ context }, params: { step: BookingStep }) => ({ visited: visit(context, params.step) })),
    toggleKind: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_VACCINE_KIND') return {};
      return withKinds(
        context,
        toggleVaccineKind(selectedKinds(context), event.kind, { fluInSeason: event.fluInSeason }).kinds,
      );
    }),
    resolveRsvCovid: assign(({ context, event }) => {
      if (event.type !== 'RESOLVE_RSV_COVID') return {};
      // The modal opened on adding `kind`; the kind chosen replaces the other one.
      const attempted = [...selectedKinds(context), event.kind];
      return withKinds(context, resolveRsvCovidConflict(attempted, event.choice));
    }),
    changeVaccines: assign(({ context, event }) =>
      event.type === 'CHANGE_VACCINES' ? withChangedVaccines(context, event.kinds) : {},
    ),
    removeKind: assign(({ context, event }) => {
      const kind = event.type === 'REMOVE_RSV' ? 'rsv' : 'pneumococcal';
      return withKinds(
        context,
        selectedKinds(context).filter((k) => k !== kind),
        { keepVisited: true },
      );
    }),
    setBookingFlow: assign(({ event }) => {
      if (event.type !== 'SET_BOOKING_FLOW') return {};
      return event.flow === 'adult'
        ? { bookingFlow: 'adult' as const, ageMin: ADULT_MIN_AGE, ageMax: MAX_AGE }
        : { bookingFlow: 'minor' as const, ageMin: null, ageMax: null };
    }),
    setAges: assign(({ event }) =>
      event.type === 'SET_MIN_AND_MAX_AGE_VALUES' ? { ageMin: event.ageMin, ageMax: event.ageMax } : {},
    ),
    setBrand: assign(({ context, event }) =>
      event.type === 'SET_BRAND' ? { brands: { ...context.brands, [event.kind]: event.brand } } : {},
    ),
    // Pregnant: a brand chosen earlier that is not given in pregnancy (GSK's or Moderna's RSV) is dropped.
    setPregnancy: assign(({ context, event }) =>
      event.type === 'SET_PREGNANCY'
        ? event.isPregnant
          ? {
              isPregnant: true,
              brands: Object.fromEntries(
                Object.entries(context.brands).filter(([kind, brand]) =>
                  isBrandAllowedInPregnancy(kind as VaccineKind, brand),
                ),
              ),
            }
          : { isPregnant: false, pregnancyDueDate: null }
        : {},
    ),
    setDueDate: assign(({ event }) => (event.type === 'SET_DUE_DATE' ? { pregnancyDueDate: event.date } : {})),
    setMaternalRsv: assign(({ event }) =>
      event.type === 'SET_MATERNAL_RSV_ELIGIBILITY' ? { maternalRsvEligibility: event.status } : {},
    ),
    setReminder: assign({ hasAskedForReminder: true, hasSetReminder: true }),
    reminderStored: assign(({ context, event }) =>
      event.type === 'REMINDER_STORED'
        ? {
            hasAskedForReminder: true,
            hasSetReminder: true,
            reminder: event.reminder,
            visited: visit(context, 'rsvPregnancyReminderResult'),
          }
        : {},
    ),
    // A new place starts on its next free day, unless a deep link chose the day.
    setLatLng: assign(({ context, event }) =>
      event.type === 'SET_LAT_LNG'
        ? {
            coordinates: event.coordinates,
            selectedDate: context.linkedSlot
              ? localDateOf(new Date(context.linkedSlot.start), context.linkedSlot.timeZone)
              : null,
          }
        : {},
    ),
    setSelectedDate: assign(({ event }) => (event.type === 'SET_SELECTED_DATE' ? { selectedDate: event.date } : {})),
    setTimeSlot: assign(({ event }) =>
      event.type === 'SET_TIME_SLOT' ? { appointments: [event.appointment], linkedSlot: null } : {},
    ),
    settleLinkedSlot: assign({ linkedSlot: null }),
    deleteTimeSlot: assign({ appointments: [], additionalServices: [] }),
    clearAdditional: assign({ additionalServices: [] }),
    setAdditional: assign(({ context, event }) =>
      event.type === 'SET_ADDITIONAL_VACCINE'
        ? {
            additionalServices: [
              ...context.additionalServices.filter((s) => s.kind !== event.kind),
              { kind: event.kind, brand: event.brand },
            ],
          }
        : {},
    ),
    setPatientForm: assign(({ event }) => (event.type === 'SET_PATIENT_FORM_DATA' ? { patientForm: event.data } : {})),
    booked: assign(({ context, event }) =>
      event.type === 'BOOKED'
        ? // The patient's details are not kept once they are with the pharmacy (docs/product/booking-flow.md, Review).
          {
            accessCode: event.accessCode,
            patientForm: null,
            appointments: [],
            reconfirmFields: {},
            visited: visit(context, 'appointmentConfirmation'),
          }
        : {},
    ),
    removeIneligible: assign(({ context, event }) => {
      if (event.type !== 'REMOVE_INELIGIBLE_KINDS') return {};
      // The appointment's services shrink to what the person may book; the held slot stays theirs. An add-on left
      // alone becomes the booking's vaccine.
      const additional = context.additionalServices.filter((s) => !event.kinds.includes(s.kind));
      const kept = selectedKinds(context).filter((k) => !event.kinds.includes(k));
      if (kept.length > 0)
        return { ...withKinds(context, kept, { keepVisited: true }), additionalServices: additional };
      const promoted = withKinds(
        context,
        additional.map((s) => s.kind),
        { keepVisited: true },
      );
      return {
        ...promoted,
        additionalServices: [],
        brands: Object.fromEntries(additional.filter((s) => s.kind !== 'flu').map((s) => [s.kind, s.brand])),
      };
    }),
    setOfferedAddOns: assign(({ event }) =>
      event.type === 'SET_OFFERED_ADD_ONS' ? { offeredAddOns: event.offer, additionalServices: [] } : {},
    ),
    setPrescription: assign(({ event }) =>
      event.type === 'SET_PRESCRIPTION_STATUS' ? { prescriptionKinds: event.kinds } : {},
    ),
    answerRestriction: assign(({ context, event }) => {
      if (event.type !== 'ANSWER_LOCATION_RESTRICTION') return {};
      const kinds = selectedKinds(context).filter((k) => k !== event.removeKind);
      // "Continue with another vaccine" drops the restricted one; the search and its place stay.
      return event.removeKind
        ? { ...withKinds(context, kinds, { keepVisited: true }), restrictionAnsweredFor: event.place }
        : { restrictionAnsweredFor: event.place };
    }),
    setReconfirm: assign(({ event }) =>
      event.type === 'SET_RECONFIRM_FIELDS' ? { reconfirmFields: event.fields } : {},
    ),
    renewHold: assign(({ context, event }) =>
      event.type === 'HOLD_RENEWED'
        ? {
            appointments: context.appointments.map((a) =>
              a.timeSlotId === event.timeSlotId
                ? { ...a, expiresAt: event.expiresAt, extensionsLeft: event.extensionsLeft }
                : a,
            ),
          }
        : {},
    ),
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
    holdsReleased: assign(({ context, event }) =>
      event.type === 'HOLDS_RELEASED'
        ? { releaseTimeSlotIds: (context.releaseTimeSlotIds ?? []).filter((id) => !event.timeSlotIds.includes(id)) }
        : {},
    ),
    deeplink: assign(({ context, event }) => {
      if (event.type !== 'HANDLE_DEEPLINK') return {};
      // Without retainState everything the link does not give starts empty; with it, it is kept.
      const keep = event.retainState === true;
      const reconfirm =
        (event.confirmPatientInfo ?? []).length > 0
          ? // One store for every field to reconfirm, whether a link or the provider asked (the server names the phone phoneNumber).
            {
              reconfirmFields: {
                ...(keep ? context.reconfirmFields : {}),
                ...Object.fromEntries(
                  (event.confirmPatientInfo ?? []).map((field) => [
                    field === 'phone' ? 'phoneNumber' : field,
                    context.patientForm?.[field] ?? '',
                  ]),
                ),
              },
            }
          : {};
      const linkedSlot = event.linkedSlot ?? (keep ? (context.linkedSlot ?? null) : null);
      const common = {
        linkedSlot,
        ...(linkedSlot ? { selectedDate: localDateOf(new Date(linkedSlot.start), linkedSlot.timeZone) } : {}),
        isPregnant: event.isPregnant ?? (keep ? context.isPregnant : null),
        pregnancyDueDate: event.dueDate ?? (keep ? context.pregnancyDueDate : null),
        coordinates: event.coordinates ?? (keep ? context.coordinates : null),
        ...reconfirm,
      };
      if (event.services === undefined && keep) return common;
      const services: DeeplinkService[] = sanitizeDeeplinkServices(event.services, VACCINE_KINDS);
      const kinds = services.map((s) => s.kind);
      const brands = Object.fromEntries(
        services
          .filter((s) => s.brand !== undefined && (KINDS_WITH_BRANDS as readonly string[]).includes(s.kind))
          .map((s) => [s.kind, s.brand ?? null]),
      );
      return {
        ...withKinds(context, kinds),
        brands,
        ...common,
        // The first appointment's services change with the selection: its held slot no longer fits, so it is let go.
        appointments: [],
        releaseTimeSlotIds: withHeldReleased(context),
      };
    }),
  },
}).createMachine({
  id: 'scheduler',
  context: () => freshContext(),
  initial: 'schedule',
  on: {
    MANUAL_GOTO: BOOKING_STEPS.map((to) => ({
      target: `#scheduler.${to}`,
      guard: { type: 'gotoAllowed', params: { to } } as const,
      actions: { type: 'visit', params: { step: to } } as const,
    })),
    RESTART_SCHEDULER: { target: '#scheduler.schedule', actions: 'restart' },
    RESET_SCHEDULER_CONTEXT: { target: '#scheduler.schedule', actions: 'restart' },
    HOLDS_RELEASED: { actions: 'holdsReleased' },
    HANDLE_DEEPLINK: { target: '#scheduler.schedule', actions: 'deeplink' },
    SET_LAT_LNG: { actions: 'setLatLng' },
    SET_SELECTED_DATE: { actions: 'setSelectedDate' },
    LINKED_SLOT_SETTLED: { actions: 'settleLinkedSlot' },
    SET_TIME_SLOT: { actions: 'setTimeSlot' },
    DELETE_APPOINTMENTS_TIME_SLOT: { actions: 'deleteTimeSlot' },
    SET_PATIENT_FORM_DATA: { actions: 'setPatientForm' },
    SET_MATERNAL_RSV_ELIGIBILITY: { actions: 'setMaternalRsv' },
    SET_PRESCRIPTION_STATUS: { actions: 'setPrescription' },
    SET_REMINDER: { actions: 'setReminder' },
    SET_ADDITIONAL_VACCINE: { actions: 'setAdditional' },
    SET_BRAND: { actions: 'setBrand' },
    SET_PREGNANCY: { actions: 'setPregnancy' },
    SET_DUE_DATE: { actions: 'setDueDate' },
    SET_MIN_AND_MAX_AGE_VALUES: { actions: 'setAges' },
    CLEAR_AGE_SELECTION: {
      target: '#scheduler.schedule',
      actions: assign({ ageMin: null, ageMax: null, bookingFlow: null }),
    },
    // An expired or taken hold: the person chooses a new slot and comes back to review (docs/product/booking-flow.md,
    // When something goes wrong).
    HOLD_RENEWED: { actions: 'renewHold' },
    SLOT_LOST: {
      target: '#scheduler.appointmentExpired',
      actions: ['slotLost', { type: 'visit', params: { step: 'appointmentExpired' } }],
    },
    // The hold stays until another time is held; an added vaccine was what the old pharmacy offered at that time,
    // so it goes, as it does on Back from the summary.
    CHANGE_APPOINTMENT: {
      guard: ({ context }) => context.appointments.length > 0,
      target: '#scheduler.newAppointment',
      actions: ['clearAdditional', { type: 'visit', params: { step: 'newAppointment' } }],
    },
  },
  states: Object.fromEntries(
    BOOKING_STEPS.map((step) => [
      step,
      {
        on: {
          CONTINUE: perStep('CONTINUE', step),
          BACK:
            step === 'appointmentSummary'
              ? perStep('BACK', step).map((t) => ({ ...t, actions: [t.actions, 'clearAdditional'] }))
              : perStep('BACK', step),
          ...(step === 'schedule'
            ? {
                TOGGLE_VACCINE_KIND: { guard: 'canToggle', actions: 'toggleKind' },
                RESOLVE_RSV_COVID: { actions: 'resolveRsvCovid' },
                SET_BOOKING_FLOW: { actions: 'setBookingFlow' },
              }
            : {}),
          ...(step === 'pregnancy' || step === 'minorAgeRange'
            ? { REMOVE_RSV: { actions: 'removeKind' }, REMOVE_PNEUMOCOCCAL: { actions: 'removeKind' } }
            : {}),
          // Past week 36 with another vaccine chosen, the due date page drops RSV before the search.
          ...(step === 'pregnancyDueDate' ? { REMOVE_RSV: { actions: 'removeKind' } } : {}),
          // The maternal RSV gate drops RSV at search (proceedWithOther) and after a reminder (book the other vaccine).
          ...(step === 'search' || step === 'rsvPregnancyReminderResult'
            ? { REMOVE_RSV: { actions: 'removeKind' } }
            : {}),
          ...(step === 'rsvPregnancyReminder'
            ? { REMINDER_STORED: { target: '#scheduler.rsvPregnancyReminderResult', actions: 'reminderStored' } }
            : {}),
          // An ineligible vaccine is removed to continue (docs/product/eligibility-rules.md, Warnings and ineligible
          // vaccines); with none left, back to the landing.
          ...(step === 'patientInfo'
            ? {
                REMOVE_INELIGIBLE_KINDS: [
                  { guard: 'leavesNoVaccine', target: '#scheduler.schedule', actions: 'restart' },
                  { actions: 'removeIneligible' },
                ],
              }
            : {}),
          // The summary works out the add-ons before CONTINUE; a prompt's "no thanks" clears what was added
          // (docs/product/booking-flow.md). The location restriction (docs/product/booking-flow.md, Location restrictions)
          // is answered on the results step, before a slot is chosen.
          ...(step === 'results'
            ? {
                ANSWER_LOCATION_RESTRICTION: { actions: 'answerRestriction' },
                CHANGE_VACCINES: BOOKING_STEPS.map((to) => ({
                  target: `#scheduler.${to}`,
                  guard: { type: 'changesVaccinesTo', params: { to } } as const,
                  actions: ['changeVaccines', { type: 'visit', params: { step: to } } as const],
                })),
              }
            : {}),
          ...(step === 'appointmentSummary' ? { SET_OFFERED_ADD_ONS: { actions: 'setOfferedAddOns' } } : {}),
          ...(step === 'covidPrompt' || step === 'fluPrompt' || step === 'covidFluPrompt' || step === 'covidBrandPrompt'
            ? { CLEAR_ADDITIONAL_VACCINES: { actions: 'clearAdditional' } }
            : {}),
          ...(step === 'appointmentReview' ? { SET_RECONFIRM_FIELDS: { actions: 'setReconfirm' } } : {}),
          ...(step === 'appointmentReview'
            ? { BOOKED: { target: '#scheduler.appointmentConfirmation', actions: 'booked' } }
            : {}),
          // "Back three steps, more when additional vaccines were chosen" (docs/product/booking-flow.md, When something
          // goes wrong) is always the results step.
          ...(step === 'appointmentReview'
            ? { SELECT_ANOTHER_PROVIDER: { target: '#scheduler.results', actions: 'selectAnotherProvider' } }
            : {}),
        },
      },
    ]),
  ) as Record<BookingStep, object>,
});

export type SchedulerSnapshotLike = SnapshotFrom<typeof schedulerMachine>;
