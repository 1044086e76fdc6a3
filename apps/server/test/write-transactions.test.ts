import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { TEST_DB } from './helpers/test-app.js';

// Several processes may write one database (two instances starting at once, a command beside the
// server). A transaction that reads before it writes must still commit when another connection
// wrote in between. On SQLite such a late upgrade is refused at once, without waiting
// (SQLITE_BUSY_SNAPSHOT), unless the transaction took the write lock when it began.
describe('a write transaction beside another connection', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-tx-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' });
  if (TEST_DB === 'postgres') config.database = { kind: 'postgres', url: url!, schema };

  beforeAll(async () => {
    if (TEST_DB === 'postgres') await admin(`create schema ${schema}`);
  });
  afterAll(async () => {
    if (TEST_DB === 'postgres') await admin(`drop schema ${schema} cascade`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('commits after reading first; on SQLite the other writer waits for it instead', async () => {
    const one = connectDatabase(config);
    const two = connectDatabase(config);
    try {
      await migrateToLatest(one.db, one.schema);
      // SQLite's other writer gives up quickly, so that its wait shows as a failure, not as a slow test.
      if (TEST_DB === 'sqlite') await sql`pragma busy_timeout = 50`.execute(two.db);
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
        await trx.insertInto('video_platforms').values({ id: 9001, slug: 'tx-probe', label: 'Probe' }).execute();
      });
      const slugs = await one.db
        .selectFrom('video_platforms')
        .select('slug')
        .where('slug', 'like', 'tx-%')
        .orderBy('slug')
        .execute();
      if (TEST_DB === 'sqlite') {
        expect(othersWrite).toBe('database is locked');
        expect(slugs.map((r) => r.slug)).toEqual(['tx-probe']);
      } else {
        // Row locks: two writers of different rows both go through.
        expect(othersWrite).toBe('written');
        expect(slugs.map((r) => r.slug)).toEqual(['tx-other', 'tx-probe']);
      }
    } finally {
      await two.close();
      await one.close();
    }
  });
});
