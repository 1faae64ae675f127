// The TypeScript types of the served OpenAPI document, as openapi-typescript makes them, formatted by the repository's
// Prettier settings so the checked-in file (api-types.ts) passes `npm run lint` unchanged. `npm run openapi:types`
// writes them; client-types.test.ts fails when the checked-in file is not what the served document gives.
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';

export const CLIENT_TYPES_FILE = path.resolve(import.meta.dirname, 'api-types.ts');

const BANNER =
  '// Generated from the served OpenAPI document (GET /api/v1/docs/json) by `npm run openapi:types`: do not edit.\n' +
  "// client-types.test.ts fails when this file and the document differ. Use it with openapi-fetch's createClient.\n";

export async function clientTypesOf(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as OpenAPI3);
  const options = (await prettier.resolveConfig(CLIENT_TYPES_FILE)) ?? {};
  return prettier.format(BANNER + astToString(ast), { ...options, filepath: CLIENT_TYPES_FILE });
}
