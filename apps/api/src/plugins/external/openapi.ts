import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BOT_CHECK_CHALLENGE_PATH, BOT_CHECK_HEADER, BOT_CHECK_QUERY } from '@vaxnear/domain/contracts/bot-check';
import { MESSAGES } from '@vaxnear/domain/patient';
import { CLIENT_COOKIE } from '../app/client-identity.ts';
import { botCheckActionOf } from '../app/bot-check.ts';
import { derivedOperationId, OPERATIONS } from './openapi-operations.ts';

/**
 * The OpenAPI 3.1 document, built from the routes' zod schemas (the domain contracts), and its reader at `docsPath`
 * (the document itself at `${docsPath}/json`). What it promises and how it is kept true: decision 250.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { docsPath }: { docsPath: string }) => {
    const options = {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vaxnear API',
          version: '1.0.0',
          description: API_DESCRIPTION,
          license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
        },
        servers: [{ url: app.config.publicBaseUrl, description: 'This server (PUBLIC_BASE_URL)' }],
        tags: TAGS,
        components: {
          securitySchemes: SECURITY_SCHEMES,
          schemas: { ApiErrors: API_ERRORS_SCHEMA, ApiErrorItem: API_ERROR_ITEM_SCHEMA },
        },
      },
      transform: (input: Parameters<typeof jsonSchemaTransform>[0]) => {
        const out = jsonSchemaTransform(input);
        const route = (input as { route: RouteOptions }).route;
        return { ...out, schema: { ...out.schema, ...operationExtras(route, out.schema as JsonObject) } };
      },
      // Typed as the library's OpenAPI 3.0 document; ours is 3.1, which it passes through as it is.
      transformObject: (input: unknown) =>
        finishDocument((input as unknown as { openapiObject: OpenApiDocument }).openapiObject) as never,
    };
    // The library's option types are OpenAPI 3.0's; 3.1 fields (license.identifier, type: 'null') pass through.
    await app.register(swagger, options as unknown as SwaggerOptions);
    await app.register(swaggerUi, { routePrefix: docsPath });
  },
  { name: 'openapi' },
);

const API_DESCRIPTION = [
  'Find a pharmacy and book a COVID-19, flu, RSV or pneumococcal vaccine.',
  '',
  'Every answer is JSON unless the operation says otherwise. A success is `{ data: … }` (a few answers, named in ' +
    'their operation, are bare); a refusal is `{ errors: [{ code, message, field? }] }` with a 4xx status (a 503 ' +
    'when the database cannot be reached, with Retry-After). Branch on `code`, never on `message`: messages are ' +
    'for people and may change. Each operation lists the codes it can answer.',
  '',
  `Writes a person makes need a bot-check proof (the \`botCheckToken\` scheme): \`GET ${BOT_CHECK_CHALLENGE_PATH}` +
    '?action=<action>` gives an ALTCHA challenge, the client finds the number whose SHA-256 with the salt is the ' +
    'challenge, and sends `base64(JSON { algorithm, challenge, number, salt, signature })` in the ' +
    `\`${BOT_CHECK_HEADER}\` header. One proof is good for one call of its action, for 20 minutes.`,
  '',
  `Holds belong to a client, named by the \`${CLIENT_COOKIE}\` cookie the first hold sets: send it back on the ` +
    'booking, extending and releasing calls.',
].join('\n');

const TAGS = [
  { name: 'geolocation', description: 'Where a ZIP code, a search text or a position is.' },
  { name: 'locations', description: 'Pharmacies near a place, with what they offer.' },
  { name: 'availability', description: 'Free appointment times of pharmacies.' },
  { name: 'bot-check', description: 'Proof-of-work challenges that writes need.' },
  { name: 'reservations', description: 'Holding a time slot while a person fills in the form.' },
  { name: 'appointments', description: 'Booking held time slots.' },
  { name: 'registrations', description: 'Reading, changing and cancelling a booking by its access code.' },
  { name: 'eligibilities', description: 'Whether a person may get a vaccine at a pharmacy.' },
  { name: 'reminders', description: 'Reminder e-mails for a later dose.' },
  { name: 'surveys', description: 'Answers to the survey after a booking.' },
  { name: 'subscriptions', description: 'E-mail alerts of new appointment times, and stopping e-mail.' },
  { name: 'providers', description: 'Pharmacies asking to be listed.' },
  { name: 'fhir', description: 'The SMART Scheduling Links availability feed (docs/smart-scheduling-links.md).' },
  { name: 'staff', description: 'The pharmacy staff pages: passkey sign-in, invitations, the audit log.' },
];

const SECURITY_SCHEMES = {
  botCheckToken: {
    type: 'apiKey',
    in: 'header',
    name: BOT_CHECK_HEADER,
    description:
      `A solved bot-check challenge. 1. \`GET ${BOT_CHECK_CHALLENGE_PATH}?action=<action>\` (the action each ` +
      'operation names in `x-bot-check-action`) answers `{ algorithm, challenge, maxnumber, salt, signature }`. ' +
      '2. Find the integer n in 0..maxnumber for which hex(SHA-256(salt + n)) equals challenge (the ALTCHA scheme). ' +
      '3. Send base64 of the JSON `{ algorithm, challenge, number: n, salt, signature }` in this header. A proof is ' +
      'spent by its first call (403 BOT_CHECK_FAILED after that), expires 20 minutes after the challenge, and is ' +
      'refused for another action. An address that holds or books a lot gets harder challenges. An operator may ' +
      'switch the check off (BOT_CHECK=off); the header is then ignored.',
  },
  botCheckTokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: BOT_CHECK_QUERY,
    description: `The same proof as the ${BOT_CHECK_HEADER} header, in the query string instead.`,
  },
  pharmacyClient: {
    type: 'oauth2',
    description:
      "A retailer's pharmacy system (decision 248): OAuth 2.0 client credentials, made by the retailer's admin on the " +
      "staff integrations page. The token lasts 15 minutes; a revoked client's tokens stop at once.",
    flows: { clientCredentials: { tokenUrl: '/api/v1/pharmacy-fhir/token', scopes: {} } },
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'vaxnear_staff',
    description:
      'The staff session, set by POST /api/v1/staff/sign-in (a passkey sign-in). State-changing staff calls must ' +
      'also come from the site itself (Sec-Fetch-Site: same-origin, or an Origin of the site).',
  },
};

const API_ERROR_ITEM_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'What went wrong, for programs: branch on this.', examples: ['HOLD_EXPIRED'] },
    message: { type: 'string', description: 'What went wrong and what to do, for people (English).' },
    field: { type: 'string', description: 'The input at fault, as a dotted path (e.g. appointments.0.user.email).' },
    service: { type: 'string', description: 'The vaccine the refusal is about, when it is about one.' },
    reason: {
      type: 'string',
      description:
        "What is wrong with a patient's field (decision 298), for a client that words it itself: required, tooLong " +
        '(with params.max), invalidEmail, invalidPhone, invalidDate, futureDate, tooEarlyDate, nameWithLink, ' +
        'invalidState, invalidZip, invalidSex, phoneRequired. Stable; message says the same in English.',
      enum: Object.keys(MESSAGES),
      examples: ['tooLong'],
    },
    params: {
      type: 'object',
      description: 'The values the reason needs to be worded: max, the character limit of tooLong.',
      properties: { max: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
  },
  additionalProperties: true,
};

const API_ERRORS_SCHEMA = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/ApiErrorItem' } },
  },
  additionalProperties: false,
};

const STATUS_TEXT: Record<string, string> = {
  400: 'The request is malformed or breaks a rule; nothing changed.',
  401: 'Sign in first.',
  403: 'Refused: the caller may not make this call.',
  404: 'Not found.',
  409: 'Conflicts with the current state; nothing changed.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  422: 'The Idempotency-Key was used before with a different body.',
  429: 'Over a limit; nothing changed.',
  503: 'The service cannot take this request right now; try again later.',
};

const CODE_MEANING: Record<string, string> = {
  VALIDATION_FAILED: 'a value is invalid; field names it',
  MISSING_INFORMATION: 'a required value is missing; field names it',
  BAD_REQUEST: 'the body is not valid JSON, or is empty',
  BODY_TOO_COMPLEX: 'the body is nested too deep or has too many values',
  BOT_CHECK_FAILED: 'no bot-check proof, or a spent, expired or wrong one',
  RATE_LIMITED: 'too many requests from this address',
  UNAVAILABLE: 'the database cannot be reached',
  PAYLOAD_TOO_LARGE: 'the body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'send application/json',
};

type JsonObject = Record<string, unknown>;
interface OpenApiOperation extends JsonObject {
  responses: Record<string, JsonObject>;
  parameters?: JsonObject[];
  description?: string;
}
interface OpenApiDocument extends JsonObject {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Error codes by status: the ones every operation of this kind can meet, then the route's own. */
function errorCodesOf(route: RouteOptions, schema: JsonObject, botCheck: boolean): Record<string, string[]> {
  const method = [route.method].flat()[0]!;
  const codes: Record<string, string[]> = {};
  const add = (status: number, ...list: readonly string[]) => {
    const known = (codes[status] ??= []);
    for (const code of list) if (!known.includes(code)) known.push(code);
  };
  // Any URL can be refused for control characters (lib/control-characters.ts), and any input that breaks its schema.
  add(400, 'VALIDATION_FAILED');
  if (schema.querystring || schema.params || schema.body) add(400, 'MISSING_INFORMATION');
  if (schema.body && BODY_METHODS.has(method)) {
    add(400, 'BAD_REQUEST', 'BODY_TOO_COMPLEX');
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (botCheck) add(403, 'BOT_CHECK_FAILED');
  const staff = (route.config as { staff?: { public?: true } } | undefined)?.staff;
  if (staff && !staff.public) {
    add(401, 'STAFF_SIGN_IN_REQUIRED');
    add(403, 'STAFF_FORBIDDEN');
  }
  if (staff && method !== 'GET') add(403, 'STAFF_CROSS_SITE_REQUEST');
  for (const [status, list] of Object.entries(OPERATIONS[`${method} ${route.url}`]?.errors ?? {}))
    add(Number(status), ...list);
  add(429, 'RATE_LIMITED');
  add(503, 'UNAVAILABLE');
  return codes;
}

/** What the route table knows and the zod schemas do not: the operation's id, security and error codes. */
function operationExtras(route: RouteOptions, schema: JsonObject): JsonObject {
  const method = [route.method].flat()[0]!;
  const entry = OPERATIONS[`${method} ${route.url}`];
  const action = botCheckActionOf(route.preParsing);
  const staff = (route.config as { staff?: { public?: true } } | undefined)?.staff;
  return {
    operationId: entry?.operationId ?? derivedOperationId(method, route.url),
    security: action
      ? [{ botCheckToken: [] }, { botCheckTokenQuery: [] }]
      : staff && !staff.public
        ? [{ staffSession: [] }]
        : /\/pharmacy-fhir\/(?!token$)/.test(route.url)
          ? [{ pharmacyClient: [] }]
          : [],
    ...(action ? { 'x-bot-check-action': action } : {}),
    'x-error-codes': errorCodesOf(route, schema, action !== null),
    ...(entry?.answer ? { 'x-answer': entry.answer } : {}),
  };
}

const errorResponse = (status: string, codes: string[]) => ({
  description: `${STATUS_TEXT[status] ?? 'Refused.'} Codes: ${codes
    .map((code) => (CODE_MEANING[code] ? `${code} (${CODE_MEANING[code]})` : code))
    .join(', ')}.`,
  'x-error-codes': codes,
  ...(status === '429' || status === '503'
    ? {
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before trying again (sent with RATE_LIMITED and UNAVAILABLE).',
            schema: { type: 'integer' },
          },
        },
      }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrors' } } },
});

const SUCCESS_TEXT: Record<string, string> = {
  200: 'Success.',
  201: 'Created.',
  202: 'Accepted: the work (an e-mail) happens shortly after.',
  204: 'Done; no body.',
};

/** The last pass over the built document: error answers, described successes, the Idempotency-Key header. */
function finishDocument(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      const answer = operation['x-answer'] as { status: number; description: string; content: JsonObject } | undefined;
      delete operation['x-answer'];
      if (answer)
        operation.responses[String(answer.status)] = { description: answer.description, content: answer.content };
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response.description === 'Default Response') response.description = SUCCESS_TEXT[status] ?? 'Success.';
        // A 204 has no body; the zod schema of "nothing" would otherwise be published as JSON content.
        if (status === '204') delete response.content;
      }
      const errorCodes = operation['x-error-codes'] as Record<string, string[]>;
      delete operation['x-error-codes'];
      for (const [status, codes] of Object.entries(errorCodes))
        operation.responses[status] = errorResponse(status, codes);
      if (operation.operationId === 'createAppointments') {
        operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
      }
    }
  }
  return document;
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a second call with the same key and the same body answers what the first one did (and ' +
    'books nothing more); the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED. Use a new ' +
    'random key (e.g. a UUID) per booking attempt. Keys are kept for 24 hours.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' },
};
