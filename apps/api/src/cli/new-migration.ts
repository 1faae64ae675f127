// npm run migration:new -w apps/api -- <title>: writes a new, empty migration whose name sorts after every existing
// one (decision 214) and appends it to the list in db/migrations/index.ts. Fill in `up` and `down`, then schema.ts.
import fs from 'node:fs';
import path from 'node:path';
import { migrationList } from '../db/migrations/index.ts';
import { nextMigrationName } from '../db/migrations/migration-names.ts';

const title = process.argv.slice(2).join(' ');
if (!title.trim()) {
  console.error('Usage: npm run migration:new -w apps/api -- <title, e.g. staff sessions>');
  process.exit(2);
}
const dir = path.join(import.meta.dirname, '..', 'db', 'migrations');
const name = nextMigrationName(migrationList.at(-1)?.[0], title, new Date());
const identifier = name
  .replace(/^[\dT-]+-/, '')
  .replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  .replace(/^\d/, (d) => `m${d}`);

fs.writeFileSync(
  path.join(dir, `${name}.ts`),
  `// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Say why this change is needed.
  void db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  void db;
}
`,
);

const indexFile = path.join(dir, 'index.ts');
const lines = fs.readFileSync(indexFile, 'utf8').split('\n');
const lastImport = lines.findLastIndex((line) => line.startsWith('import * as '));
lines.splice(lastImport + 1, 0, `import * as ${identifier} from './${name}.ts';`);
const listEnd = lines.findIndex((line, i) => i > lastImport && line === '];');
lines.splice(listEnd, 0, `  ['${name}', ${identifier}],`);
fs.writeFileSync(indexFile, lines.join('\n'));
console.log(`Wrote db/migrations/${name}.ts and added it to db/migrations/index.ts.`);
