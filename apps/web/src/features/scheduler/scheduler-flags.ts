/** The 17-and-under booking button (booking-flow §2): off until the minor flow ships (issue #6). */
export const MINOR_BOOKING_ENABLED = import.meta.env.VITE_MINOR_BOOKING === 'on';
/** The phone concierge card: off. */
export const CALL_CENTER_ENABLED = false;
