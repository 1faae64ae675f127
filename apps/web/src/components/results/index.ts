// The shared booking layer: the booking UI that the single-person flow (features/scheduler) and the group flow
// (features/group) both use — the results list and map, the appointment picker, holding a time and its countdown —
// and the one set of types they pass between them. Features import from here; this layer imports no feature.
// Only what the flows use is re-exported. The maps are not: they load lazily (import them by path with `lazy`), so
// the map library never reaches a page's first download.
export { ChooseAppointment, LIMITED_RESULTS_BELOW, type ChooseAppointmentProps } from './choose-appointment.tsx';
export { DatePicker, type DatePickerProps } from './date-picker.tsx';
export { HoldProblemNotice } from './hold-problem-notice.tsx';
export { SlotsSummary } from './slots-summary.tsx';
export { TimeSlots, type TimeSlotsProps } from './time-slots.tsx';
export { useAvailability, type AvailabilityState } from './use-availability.ts';
export { useHold, type HoldProblem, type HoldRequest } from './use-hold.tsx';
export { useHoldCountdown, minutesLeft } from './use-hold-countdown.ts';
export { addDaysIso, bookableSpan, formatIsoDate, formatPhone } from './format.ts';
export {
  toAppointmentLocation,
  type Coordinates,
  type HeldAppointment,
  type HeldSlot,
  type LinkedTime,
  type LocationResult,
  type RequestedService,
  type ResultsCentre,
  type SchedulerAppointment,
  type SchedulerAppointmentLocation,
  type TimeSlot,
} from './types.ts';
