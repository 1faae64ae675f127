// Turns what people type into a place, and a place into what its state allows.
import type { Kysely } from 'kysely';
import { MAX_SUGGESTIONS } from '@vaxnear/domain/constants';
import type { AddressDetail, BookingRestrictions } from '@vaxnear/domain/contracts/geolocation';
import { LOCATION_RESTRICTIONS, type LocationRestriction } from '@vaxnear/domain/enumerations';
import { distanceMiles } from '@vaxnear/domain/geo';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import {
  citiesStartingWith, findCity, findStateRule, findZip, zipsInBox, zipsStartingWith, type ZipRow,
} from './geolocation.repository.ts';

const ZIP_IN_TEXT = /\b(\d{5})(?:-\d{4})?\b/;
const CITY_STATE = /^(.+?),\s*([A-Za-z]{2})\.?$/;

/**
 * docs/product/booking-flow.md: restrictions per kind for the state. Only COVID-19 varies by state in our data
 * (state_vaccine_rules.csv); the other kinds are allowed everywhere until a source says otherwise.
 */
export async function bookingRestrictionsFor(db: Kysely<Database>, state: string): Promise<BookingRestrictions> {
  const rule = await findStateRule(db, state);
  const covid = rule?.covid_19_restriction;
  const covidRestriction: LocationRestriction = covid && (LOCATION_RESTRICTIONS as readonly string[]).includes(covid) ? covid as LocationRestriction : 'allowed';
  return { covid_19: covidRestriction, flu: 'allowed', rsv: 'allowed', pneumococcal: 'allowed' };
}

async function toAddressDetail(db: Kysely<Database>, zip: ZipRow, street: string | null): Promise<AddressDetail> {
  return {
    lat: Number(zip.lat), lng: Number(zip.lng), zipCode: zip.zip, postal_code: zip.zip,
    address_1: street ?? `${zip.city}, ${zip.state}`, city: zip.city, state: zip.state,
    bookingRestrictions: await bookingRestrictionsFor(db, zip.state),
  };
}

/** "10001", "Austin, TX", "350 5th Ave, New York, NY 10118" or "Austin": a ZIP in the text wins, then "City, ST", then a city alone. */
export async function addressDetail(db: Kysely<Database>, query: { zipCode?: string; search?: string }): Promise<AddressDetail> {
  if (query.zipCode) {
    const zip = await findZip(db, query.zipCode);
    if (!zip) throw notFound(`We could not find the ZIP code ${query.zipCode}.`, 'PLACE_NOT_FOUND');
    return toAddressDetail(db, zip, null);
  }
  const search = (query.search ?? '').trim();
  const zipMatch = ZIP_IN_TEXT.exec(search);
  if (zipMatch) {
    const zip = await findZip(db, zipMatch[1]!);
    if (zip) {
      const street = search.split(',')[0]!.trim();
      const hasStreet = search.includes(',') && /\d/.test(street) && street !== zipMatch[1];
      return toAddressDetail(db, zip, hasStreet ? street : null);
    }
  }
  const parts = search.split(',').map((part) => part.trim()).filter(Boolean);
  // "350 5th Ave, New York, NY": the last two parts are city and state.
  const cityState = parts.length >= 2 ? CITY_STATE.exec(`${parts.at(-2)}, ${parts.at(-1)!.replace(/\s+\d{5}(-\d{4})?$/, '')}`) : null;
  if (cityState) {
    const zip = await findCity(db, cityState[1]!.toLowerCase(), cityState[2]!.toUpperCase());
    if (zip) return toAddressDetail(db, zip, parts.length > 2 ? parts.slice(0, -2).join(', ') : null);
  }
  const zip = await findCity(db, search.toLowerCase(), null);
  if (zip) return toAddressDetail(db, zip, null);
  throw notFound(`We could not find "${search}". Try a 5-digit ZIP code or "City, ST".`, 'PLACE_NOT_FOUND');
}

/** Up to 5 suggestions: ZIPs for digits, "City, ST" for letters (an optional ", S" narrows the state). */
export async function autocomplete(db: Kysely<Database>, search: string): Promise<string[]> {
  const text = search.trim();
  if (/^\d+$/.test(text)) return text.length > 5 ? [] : zipsStartingWith(db, text, MAX_SUGGESTIONS);
  const [cityPart, statePart] = text.split(',').map((part) => part.trim());
  if (!cityPart) return [];
  const cities = await citiesStartingWith(db, cityPart.toLowerCase(), statePart ? statePart.slice(0, 2) : null, MAX_SUGGESTIONS);
  return cities.map((c) => `${c.city}, ${c.state}`);
}

/** The ZIP whose centroid is nearest; searches a growing box so the common case reads few rows. */
export async function nearestZipCode(db: Kysely<Database>, lat: number, lng: number) {
  for (const degrees of [0.25, 1, 4, 15]) {
    const candidates = await zipsInBox(db, lat, lng, degrees);
    let best: ZipRow | null = null;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
      const d = distanceMiles({ lat, lng }, { lat: Number(candidate.lat), lng: Number(candidate.lng) });
      if (d < bestDistance) { best = candidate; bestDistance = d; }
    }
    // A box of half-width w only guarantees the nearest within w degrees of latitude (about 69 w miles).
    if (best && bestDistance <= degrees * 69 * Math.cos((Math.abs(lat) * Math.PI) / 180)) {
      return { zipCode: best.zip, state: best.state, bookingRestrictions: await bookingRestrictionsFor(db, best.state) };
    }
  }
  throw notFound('There is no US ZIP code near these coordinates.', 'PLACE_NOT_FOUND');
}
