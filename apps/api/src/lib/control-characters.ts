// NUL and other control characters have no place in a form field: PostgreSQL refuses NUL in text (a 500 before
// this check), and the others are how a header, a log line or a mail body gets split. Tab, line feed and carriage
// return are ordinary white space and are left to each field's own rules.
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { AppError } from './errors.ts';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The path to the first string (or object key) holding a control character, or null. A loop over a list of what is
 * left to look at, not recursion: however deep a value nests, this cannot overflow the stack (bodies are also held to
 * a depth before they are parsed, lib/json-body-limits.ts).
 */
export function controlCharacterPath(value: unknown): string[] | null {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (CONTROL.test(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const children: Array<{ value: unknown; path: string[] }> = [];
    for (const [key, child] of Object.entries(current as Record<string, unknown>)) {
      if (CONTROL.test(key)) return [...path, key];
      children.push({ value: child, path: [...path, key] });
    }
    // Reversed onto the list, so that the first field is looked at first, as a person reads the form.
    for (let i = children.length - 1; i >= 0; i -= 1) pending.push(children[i]!);
  }
  return null;
}

/**
 * The zod validator, with control characters refused first. The refusal is shaped like a zod issue so that the
 * error handler names the field as for any other invalid value.
 */
export const validatorWithoutControlCharacters: FastifySchemaCompiler<
  Parameters<typeof validatorCompiler>[0]['schema']
> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const path = controlCharacterPath(data);
    if (path) {
      return {
        error: [
          {
            [Symbol.for('ZodFastifySchemaValidationError')]: true,
            keyword: 'custom',
            instancePath: `/${path.join('/')}`,
            schemaPath: '#',
            params: {},
            message: 'Remove the control characters (such as NUL) from this field.',
          },
        ] as unknown as Error,
      };
    }
    return validate(data);
  };
};

/**
 * For the query and path of every route, schema or not (the search and geolocation routes parse their own query):
 * these say nothing about a body's rules, so they may be refused before the bot check.
 */
export async function refuseControlCharactersInUrl(request: FastifyRequest): Promise<void> {
  for (const [where, value] of [
    ['parameter', request.query],
    ['path parameter', request.params],
  ] as const) {
    const path = controlCharacterPath(value);
    if (path) {
      throw new AppError(400, {
        code: 'VALIDATION_FAILED',
        field: path.join('.'),
        message: `The ${where} "${path.join('.')}" is invalid: remove the control characters (such as NUL) from it.`,
      });
    }
  }
}
