// npm run lint:openapi: Redocly's recommended rules (redocly.yaml) over the document the server serves, built in this
// process; exits non-zero on any error or warning. npm run openapi:types: rewrites apps/api/src/openapi/api-types.ts,
// the typed client's types, from that document. Both read the document with the default settings (decision 250).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { clientTypesOf, CLIENT_TYPES_FILE } from '../openapi/client-types.ts';
import { servedOpenApiDocument } from '../openapi/served-document.ts';

const command = process.argv[2];
if (command !== 'lint' && command !== 'types') {
  console.error('Usage: node --import tsx apps/api/src/cli/openapi.ts lint|types');
  process.exit(2);
}
const document = await servedOpenApiDocument();
if (command === 'types') {
  fs.writeFileSync(CLIENT_TYPES_FILE, await clientTypesOf(document));
  console.log(`Wrote ${path.relative(REPO_ROOT, CLIENT_TYPES_FILE)}`);
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-openapi-lint-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', file, '--config', path.join(REPO_ROOT, 'redocly.yaml'), '--max-problems', '1000'],
    { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(lint.status ?? 1);
}
