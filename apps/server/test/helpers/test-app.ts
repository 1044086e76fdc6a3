import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { recordMismatch } from './answer-check.js';
import { databaseUrl, type TemplateDatabase } from './template-database.js';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const SEED_MEDIA_DIR = path.resolve(import.meta.dirname, '../../seed/media');

export interface TestApp extends BuiltApp {
  config: Config;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: a copy of the run's migrated template (template-database.ts), as a
 * SQLite file in a temporary folder or, when TEST_DB=postgres, a database of its own on
 * TEST_DATABASE_URL's server, dropped on close. Its migrations still run (and find nothing to do).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'logger'> & {
    /** Another instance of the same site: same database, files and secret (closed by its owner). */
    shareWith?: TestApp;
  } = {},
): Promise<TestApp> {
  const { shareWith, ...chosen } = options;
  // Every 2xx JSON answer is held to its route's declared schema (answer-check.ts).
  const buildOptions = { checkAnswers: recordMismatch, ...chosen };
  if (shareWith) {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: shareWith.config.dataDir, LOG_LEVEL: 'silent', ...env });
    config.database = shareWith.config.database;
    config.redisPrefix = shareWith.config.redisPrefix;
    const built = await buildApp(config, { ...buildOptions, migrate: false, logger: false });
    return { ...built, config, close: () => built.app.close() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-test-'));
  // Each site its own Redis keys: test files running at once must not drop each other's kept answers.
  const redisPrefix = `promptreel-test-${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: redisPrefix,
    ...env,
  });
  const template = inject('templateDatabase') ?? { kind: 'none' };
  let dropDatabase = async () => {};
  if (TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    dropDatabase = await postgresDatabase(url, template, config);
  } else if (template.kind === 'sqlite' && config.database.kind === 'sqlite' && !fs.existsSync(config.database.file)) {
    fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
    fs.copyFileSync(template.file, config.database.file);
  }
  const built = await buildApp(config, { ...buildOptions, logger: buildOptions.logStream ? undefined : false });
  return {
    ...built,
    config,
    async close() {
      await built.app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Points `config` at a PostgreSQL database of its own, copied from the template (or, without one, a
 * fresh schema that the app migrates); returns what drops it.
 */
async function postgresDatabase(url: string, template: TemplateDatabase, config: Config): Promise<() => Promise<void>> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  if (template.kind === 'postgres') {
    const copy = `${template.copyPrefix}${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${copy} template ${template.database}`);
    config.database = { kind: 'postgres', url: databaseUrl(url, copy), schema: template.schema };
    // Not forced: a connection a test left open would be cut with an error no test can catch.
    // A copy still in use is dropped by the run's teardown (template-database.ts).
    return () => adminQuery(url, `drop database if exists ${copy}`).catch(() => undefined);
  }
  await adminQuery(url, `create schema ${name}`);
  config.database = { kind: 'postgres', url, schema: name };
  return () => adminQuery(url, `drop schema ${name} cascade`);
}

/** Starts the app listening on a free local port, for real HTTP clients (tus, SSE); its base URL. */
export async function listenLocally(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
