import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';

/** Where each test app copies its database from (vitest's provide/inject, see createTestApp). */
export type TemplateDatabase =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; database: string; schema: string; copyPrefix: string }
  | { kind: 'none' };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** The schema every test database's tables live in (each test app has a database of its own). */
export const TEMPLATE_SCHEMA = 'promptreel';

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function databasesNamed(url: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * vitest globalSetup of the api project: runs the migrations once per run into a template (a SQLite
 * file, or a PostgreSQL database), which createTestApp copies for each app instead of migrating
 * afresh (~0.5-1 s on SQLite, ~3-4 s on PostgreSQL, for each of the suite's test apps).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      project.provide('templateDatabase', { kind: 'none' });
      return async () => {};
    }
    const run = randomBytes(6).toString('hex');
    const database = `promptreel_template_${run}`;
    // Each test app's copy is named after this run, so the teardown finds what a test left behind.
    const copyPrefix = `t_${run}_`;
    await admin(url, `create database ${database}`);
    const templateUrl = databaseUrl(url, database);
    await admin(templateUrl, `create schema ${TEMPLATE_SCHEMA}`);
    const handle = connectDatabase({ database: { kind: 'postgres', url: templateUrl, schema: TEMPLATE_SCHEMA } });
    try {
      await migrateToLatest(handle.db, TEMPLATE_SCHEMA);
    } finally {
      await handle.close(); // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to
    }
    project.provide('templateDatabase', { kind: 'postgres', database, schema: TEMPLATE_SCHEMA, copyPrefix });
    return async () => {
      // The test processes have ended: forcing the drop can break no test's open connection.
      for (const name of await databasesNamed(url, copyPrefix))
        await admin(url, `drop database if exists ${name} with (force)`);
      await admin(url, `drop database if exists ${database} with (force)`);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-template-'));
  const file = path.join(dir, 'template.sqlite');
  const handle = connectDatabase({ database: { kind: 'sqlite', file } });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close(); // the last connection's close folds the WAL into the file
  }
  project.provide('templateDatabase', { kind: 'sqlite', file });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
