import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'partner-api.sqlite';

/** Opens (creating the folder and file if needed) and migrates the database. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * `db.prepare(sql)` once per database: for the statements every request
 * runs (the key lookup, the debt check), where preparing costs several times
 * more than running.
 */
export function preparedOnce(db: Db, sql: string): Database.Statement {
  let bySql = statements.get(db);
  if (!bySql) statements.set(db, (bySql = new Map()));
  let statement = bySql.get(sql);
  if (!statement) bySql.set(sql, (statement = db.prepare(sql)));
  return statement;
}

function migrate(db: Db): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new Error(`The database in this data dir is newer (schema ${applied}) than this Partner API (schema ${MIGRATIONS.length})`);
  }
  MIGRATIONS.slice(applied).forEach((sql, i) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${applied + i + 1}`);
    })();
  });
}
