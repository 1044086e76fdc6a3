import { commentsResponseSchema, feedResponseSchema, videoDetailSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('feed and video endpoints', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  const base = Date.UTC(2026, 0, 1);
  let ids: number[] = [];
  let creator: { id: string; username: string };

  beforeAll(async () => {
    t = await createTestApp();
    f = factories(t);
    creator = await f.user({ username: 'maker' });
    const fan = await f.user();
    // 25 videos, one minute apart, with alternating orientation/platform/category.
    ids = [];
    for (let i = 0; i < 25; i++) {
      const v = await f.video(creator.id, {
        created_at: base + i * 60_000,
        title: `Clip ${i}`,
        orientation: i % 3 === 0 ? 'square' : 'portrait',
        platform_id: i % 2 === 0 ? 2 : 1,
        platform: i % 2 === 0 ? 'Veo' : 'Sora',
        category_id: i % 5 === 0 ? 4 : 1,
      });
      ids.push(v.id);
    }
    // Two videos with claps to make Hot differ from Latest.
    await f.engagement.addClap(ids[3]!, fan.id);
    await f.engagement.addClap(ids[3]!, creator.id);
    await f.engagement.addClap(ids[10]!, fan.id);
  });
  afterAll(() => t.close());

  const get = async (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the latest page of 20 cards, newest first, as the card view model', async () => {
    const res = await get('/api/videos');
    expect(res.statusCode).toBe(200);
    const body = feedResponseSchema.parse(res.json());
    expect(body.items).toHaveLength(20);
    expect(body.items.map((c) => c.id)).toEqual([...ids].reverse().slice(0, 20));
    const card = body.items[0]!;
    expect(card).toMatchObject({
      title: 'Clip 24',
      channel: '@maker',
      ownerUsername: 'maker',
      views: '0 views',
      viewsCount: 0,
      isOwned: false,
      claps: 0,
      comments: 0,
    });
    expect(card.publicUrl).toMatch(/^\/media\/videos\/.+\.mp4$/);
    expect(card.posterUrl).toMatch(/^\/media\/videos\/.+\/thumbnails\/.+\.jpg$/);
    expect(new Date(card.createdAt).getTime()).toBe(base + 24 * 60_000);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it('pages with a cursor: no overlap, no gap, and a null cursor on the last page', async () => {
    const first = feedResponseSchema.parse((await get('/api/videos')).json());
    const second = feedResponseSchema.parse((await get(`/api/videos?cursor=${first.nextCursor}`)).json());
    expect(second.items.map((c) => c.id)).toEqual([...ids].reverse().slice(20));
    expect(second.nextCursor).toBeNull();
  });

  it('keeps pages stable when a new video arrives between them', async () => {
    const first = feedResponseSchema.parse((await get('/api/videos?limit=5')).json());
    const extra = await f.video(creator.id, { created_at: base + 100 * 60_000 });
    const second = feedResponseSchema.parse((await get(`/api/videos?limit=5&cursor=${first.nextCursor}`)).json());
    expect(second.items.map((c) => c.id)).toEqual([...ids].reverse().slice(5, 10));
    await t.handle.db.deleteFrom('videos').where('id', '=', extra.id).execute();
  });

  it('orders Hot by claps, then newest, and the legacy tab names still work', async () => {
    for (const tab of ['hot', 'popular']) {
      const body = feedResponseSchema.parse((await get(`/api/videos?tab=${tab}&limit=3`)).json());
      expect(body.items.map((c) => [c.id, c.claps])).toEqual([
        [ids[3], 2],
        [ids[10], 1],
        [ids[24], 0],
      ]);
    }
    const hot1 = feedResponseSchema.parse((await get('/api/videos?tab=hot&limit=3')).json());
    const hot2 = feedResponseSchema.parse((await get(`/api/videos?tab=hot&limit=3&cursor=${hot1.nextCursor}`)).json());
    expect(hot2.items.map((c) => c.id)).toEqual([ids[23], ids[22], ids[21]]);
    const latest = feedResponseSchema.parse((await get('/api/videos?tab=new&limit=1')).json());
    expect(latest.items[0]!.id).toBe(ids[24]);
  });

  it('filters by platform slug, category slug and orientation; unknown slugs mean all', async () => {
    const veo = feedResponseSchema.parse((await get('/api/videos?platform=veo&limit=20')).json());
    expect(veo.items.length).toBe(13);
    expect(veo.items.every((c) => c.platformSlug === 'veo')).toBe(true);
    const nature = feedResponseSchema.parse((await get('/api/videos?category=nature')).json());
    expect(nature.items.map((c) => c.categorySlug)).toEqual(Array(5).fill('nature'));
    const square = feedResponseSchema.parse((await get('/api/videos?orientation=square')).json());
    expect(square.items).toHaveLength(9);
    const combined = feedResponseSchema.parse((await get('/api/videos?orientation=square&platform=veo')).json());
    expect(combined.items.every((c) => c.orientation === 'square' && c.platformSlug === 'veo')).toBe(true);
    const unknown = feedResponseSchema.parse((await get('/api/videos?category=no-such-thing')).json());
    expect(unknown.items).toHaveLength(20);
  });

  it('refuses bad query values with a 400 naming the field', async () => {
    for (const url of ['/api/videos?orientation=diagonal', '/api/videos?tab=random', '/api/videos?limit=500']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('bad_request');
      expect(body.issues[0].field).toMatch(/orientation|tab|limit/);
    }
  });

  it('treats a garbled cursor as the first page', async () => {
    const body = feedResponseSchema.parse((await get('/api/videos?cursor=not-a-cursor&limit=2')).json());
    expect(body.items.map((c) => c.id)).toEqual([ids[24], ids[23]]);
  });

  it('asks visitors to log in for the Following tab', async () => {
    const res = await get('/api/videos?tab=following');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Log in required' });
  });

  it("serves the Following tab: only followed creators' videos, newest first, in keyset pages, with filters", async () => {
    const other = await f.user({ username: 'someone_else' });
    for (let i = 0; i < 3; i++)
      await f.video(other.id, { created_at: base + i * 60_000 + 30_000, title: `Other ${i}` });
    const fan = await signUpVerified(t, 'following-fan@example.test');
    const none = feedResponseSchema.parse((await fan.browser.get('/api/videos?tab=following')).json());
    expect(none.items).toEqual([]);
    expect(none.nextCursor).toBeNull();

    expect((await fan.browser.put('/api/profiles/maker/follow', {})).statusCode).toBe(200);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/videos?tab=following&limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = feedResponseSchema.parse((await fan.browser.get(url)).json());
      expect(page.items.length).toBeLessThanOrEqual(10);
      expect(page.items.every((c) => c.ownerUsername === 'maker')).toBe(true);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const veo = feedResponseSchema.parse((await fan.browser.get('/api/videos?tab=following&platform=veo')).json());
    expect(veo.items.map((c) => c.id)).toEqual(ids.filter((_, i) => i % 2 === 0).reverse());
    // The fan's own clap shows on the cards of this tab too.
    expect((await fan.browser.put(`/api/videos/${ids[24]}/clap`, {})).statusCode).toBe(200);
    const first = feedResponseSchema.parse((await fan.browser.get('/api/videos?tab=following&limit=1')).json());
    expect(first.items[0]).toMatchObject({ id: ids[24], clapped: true, claps: 1 });
    await fan.browser.delete(`/api/videos/${ids[24]}/clap`);
  });

  it('returns one video with its page fields', async () => {
    await t.handle.db
      .updateTable('videos')
      .set({ subtitle: 'About it', prompt: 'a prompt' })
      .where('id', '=', ids[0]!)
      .execute();
    const res = await get(`/api/videos/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    const v = videoDetailSchema.parse(res.json());
    expect(v).toMatchObject({
      id: ids[0],
      title: 'Clip 0',
      subtitle: 'About it',
      prompt: 'a prompt',
      durationMs: 3000,
    });
    expect(v.sizeBytes).toBeGreaterThan(1000);
  });

  it("answers 'Video not found' for unknown and non-digit ids", async () => {
    for (const id of ['999999', 'abc', '12abc', '-1', '1.5']) {
      const res = await get(`/api/videos/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Video not found' });
    }
  });

  it('reports a video whose file is gone with a null publicUrl', async () => {
    const owner = await f.user();
    const v = await f.video(owner.id);
    await t.storage.delete('videos', v.filePath);
    const detail = videoDetailSchema.parse((await get(`/api/videos/${v.id}`)).json());
    expect(detail.publicUrl).toBeNull();
    await t.handle.db.deleteFrom('videos').where('id', '=', v.id).execute();
  });

  it("names a deleted owner '[Deleted User]' on the card, as on their comments (one rule), linking nowhere", async () => {
    const gone = await signUpVerified(t, 'leaving@example.test');
    const v = await f.video(gone.user.id, { created_at: base - 1 });
    expect((await gone.browser.post(`/api/videos/${v.id}/comments`, { body: 'My last words' })).statusCode).toBe(201);
    expect((await gone.browser.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);

    const detail = videoDetailSchema.parse((await get(`/api/videos/${v.id}`)).json());
    expect(detail.channel).toBe('@[Deleted User]');
    expect(detail.ownerUsername).toBeNull();
    expect(detail.ownerAvatarUrl).toBeNull();
    const comments = commentsResponseSchema.parse((await get(`/api/videos/${v.id}/comments`)).json());
    expect(comments.items.map((c) => c.author.username)).toEqual(['[Deleted User]']);
    expect(`@${comments.items[0]!.author.username}`).toBe(detail.channel);

    await t.handle.db.deleteFrom('videos').where('id', '=', v.id).execute();
  });
});
