// Location restrictions (docs/product/booking-flow.md): what the search's bookingRestrictions ask of this selection
// before results.
import type { BookingRestrictions } from '@vaxnear/domain/contracts/geolocation';
import { kindRow, type VaccineKind } from '@vaxnear/domain/vaccines';

export type RestrictionGate =
  { kind: 'prescription'; vaccine: VaccineKind } | { kind: 'notAllowed'; vaccine: VaccineKind; others: VaccineKind[] };

/** The place a restriction answer belongs to: a new search asks again. */
export const placeKey = (coordinates: { lat: number; lng: number }) =>
  `${coordinates.lat.toFixed(4)},${coordinates.lng.toFixed(4)}`;

/**
 * Only the kind the state's rule applies to is gated here (the table of kinds' `stateRestricted`: COVID-19;
 * docs/product/booking-flow.md, Location restrictions); other kinds' restrictions reach the person as the
 * prescription warning at the patient step (age-eligibility.ts), so they are not gated twice.
 */
export function restrictionGate(
  selected: readonly VaccineKind[],
  restrictions: BookingRestrictions | undefined,
): RestrictionGate | null {
  const vaccine = selected.find((kind) => kindRow(kind).stateRestricted);
  if (!restrictions || vaccine === undefined) return null;
  const rule = restrictions[vaccine];
  if (rule === 'allowed_with_prescription') return { kind: 'prescription', vaccine };
  if (rule === 'not_allowed') return { kind: 'notAllowed', vaccine, others: selected.filter((k) => k !== vaccine) };
  return null;
}
