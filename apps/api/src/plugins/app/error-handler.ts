// The one error handler: every refusal leaves in the same envelope, `{ errors: [{ code, message, field? }] }`, with a
// message a person can act on; a database fault is a 503 with Retry-After; anything else is logged and answered 500
// without its details.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CHECK_ANSWER_MESSAGE, isLibraryMessage } from '@vaxnear/domain/plain-messages';
import { AppError, type ApiErrorItem } from '../../lib/errors.ts';
import { databaseFault, RETRY_AFTER_SECONDS } from '../../db/database-faults.ts';
import { recordRefusal } from './metrics.ts';

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const refuse = (status: number, items: ApiErrorItem[]) => {
        recordRefusal(app, request, items[0]?.code ?? 'UNKNOWN');
        return reply.status(status).send({ errors: items });
      };
      if (error instanceof AppError) return refuse(error.statusCode, error.items);
      const fault = databaseFault(error);
      if (fault) {
        // The cause (a code, never the message: it can quote a row's values) is what an operator needs to act on.
        request.log.error(
          { err: { type: error.name, code: (error as { code?: unknown }).code }, fault },
          `database unavailable: ${fault.cause}`,
        );
        app.metrics.databaseErrors.inc(fault);
        app.storageFaults.record(fault, Date.now());
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return refuse(503, [
          {
            code: 'UNAVAILABLE',
            message: `The service cannot take this request right now. Please try again in ${RETRY_AFTER_SECONDS} seconds.`,
          },
        ]);
      }
      // @fastify/rate-limit throws the body built by errorResponseBuilder, already in our envelope.
      const prebuilt = error as unknown as { statusCode?: number; errors?: ApiErrorItem[] };
      if (Array.isArray(prebuilt.errors) && prebuilt.statusCode) return refuse(prebuilt.statusCode, prebuilt.errors);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext ?? 'body';
        const input = {
          querystring: request.query,
          body: request.body,
          params: request.params,
          headers: request.headers,
        }[context];
        const items: ApiErrorItem[] = error.validation.map((issue) => toValidationItem(issue, context, input));
        return refuse(400, items);
      }
      const status =
        typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      if (status === 500) {
        request.log.error({ err: { type: error.name, message: error.message, stack: error.stack } }, 'unhandled error');
        return reply.status(500).send({
          errors: [{ code: 'SOMETHING_WENT_WRONG', message: 'There was an unexpected error. Please try again.' }],
        });
      }
      return refuse(status, [{ code: clientErrorCode(status, error), message: clientErrorMessage(status, error) }]);
    });
    // A write that succeeded shows the storage works again (a freed disk, a remounted volume).
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) app.storageFaults.clear();
    });
  },
  { name: 'error-handler', dependencies: ['metrics'] },
);

function toValidationItem(
  issue: { instancePath?: string; message?: string },
  context: string,
  input: unknown,
): ApiErrorItem {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const field = path.join('.');
  // zod 4 does not say whether a value was absent, so look at what was sent.
  const missing = path.length > 0 && valueAt(input, path) === undefined;
  const where = context === 'querystring' ? 'parameter' : context === 'params' ? 'path parameter' : 'field';
  // A schema library's own wording ("Invalid input: expected string, received null") is not for people.
  const message = issue.message && !isLibraryMessage(issue.message) ? issue.message : CHECK_ANSWER_MESSAGE;
  return {
    code: missing ? 'MISSING_INFORMATION' : 'VALIDATION_FAILED',
    message: field
      ? missing
        ? `The ${where} "${field}" is required.`
        : `The ${where} "${field}" is invalid: ${message}`
      : message,
    ...(field ? { field } : {}),
  };
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function clientErrorCode(status: number, error: FastifyError): string {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  return error.code?.startsWith('FST_') ? 'BAD_REQUEST' : (error.code ?? 'BAD_REQUEST');
}

function clientErrorMessage(status: number, error: FastifyError): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Send the request body as application/json.';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'The request body is not valid JSON.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty; send a JSON object.';
  return error.message;
}
