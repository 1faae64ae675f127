// Building and compiling a Kysely query cost more server CPU than SQLite took to run it: about a fifth of a booking's
// CPU went to Kysely (profile of 2026-11-26, decision 294). The statements a booking runs have one shape each and
// different values, so each is compiled once per shape with stand-ins for its values, and a later call only puts
// its values in the stand-ins' places. The builder stays the one definition of the statement's SQL (PostgreSQL
// embeds the same builders in larger statements).
import { isDeepStrictEqual } from 'node:util';
import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The values a statement takes: scalars only, each used as a value in the SQL, never to choose its shape. */
export type StatementValues<V> = { [K in keyof V]: string | number | null | undefined };

/**
 * Tests set this: every call then also builds the statement from its real values and throws when that differs from
 * the stand-ins' version, so a builder whose SQL depends on a value (and needs it in its shape) fails a test.
 */
export const compiledOnceChecks = { enabled: false };

const STAND_IN = '\u0000value:';

interface Template {
  readonly compiled: CompiledQuery;
  /** For each parameter, the name of the value it takes, or undefined for a constant of the statement. */
  readonly names: ReadonlyArray<string | undefined>;
}

/**
 * Wraps a builder so that its statement is compiled once per dialect and shape. `shape` names whatever, beyond the
 * values' names, changes the SQL (a branch of the builder); two calls with the same shape must differ only in values.
 */
export function compiledOnce<V extends StatementValues<V>, O>(
  name: string,
  build: (db: Kysely<Database>, values: V) => Compilable<O>,
): (db: Kysely<Database>, values: V, shape?: string) => CompiledQuery<O> {
  // Per adapter (one per dialect), then per shape: SQLite and PostgreSQL write the same statement differently.
  const templates = new WeakMap<object, Map<string, Template>>();
  return (db, values, shape = '') => {
    const adapter = db.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) templates.set(adapter, (byShape = new Map()));
    // A value left undefined is absent: the builder takes the branch for its absence, a shape of its own.
    const key = `${shape}|${definedNames(values).join(',')}`;
    let template = byShape.get(key);
    if (!template) {
      template = compileTemplate(name, build, db, values);
      byShape.set(key, template);
    }
    const compiled: CompiledQuery<O> = {
      query: template.compiled.query,
      queryId: createQueryId(),
      sql: template.compiled.sql,
      parameters: template.names.map((valueName, index) =>
        valueName === undefined ? template.compiled.parameters[index] : (values as Record<string, unknown>)[valueName],
      ),
    };
    if (compiledOnceChecks.enabled) {
      const direct = build(db, values).compile();
      if (direct.sql !== compiled.sql || !isDeepStrictEqual(direct.parameters, compiled.parameters))
        throw new Error(
          `${name}: the statement compiled once differs from the one built now; give the branch that changed it a shape`,
        );
    }
    return compiled;
  };
}

function compileTemplate<V extends StatementValues<V>, O>(
  name: string,
  build: (db: Kysely<Database>, values: V) => Compilable<O>,
  db: Kysely<Database>,
  values: V,
): Template {
  const standIns = Object.fromEntries(definedNames(values).map((key) => [key, `${STAND_IN}${key}`])) as V;
  const compiled = build(db, standIns).compile();
  // A value written into the SQL text itself (sql.lit, a raw fragment) cannot be replaced later.
  if (compiled.sql.includes(STAND_IN)) throw new Error(`${name}: a value is written into the SQL text, not passed`);
  const names = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' && parameter.startsWith(STAND_IN) ? parameter.slice(STAND_IN.length) : undefined,
  );
  for (const parameter of compiled.parameters)
    if (typeof parameter === 'string' && parameter.includes(STAND_IN) && !parameter.startsWith(STAND_IN))
      throw new Error(`${name}: a value is changed before it is passed (a stand-in inside "${parameter}")`);
  return { compiled, names };
}

const definedNames = (values: object) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);

/** Runs a statement compiled once. */
export function runCompiled<O>(db: Kysely<Database>, compiled: CompiledQuery<O>) {
  return db.executeQuery(compiled);
}
