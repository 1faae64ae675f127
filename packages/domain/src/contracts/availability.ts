// GET /availabilities (docs/product/booking-flow.md, Calls to the server): the free slots of some locations over some
// days.
import { z } from 'zod';
import { MAX_AVAILABILITY_RANGE_DAYS } from '../constants.ts';
import { daysBetweenIsoDates } from '../schedule.ts';
import { arrayParam, booleanParam, isoDateParam, servicesParam } from './query-params.ts';

export const MAX_AVAILABILITY_LOCATIONS = 20;

export const availabilityQuerySchema = z
  .object({
    location_ids: arrayParam(
      z.string().regex(/^[A-Za-z0-9_-]{1,120}$/, 'is not a location id'),
      MAX_AVAILABILITY_LOCATIONS,
      `Location ids as location_ids[]=..&location_ids[]=.. (at most ${MAX_AVAILABILITY_LOCATIONS}).`,
    ),
    services: servicesParam.optional(),
    pregnant: booleanParam(
      'The person is pregnant: RSV then means the vaccine given in pregnancy (Pfizer), whatever the age, as in /query.',
    ).default(false),
    date: isoDateParam('One day (yyyy-MM-dd). Give this, or startDate and endDate.').optional(),
    startDate: isoDateParam('First day of a range (yyyy-MM-dd).').optional(),
    endDate: isoDateParam(
      `Last day of a range (yyyy-MM-dd); at most ${MAX_AVAILABILITY_RANGE_DAYS} days in all.`,
    ).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.date !== undefined) {
      if (query.startDate !== undefined || query.endDate !== undefined)
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'give date, or startDate and endDate, not both' });
      return;
    }
    if (query.startDate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'give date, or startDate and endDate' });
      return;
    }
    if (query.endDate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'give endDate with startDate' });
      return;
    }
    const days = daysBetweenIsoDates(query.startDate, query.endDate) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
    else if (days > MAX_AVAILABILITY_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `the range may span at most ${MAX_AVAILABILITY_RANGE_DAYS} days`,
      });
  });
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

export const timeSlotSchema = z.object({
  id: z.string().describe('Opaque slot id, sent back to hold or book the slot.'),
  time: z.string().describe('Start, ISO 8601 with the location offset, e.g. 2026-11-23T09:00:00-05:00.'),
  timeOfDay: z.enum(['morning', 'afternoon', 'evening']),
  places: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Free places at this time: a household can sit together where there are enough.'),
});

export const locationAvailabilitySchema = z.object({
  locationId: z.string(),
  timeZone: z.string(),
  offersServices: z
    .boolean()
    .describe('false when the location does not offer the requested services; it then has no slots.'),
  dates: z.array(z.object({ date: z.string(), slots: z.array(timeSlotSchema) })),
});

export const availabilityResultSchema = z.object({
  locations: z
    .array(locationAvailabilitySchema)
    .describe('One entry per requested location that exists, in the order asked.'),
});
