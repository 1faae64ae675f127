// What the OpenAPI document says of each operation beyond the route's own schema (decision 250): its stable
// operationId, the error codes it can answer besides those every operation of its kind can (openapi.ts adds those),
// and, for the few routes whose answer is not JSON described by a zod schema, what the answer is. A route missing here
// still gets an operationId made from its method and path and the generic errors, so a new route never breaks the
// document; openapi-contract.test.ts and `npm run lint:openapi` show what it lacks.

/** One operation's entry, keyed by `METHOD /api/v1/path/:param` (the route table's spelling). */
export interface OperationDoc {
  /** camelCase, unique, and never changed once published: generated clients name their methods after it. */
  operationId: string;
  /** Error codes by HTTP status that this operation can answer, beyond the generic ones. */
  errors?: Record<number, readonly string[]>;
  /** The successful answer, for a route whose answer has no zod schema (a bare object, a file). */
  answer?: { status: number; description: string; content: Record<string, { schema: Record<string, unknown> }> };
}

/** The age and health rules' refusals (packages/domain eligibility rules): what a person is told they cannot book. */
const ELIGIBILITY_CODES = [
  'AGE_INELIGIBLE',
  'RETAILER_AGE_RESTRICTION',
  'PRESCRIPTION_REQUIRED',
  'MEDICAL_CONDITION',
  'MATERNAL_RSV',
] as const;

const SLOT_CODES = { 400: ['TIME_SLOT_IN_PAST'], 404: ['TIME_SLOT_NOT_FOUND'], 409: ['TIME_SLOT_TAKEN'] } as const;

const NDJSON_FILE = {
  'application/fhir+ndjson': {
    schema: { type: 'string', description: 'One FHIR resource as JSON per line (newline-delimited JSON).' },
  },
};

/** The ALTCHA challenge, answered bare (the widget reads it as it is). */
const CHALLENGE_SCHEMA = {
  type: 'object',
  required: ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature'],
  properties: {
    algorithm: { type: 'string', description: 'The hash, e.g. SHA-256.' },
    challenge: { type: 'string', description: 'The hex hash of salt + the secret number.' },
    maxnumber: { type: 'integer', description: 'The secret number is between 0 and this (the work asked for).' },
    salt: { type: 'string', description: 'Signed parameters (action, cost, expiry) the server checks on the proof.' },
    signature: { type: 'string', description: 'The server signature of the challenge.' },
  },
};

/** The SMART Scheduling Links bulk publication manifest (docs/smart-scheduling-links.md). */
const MANIFEST_SCHEMA = {
  type: 'object',
  required: ['transactionTime', 'request', 'output', 'error'],
  properties: {
    transactionTime: { type: 'string', format: 'date-time' },
    request: { type: 'string', format: 'uri' },
    output: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'url'],
        properties: {
          type: { type: 'string', enum: ['Location', 'Schedule', 'Slot'] },
          url: { type: 'string', format: 'uri' },
          extension: { type: 'object', additionalProperties: true },
        },
      },
    },
    error: { type: 'array', items: {} },
  },
};

export const OPERATIONS: Record<string, OperationDoc> = {
  'GET /api/v1/geolocation/address_detail': { operationId: 'getAddressDetail', errors: { 404: ['PLACE_NOT_FOUND'] } },
  'GET /api/v1/geolocation/autocomplete': { operationId: 'autocompletePlaces' },
  'GET /api/v1/geolocation/nearest_zip_code': {
    operationId: 'getNearestZipCode',
    errors: { 404: ['PLACE_NOT_FOUND'] },
  },
  'GET /api/v1/query': { operationId: 'queryLocations' },
  'GET /api/v1/chains': { operationId: 'listChains' },
  'GET /api/v1/availabilities': { operationId: 'listAvailabilities' },
  'GET /api/v1/bot-check/challenge': {
    operationId: 'getBotCheckChallenge',
    answer: {
      status: 200,
      description:
        'A challenge for the action: solve it and send the proof with the call (see the botCheckToken scheme).',
      content: { 'application/json': { schema: CHALLENGE_SCHEMA } },
    },
  },
  'POST /api/v1/reservations': {
    operationId: 'createReservation',
    errors: { ...SLOT_CODES, 429: ['TOO_MANY_HOLDS'] },
  },
  'POST /api/v1/reservations/batch': {
    operationId: 'createReservationBatch',
    errors: { ...SLOT_CODES, 429: ['TOO_MANY_HOLDS'] },
  },
  'DELETE /api/v1/reservations': { operationId: 'deleteReservations' },
  'POST /api/v1/reservations/extend': {
    operationId: 'extendReservation',
    errors: { 409: ['HOLD_EXPIRED', 'HOLD_NOT_EXTENDABLE'] },
  },
  'POST /api/v1/reservations/batch/extend': {
    operationId: 'extendReservationBatch',
    errors: { 409: ['HOLD_EXPIRED', 'HOLD_NOT_EXTENDABLE'] },
  },
  'POST /api/v1/appointments/batch_create': {
    operationId: 'createAppointments',
    errors: {
      400: ['TIME_SLOT_IN_PAST', 'NOT_GIVEN_IN_PREGNANCY', 'SERVICE_NOT_OFFERED', ...ELIGIBILITY_CODES],
      404: ['TIME_SLOT_NOT_FOUND'],
      409: ['HOLD_REQUIRED', 'APPOINTMENT_ALREADY_BOOKED', 'PERSON_ALREADY_BOOKED', 'TIME_SLOT_TAKEN'],
      422: ['IDEMPOTENCY_KEY_REUSED'],
      429: ['TOO_MANY_BOOKINGS'],
    },
  },
  'GET /api/v1/registrations/:accessCode/calendar.ics': {
    operationId: 'getRegistrationCalendar',
    errors: { 404: ['NOT_FOUND', 'REGISTRATION_NOT_FOUND'] },
    answer: {
      status: 200,
      description: 'The booking as an iCalendar file (one event per appointment), without personal data.',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    },
  },
  'GET /api/v1/registrations/:accessCode': {
    operationId: 'getRegistration',
    errors: { 404: ['NOT_FOUND', 'REGISTRATION_NOT_FOUND'] },
  },
  'POST /api/v1/registrations/:accessCode/cancel': {
    operationId: 'cancelRegistrationAppointments',
    errors: {
      404: ['NOT_FOUND', 'REGISTRATION_NOT_FOUND', 'APPOINTMENT_NOT_FOUND'],
      409: ['APPOINTMENT_CANCELLED', 'APPOINTMENT_IN_PAST', 'APPOINTMENT_CHANGED'],
    },
  },
  'POST /api/v1/registrations/:accessCode/reschedule': {
    operationId: 'rescheduleRegistrationAppointment',
    errors: {
      400: [
        'DIFFERENT_LOCATION',
        'TIME_SLOT_IN_PAST',
        'NOT_GIVEN_IN_PREGNANCY',
        'SERVICE_NOT_OFFERED',
        ...ELIGIBILITY_CODES,
      ],
      404: ['NOT_FOUND', 'REGISTRATION_NOT_FOUND', 'APPOINTMENT_NOT_FOUND', 'TIME_SLOT_NOT_FOUND'],
      409: ['APPOINTMENT_CANCELLED', 'APPOINTMENT_IN_PAST', 'APPOINTMENT_CHANGED', 'TIME_SLOT_TAKEN'],
    },
  },
  'POST /api/v1/registrations/:accessCode/erase': {
    operationId: 'eraseRegistration',
    errors: { 404: ['NOT_FOUND', 'REGISTRATION_NOT_FOUND'] },
  },
  'POST /api/v1/registrations/lookup': {
    operationId: 'lookupRegistration',
    errors: { 404: ['BOOKING_NOT_FOUND'], 429: ['BOOKING_LOOKUP_LOCKED'] },
  },
  'GET /api/v1/eligibilities': {
    operationId: 'checkEligibility',
    errors: { 400: ['AGE_OUTSIDE_RANGE', ...ELIGIBILITY_CODES], 404: ['LOCATION_NOT_FOUND'] },
  },
  'POST /api/v1/eligibilities': {
    operationId: 'checkEligibilityWithBody',
    errors: { 400: ['AGE_OUTSIDE_RANGE', ...ELIGIBILITY_CODES], 404: ['LOCATION_NOT_FOUND'] },
  },
  'POST /api/v1/reminders/batch_create': { operationId: 'createReminders' },
  'POST /api/v1/external_surveys': { operationId: 'createExternalSurvey' },
  'POST /api/v1/subscriptions': { operationId: 'createSubscription', errors: { 400: ['AGE_INELIGIBLE'] } },
  'DELETE /api/v1/subscriptions': { operationId: 'deleteSubscription' },
  'POST /api/v1/email_confirmations': { operationId: 'confirmEmail', errors: { 400: ['LINK_INVALID'] } },
  'POST /api/v1/unsubscribe': { operationId: 'unsubscribeOneClick', errors: { 400: ['LINK_INVALID'] } },
  'POST /api/v1/provider_registrations': { operationId: 'createProviderRegistration', errors: { 503: ['TRY_AGAIN'] } },
  'GET /api/v1/fhir/$bulk-publish': {
    operationId: 'getBulkPublishManifest',
    answer: {
      status: 200,
      description: 'The manifest: one Location file, one Schedule file and one Slot file per state.',
      content: { 'application/json': { schema: MANIFEST_SCHEMA } },
    },
  },
  'GET /api/v1/fhir/Location.ndjson': {
    operationId: 'getFhirLocationFile',
    answer: { status: 200, description: 'Every Location resource, one per line.', content: NDJSON_FILE },
  },
  'GET /api/v1/fhir/Location/:id': {
    operationId: 'getFhirLocation',
    errors: { 404: ['NOT_FOUND'] },
    answer: {
      status: 200,
      description: 'One FHIR Location resource.',
      content: {
        'application/fhir+json': {
          schema: {
            type: 'object',
            required: ['resourceType', 'id'],
            properties: { resourceType: { const: 'Location' }, id: { type: 'string' } },
          },
        },
      },
    },
  },
  'GET /api/v1/fhir/Schedule.ndjson': {
    operationId: 'getFhirScheduleFile',
    answer: { status: 200, description: 'Every Schedule resource, one per line.', content: NDJSON_FILE },
  },
  'GET /api/v1/fhir/:slotFile': {
    operationId: 'getFhirSlotFile',
    errors: { 404: ['NOT_FOUND'] },
    answer: { status: 200, description: "The state's Slot resources, one per line.", content: NDJSON_FILE },
  },
  'POST /api/v1/email_stops': { operationId: 'stopEmail', errors: { 400: ['LINK_INVALID'] } },
  'POST /api/v1/email_stops/undo': { operationId: 'undoEmailStop', errors: { 400: ['LINK_INVALID'] } },
  'POST /api/v1/staff/sign-in/options': { operationId: 'getStaffSignInOptions' },
  'POST /api/v1/staff/sign-in': {
    operationId: 'signInStaff',
    errors: { 400: ['STAFF_CHALLENGE_INVALID'], 401: ['STAFF_PASSKEY_REJECTED'] },
  },
  'POST /api/v1/staff/sign-out': { operationId: 'signOutStaff' },
  'GET /api/v1/staff/me': { operationId: 'getStaffMe' },
  'POST /api/v1/staff/invitations': {
    operationId: 'createStaffInvitation',
    errors: {
      400: ['STAFF_RETAILER_REQUIRED', 'STAFF_LOCATIONS_REQUIRED', 'STAFF_RETAILER_UNKNOWN'],
      409: ['STAFF_INVITATION_NOT_ALLOWED'],
    },
  },
  'GET /api/v1/staff/invitations': { operationId: 'listStaffInvitations' },
  'POST /api/v1/staff/invitations/:id/revoke': {
    operationId: 'revokeStaffInvitation',
    errors: { 404: ['STAFF_INVITATION_NOT_FOUND'], 409: ['STAFF_INVITATION_CLOSED'] },
  },
  'POST /api/v1/staff/invitations/accept/options': {
    operationId: 'getStaffInvitationAcceptOptions',
    errors: { 400: ['STAFF_INVITATION_INVALID'] },
  },
  'POST /api/v1/staff/invitations/accept': {
    operationId: 'acceptStaffInvitation',
    errors: {
      400: ['STAFF_INVITATION_INVALID', 'STAFF_CHALLENGE_INVALID'],
      401: ['STAFF_PASSKEY_REJECTED'],
      409: ['STAFF_INVITATION_BUSY'],
    },
  },
  'GET /api/v1/staff/members': { operationId: 'listStaffMembers', errors: { 404: ['STAFF_LOCATION_UNKNOWN'] } },
  'GET /api/v1/staff/audit': { operationId: 'listStaffAuditEntries' },
};

/** `GET /api/v1/fhir/:slotFile` → `getApiV1FhirSlotFile`: the fallback for a route this catalogue does not name. */
export function derivedOperationId(method: string, url: string): string {
  const words = `${method} ${url}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}
