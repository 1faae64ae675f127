/**
 * The 17-and-under booking button (docs/product/booking-flow.md, Who books): on since issue #6; VITE_MINOR_BOOKING=off
 * hides it.
 */
export const MINOR_BOOKING_ENABLED = import.meta.env.VITE_MINOR_BOOKING !== 'off';
