// The API's languages are the domain's list (decision 297): every `locale` the OpenAPI document describes, in a body
// or a query, offers exactly LOCALES, so a language added there is accepted everywhere and its types follow with
// `npm run openapi:types` (client-types.test.ts fails until they do). A hand-written ['en', 'es'] fails here.
import { LOCALES } from '@vaxnear/domain/enumerations';
import { describe, expect, it } from 'vitest';
import { servedOpenApiDocument } from './served-document.ts';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object';

/** Every schema the document gives a `locale`: body properties and query parameters, where they are. */
function localeSchemas(node: unknown, where = '', found: Array<{ where: string; schema: Node }> = []) {
  if (Array.isArray(node)) node.forEach((child, i) => localeSchemas(child, `${where}/${i}`, found));
  else if (isNode(node)) {
    if (isNode(node.properties) && isNode(node.properties.locale)) {
      found.push({ where: `${where}/properties/locale`, schema: node.properties.locale });
    }
    if (node.name === 'locale' && isNode(node.schema)) found.push({ where, schema: node.schema });
    for (const [key, child] of Object.entries(node)) localeSchemas(child, `${where}/${key}`, found);
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('offers exactly the domain’s LOCALES wherever it takes or gives a locale', async () => {
    const found = localeSchemas(await servedOpenApiDocument());
    expect(found.length).toBeGreaterThan(5);
    for (const { where, schema } of found) expect(schema.enum, where).toEqual([...LOCALES]);
  });
});
