// The SQLite connection on the engine this runtime uses (node:sqlite on Node 24, better-sqlite3 before): CI runs this
// file on both runtimes, so both engines meet the same expectations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFault } from './database-faults.ts';
import { constraintViolation } from '../modules/bookings/database-errors.ts';
import { openSqlite, sqliteEngine, sqliteErrorCode, type SqliteConnection } from './sqlite.ts';

const major = Number(process.versions.node.split('.')[0]);

describe('a SQLite connection', () => {
  let sqlite: SqliteConnection;
  afterEach(() => sqlite?.close());

  const open = () => {
    sqlite = openSqlite(':memory:');
    sqlite.exec('create table t (id integer primary key, name text unique, n integer check (n > 0))');
    return sqlite;
  };
  const failure = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error;
    }
    throw new Error('the statement did not fail');
  };

  it('uses node:sqlite from Node 24 on and better-sqlite3 before', () => {
    expect(open().engine).toBe(major >= 24 ? 'node:sqlite' : 'better-sqlite3');
    expect(sqliteEngine).toBe(sqlite.engine);
  });

  it('takes parameters as one array, tells statements that answer rows, and reports changes and the new row id', () => {
    const insert = open().prepare('insert into t (name, n) values (?, ?)');
    expect(insert.reader).toBe(false);
    expect(insert.run(['a', 1])).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(insert.run(['b', 2])).toEqual({ changes: 1, lastInsertRowid: 2 });
    const returning = sqlite.prepare('update t set n = n + 1 returning name, n');
    expect(returning.reader).toBe(true);
    expect(returning.all([])).toEqual([
      { name: 'a', n: 2 },
      { name: 'b', n: 3 },
    ]);
    expect(sqlite.prepare('select name from t where n > ? order by n').get([2])).toEqual({ name: 'b' });
    expect([...sqlite.prepare('select n from t order by n').iterate([])]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('says whether a transaction is open', () => {
    open().exec('begin');
    expect(sqlite.inTransaction).toBe(true);
    sqlite.exec('rollback');
    expect(sqlite.inTransaction).toBe(false);
  });

  it('names the constraint a write broke, as the booking code reads it', () => {
    const insert = open().prepare('insert into t (id, name, n) values (?, ?, ?)');
    insert.run([1, 'a', 1]);
    const unique = failure(() => insert.run([2, 'a', 1]));
    expect(sqliteErrorCode(unique)).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(constraintViolation(unique)).toEqual({ kind: 'unique', table: 't' });
    expect(sqliteErrorCode(failure(() => insert.run([1, 'b', 1])))).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
    const check = failure(() => insert.run([3, 'c', 0]));
    expect(sqliteErrorCode(check)).toBe('SQLITE_CONSTRAINT_CHECK');
    expect(constraintViolation(check)).toEqual({ kind: 'check', table: null });
  });

  it('reports a read-only database as a storage fault and a missing file as an error, never a new file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vaxnear-sqlite-'));
    try {
      const file = path.join(dir, 'db.sqlite');
      const writer = openSqlite(file);
      writer.exec('create table t (n integer)');
      writer.close();
      sqlite = openSqlite(file, { readonly: true });
      expect(databaseFault(failure(() => sqlite.exec('insert into t values (1)')))).toEqual({
        kind: 'storage',
        cause: 'SQLITE_READONLY',
      });
      const missing = path.join(dir, 'missing.sqlite');
      expect(sqliteErrorCode(failure(() => openSqlite(missing, { readonly: true })))).toBe('SQLITE_CANTOPEN');
      expect(fs.existsSync(missing)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is no SQLite error when the error came from elsewhere', () => {
    expect(sqliteErrorCode(new Error('boom'))).toBeNull();
    expect(sqliteErrorCode({ code: 'ERR_INVALID_ARG_TYPE' })).toBeNull();
    expect(sqliteErrorCode(null)).toBeNull();
  });
});
