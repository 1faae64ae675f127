// The staff calls that connect a retailer's own systems (docs/product/pharmacy-integrations.md; decisions 247 and
// 248): webhook subscriptions, their delivery log and replay, and FHIR API clients. The staff pages import the types
// only; the server parses with these schemas.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '../webhooks.ts';

const id = z.string().min(1).max(100);
const retailer = z.string().trim().min(1).max(100);
const instant = z.iso.datetime({ offset: true, error: 'A time like 2026-12-01T09:00:00Z' });
const urlText = z
  .string({ error: 'Enter the address of your endpoint' })
  .trim()
  .min(1, { error: 'Enter the address of your endpoint' })
  .max(WEBHOOK_LIMITS.url, { error: `Use at most ${WEBHOOK_LIMITS.url} characters` });
const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, { error: 'Choose at least one event' })
  .max(WEBHOOK_LIMITS.eventTypes);

export const createWebhookBodySchema = z.object({
  /** An operator names the retailer; an admin's own retailer is used (and may be named). */
  retailer: retailer.optional(),
  url: urlText,
  eventTypes,
});

export const updateWebhookBodySchema = z.object({
  url: urlText.optional(),
  eventTypes: eventTypes.optional(),
  /** false stops deliveries (pending ones end as failed); true starts them again. */
  active: z.boolean().optional(),
});

export const webhookSchema = z.object({
  id: z.string(),
  retailer: z.string(),
  url: z.string(),
  eventTypes: z.array(z.string()),
  active: z.boolean(),
  /** Until when the previous secret still signs, after a rotation. */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to create and rotate: the signing secret, shown this once. */
export const webhookWithSecretSchema = z.object({ subscription: webhookSchema, secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  appointmentId: z.string(),
  occurredAt: z.string(),
  status: z.string(),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastResponse: z.string().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const replayBodySchema = z.union([
  z.object({ eventId: z.string().min(1).max(100) }).strict(),
  z.object({ from: instant, to: instant }).strict(),
]);

export const listQuerySchema = z.object({ retailer: retailer.optional() });
export const deliveriesQuerySchema = z.object({ before: instant.optional() });

export const createApiClientBodySchema = z.object({
  retailer: retailer.optional(),
  name: z
    .string({ error: 'Name the system that will use this client' })
    .trim()
    .min(1, { error: 'Name the system that will use this client' })
    .max(100, { error: 'Use at most 100 characters' }),
});

export const apiClientSchema = z.object({
  id: z.string(),
  retailer: z.string(),
  name: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

export const apiClientWithSecretSchema = z.object({ client: apiClientSchema, clientSecret: z.string() });

export const idParamsSchema = z.object({ id });
