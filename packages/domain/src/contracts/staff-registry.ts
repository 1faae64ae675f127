// The staff calls of state registry reporting (decision 262): the report of vaccinations a registry rejected, warned
// about or never answered, and sending one again.
import { z } from 'zod';
import { REGISTRY_STATUSES } from '../iis-vxu.ts';
import { VACCINE_KINDS } from '../vaccines.ts';

export const registryProblemSchema = z.object({
  vaccinationId: z.string(),
  appointmentId: z.string(),
  status: z.enum(REGISTRY_STATUSES),
  /** The registry's own words (ERR segments), or why no answer came. */
  errors: z.array(z.string()),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  kind: z.enum(VACCINE_KINDS),
  cvx: z.string(),
  lotNumber: z.string(),
  administeredAt: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type RegistryProblem = z.infer<typeof registryProblemSchema>;

export const registryMessageParamsSchema = z.object({
  locationId: z.string().min(1).max(100),
  vaccinationId: z.string().min(1).max(100),
});

export const REGISTRY_ERROR_CODES = ['REGISTRY_MESSAGE_NOT_FOUND', 'REGISTRY_MESSAGE_NOT_RESENDABLE'] as const;
