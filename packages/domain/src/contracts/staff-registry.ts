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
  /**
   * What the staff page explains in its own words (decision 280): the ACK's HL7 table 0357 codes ("101", "103"…), or
   * for a message that could not be sent, why (REGISTRY_FAILURE_REASONS).
   */
  reasons: z.array(z.string()),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  kind: z.enum(VACCINE_KINDS),
  cvx: z.string(),
  lotNumber: z.string(),
  administeredAt: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The location's IANA time zone: the page shows times as the pharmacy's, as the day list does. */
  timeZone: z.string(),
});
export type RegistryProblem = z.infer<typeof registryProblemSchema>;

export const registryMessageParamsSchema = z.object({
  locationId: z.string().min(1).max(100),
  vaccinationId: z.string().min(1).max(100),
});

export const REGISTRY_ERROR_CODES = ['REGISTRY_MESSAGE_NOT_FOUND', 'REGISTRY_MESSAGE_NOT_RESENDABLE'] as const;

/** The HL7 table 0357 codes the staff page explains in plain words; any other reads as the status's general words. */
export const EXPLAINED_HL7_ERROR_CODES = [
  '100',
  '101',
  '102',
  '103',
  '200',
  '201',
  '202',
  '203',
  '204',
  '205',
  '206',
  '207',
] as const;

/** Why a message could not be sent (the registry worker's own words for it), each explained on the staff page. */
export const REGISTRY_FAILURE_REASONS = [
  'no_registry_configured',
  'person_erased',
  'connection_refused',
  'connection_closed',
  'timeout',
  'unreadable_ack',
  'ack_for_another_message',
] as const;
