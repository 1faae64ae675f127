// The group booking flow: one state per step. CONTINUE and BACK ask the domain's group flow where to go, and a step
// is left only when its own check (a domain predicate) holds, so the machine and the route guard never disagree.
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  checkGroupMember,
  GROUP_STEPS,
  isValidGroupSize,
  nextGroupStep,
  previousGroupStep,
  type GroupMember,
  type GroupStep,
} from '@vaxnear/domain/booking/group-flow';
import { isValidDateOfBirth } from '@vaxnear/domain/patient';
import type { ResultsCentre, HeldAppointment } from '../../components/results/types.ts';

/** One place per person: the results' held appointment. */
export type HeldPlace = HeldAppointment;

/** One e-mail and phone for the party, and the household's address (every person of it is booked at it). */
export interface PartyContact {
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  /** A party of one names its person here: the date of birth step asks for nothing else. */
  firstName?: string;
  lastName?: string;
  sex?: string;
}

/** The fixed identifier of the stored flow: a stored flow of any other version is cleared and starts fresh. */
export const GROUP_STORAGE_KEY = 'vaxnear.group-booking';
export const GROUP_STATE_VERSION = 1;

export interface GroupContext {
  groupSize: number;
  members: GroupMember[];
  selectedDate: string | null;
  coordinates: ResultsCentre | null;
  /** One held place per person, in the members' order. */
  appointments: HeldPlace[];
  contact: PartyContact | null;
  registration: { accessCode: string; confirmationNumber: string } | null;
  /** How many more times the party's hold may be extended ("I need more time"); absent until it was first asked. */
  holdExtensionsLeft?: number;
  /** The calendar date the checks use (the injected, possibly spoofed, clock of the page that sent it). */
  today: string;
  visited: GroupStep[];
}

export type GroupEvent =
  | { type: 'SET_GROUP_SIZE'; size: number }
  | { type: 'SET_MEMBERS'; members: GroupMember[]; today: string }
  | { type: 'SET_COORDINATES'; coordinates: ResultsCentre }
  | { type: 'SET_SELECTED_DATE'; date: string | null }
  | { type: 'SET_APPOINTMENTS'; appointments: HeldPlace[] }
  | { type: 'DELETE_TIME_SLOTS' }
  /** The party's places got more time, or were held again after the hold ended: every place ends at `expiresAt`. */
  | { type: 'PARTY_HOLD_RENEWED'; expiresAt: string; extensionsLeft: number }
  | { type: 'SET_CONTACT'; contact: PartyContact }
  | { type: 'BOOKED'; registration: { accessCode: string; confirmationNumber: string } }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'JUMP'; step: GroupStep }
  | { type: 'RESET' };

export const emptyMember = (): GroupMember => ({ firstName: '', lastName: '', dateOfBirth: '', kinds: [] });

export const INITIAL_GROUP_CONTEXT: GroupContext = {
  groupSize: 0,
  members: [],
  selectedDate: null,
  coordinates: null,
  appointments: [],
  contact: null,
  registration: null,
  today: '',
  visited: ['groupSize'],
};

/** Whether the person may leave `step` forward: the step's answer is there and passes the domain's rules. */
export function stepIsComplete(step: GroupStep, context: GroupContext): boolean {
  const { members, groupSize } = context;
  switch (step) {
    case 'groupSize':
      return isValidGroupSize(groupSize);
    case 'dateOfBirth':
      return members.length === 1 && isValidDateOfBirth(members[0]!.dateOfBirth, context.today);
    case 'recipients':
      return (
        members.length === groupSize &&
        members.every(
          (m) =>
            m.firstName.trim() !== '' &&
            m.lastName.trim() !== '' &&
            !!m.sex &&
            isValidDateOfBirth(m.dateOfBirth, context.today),
        )
      );
    case 'vaccineSelection':
      return members.length === groupSize && members.every((m) => checkGroupMember(m, context.today).ok);
    case 'locationSearch':
      return context.coordinates !== null;
    case 'searchResults':
      return (
        context.appointments.length === groupSize && new Set(context.appointments.map((a) => a.locationId)).size === 1
      );
    case 'appointmentSummary':
      return context.appointments.length === groupSize;
    case 'contactDetails':
      return context.contact !== null;
    case 'appointmentReview':
      return context.registration !== null;
    case 'appointmentConfirmation':
      return false;
  }
}

const visit = (visited: readonly GroupStep[], step: GroupStep) =>
  visited.includes(step) ? [...visited] : [...visited, step];

function stepState(step: GroupStep) {
  return {
    entry: { type: 'visit' as const, params: { step } },
    on: {
      CONTINUE: GROUP_STEPS.map((target) => ({
        target,
        guard: { type: 'continuesTo' as const, params: { from: step, to: target } },
      })),
      BACK: GROUP_STEPS.map((target) => ({
        target,
        guard: { type: 'goesBackTo' as const, params: { from: step, to: target } },
        // Back from the confirmation starts a new party: the booked one must not be shown or booked again.
        ...(step === 'appointmentConfirmation' ? { actions: 'reset' as const } : {}),
      })),
    },
  };
}

export const groupMachine = setup({
  types: { context: {} as GroupContext, events: {} as GroupEvent },
  guards: {
    continuesTo: ({ context }, params: { from: GroupStep; to: GroupStep }) =>
      stepIsComplete(params.from, context) && nextGroupStep(params.from, context.groupSize) === params.to,
    goesBackTo: ({ context }, params: { from: GroupStep; to: GroupStep }) =>
      previousGroupStep(params.from, context.groupSize) === params.to && params.from !== params.to,
    /** A manual jump (the address bar, the browser's back and forward) only reaches steps this party has seen. */
    mayJumpTo: ({ context, event }, params: { step: GroupStep }) =>
      event.type === 'JUMP' && event.step === params.step && context.visited.includes(params.step),
  },
  actions: {
    visit: assign(({ context }, params: { step: GroupStep }) => ({ visited: visit(context.visited, params.step) })),
    reset: assign(() => ({ ...INITIAL_GROUP_CONTEXT })),
  },
}).createMachine({
  id: 'groupBooking',
  initial: 'groupSize',
  context: INITIAL_GROUP_CONTEXT,
  on: {
    SET_GROUP_SIZE: {
      guard: ({ event }) => isValidGroupSize(event.size),
      // A new size keeps the people already named (in order) and forgets the rest, and everything after them.
      actions: assign(({ context, event }) => ({
        groupSize: event.size,
        members: Array.from({ length: event.size }, (_, i) => context.members[i] ?? emptyMember()),
        appointments: [],
        contact: context.contact,
        registration: null,
        visited: ['groupSize' as GroupStep],
      })),
    },
    SET_MEMBERS: {
      actions: assign(({ context, event }) => ({
        members: event.members.slice(0, context.groupSize).map((m) => ({ ...m, kinds: [...m.kinds] })),
        today: event.today,
      })),
    },
    SET_COORDINATES: { actions: assign({ coordinates: ({ event }) => event.coordinates }) },
    SET_SELECTED_DATE: { actions: assign({ selectedDate: ({ event }) => event.date }) },
    SET_APPOINTMENTS: {
      // Newly chosen places are a new hold, with every extension still to ask for.
      actions: assign(({ event }) => ({ appointments: event.appointments, holdExtensionsLeft: undefined })),
    },
    DELETE_TIME_SLOTS: { actions: assign({ appointments: () => [] }) },
    PARTY_HOLD_RENEWED: {
      actions: assign(({ context, event }) => ({
        appointments: context.appointments.map((a) => ({ ...a, expiresAt: event.expiresAt })),
        holdExtensionsLeft: event.extensionsLeft,
      })),
    },
    SET_CONTACT: { actions: assign({ contact: ({ event }) => event.contact }) },
    BOOKED: { actions: assign({ registration: ({ event }) => event.registration }) },
    JUMP: GROUP_STEPS.map((step) => ({ target: `.${step}`, guard: { type: 'mayJumpTo' as const, params: { step } } })),
    RESET: { target: '.groupSize', actions: 'reset' },
  },
  states: Object.fromEntries(GROUP_STEPS.map((step) => [step, stepState(step)])) as Record<
    GroupStep,
    ReturnType<typeof stepState>
  >,
});

export type GroupSnapshot = SnapshotFrom<typeof groupMachine>;
export const groupStepOf = (snapshot: GroupSnapshot): GroupStep => snapshot.value as GroupStep;
