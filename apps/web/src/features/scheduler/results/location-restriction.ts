// Location restrictions (docs/product/booking-flow.md): what the search's bookingRestrictions ask of this selection
// before results.
import type { BookingRestrictions } from '@vaxnear/domain/contracts/geolocation';
import type { VaccineKind } from '@vaxnear/domain/vaccines';

export type RestrictionGate =
  { kind: 'prescription'; vaccine: VaccineKind } | { kind: 'notAllowed'; vaccine: VaccineKind; others: VaccineKind[] };

/** The place a restriction answer belongs to: a new search asks again. */
export const placeKey = (coordinates: { lat: number; lng: number }) =>
  `${coordinates.lat.toFixed(4)},${coordinates.lng.toFixed(4)}`;

/**
 * Only COVID-19 is gated here (docs/product/booking-flow.md, Location restrictions); other kinds' restrictions reach
 * the person as the prescription warning at the patient step (age-eligibility.ts), so they are not gated twice.
 */
export function restrictionGate(
  selected: readonly VaccineKind[],
  restrictions: BookingRestrictions | undefined,
): RestrictionGate | null {
  if (!restrictions || !selected.includes('covid_19')) return null;
  const rule = restrictions.covid_19;
  if (rule === 'allowed_with_prescription') return { kind: 'prescription', vaccine: 'covid_19' };
  if (rule === 'not_allowed')
    return { kind: 'notAllowed', vaccine: 'covid_19', others: selected.filter((k) => k !== 'covid_19') };
  return null;
}
