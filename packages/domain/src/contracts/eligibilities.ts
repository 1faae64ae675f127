// GET /eligibilities (docs/product/booking-flow.md, Calls to the server) and POST /eligibilities, the same check with
// the date of birth in the body so that it stays out of URLs, logs and browser history (decision 011).
import { z } from 'zod';
import { BOOKING_FLOWS } from '../enumerations.ts';
import { VACCINE_KINDS } from '../vaccines.ts';
import { MAX_AGE } from '../constants.ts';
import { ELIGIBILITY_WARNING_CODES } from '../age-eligibility.ts';

export const eligibilityServiceSchema = z.object({
  kind: z.enum(VACCINE_KINDS),
  brands: z.array(z.string().max(40)).max(5).nullish(),
  ageMin: z.number().int().min(0).max(MAX_AGE).nullish(),
  ageMax: z.number().int().min(0).max(MAX_AGE).nullish(),
});

const common = {
  dateOfBirth: z.string().min(1).max(20),
  locationId: z.string().min(1).max(120),
  pregnant: z.boolean().optional(),
  bookingFlow: z.enum(BOOKING_FLOWS).optional(),
};

export const eligibilityBodySchema = z.object({ ...common, services: z.array(eligibilityServiceSchema).min(1).max(4) });
export type EligibilityBody = z.infer<typeof eligibilityBodySchema>;

/**
 * Query form: services is a JSON-serialised list (docs/product/booking-flow.md, Calls to the server); pregnant is
 * "true"/"false".
 */
export const eligibilityQuerySchema = z.object({
  ...common,
  pregnant: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  services: z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      try {
        const parsed = z.array(eligibilityServiceSchema).min(1).max(4).safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'services must be a JSON list of { kind, brands, ageMin, ageMax }' });
      return z.NEVER;
    }),
});

export const eligibilityWarningSchema = z.object({
  code: z.enum(ELIGIBILITY_WARNING_CODES),
  service: z.enum(VACCINE_KINDS),
  message: z.string(),
});
export const eligibilityResponseSchema = z.object({ data: z.object({ warnings: z.array(eligibilityWarningSchema) }) });
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>['data'];
