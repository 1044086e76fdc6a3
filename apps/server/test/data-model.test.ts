import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The rules the schema itself enforces, on whichever database the suite runs. */
describe('data model constraints', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  beforeAll(async () => {
    t = await createTestApp();
    f = factories(t);
  });
  afterAll(() => t.close());

  it('allows one clap per user and video, and counts it once', async () => {
    const a = await f.user();
    const v = await f.video(a.id);
    expect(await f.engagement.addClap(v.id, a.id)).toBe(true);
    expect(await f.engagement.addClap(v.id, a.id)).toBe(false);
    await expect(
      t.handle.db.insertInto('claps').values({ video_id: v.id, user_id: a.id, created_at: 1 }).execute(),
    ).rejects.toThrow();
    const row = await t.handle.db
      .selectFrom('videos')
      .select('claps_count')
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(row.claps_count).toBe(1);
  });

  it('refuses a self-follow and a duplicate follow', async () => {
    const a = await f.user();
    const b = await f.user();
    await expect(
      t.handle.db.insertInto('follows').values({ follower_id: a.id, following_id: a.id, created_at: 1 }).execute(),
    ).rejects.toThrow();
    expect(await f.engagement.addFollow(a.id, b.id)).toBe(true);
    expect(await f.engagement.addFollow(a.id, b.id)).toBe(false);
  });

  it('keeps usernames unique among live profiles, ignoring case', async () => {
    await f.user({ username: 'same_name' });
    await expect(f.user({ username: 'same_name' })).rejects.toThrow();
    await expect(f.user({ username: 'Same_Name' })).rejects.toThrow();
    // Deleted profiles all become '[Deleted User]'.
    for (let i = 0; i < 2; i++) {
      const u = await f.user();
      await t.handle.db
        .updateTable('profiles')
        .set({ username: '[Deleted User]', deleted_at: Date.now() })
        .where('id', '=', u.id)
        .execute();
    }
  });

  it('refuses out-of-range values the spec forbids', async () => {
    const a = await f.user();
    await expect(f.video(a.id, { title: 'x'.repeat(141) })).rejects.toThrow();
    await expect(f.video(a.id, { title: '' })).rejects.toThrow();
    await expect(f.video(a.id, { orientation: 'diagonal' as never })).rejects.toThrow();
    const v = await f.video(a.id);
    await expect(f.engagement.addComment(v.id, a.id, '   ')).rejects.toThrow();
  });

  it('removes claps and comments with their video and keeps flags in the archive', async () => {
    const owner = await f.user();
    const fan = await f.user();
    const v = await f.video(owner.id, { title: 'Doomed' });
    await f.engagement.addClap(v.id, fan.id);
    await f.engagement.addComment(v.id, fan.id, 'Nice one');
    await t.handle.db
      .insertInto('video_flags')
      .values({
        video_id: v.id,
        video_title: 'Doomed',
        reporter_id: fan.id,
        category_id: 7,
        reason: 'Looks like camera footage',
        created_at: 1,
      })
      .execute();
    await t.handle.db.deleteFrom('videos').where('id', '=', v.id).execute();
    const claps = await t.handle.db.selectFrom('claps').selectAll().where('video_id', '=', v.id).execute();
    const comments = await t.handle.db.selectFrom('comments').selectAll().where('video_id', '=', v.id).execute();
    expect(claps).toEqual([]);
    expect(comments).toEqual([]);
    const flag = await t.handle.db
      .selectFrom('video_flags')
      .selectAll()
      .where('reporter_id', '=', fan.id)
      .executeTakeFirstOrThrow();
    expect(flag).toMatchObject({ video_id: null, video_title: 'Doomed', status: 'pending' });
  });

  it('removes everything of a user whose account row is deleted', async () => {
    const gone = await f.user();
    const other = await f.user();
    const v = await f.video(gone.id);
    await f.engagement.addFollow(other.id, gone.id);
    await t.handle.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await t.handle.db.selectFrom('profiles').selectAll().where('id', '=', gone.id).execute()).toEqual([]);
    expect(await t.handle.db.selectFrom('videos').selectAll().where('id', '=', v.id).execute()).toEqual([]);
    expect(await t.handle.db.selectFrom('follows').selectAll().where('following_id', '=', gone.id).execute()).toEqual(
      [],
    );
  });
});
