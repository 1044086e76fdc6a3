import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

/** Configuration and a migrated database for a command-line tool, with the same env as the server. */
export async function openForCli() {
  const config = loadConfig();
  const handle = connectDatabase(config);
  await migrateToLatest(handle.db, handle.schema);
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/cli or dist/cli → apps/server
  const serverRoot = path.resolve(here, '../..');
  return { config, handle, serverRoot };
}
