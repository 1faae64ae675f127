// Place look-ups, typed by the domain's contracts (decisions 101 and 211): suggestions while typing, the ZIP nearest to
// the device's position, and the place a search text or ZIP names (the scheduler's search and group booking's).
import type {
  AddressDetail,
  AddressDetailQuery,
  AutocompleteQuery,
  NearestZip,
  Suggestions,
} from '@vaxnear/domain/contracts/geolocation';
import { apiRequest } from '../api-client.ts';

/** GET /geolocation/autocomplete: ZIP codes and cities for what was typed so far. */
export function suggestPlaces(search: AutocompleteQuery['search'], signal: AbortSignal): Promise<Suggestions> {
  return apiRequest<Suggestions>('GET', '/geolocation/autocomplete', { query: { search }, signal });
}

/** GET /geolocation/nearest_zip_code: the ZIP (and its state's booking restrictions) nearest to a position. */
export function nearestZipCode(latitude: number, longitude: number): Promise<NearestZip> {
  return apiRequest<NearestZip>('GET', '/geolocation/nearest_zip_code', { query: { latitude, longitude } });
}

/** GET /geolocation/address_detail: where a search text or a ZIP code is, or the places it could mean. */
export function lookUpPlace(query: AddressDetailQuery): Promise<AddressDetail> {
  return apiRequest<AddressDetail>('GET', '/geolocation/address_detail', { query });
}
