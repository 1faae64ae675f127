// A JSON body is measured before it is parsed (decision 229). Nothing a form sends nests deeper than six levels or
// holds more than a few hundred values (six people of about thirty fields each), but JSON.parse builds whatever it is
// given, and the checks after it (control characters, the schema, the error handler) walk the result: 10,000 nested
// arrays overflowed the stack (a 500), and a few clients sending them slowed every other request. The text is read
// once, character by character, without recursion, and refused at the first level or value past the limit.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Levels of objects and lists, the outermost one included. */
export const MAX_BODY_DEPTH = 20;
/** Object members and list items, counted over the whole body. */
export const MAX_BODY_VALUES = 5_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;

/** The limit a JSON text breaks, as a refusal a client can act on; null when it keeps both. */
export function jsonBodyTooComplex(text: string): AppError | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      // An escaped character (\" among them) never ends the string.
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_LIST) {
      depth += 1;
      // The first member of a container is a value too; the rest follow a comma.
      values += 1;
      if (depth > MAX_BODY_DEPTH) {
        return new AppError(400, {
          code: 'BODY_TOO_COMPLEX',
          message: `The request body nests objects or lists more than ${MAX_BODY_DEPTH} levels deep. Send a flatter JSON body.`,
        });
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_LIST) {
      depth -= 1;
    } else if (c === COMMA) {
      values += 1;
    }
    if (values > MAX_BODY_VALUES) {
      return new AppError(400, {
        code: 'BODY_TOO_COMPLEX',
        message: `The request body holds more than ${MAX_BODY_VALUES.toLocaleString('en-US')} values. Send fewer items in one request.`,
      });
    }
  }
  return null;
}

/**
 * Fastify's own JSON parser (with its refusal of `__proto__` and `constructor` keys), behind the measurement above.
 * The bot check runs before any parser (it is a preParsing hook), so a client without a proof is not even measured.
 */
export function limitJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const refusal = jsonBodyTooComplex(body as string);
    if (refusal) {
      done(refusal, undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
