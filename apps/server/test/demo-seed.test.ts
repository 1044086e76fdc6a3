import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { seedDemoIfEmpty } from '../src/seed/demo-seed.js';
import { createTestApp, SEED_MEDIA_DIR, type TestApp } from './helpers/test-app.js';

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
