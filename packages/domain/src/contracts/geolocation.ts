// GET /geolocation/* (docs/product/booking-flow.md, Calls to the server): where a search text or coordinates are, and
// what the state allows.
import { z } from 'zod';
import { MAX_SUGGESTIONS, SUGGESTION_MIN_CHARS } from '../constants.ts';
import { LOCATION_RESTRICTIONS } from '../enumerations.ts';
import { MAX_PLACE_CANDIDATES, PLACE_PRECISIONS } from '../place-search.ts';
import { perKind } from '../vaccines.ts';
import { numberParam } from './query-params.ts';

export const SEARCH_TEXT_MAX_LENGTH = 200;

export const bookingRestrictionsSchema = z
  .object(perKind(() => z.enum(LOCATION_RESTRICTIONS)))
  .describe("What pharmacies in the place's state may do for each vaccine kind.");
export type BookingRestrictions = z.infer<typeof bookingRestrictionsSchema>;

export const addressDetailQuerySchema = z
  .object({
    zipCode: z
      .string()
      .regex(/^\d{5}$/, 'must be 5 digits')
      .optional()
      .describe('A 5-digit ZIP code.'),
    search: z
      .string()
      .trim()
      .min(1)
      .max(SEARCH_TEXT_MAX_LENGTH)
      .optional()
      .describe('Free text: "10001", "Austin, TX", "350 5th Ave, New York, NY 10118" or a city name.'),
  })
  .refine((query) => query.zipCode !== undefined || query.search !== undefined, {
    path: ['search'],
    message: 'give zipCode or search',
  });
export type AddressDetailQuery = z.infer<typeof addressDetailQuerySchema>;

export const placeCandidateSchema = z.object({
  label: z.string().describe('"Springfield, IL".'),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().describe("The city's most populous ZIP."),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceCandidate = z.infer<typeof placeCandidateSchema>;

export const addressDetailSchema = z.object({
  lat: z
    .number()
    .describe('The search centre: the street address, the ZIP centroid or the population-weighted city centre.'),
  lng: z.number(),
  precision: z
    .enum(PLACE_PRECISIONS)
    .describe(
      'What lat and lng are: "address" (a street-level match), "zip" (the ZIP centroid) or "city" (the city centre).',
    ),
  matched: z
    .string()
    .describe('What the centre is, in words: "60660", "Chicago, IL" or the geocoder\'s reading of a street address.'),
  ambiguous: z
    .boolean()
    .describe('true when the name fits several places of a similar size: ask which one (candidates, largest first).'),
  candidates: z
    .array(placeCandidateSchema)
    .max(MAX_PLACE_CANDIDATES)
    .describe('When ambiguous: the places of that name, most people first; otherwise empty.'),
  zipCode: z.string().describe('The ZIP code of the place (for a city: its most populous ZIP).'),
  address_1: z.string().describe('The street part of the search when one was given, else "City, ST".'),
  postal_code: z.string(),
  city: z.string(),
  state: z.string().describe('USPS state code.'),
  bookingRestrictions: bookingRestrictionsSchema,
});
export type AddressDetail = z.infer<typeof addressDetailSchema>;

export const autocompleteQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .min(SUGGESTION_MIN_CHARS, `type at least ${SUGGESTION_MIN_CHARS} characters`)
    .max(SEARCH_TEXT_MAX_LENGTH)
    .describe(`What the person typed so far (at least ${SUGGESTION_MIN_CHARS} characters).`),
});
export const autocompleteSchema = z
  .array(z.string())
  .max(MAX_SUGGESTIONS)
  .describe(`At most ${MAX_SUGGESTIONS} suggestions: ZIP codes ("10001") and cities ("Austin, TX"), likeliest first.`);
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;
export type Suggestions = z.infer<typeof autocompleteSchema>;

export const nearestZipQuerySchema = z.object({
  latitude: numberParam(-90, 90, 'Latitude in decimal degrees.'),
  longitude: numberParam(-180, 180, 'Longitude in decimal degrees.'),
});
export const nearestZipSchema = z.object({
  zipCode: z.string(),
  state: z.string(),
  bookingRestrictions: bookingRestrictionsSchema,
});
export type NearestZip = z.infer<typeof nearestZipSchema>;
