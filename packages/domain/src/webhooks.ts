// Outbound webhooks to pharmacy systems (docs/product/pharmacy-integrations.md; decision 247): which events exist, how
// long a delivery is retried, and which appointment state each event reports. Pure rules, used by the API and the
// staff pages.

export const WEBHOOK_EVENT_TYPES = [
  'appointment.created',
  'appointment.changed',
  'appointment.cancelled',
  'appointment.checked_in',
  'appointment.vaccinated',
  'appointment.not_given',
  'appointment.no_show',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_LIMITS = {
  url: 2000,
  subscriptionsPerRetailer: 10,
  eventTypes: WEBHOOK_EVENT_TYPES.length,
} as const;

/**
 * Wait before each retry, after the attempt of the same number failed: the Standard Webhooks schedule (5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h): about 28 hours from the first attempt to the last, then the delivery is failed.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
  10 * 3600_000,
];

/** Attempts in all: the first and one per retry delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/**
 * When to try again after failed attempt number `attempts` (1 for the first), or null when that was the last. Up to
 * 10 % of jitter either way (`random` in [0, 1)), so receivers that come back are not met by every sender at once;
 * even at the shortest the retries span more than 24 hours.
 */
export function webhookRetryDelayMs(attempts: number, random: number): number | null {
  const base = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.9 + 0.2 * random));
}

/** The FHIR Appointment.status an appointment has, from its booking status and its attendance (decision 242). */
export function fhirAppointmentStatus(status: string, attendance: string): string {
  if (status === 'cancelled') return 'cancelled';
  switch (attendance) {
    case 'checked_in':
      return 'checked-in';
    case 'vaccinated':
    case 'not_given':
      return 'fulfilled';
    case 'no_show':
      return 'noshow';
    default:
      return 'booked';
  }
}

/** The event an attendance change is, for the services that record one. */
export const ATTENDANCE_EVENT: Record<string, WebhookEventType | undefined> = {
  checked_in: 'appointment.checked_in',
  vaccinated: 'appointment.vaccinated',
  not_given: 'appointment.not_given',
  no_show: 'appointment.no_show',
};

/** Error codes of the integration calls; the staff pages show their own words for each. */
export const INTEGRATION_ERROR_CODES = [
  'WEBHOOK_URL_NOT_ALLOWED',
  'WEBHOOK_NOT_FOUND',
  'WEBHOOK_LIMIT_REACHED',
  'API_CLIENT_NOT_FOUND',
] as const;
