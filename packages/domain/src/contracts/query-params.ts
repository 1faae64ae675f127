// Building blocks for query-string parameters, which always arrive as strings (or arrays of strings for the
// bracket format `name[]=a&name[]=b`). Only `.transform` and `.pipe` are used, never `z.preprocess`, so the
// input side stays describable in OpenAPI.
import { z } from 'zod';
import { ADULT_MIN_AGE, MAX_AGE } from '../constants.ts';
import { ALL_BRANDS, BRANDS_BY_KIND, VACCINE_KINDS } from '../vaccines.ts';
import { isIsoDate } from '../schedule.ts';

const NUMBER_PATTERN = /^-?\d{1,4}(\.\d{1,12})?$/;

export const numberParam = (min: number, max: number, description: string) =>
  z
    .string()
    .regex(NUMBER_PATTERN, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .describe(description);

export const integerParam = (min: number, max: number, description: string) =>
  z
    .string()
    .regex(/^-?\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .describe(description);

export const booleanParam = (description: string) =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .describe(description);

export const isoDateParam = (description: string) =>
  z.string().refine(isIsoDate, 'must be a real date as yyyy-MM-dd').describe(description);

/** A list in bracket format (`name[]=a&name[]=b`), or one plain value (`name=a`). */
export const arrayParam = <T extends z.ZodType<string>>(item: T, max: number, description: string) =>
  z
    .union([item, z.array(item).min(1).max(max)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[])
    .describe(description);

export const requestedServiceSchema = z
  .object({
    kind: z.enum(VACCINE_KINDS),
    brands: z
      .array(z.enum(ALL_BRANDS))
      .max(ALL_BRANDS.length)
      .default([])
      .describe('Brands the person accepts; empty means any brand of the kind.'),
    ageMin: z
      .number()
      .int()
      .min(0)
      .max(MAX_AGE)
      .default(ADULT_MIN_AGE)
      .describe(`Youngest age of the person (default ${ADULT_MIN_AGE}).`),
    ageMax: z
      .number()
      .int()
      .min(0)
      .max(MAX_AGE)
      .default(MAX_AGE)
      .describe(`Oldest age of the person (default ${MAX_AGE}).`),
  })
  .superRefine((service, ctx) => {
    if (service.ageMin > service.ageMax)
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'ageMax must not be below ageMin' });
    const allowed = BRANDS_BY_KIND[service.kind] as readonly string[];
    service.brands.forEach((brand, index) => {
      if (!allowed.includes(brand))
        ctx.addIssue({
          code: 'custom',
          path: ['brands', index],
          message: `${brand} is not a brand of ${service.kind}`,
        });
    });
  });
export type RequestedService = z.output<typeof requestedServiceSchema>;

/**
 * docs/product/booking-flow.md, Calls to the server: services travel as a serialized (JSON) list of {kind, brands,
 * ageMin, ageMax}.
 */
export const servicesParam = z
  .string()
  .max(2000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON list of {kind, brands, ageMin, ageMax}' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(requestedServiceSchema)
      .min(1)
      .max(VACCINE_KINDS.length)
      .refine((list) => new Set(list.map((s) => s.kind)).size === list.length, 'each kind may appear once'),
  )
  .describe(
    'JSON list of the vaccines wanted, e.g. [{"kind":"covid_19","brands":["pfizer"],"ageMin":18,"ageMax":64}].',
  );
