// Checks an answer against the served OpenAPI document, as a third-party client relying on it would: the status must be
// documented for the operation, the media type among the documented ones, a JSON body valid against that
// response's schema, and a refusal's codes among those listed for its status (OpenAPI 3.1 schemas are JSON Schema 2020-12, so Ajv's 2020 dialect reads them as they are).
// Used by the contract tests (openapi-contract.test.ts, openapi-client.test.ts).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

type JsonObject = Record<string, unknown>;
interface Operation {
  operationId: string;
  security?: unknown[];
  'x-bot-check-action'?: string;
  responses: Record<string, { content?: Record<string, { schema?: JsonObject }>; 'x-error-codes'?: string[] }>;
}

/** An answer as the tests see it (fastify inject or fetch). */
export interface Answer {
  status: number;
  contentType: string | null;
  body: string;
}

const DOCUMENT_ID = 'https://vaxnear.test/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const pointer = (...parts: string[]) =>
  '#/' + parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

export class DocumentValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: JsonObject & { openapi: string; paths: Record<string, Record<string, Operation>> }) {
    if (!document.openapi.startsWith('3.1'))
      throw new Error(`expected an OpenAPI 3.1 document, got ${document.openapi}`);
    // strict: false lets OpenAPI's own words (example, discriminator, xml) sit in schemas, as the specification allows.
    this.ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateSchema: false }));
    // The whole document as one schema resource, so `#/components/schemas/…` references resolve.
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  }

  /** Every operation, as `{ method, path, operation }`. */
  operations(): Array<{ method: (typeof METHODS)[number]; path: string; operation: Operation }> {
    return Object.entries(this.document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
    );
  }

  /** The documented operation a concrete request path (no query) and method reach, by path template. */
  operationFor(method: string, url: string): { path: string; operation: Operation } {
    const path = url.split('?')[0]!;
    const candidates = Object.keys(this.document.paths)
      .filter((template) => {
        const pattern = new RegExp(
          '^' +
            template
              .split(/(\{[^}]+\})/)
              .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
              .join('') +
            '$',
        );
        return pattern.test(path) && this.document.paths[template]![method.toLowerCase()];
      })
      // A literal segment wins over a parameter, as in the router (Location.ndjson before {slotFile}).
      .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
    const found = candidates[0];
    if (!found) throw new Error(`the document has no operation for ${method} ${path}`);
    return { path: found, operation: this.document.paths[found]![method.toLowerCase()]! };
  }

  /**
   * The problems of an answer against the document ([] when it matches): undocumented status or media type, or a
   * body that breaks the documented schema.
   */
  problems(method: string, url: string, answer: Answer): string[] {
    const { path, operation } = this.operationFor(method, url);
    const where = `${method.toUpperCase()} ${url} (${operation.operationId}) answered ${answer.status}`;
    const status = String(answer.status);
    const response = operation.responses[status] ?? operation.responses.default;
    if (!response) return [`${where}: status not documented (${Object.keys(operation.responses).join(', ')})`];
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) return answer.body === '' ? [] : [`${where}: documented without a body`];
    const mediaType = (answer.contentType ?? '').split(';')[0]!.trim();
    if (!content[mediaType]) return [`${where}: media type ${mediaType} not documented (${Object.keys(content)})`];
    if (!content[mediaType]!.schema) return [];
    const key = pointer(
      'paths',
      path,
      method.toLowerCase(),
      'responses',
      status in operation.responses ? status : 'default',
      'content',
      mediaType,
      'schema',
    );
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.getSchema(DOCUMENT_ID + key);
      if (!validate) throw new Error(`no schema at ${key}`);
      this.compiled.set(key, validate);
    }
    const body: unknown = /[/+]json$/.test(mediaType) ? JSON.parse(answer.body) : answer.body;
    if (!validate(body))
      return (validate.errors ?? []).map(
        (error) => `${where}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
      );
    // A refusal's codes must be among those the document lists for that status: clients branch on them.
    const listed = response['x-error-codes'];
    if (!listed) return [];
    return ((body as { errors?: Array<{ code: string }> }).errors ?? [])
      .filter(({ code }) => !listed.includes(code))
      .map(({ code }) => `${where}: code ${code} not documented (${listed.join(', ')})`);
  }
}
