// GET /query (docs/product/booking-flow.md, Calls to the server): locations near a point that offer the wanted
// vaccines.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { BOOKING_TYPES } from '../enumerations.ts';
import { RETAILERS } from '../retailers.ts';
import { ALL_BRANDS, VACCINE_KINDS } from '../vaccines.ts';
import { arrayParam, booleanParam, integerParam, numberParam, servicesParam } from './query-params.ts';

export const MAX_PAGE = 1000;
/** A map view larger than this (in degrees either way) is refused: it would list a whole country. */
export const MAX_BOUNDS_SPAN_DEGREES = 10;
/** The largest distance filter: about the half-diagonal of the largest map view. */
export const MAX_DISTANCE_MILES = 500;

const cornerSchema = (name: string) =>
  z
    .object({
      lat: numberParam(-90, 90, `Latitude of the ${name} corner.`),
      lng: numberParam(-180, 180, `Longitude of the ${name} corner.`),
    })
    .describe(`The ${name} corner of the map view, as ${name}[lat]=..&${name}[lng]=..`);

export const locationQuerySchema = z
  .object({
    latitude: numberParam(-90, 90, 'Latitude of the search centre.'),
    longitude: numberParam(-180, 180, 'Longitude of the search centre.'),
    services: servicesParam,
    page: integerParam(1, MAX_PAGE, 'Page number, from 1.').default(1),
    pageSize: integerParam(1, MAX_PAGE_SIZE, `Locations per page, at most ${MAX_PAGE_SIZE}.`).default(
      DEFAULT_PAGE_SIZE,
    ),
    pregnant: booleanParam(
      'The person is pregnant: RSV then means the vaccine given in pregnancy (Pfizer), whatever the age; only locations offering it are listed.',
    ).default(false),
    isPreciseLocation: booleanParam(
      'The centre is a precise position (a street address or the device), not a ZIP or city centroid.',
    ).default(false),
    partialMatching: booleanParam('Also list locations that offer only some of the services.').default(false),
    bookable_only: booleanParam('Only locations bookable on this site.').default(false),
    sw: cornerSchema('south-west').optional(),
    ne: cornerSchema('north-east').optional(),
    retailers: arrayParam(
      z.enum(RETAILERS),
      RETAILERS.length,
      'Only these retailers, as retailers[]=cvs&retailers[]=walmart.',
    ).optional(),
    maxDistance: numberParam(
      0.1,
      MAX_DISTANCE_MILES,
      `Only locations within this many miles of the centre (at most ${MAX_DISTANCE_MILES}); without a map view, never beyond the default radius.`,
    ).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.sw === undefined) !== (query.ne === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.sw ? 'ne' : 'sw'],
        message: 'give both sw and ne corners, or neither',
      });
    } else if (query.sw && query.ne) {
      if (query.sw.lat > query.ne.lat || query.sw.lng > query.ne.lng)
        ctx.addIssue({ code: 'custom', path: ['ne'], message: 'ne must be north-east of sw' });
      else if (
        query.ne.lat - query.sw.lat > MAX_BOUNDS_SPAN_DEGREES ||
        query.ne.lng - query.sw.lng > MAX_BOUNDS_SPAN_DEGREES
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['ne'],
          message: `the map view may span at most ${MAX_BOUNDS_SPAN_DEGREES} degrees`,
        });
      }
    }
  });
export type LocationQuery = z.output<typeof locationQuerySchema>;

export const brandEntrySchema = z.object({
  brandName: z.enum(ALL_BRANDS).nullable().describe('null for a kind without brands (flu).'),
  minAge: z.number().int(),
  maxAge: z.number().int(),
});

export const locationServiceSchema = z.object({
  kind: z.enum(VACCINE_KINDS),
  brands: z.array(brandEntrySchema),
});

export const locationResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable().describe('null when the source data has no ZIP for the location.'),
  lat: z.number(),
  lng: z.number(),
  distance: z.number().describe('Miles from the search centre snapped to the search grid, rounded to 0.1.'),
  retailer: z.enum(RETAILERS),
  retailerName: z
    .string()
    .nullable()
    .describe('The retailer as shown to people, or null when only the location name is shown.'),
  timeZone: z.string(),
  metadata: z.object({ webAddress: z.string().nullable(), phoneNumber: z.string().nullable() }),
  services: z
    .array(locationServiceSchema)
    .describe('Everything the location offers, each kind with its brands and ages.'),
  matchesAllServices: z
    .boolean()
    .describe('false only with partialMatching, for a location offering some of the services.'),
  bookingType: z.enum(BOOKING_TYPES),
  nextAvailableDate: z
    .string()
    .nullable()
    .describe(
      'First date (yyyy-MM-dd, location time) with a free slot; null if none within the horizon or not bookable here.',
    ),
});
export type LocationResult = z.infer<typeof locationResultSchema>;

export const locationQueryResultSchema = z.object({
  locations: z.array(locationResultSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe('Matching locations over all pages.'),
  radiusMiles: z.number().nullable().describe('The search radius; null when the sw/ne bounds were used instead.'),
});
