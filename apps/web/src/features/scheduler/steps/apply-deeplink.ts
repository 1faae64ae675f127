// Applies a parsed deeplink to this tab's scheduler (decision 053). A ZIP in the link is looked up first; when the
// lookup fails the whole link is ignored and the person stays on the landing as it was (docs/product/booking-flow.md,
// When something goes wrong).
import { kindsInSeason, type VaccineKind } from '@vaxnear/domain/vaccines';
import { ApiError } from '../../../lib/api-client.ts';
import { lookUpPlace, nearestZipCode } from '../../../lib/api/geolocation.ts';
import { fhirLocation, timeZoneOf } from '../api/locations.ts';
import type { SlotDeeplink } from '@vaxnear/domain/booking/slot-deeplink';
import type { Deeplink } from './deeplink.ts';
import type { Coordinates, LinkedSlot } from '../machine/scheduler.machine.ts';
import { schedulerActor } from '../machine/scheduler-store.ts';

/** Kinds a link may select: flu only in its season, like the landing's checkbox. */
export const enabledKinds = (fluInSeason: boolean): VaccineKind[] => kindsInSeason(fluInSeason);

/** What became of a link: applied, ignored (its ZIP was not found), or applied without the time it named. */
export type DeeplinkOutcome = 'applied' | 'ignored' | 'slotNotFound';

/**
 * The linked time's pharmacy, from the FHIR Location our feed publishes, and its place as the search's centre: the
 * pharmacy itself, with the ZIP (for the maternal RSV season) and the state's booking restrictions of the nearest ZIP.
 */
async function linkedPlace(slot: SlotDeeplink): Promise<{ linkedSlot: LinkedSlot; coordinates: Coordinates } | null> {
  try {
    const location = await fhirLocation(slot.locationId);
    const timeZone = location && timeZoneOf(location);
    if (!location?.position || !timeZone || !location.name) return null;
    const { latitude, longitude } = location.position;
    const nearest = await nearestZipCode(latitude, longitude);
    const zipCode = location.address?.postalCode ?? nearest.zipCode;
    return {
      linkedSlot: { ...slot, locationName: location.name, timeZone },
      coordinates: {
        lat: latitude,
        lng: longitude,
        locationType: 'searchPrecise',
        query: zipCode,
        postalCode: zipCode,
        bookingRestrictions: nearest.bookingRestrictions,
      },
    };
  } catch {
    return null;
  }
}

export async function applyDeeplink(deeplink: Deeplink): Promise<DeeplinkOutcome> {
  let coordinates: Coordinates | undefined;
  let linkedSlot: LinkedSlot | undefined;
  if (deeplink.slot) {
    const place = await linkedPlace(deeplink.slot);
    if (place) ({ linkedSlot, coordinates } = place);
  }
  if (deeplink.zipCode && !coordinates) {
    try {
      const detail = await lookUpPlace({ zipCode: deeplink.zipCode });
      coordinates = {
        lat: detail.lat,
        lng: detail.lng,
        locationType: 'searchPrecise',
        query: deeplink.zipCode,
        bookingRestrictions: detail.bookingRestrictions,
      };
    } catch (error) {
      // Only the error code is logged: the server's message repeats the ZIP, which is what the link knew of the person.
      console.warn(
        'Ignoring a deeplink whose ZIP lookup failed',
        error instanceof ApiError ? (error.errors[0]?.code ?? error.status) : 'network',
      );
      return 'ignored';
    }
  }
  const actor = schedulerActor();
  if (!deeplink.retainState) actor.send({ type: 'RESET_SCHEDULER_CONTEXT' });
  actor.send({
    type: 'HANDLE_DEEPLINK',
    ...(deeplink.services ? { services: deeplink.services } : {}),
    ...(deeplink.isPregnant !== undefined ? { isPregnant: deeplink.isPregnant } : {}),
    ...(deeplink.dueDate ? { dueDate: deeplink.dueDate } : {}),
    ...(coordinates ? { coordinates } : {}),
    ...(linkedSlot ? { linkedSlot } : {}),
    retainState: deeplink.retainState,
    confirmPatientInfo: deeplink.confirmPatientInfo,
  });
  return deeplink.slot !== undefined && !linkedSlot ? 'slotNotFound' : 'applied';
}
