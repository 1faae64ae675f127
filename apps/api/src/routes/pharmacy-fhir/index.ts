// The FHIR read API for pharmacy systems (docs/product/pharmacy-integrations.md; decision 248). OAuth 2.0 client
// credentials at /pharmacy-fhir/token, then searches with the bearer token. Answers are application/fhir+json, errors
// FHIR OperationOutcomes (the token endpoint answers as OAuth 2.0 says).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { clientOfBearer, issueToken, OAuthError } from '../../modules/fhir-api/api-clients.service.ts';
import {
  searchResources,
  searchset,
  takeClientAllowance,
  type SearchType,
} from '../../modules/fhir-api/fhir-api.service.ts';

const FHIR_JSON = 'application/fhir+json';
const SEARCH_TYPES: readonly SearchType[] = ['Appointment', 'Slot', 'Schedule', 'Immunization'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function outcome(reply: FastifyReply, status: number, code: string, diagnostics: string) {
  return reply
    .status(status)
    .type(FHIR_JSON)
    .send({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code, diagnostics }],
    });
}

const FHIR_ISSUE: Record<number, string> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  429: 'throttled',
};

export async function pharmacyFhirRoutes(api: FastifyInstance): Promise<void> {
  api.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof OAuthError)
      return reply.status(error.status).send({ error: error.error, error_description: error.description });
    // The token endpoint's other refusals (a body too big or too deep) are the app's own, as on every write route.
    if (request.routeOptions.url?.endsWith('/token')) throw error;
    if (error instanceof AppError) {
      const first = error.items[0]!;
      return outcome(reply, error.statusCode, FHIR_ISSUE[error.statusCode] ?? 'processing', first.message);
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: { type: error.name, code: error.code } }, 'FHIR API call failed');
    return outcome(
      reply,
      status,
      FHIR_ISSUE[status] ?? (status === 500 ? 'exception' : 'invalid'),
      status === 500 ? 'Something went wrong on our side. Try again in a minute.' : error.message,
    );
  });

  api.post(
    '/pharmacy-fhir/token',
    { schema: { tags: ['pharmacy-fhir'], summary: 'OAuth 2.0 client credentials: a bearer token for 15 minutes' } },
    async (request, reply) => {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      let clientId = typeof body.client_id === 'string' ? body.client_id : '';
      let clientSecret = typeof body.client_secret === 'string' ? body.client_secret : '';
      const basic = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(request.headers.authorization ?? '');
      if (basic) {
        const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon > 0) {
          clientId = decodeURIComponent(decoded.slice(0, colon));
          clientSecret = decodeURIComponent(decoded.slice(colon + 1));
        }
      }
      if (body.grant_type !== 'client_credentials')
        throw new OAuthError(400, 'unsupported_grant_type', 'Use grant_type=client_credentials.');
      if (!clientId || !clientSecret || clientId.length > 100 || clientSecret.length > 200)
        throw new OAuthError(400, 'invalid_request', 'Send client_id and client_secret (in the body or HTTP Basic).');
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return issueToken(api.deps, { clientId, clientSecret });
    },
  );

  api.get<{ Params: { type: string }; Querystring: Record<string, unknown> }>(
    '/pharmacy-fhir/:type',
    {
      schema: { tags: ['pharmacy-fhir'], summary: 'Search Appointment, Slot, Schedule or Immunization of a location' },
    },
    async (request, reply) => {
      const client = await clientOfBearer(api.deps, request.headers.authorization);
      if (!client) {
        reply.header('www-authenticate', 'Bearer');
        return outcome(reply, 401, 'login', 'Send a bearer token from /api/v1/pharmacy-fhir/token.');
      }
      const type = request.params.type as SearchType;
      if (!SEARCH_TYPES.includes(type))
        return outcome(reply, 404, 'not-supported', `Search one of: ${SEARCH_TYPES.join(', ')}.`);
      if (!(await takeClientAllowance(api.deps, client.id))) {
        reply.header('retry-after', '60');
        return outcome(reply, 429, 'throttled', 'Too many requests for this client. Wait a minute and try again.');
      }
      const { location, date } = request.query;
      if (typeof location !== 'string' || location.length === 0 || location.length > 200)
        return outcome(reply, 400, 'required', 'Give the location to search, e.g. location=Location/<id>.');
      const needsDate = type === 'Appointment' || type === 'Immunization';
      if ((needsDate && date === undefined) || (date !== undefined && (typeof date !== 'string' || !DATE.test(date))))
        return outcome(reply, 400, 'invalid', 'Give the date as date=YYYY-MM-DD (the location’s own calendar date).');
      const resources = await searchResources(api.deps, api.database, client, type, {
        location,
        date: date as string | undefined,
      });
      const self = `${api.config.publicBaseUrl}/api/v1/pharmacy-fhir/${type}?location=${encodeURIComponent(location)}${
        date ? `&date=${date}` : ''
      }`;
      return reply.type(FHIR_JSON).header('cache-control', 'no-store').send(searchset(resources, self));
    },
  );
}
