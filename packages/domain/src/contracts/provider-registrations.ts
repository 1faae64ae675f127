// POST /provider_registrations (docs/product/providers.md, "a provider form lets pharmacies ask to be added, edited or
// removed", the call itself is not in the spec, decision 081). A request is stored for operators to review;
// it never changes the live listing.
// zod/mini, which the server's routes take as they take classic zod: the provider form parses with these schemas in the
// browser, where the classic API would add about 11 KB gzip to the page.
import * as z from 'zod/mini';
import { WEEKDAYS, type Weekday } from '../enumerations.ts';
import { MESSAGES, type FieldReason } from '../patient.ts';
import { emailSchema, nameSchema, phoneSchema } from '../patient-schemas.ts';
import {
  CONTACT_TYPES,
  hoursProblems,
  identifierProblem,
  normalizeIdentifier,
  normalizeWebsite,
  PROVIDER_IDENTIFIER_TYPES,
  PROVIDER_LIMITS,
  PROVIDER_MESSAGES,
  providerIssueMessage,
  SLOT_INTERVALS_MINUTES,
  type ProviderIssue,
  type ProviderReason,
  US_STATE_CODES,
} from '../provider.ts';
import { VACCINE_KINDS } from '../vaccines.ts';

/**
 * A provider rule's issue as a schema issue (decision 301): its English as the message (the server's answer), its
 * reason and numbers in the params, which the form words in the page's language.
 */
const issueOf = (found: ProviderIssue, path?: PropertyKey[]) => ({
  code: 'custom' as const,
  message: providerIssueMessage(found),
  params: { ...found },
  ...(path ? { path } : {}),
});
/** A refinement that answers a provider reason. */
const reasoned = (reason: ProviderReason) => ({ error: PROVIDER_MESSAGES[reason] as string, params: { reason } });

/**
 * The reasons of the issues zod's own type and length checks raise, which carry no params, by the field they are on:
 * no contact type or identifier type chosen, a state outside the list, no slot length, no vaccine, no request
 * type. The web words a field's error from its
 * reason, or from this when the issue has none; the server answers the English the checks were given.
 */
export const PROVIDER_FIELD_REASONS: Readonly<Record<string, ProviderReason | FieldReason>> = {
  contactType: 'required',
  identifierType: 'required',
  state: 'invalidState',
  zip: 'invalidZip',
  vaccines: 'noVaccine',
  slotIntervalMinutes: 'noInterval',
  requestType: 'noRequestType',
  hours: 'noOpenDay',
  days: 'noOpenDay',
};

/** Classic zod's `.transform`: the schema's output handed to `fn`. */
const transformed = <A extends z.core.SomeType, Out>(schema: A, fn: (value: z.output<A>) => Out) =>
  z.pipe(schema, z.transform(fn));

const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .check(z.trim(), z.minLength(1, { error: MESSAGES.required }), z.maxLength(max, { error: MESSAGES.tooLong(max) }));
const noneIfBlank = (value: string | undefined) => (value ? value : undefined);
/** Optional text: absent and blank both mean none. */
const optionalText = (max: number) =>
  transformed(z.optional(z.string().check(z.trim(), z.maxLength(max, { error: MESSAGES.tooLong(max) }))), noneIfBlank);

const timeField = transformed(z.optional(z.string()), noneIfBlank);

/** One schedule: the days it covers and their hours (docs/product/providers.md, Requests). */
export const scheduleSchema = transformed(
  z
    .object({
      days: z.array(z.enum(WEEKDAYS)).check(z.minLength(1, { error: PROVIDER_MESSAGES.noOpenDay })),
      open24Hours: z.boolean(),
      start: timeField,
      end: timeField,
      lunchStart: timeField,
      lunchEnd: timeField,
    })
    .check(
      z.superRefine((hours, ctx) => {
        for (const problem of hoursProblems(hours)) ctx.addIssue(issueOf(problem, [problem.field]));
      }),
    ),
  (hours) => (hours.open24Hours ? { days: hours.days, open24Hours: true } : hours),
);
export type Schedule = z.output<typeof scheduleSchema>;

/** The weekly schedules of a form: at least one, and each day in one of them only. */
export const schedulesSchema = z.array(scheduleSchema).check(
  z.minLength(1, { error: PROVIDER_MESSAGES.noOpenDay }),
  z.superRefine((schedules, ctx) => {
    const seen = new Set<Weekday>();
    schedules.forEach((schedule, index) => {
      for (const day of schedule.days) {
        if (seen.has(day)) ctx.addIssue(issueOf({ reason: 'dayTwice' }, [index, 'days']));
        seen.add(day);
      }
    });
  }),
);

const identifierSchema = requiredText(PROVIDER_LIMITS.locationId);

/** Adds the identifier's digit-count or check-digit problem under `identifier`; a location id is taken as typed. */
function checkIdentifier(
  value: { identifierType: string; identifier: string },
  ctx: z.core.$RefinementCtx<{ identifierType: string; identifier: string }>,
) {
  if (value.identifierType !== 'npi' && value.identifierType !== 'ncpdp') return;
  const problem = identifierProblem(value.identifierType, value.identifier);
  if (problem) ctx.addIssue(issueOf(problem, ['identifier']));
}
/** Runs the identifier check even when other fields of the object failed, so the form shows every problem at once. */
const identifierReady = {
  // Not when the object itself is missing or not an object: there is nothing to check, and reading it would throw.
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => issue.path?.[0] === 'identifierType' || issue.path?.[0] === 'identifier'),
};
const normalizeCode = <T extends { identifierType: string; identifier: string }>(value: T): T =>
  value.identifierType === 'locationId' ? value : { ...value, identifier: normalizeIdentifier(value.identifier) };

export const contactSchema = z.object({
  contactType: z.enum(CONTACT_TYPES, { error: MESSAGES.required }),
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
});

export const businessSchema = transformed(
  z
    .object({
      name: requiredText(PROVIDER_LIMITS.businessName),
      address1: requiredText(PROVIDER_LIMITS.address1),
      address2: optionalText(PROVIDER_LIMITS.address2),
      city: requiredText(PROVIDER_LIMITS.city),
      state: z.enum(US_STATE_CODES as [string, ...string[]], { error: PROVIDER_MESSAGES.invalidState }),
      zip: z
        .string({ error: MESSAGES.required })
        .check(z.trim(), z.regex(/^\d{5}$/, { error: PROVIDER_MESSAGES.invalidZip })),
      identifierType: z.enum(PROVIDER_IDENTIFIER_TYPES, { error: MESSAGES.required }),
      identifier: identifierSchema,
      schedulingPhone: z.pipe(
        z.string({ error: MESSAGES.required }).check(z.minLength(1, { error: MESSAGES.required })),
        phoneSchema,
      ),
      // A blank website is none; anything typed must be a web address (docs/product/providers.md, Rules).
      schedulingWebsite: transformed(
        z
          .optional(
            z
              .string()
              .check(
                z.trim(),
                z.maxLength(PROVIDER_LIMITS.website, { error: MESSAGES.tooLong(PROVIDER_LIMITS.website) }),
              ),
          )
          .check(z.refine((value) => !value || normalizeWebsite(value) !== null, reasoned('invalidWebsite'))),
        (value) => (value ? normalizeWebsite(value)! : undefined),
      ),
    })
    .check(z.superRefine(checkIdentifier, identifierReady)),
  normalizeCode,
);

const listingSchema = transformed(
  z
    .object({
      identifierType: z.enum(['npi', 'ncpdp', 'locationId'], { error: MESSAGES.required }),
      identifier: identifierSchema,
    })
    .check(z.superRefine(checkIdentifier, identifierReady)),
  normalizeCode,
);

/** The fields of a new-listing request other than its opening hours. */
const newListingShape = {
  requestType: z.literal('new'),
  business: businessSchema,
  contact: contactSchema,
  vaccines: transformed(
    z
      .array(z.enum(VACCINE_KINDS), { error: PROVIDER_MESSAGES.noVaccine })
      .check(z.minLength(1, { error: PROVIDER_MESSAGES.noVaccine })),
    (kinds) => VACCINE_KINDS.filter((kind) => kinds.includes(kind)),
  ),
  slotIntervalMinutes: z.literal(SLOT_INTERVALS_MINUTES, { error: PROVIDER_MESSAGES.noInterval }),
  sameDayAppointments: z.boolean(),
  quickBookingOptIn: z.boolean(),
};

/** Edit and remove name the listing and say why; the operator reads the reason and acts on it. */
const changeShape = {
  listing: listingSchema,
  contact: contactSchema,
  reason: requiredText(PROVIDER_LIMITS.reason),
};

export const providerRegistrationBodySchema = z.discriminatedUnion(
  'requestType',
  [
    z.object({ ...newListingShape, hours: schedulesSchema }),
    z.object({ requestType: z.literal('edit'), ...changeShape }),
    z.object({ requestType: z.literal('remove'), ...changeShape }),
  ],
  { error: PROVIDER_MESSAGES.noRequestType },
);
export type ProviderRegistrationBody = z.output<typeof providerRegistrationBodySchema>;
export type ProviderRegistrationInput = z.input<typeof providerRegistrationBodySchema>;

/** One row of the form's weekly editor: a day, open or closed, and its hours. */
export const dayRowSchema = z
  .object({
    day: z.enum(WEEKDAYS),
    open: z.boolean(),
    open24Hours: z.boolean(),
    start: z.string(),
    end: z.string(),
    lunchStart: z.string(),
    lunchEnd: z.string(),
  })
  .check(
    z.superRefine((row, ctx) => {
      if (!row.open) return;
      for (const problem of hoursProblems(row)) ctx.addIssue(issueOf(problem, [problem.field]));
    }),
  );
export type DayRow = z.input<typeof dayRowSchema>;

/** Open days with the same hours become one schedule, in week order. */
export function rowsToSchedules(rows: readonly DayRow[]): z.input<typeof scheduleSchema>[] {
  const schedules: z.input<typeof scheduleSchema>[] = [];
  for (const row of rows) {
    if (!row.open) continue;
    const hours = row.open24Hours
      ? { open24Hours: true }
      : {
          open24Hours: false,
          start: row.start,
          end: row.end,
          ...(row.lunchStart ? { lunchStart: row.lunchStart, lunchEnd: row.lunchEnd } : {}),
        };
    const same = schedules.find((s) => JSON.stringify({ ...s, days: [] }) === JSON.stringify({ days: [], ...hours }));
    if (same) same.days.push(row.day);
    else schedules.push({ days: [row.day], ...hours });
  }
  return schedules;
}

/**
 * The form's schema: the same body, with the week as seven editable rows (errors land on the row a person is
 * looking at) turned into schedules.
 */
export const providerRegistrationFormSchema = z.discriminatedUnion(
  'requestType',
  [
    z.object({
      ...newListingShape,
      hours: transformed(
        z.array(dayRowSchema).check(z.refine((rows) => rows.some((row) => row.open), reasoned('noOpenDay'))),
        (rows) => rowsToSchedules(rows).map((s) => scheduleSchema.parse(s)),
      ),
    }),
    z.object({ requestType: z.literal('edit'), ...changeShape }),
    z.object({ requestType: z.literal('remove'), ...changeShape }),
  ],
  { error: PROVIDER_MESSAGES.noRequestType },
);
export type ProviderRegistrationFormInput = z.input<typeof providerRegistrationFormSchema>;

export const providerRegistrationResponseSchema = z.object({
  data: z.object({
    /** What the provider quotes to the operator, e.g. "PR-7K4M-2QXD". */
    referenceNumber: z.string(),
    requestType: z.enum(['new', 'edit', 'remove']),
    receivedAt: z.string(),
  }),
});
export type ProviderRegistrationResponse = z.infer<typeof providerRegistrationResponseSchema>;
