// Turns what people type into a place, and a place into what its state allows.
import type { Kysely } from 'kysely';
import { MAX_SUGGESTIONS } from '@vaxnear/domain/constants';
import type { AddressDetail, BookingRestrictions, PlaceCandidate } from '@vaxnear/domain/contracts/geolocation';
import { LOCATION_RESTRICTIONS, type LocationRestriction } from '@vaxnear/domain/enumerations';
import { distanceMiles } from '@vaxnear/domain/geo';
import { perKind } from '@vaxnear/domain/vaccines';
import {
  cityKey,
  isAmbiguousPlace,
  MAX_PLACE_CANDIDATES,
  parsePlaceText,
  type PlacePrecision,
} from '@vaxnear/domain/place-search';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import {
  cityZips,
  citiesStartingWith,
  findStateRule,
  findZip,
  zipsInBox,
  zipsStartingWith,
  type ZipRow,
} from './geolocation.repository.ts';
import type { StreetGeocoder } from './street-geocoder.ts';

/**
 * Restrictions per kind for the state. The state's rule (state_vaccine_rules.csv, read for COVID-19) applies to the
 * kinds the table of kinds marks `stateRestricted`; the others are allowed everywhere until a source says otherwise.
 */
export async function bookingRestrictionsFor(db: Kysely<Database>, state: string): Promise<BookingRestrictions> {
  const rule = await findStateRule(db, state);
  const covid = rule?.covid_19_restriction;
  const covidRestriction: LocationRestriction =
    covid && (LOCATION_RESTRICTIONS as readonly string[]).includes(covid) ? (covid as LocationRestriction) : 'allowed';
  return perKind((_, row) => (row.stateRestricted ? covidRestriction : 'allowed'));
}

interface Centre {
  lat: number;
  lng: number;
  precision: PlacePrecision;
  matched: string;
}

async function toAddressDetail(
  db: Kysely<Database>,
  zip: ZipRow,
  street: string | null,
  centre: Centre,
  candidates: PlaceCandidate[] = [],
): Promise<AddressDetail> {
  return {
    lat: centre.lat,
    lng: centre.lng,
    precision: centre.precision,
    matched: centre.matched,
    ambiguous: candidates.length > 1,
    candidates,
    zipCode: zip.zip,
    postal_code: zip.zip,
    address_1: street ?? `${zip.city}, ${zip.state}`,
    city: zip.city,
    state: zip.state,
    bookingRestrictions: await bookingRestrictionsFor(db, zip.state),
  };
}

const zipCentre = (zip: ZipRow): Centre => ({
  lat: Number(zip.lat),
  lng: Number(zip.lng),
  precision: 'zip',
  matched: zip.zip,
});

interface CityPlace {
  city: string;
  state: string;
  people: number;
  lat: number;
  lng: number;
  mainZip: ZipRow;
}

/**
 * One place per state for a city name. Its centre is the population-weighted mean of its ZIP centroids (plain mean
 * when no ZIP has a population), so "Chicago" is the middle of where Chicagoans live, not its most populous ZIP.
 */
function cityPlaces(rows: readonly ZipRow[]): CityPlace[] {
  const byState = new Map<string, ZipRow[]>();
  for (const row of rows) byState.set(row.state, [...(byState.get(row.state) ?? []), row]);
  const places: CityPlace[] = [];
  for (const [state, zips] of byState) {
    const people = zips.reduce((sum, z) => sum + Number(z.population ?? 0), 0);
    const weight = (z: ZipRow) => (people > 0 ? Number(z.population ?? 0) : 1);
    const total = people > 0 ? people : zips.length;
    const lat = zips.reduce((sum, z) => sum + Number(z.lat) * weight(z), 0) / total;
    const lng = zips.reduce((sum, z) => sum + Number(z.lng) * weight(z), 0) / total;
    const mainZip = [...zips].sort(
      (a, b) => Number(b.population ?? -1) - Number(a.population ?? -1) || a.zip.localeCompare(b.zip),
    )[0]!;
    // Six decimals (about 10 cm) is what /query accepts and far finer than a city centre needs.
    places.push({ city: mainZip.city, state, people, lat: roundCoordinate(lat), lng: roundCoordinate(lng), mainZip });
  }
  return places.sort((a, b) => b.people - a.people || a.state.localeCompare(b.state));
}

const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

const placeLabel = (place: { city: string; state: string }) => `${place.city}, ${place.state}`;

/**
 * "10001", "chicago il", "Chicago, Illinois", "6400 N Sheridan Rd, Chicago, IL" or "Springfield": see
 * parsePlaceText for how the text is read. A street is placed only by a street geocoder when one is on; otherwise
 * the answer says it is the ZIP or the city centre, so the page never claims more precision than it has.
 */
export async function addressDetail(
  db: Kysely<Database>,
  query: { zipCode?: string; search?: string },
  geocoder: StreetGeocoder | null = null,
): Promise<AddressDetail> {
  if (query.zipCode) {
    const zip = await findZip(db, query.zipCode);
    if (!zip)
      throw notFound(
        `We could not find the ZIP code ${query.zipCode}. Check the 5 digits, or type a city and state.`,
        'PLACE_NOT_FOUND',
      );
    return toAddressDetail(db, zip, null, zipCentre(zip));
  }
  const search = (query.search ?? '').trim();
  const parsed = parsePlaceText(search);
  if (geocoder && parsed.street) {
    const match = await geocoder.locate(search);
    const zip = match
      ? ((match.zip ? await findZip(db, match.zip) : undefined) ?? (await nearestZipRow(db, match.lat, match.lng)))
      : undefined;
    if (match && zip)
      return toAddressDetail(db, zip, parsed.street, {
        lat: match.lat,
        lng: match.lng,
        precision: 'address',
        matched: match.matchedAddress,
      });
  }
  if (parsed.zip) {
    const zip = await findZip(db, parsed.zip);
    if (zip) return toAddressDetail(db, zip, parsed.street, zipCentre(zip));
  }
  for (const guess of parsed.cities) {
    const places = cityPlaces(await cityZips(db, cityKey(guess.city), parsed.state));
    const top = places[0];
    if (!top) continue;
    const ambiguous = !parsed.state && isAmbiguousPlace(places.map((p) => p.people));
    const candidates = ambiguous
      ? places.slice(0, MAX_PLACE_CANDIDATES).map((p) => ({
          label: placeLabel(p),
          city: p.city,
          state: p.state,
          zipCode: p.mainZip.zip,
          lat: p.lat,
          lng: p.lng,
        }))
      : [];
    return toAddressDetail(
      db,
      top.mainZip,
      guess.street,
      { lat: top.lat, lng: top.lng, precision: 'city', matched: placeLabel(top) },
      candidates,
    );
  }
  if (parsed.zip)
    throw notFound(
      `We could not find the ZIP code ${parsed.zip}. Check the 5 digits, or type a city and state.`,
      'PLACE_NOT_FOUND',
    );
  throw notFound(
    `We could not find "${search}". Try a 5-digit ZIP code or a city and state, like "Austin, TX".`,
    'PLACE_NOT_FOUND',
  );
}

/** Up to 5 suggestions: ZIPs for digits, "City, ST" for letters; a state (code or name) after the city narrows them. */
export async function autocomplete(db: Kysely<Database>, search: string): Promise<string[]> {
  const text = search.trim();
  if (/^\d+$/.test(text)) return text.length > 5 ? [] : zipsStartingWith(db, text, MAX_SUGGESTIONS);
  const parsed = parsePlaceText(text);
  if (parsed.zip) {
    const zip = await findZip(db, parsed.zip);
    if (zip) return [`${zip.city}, ${zip.state} ${zip.zip}`];
  }
  const suggestions: string[] = [];
  for (const guess of parsed.cities) {
    const cities = await citiesStartingWith(
      db,
      cityKey(guess.city),
      parsed.state,
      MAX_SUGGESTIONS,
      parsed.state !== null,
    );
    suggestions.push(...cities.map(placeLabel));
    if (suggestions.length > 0) return suggestions.slice(0, MAX_SUGGESTIONS);
  }
  // "austin, m" or "chicago i": the last word may be the start of a state code.
  const partial = /^(.*?)[\s,]+([A-Za-z]{1,2})$/.exec(text);
  if (partial?.[1]) {
    const cities = await citiesStartingWith(db, cityKey(partial[1].replace(/,$/, '')), partial[2]!, MAX_SUGGESTIONS);
    return cities.map(placeLabel);
  }
  return [];
}

async function nearestZipRow(db: Kysely<Database>, lat: number, lng: number): Promise<ZipRow | undefined> {
  for (const degrees of [0.25, 1, 4, 15]) {
    const candidates = await zipsInBox(db, lat, lng, degrees);
    let best: ZipRow | undefined;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
      const d = distanceMiles({ lat, lng }, { lat: Number(candidate.lat), lng: Number(candidate.lng) });
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
    // A box of half-width w only guarantees the nearest within w degrees of latitude (about 69 w miles).
    if (best && bestDistance <= degrees * 69 * Math.cos((Math.abs(lat) * Math.PI) / 180)) return best;
  }
  return undefined;
}

/** The ZIP whose centroid is nearest; searches a growing box so the common case reads few rows. */
export async function nearestZipCode(db: Kysely<Database>, lat: number, lng: number) {
  const best = await nearestZipRow(db, lat, lng);
  if (!best) throw notFound('There is no US ZIP code near these coordinates.', 'PLACE_NOT_FOUND');
  return { zipCode: best.zip, state: best.state, bookingRestrictions: await bookingRestrictionsFor(db, best.state) };
}
