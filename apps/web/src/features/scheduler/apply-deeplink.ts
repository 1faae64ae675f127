// Applies a parsed deeplink to this tab's scheduler (decision 053). A ZIP in the link is looked up first; when the
// lookup fails the whole link is ignored and the person stays on the landing as it was (docs/product/booking-flow.md,
// When something goes wrong).
import type { AddressDetail } from '@vaxnear/domain/contracts/geolocation';
import { VACCINE_KINDS, type VaccineKind } from '@vaxnear/domain/vaccines';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import type { Deeplink } from './deeplink.ts';
import type { Coordinates } from './scheduler.machine.ts';
import { schedulerActor } from './scheduler-store.ts';

/** Kinds a link may select: flu only in its season, like the landing's checkbox. */
export const enabledKinds = (fluInSeason: boolean): VaccineKind[] => VACCINE_KINDS.filter((kind) => kind !== 'flu' || fluInSeason);

export async function applyDeeplink(deeplink: Deeplink): Promise<boolean> {
  let coordinates: Coordinates | undefined;
  if (deeplink.zipCode) {
    try {
      const detail = await apiRequest<AddressDetail>('GET', '/geolocation/address_detail', { query: { zipCode: deeplink.zipCode } });
      coordinates = { lat: detail.lat, lng: detail.lng, locationType: 'searchPrecise', query: deeplink.zipCode, bookingRestrictions: detail.bookingRestrictions };
    } catch (error) {
      // Only the error code is logged: the server's message repeats the ZIP, which is what the link knew of the person.
      console.warn('Ignoring a deeplink whose ZIP lookup failed', error instanceof ApiError ? error.errors[0]?.code ?? error.status : 'network');
      return false;
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
    retainState: deeplink.retainState,
    confirmPatientInfo: deeplink.confirmPatientInfo,
  });
  return true;
}
