import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions, type BuiltApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { recordMismatch } from './answer-check.js';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const SEED_MEDIA_DIR = path.resolve(import.meta.dirname, '../../seed/media');

export interface TestApp extends BuiltApp {
  config: Config;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: a SQLite file in a temporary folder, or, when TEST_DB=postgres,
 * its own schema in TEST_DATABASE_URL, dropped on close.
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
    const built = await buildApp(config, { ...buildOptions, migrate: false, logger: false });
    return { ...built, config, close: () => built.app.close() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  let dropSchema = async () => {};
  if (TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    config.database = { kind: 'postgres', url, schema };
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }
  const built = await buildApp(config, { ...buildOptions, logger: buildOptions.logStream ? undefined : false });
  return {
    ...built,
    config,
    async close() {
      await built.app.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the app listening on a free local port, for real HTTP clients (tus, SSE); its base URL. */
export async function listenLocally(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
