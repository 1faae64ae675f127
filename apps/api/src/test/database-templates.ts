// Migrated databases for the tests, made once and copied. Running the migrations took 0.3 to 0.9 s per database on
// the 2-core machine, and the API suite makes about a thousand databases (one per test in most route files, on both
// dialects). A copy of a migrated SQLite file takes a few milliseconds. On PostgreSQL a schema is made once per test
// file by replaying the migrated schema as pg_dump prints it, and emptied back to that state between its tests. Each
// test still starts on a database of its own, exactly as the migrations leave it: the template is made by
// `migrateToLatest` itself, and made again whenever a migration file changes (its name carries a hash of them).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../db/database.ts';

const exec = promisify(execFile);
const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'db', 'migrations');

/** Changes whenever any migration file (or this file's way of making templates) changes. */
const migrationsHash = (() => {
  const hash = crypto.createHash('sha256').update('template-v1');
  for (const name of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()) {
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 12);
})();

let sqliteTemplate: Promise<string> | undefined;

/**
 * The path of a migrated SQLite file to copy. Shared by every test file and worker through the temporary directory:
 * made under a unique name and renamed into place, so a reader never sees half a file.
 */
export function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `vaxnear-template-${migrationsHash}.sqlite`);
    if (fs.existsSync(file)) return file;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-template-'));
    const draft = path.join(dir, 'draft.sqlite');
    const handle = openDatabase({ databaseUrl: null, sqlitePath: draft });
    await migrateToLatest(handle.db, handle.dialect);
    // Closing the last connection checkpoints the write-ahead log into the file and removes it.
    await handle.close();
    fs.renameSync(draft, file);
    fs.rmSync(dir, { recursive: true, force: true });
    return file;
  })();
  return sqliteTemplate;
}

/** Makes `file` a migrated SQLite database. */
export async function copySqliteTemplate(file: string): Promise<void> {
  fs.copyFileSync(await migratedSqliteTemplate(), file);
}

/** Runs the migrations in an existing, empty schema. */
async function migrateSchema(url: string, schema: string): Promise<void> {
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  const handle = openDatabase({ databaseUrl: schemaUrl.toString(), sqlitePath: '' });
  try {
    await migrateToLatest(handle.db, handle.dialect);
  } finally {
    await handle.close();
  }
}

interface PostgresTemplate {
  /** Makes the migrated schema under the name `TEMPLATE_SCHEMA`, as pg_dump prints it. */
  create: string;
  /** Brings a used schema back to what `create` makes: every row deleted (children first), the migrations' rows again. */
  reset: string;
  /** Answers `many` when any table holds over a thousand rows (the default data): dropping the schema is cheaper. */
  sizeCheck: string;
}

let postgresTemplate: Promise<PostgresTemplate | null> | undefined;
const TEMPLATE_SCHEMA = `vaxnear_template_${migrationsHash}`;

/**
 * The template's scripts, each qualified by the schema's name; null when pg_dump is missing or cannot dump this
 * server (an older pg_dump), and the caller migrates instead.
 */
function postgresTemplateOf(admin: pg.Client, url: string): Promise<PostgresTemplate | null> {
  postgresTemplate ??= (async () => {
    const cache = path.join(os.tmpdir(), `vaxnear-template-${migrationsHash}.pg.v2.json`);
    if (fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8')) as PostgresTemplate;
    // A schema of this run's own: several workers may make the template at once.
    const draftSchema = `${TEMPLATE_SCHEMA}_${crypto.randomBytes(4).toString('hex')}`;
    try {
      await admin.query(`create schema ${draftSchema}`);
      await migrateSchema(url, draftSchema);
      const { stdout } = await exec(
        'pg_dump',
        ['--dbname', url, '--schema', draftSchema, '--no-owner', '--no-privileges', '--inserts'],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      // Recent pg_dump releases wrap the script in psql's \restrict meta-commands, which only psql understands.
      const create = stdout
        .split('\n')
        .filter((line) => !line.startsWith('\\'))
        .join('\n')
        .replaceAll(draftSchema, TEMPLATE_SCHEMA);
      const tables = (
        await admin.query<{ name: string }>('select tablename as name from pg_tables where schemaname = $1', [
          draftSchema,
        ])
      ).rows.map((row) => row.name);
      const references = (
        await admin.query<{ child: string; parent: string }>(
          `select child.relname as child, parent.relname as parent from pg_constraint c
             join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
             join pg_namespace n on n.oid = c.connamespace
           where c.contype = 'f' and n.nspname = $1 and c.conrelid <> c.confrelid`,
          [draftSchema],
        )
      ).rows;
      // A table is emptied once every table that references it is.
      const order: string[] = [];
      const left = new Set(tables);
      while (left.size > 0) {
        const next = [...left].filter((table) => !references.some((r) => r.parent === table && left.has(r.child)));
        if (next.length === 0) throw new Error('the foreign keys of the migrated schema form a cycle');
        for (const table of next.sort()) {
          order.push(table);
          left.delete(table);
        }
      }
      const rows = create.split('\n').filter((line) => line.startsWith(`INSERT INTO ${TEMPLATE_SCHEMA}.`));
      const reset = [...order.map((table) => `DELETE FROM ${TEMPLATE_SCHEMA}.${table};`), ...rows].join('\n');
      const sizeCheck = `select ${order
        .map((table) => `(select count(*) from (select 1 from ${TEMPLATE_SCHEMA}.${table} limit 1001) as t) > 1000`)
        .join(' or ')} as many`;
      const template = { create, reset, sizeCheck };
      const draft = `${cache}.${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(draft, JSON.stringify(template));
      fs.renameSync(draft, cache);
      return template;
    } catch {
      return null;
    } finally {
      await admin.query(`drop schema if exists ${draftSchema} cascade`).catch(() => undefined);
    }
  })();
  return postgresTemplate;
}

// Under Vitest: one connection per test file for making, emptying and dropping schemas, and the schemas its tests
// gave back (dropped when the file ends, see dialects.ts). Elsewhere (benches) a connection per call, and a schema
// given back is dropped, so that nothing keeps the process alive.
const reuse = Boolean(process.env.VITEST);
let admin: Promise<pg.Client> | undefined;
const freeSchemas: string[] = [];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // What is committed here need not wait for the disk: a test database never outlives a crash.
  await client.query('set synchronous_commit = off');
  return client;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (reuse) return work(await (admin ??= connect(url)));
  const client = await connect(url);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated PostgreSQL schema of the caller's own until it gives it back: one a test of the same file gave back
 * (emptied to the template's rows), else a new one (a replay of the template's script, or the migrations themselves
 * when there is no script). Emptying a dozen small tables is one round trip; creating them again was the slowest
 * part of a PostgreSQL test on a busy machine.
 */
export async function takeMigratedPostgresSchema(url: string): Promise<string> {
  const reused = freeSchemas.pop();
  if (reused) return reused;
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const template = await withAdmin(url, async (client) => {
    const found = await postgresTemplateOf(client, url);
    await client.query(found ? found.create.replaceAll(TEMPLATE_SCHEMA, schema) : `create schema ${schema}`);
    return found;
  });
  if (!template) await migrateSchema(url, schema);
  return schema;
}

/**
 * Takes back a schema whose connections are all closed: emptied for the next test (milliseconds for a few rows), or
 * dropped when it holds the default data (deleting tens of thousands of rows costs more than a new schema).
 */
export async function giveBackPostgresSchema(url: string, schema: string): Promise<void> {
  const template = reuse && postgresTemplate ? await postgresTemplate : null;
  await withAdmin(url, async (client) => {
    if (template) {
      try {
        const { rows } = await client.query<{ many: boolean }>(template.sizeCheck.replaceAll(TEMPLATE_SCHEMA, schema));
        if (!rows[0]?.many) {
          // The audit log refuses deletes unless a cutoff is named (decision 241); a test's rows all go.
          await client.query(
            `select set_config('vaxnear.audit_purge_before', '9999', false);\n${template.reset.replaceAll(TEMPLATE_SCHEMA, schema)}`,
          );
          freeSchemas.push(schema);
          return;
        }
      } catch {
        // The test changed the schema itself: not worth repairing.
      }
    }
    await client.query(`drop schema ${schema} cascade`);
  });
}

/** Drops the schemas given back and closes the connection; at the end of a test file. */
export async function dropFreePostgresSchemas(): Promise<void> {
  if (!admin) return;
  const client = await admin;
  admin = undefined;
  for (const schema of freeSchemas.splice(0)) await client.query(`drop schema ${schema} cascade`);
  await client.end();
}
