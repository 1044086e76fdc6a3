import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { TEST_DB } from './helpers/test-app.js';

// Several processes may write one SQLite file (two instances starting at once, a command beside the
// server). A transaction that reads before it writes must not fail because another connection wrote
// in between: SQLite refuses such a late upgrade at once, without waiting (SQLITE_BUSY_SNAPSHOT).
describe.runIf(TEST_DB === 'sqlite')('SQLite write transactions beside another connection', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-tx-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('a transaction that reads first still commits; the other writer waits for it instead', async () => {
    const one = connectDatabase(config);
    const two = connectDatabase(config);
    try {
      await migrateToLatest(one.db);
      // The other writer gives up quickly, so that a wait shows as its failure, not as a slow test.
      await sql`pragma busy_timeout = 50`.execute(two.db);
      const platform = { id: 9001, slug: 'tx-probe', label: 'Probe' };
      let othersWrite: unknown = null;
      await one.db.transaction().execute(async (trx) => {
        await trx.selectFrom('video_platforms').select('id').execute();
        othersWrite = await two.db
          .insertInto('video_platforms')
          .values({ id: 9002, slug: 'tx-other', label: 'Other' })
          .execute()
          .then(
            () => 'written',
            (err: Error) => err.message,
          );
        await trx.insertInto('video_platforms').values(platform).execute();
      });
      expect(othersWrite).toBe('database is locked');
      const slugs = await one.db.selectFrom('video_platforms').select('slug').where('slug', 'like', 'tx-%').execute();
      expect(slugs.map((r) => r.slug)).toEqual(['tx-probe']);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
