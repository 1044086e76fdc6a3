import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, type Driver, Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Config } from '../config.js';
import type { DialectName } from './dialect.js';
import type { Database } from './schema.js';
import { openSqlite, type SqliteConnection, type SqliteStatement } from './sqlite.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in, when not the connection's default. */
  schema?: string;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT and COUNT(*) as strings; our numbers (epoch ms, counters) fit in 2^53.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * better-sqlite3 with its prepared statements kept by SQL text: Kysely's driver prepares every query
 * afresh, which was 6 % of a signed-in feed request's CPU. Safe because better-sqlite3 runs a
 * statement to completion before the next call, and nothing here streams rows (a statement being
 * iterated could not be reused meanwhile).
 */
function keepingStatements(sqlite: SqliteConnection): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: 1000 });
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE). Several processes may
 * write one file (instances starting at once, a command beside the server), and a transaction that
 * read first and then writes after another connection wrote is refused at once, without waiting
 * (SQLITE_BUSY_SNAPSHOT); taking the lock first makes the others wait for it (busy_timeout) instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

export function connectDatabase(config: Pick<Config, 'database'>): DatabaseHandle {
  if (config.database.kind === 'postgres') {
    const { url, schema } = config.database;
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      types: pgTypes,
      // A test run lives in its own schema (public stays visible for extensions such as pg_trgm);
      // production uses the URL's default search_path.
      options: schema ? `-c search_path=${schema},public` : undefined,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', schema, close: () => db.destroy() };
  }
  const file = config.database.file;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = openSqlite(file);
  // The wait first: switching to WAL needs the file to itself, and another process (a second
  // instance starting, the seed command) may hold it for a moment.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: keepingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
