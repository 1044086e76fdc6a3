import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { DEMO_CREATORS, DEMO_VIDEOS } from '../src/seed/demo-content.js';
import { seedDemoIfEmpty } from '../src/seed/demo-seed.js';
import { createTestApp, SEED_MEDIA_DIR, TEST_DB, type TestApp } from './helpers/test-app.js';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

describe('demo seed', () => {
  let t: TestApp;
  const printed: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'boss@example.test' });
  });
  afterAll(() => t.close());

  const seed = () =>
    seedDemoIfEmpty({
      db: t.handle.db,
      storage: t.storage,
      config: t.config,
      mediaDir: SEED_MEDIA_DIR,
      log: () => {},
      print: (m) => printed.push(m),
    });

  it('fills an empty database with creators, videos of all three orientations and an admin', async () => {
    expect(await seed()).toBe(true);
    const videos = await t.handle.db
      .selectFrom('videos')
      .select(['orientation', 'file_path', 'thumbnail_url'])
      .execute();
    expect(videos.length).toBeGreaterThanOrEqual(12);
    expect(new Set(videos.map((v) => v.orientation))).toEqual(new Set(['portrait', 'landscape', 'square']));
    for (const v of videos) {
      expect(await t.storage.stat('videos', v.file_path!)).not.toBeNull();
      expect(await t.storage.stat('videos', v.thumbnail_url!)).not.toBeNull();
    }
    const admin = await t.handle.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.id', 'users.id')
      .innerJoin('accounts', 'accounts.user_id', 'users.id')
      .select(['profiles.is_admin', 'accounts.password'])
      .where('users.email', '=', 'boss@example.test')
      .executeTakeFirstOrThrow();
    expect(admin.is_admin).toBe(1);
    const password = /password: (\S+)/.exec(printed.join('\n'))?.[1];
    expect(password).toBeTruthy();
    expect(await verifyPassword({ hash: admin.password!, password: password! })).toBe(true);
  });

  it('keeps every counter equal to the real count', async () => {
    const mismatches = await sql<{ id: number }>`
      select v.id from videos v
      where v.claps_count <> (select count(*) from claps c where c.video_id = v.id)
         or v.comments_count <> (select count(*) from comments m where m.video_id = v.id)`.execute(t.handle.db);
    expect(mismatches.rows).toEqual([]);
    const total = await sql<{ n: number }>`select count(*) as n from claps`.execute(t.handle.db);
    expect(Number(total.rows[0]!.n)).toBeGreaterThan(10);
  });

  it('does nothing on a database that already has content', async () => {
    const before = printed.length;
    expect(await seed()).toBe(false);
    expect(printed.length).toBe(before);
  });
});

describe('two instances starting at the same moment on one empty database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-race-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  const admin = () => new pg.Client({ connectionString: url });
  const config = () => {
    const c = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    if (TEST_DB === 'postgres') c.database = { kind: 'postgres', url: url!, schema };
    return c;
  };

  beforeAll(async () => {
    if (TEST_DB !== 'postgres') return;
    const c = admin();
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
  });
  afterAll(async () => {
    if (TEST_DB === 'postgres') {
      const c = admin();
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('both start, and the demo content is there once', { timeout: 120_000 }, async () => {
    let printed: string[];
    if (TEST_DB === 'postgres') {
      // As main.ts does: build (migrate), then seed; two of them at once on one schema.
      const start = async () => {
        const out: string[] = [];
        const { app, handle, storage } = await buildApp(config(), { logger: false });
        try {
          await seedDemoIfEmpty({
            db: handle.db,
            storage,
            config: config(),
            mediaDir: SEED_MEDIA_DIR,
            log: () => {},
            print: (m) => out.push(m),
          });
        } finally {
          await app.close();
        }
        return out.join('\n');
      };
      printed = await Promise.all([start(), start()]);
    } else {
      // SQLite serialises writers per process: two real processes on one database file.
      const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const seed = () => run('npx', ['tsx', 'src/cli/seed-demo.ts'], { cwd: SERVER_DIR, env });
      printed = (await Promise.all([seed(), seed()])).map((r) => r.stdout);
    }
    expect(printed.filter((p) => /password: \S+/.test(p))).toHaveLength(1);

    const handle = connectDatabase(config());
    try {
      const count = async (table: 'profiles' | 'videos' | 'users') =>
        Number(
          (
            await handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('profiles')).toBe(DEMO_CREATORS.length + 1);
      expect(await count('users')).toBe(DEMO_CREATORS.length + 1);
      expect(await count('videos')).toBe(DEMO_VIDEOS.length);
    } finally {
      await handle.close();
    }
    // Only the instance that seeded stored clips: one file and one poster per video.
    const files = fs.readdirSync(path.join(dataDir, 'storage', 'videos'), { recursive: true });
    expect(files.filter((f) => String(f).endsWith('.mp4'))).toHaveLength(DEMO_VIDEOS.length);
  });
});
