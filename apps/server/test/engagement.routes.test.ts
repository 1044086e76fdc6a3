import {
  clapStateSchema,
  commentsResponseSchema,
  feedResponseSchema,
  followStateSchema,
  profileCommentsResponseSchema,
  publicProfileSchema,
  userListResponseSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('claps', () => {
  let t: TestApp;
  let fan: SignedUp;
  let videoId: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    fan = await signUpVerified(t, 'fan@example.test');
    const f = factories(t);
    videoId = (await f.video((await f.user()).id)).id;
  });
  afterAll(() => t.close());

  it("asks visitors to log in ('Log in to clap') and writes nothing", async () => {
    const res = await browser(t).put(`/api/videos/${videoId}/clap`, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Log in to clap' });
    expect(videoDetailSchema.parse((await browser(t).get(`/api/videos/${videoId}`)).json()).claps).toBe(0);
  });

  it('claps once per user however often asked, and un-claps', async () => {
    const first = clapStateSchema.parse((await fan.browser.put(`/api/videos/${videoId}/clap`, {})).json());
    const again = clapStateSchema.parse((await fan.browser.put(`/api/videos/${videoId}/clap`, {})).json());
    expect([first, again]).toEqual([
      { clapped: true, claps: 1 },
      { clapped: true, claps: 1 },
    ]);
    const seen = videoDetailSchema.parse((await fan.browser.get(`/api/videos/${videoId}`)).json());
    expect([seen.claps, seen.clapped]).toEqual([1, true]);
    expect(videoDetailSchema.parse((await browser(t).get(`/api/videos/${videoId}`)).json()).clapped).toBe(false);
    const off = clapStateSchema.parse((await fan.browser.delete(`/api/videos/${videoId}/clap`)).json());
    const offAgain = clapStateSchema.parse((await fan.browser.delete(`/api/videos/${videoId}/clap`)).json());
    expect([off, offAgain]).toEqual([
      { clapped: false, claps: 0 },
      { clapped: false, claps: 0 },
    ]);
  });

  it('404s an unknown video', async () => {
    expect((await fan.browser.put('/api/videos/999999/clap', {})).statusCode).toBe(404);
    expect((await fan.browser.put('/api/videos/abc/clap', {})).statusCode).toBe(404);
  });

  it('keeps claps_count equal to the real count under 100 parallel toggles by many users', async () => {
    const f = factories(t);
    const users = await Promise.all(Array.from({ length: 25 }, () => f.user()));
    // Each user toggles four times in parallel with everyone else: clap, unclap, clap, clap.
    await Promise.all(
      users.flatMap((u) => [
        f.engagement.clap(videoId, u.id),
        f.engagement.unclap(videoId, u.id),
        f.engagement.clap(videoId, u.id),
        f.engagement.clap(videoId, u.id),
      ]),
    );
    const check = await sql<{ counter: number; real: number }>`
      select v.claps_count as counter, (select count(*) from claps c where c.video_id = v.id) as real
      from videos v where v.id = ${videoId}`.execute(t.handle.db);
    const row = check.rows[0]!;
    expect(Number(row.counter)).toBe(Number(row.real));
  });
});

describe('comments', () => {
  let t: TestApp;
  let owner: SignedUp;
  let viewer: SignedUp;
  let videoId: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    owner = await signUpVerified(t, 'op@example.test');
    viewer = await signUpVerified(t, 'viewer@example.test');
    videoId = (await factories(t).video(owner.user.id)).id;
  });
  afterAll(() => t.close());

  it("asks visitors to log in ('Log in to comment')", async () => {
    const res = await browser(t).post(`/api/videos/${videoId}/comments`, { body: 'hello' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Log in to comment');
  });

  it('refuses an empty or over-long body and writes nothing', async () => {
    for (const body of ['', '   \n ', 'x'.repeat(2001)]) {
      expect((await viewer.browser.post(`/api/videos/${videoId}/comments`, { body })).statusCode).toBe(400);
    }
    expect(commentsResponseSchema.parse((await browser(t).get(`/api/videos/${videoId}/comments`)).json()).total).toBe(
      0,
    );
  });

  it("lists newest first with authors, marks the owner's as OP, and lets only the author delete", async () => {
    const first = await viewer.browser.post(`/api/videos/${videoId}/comments`, { body: '  What a loop!  ' });
    expect(first.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 3));
    await owner.browser.post(`/api/videos/${videoId}/comments`, { body: 'Thank you!' });
    const list = commentsResponseSchema.parse((await viewer.browser.get(`/api/videos/${videoId}/comments`)).json());
    expect(list.total).toBe(2);
    expect(list.items.map((c) => [c.body, c.author.username, c.isOp, c.canDelete])).toEqual([
      ['Thank you!', owner.user.username, true, false],
      ['What a loop!', 'viewer', false, true],
    ]);
    const theirs = list.items[0]!.id;
    const mine = list.items[1]!.id;
    expect((await viewer.browser.delete(`/api/comments/${theirs}`)).statusCode).toBe(403);
    expect((await browser(t).delete(`/api/comments/${mine}`)).statusCode).toBe(401);
    expect((await viewer.browser.delete(`/api/comments/${mine}`)).statusCode).toBe(204);
    expect((await viewer.browser.delete(`/api/comments/${mine}`)).statusCode).toBe(404);
    const after = commentsResponseSchema.parse((await browser(t).get(`/api/videos/${videoId}/comments`)).json());
    expect(after.items.map((c) => c.body)).toEqual(['Thank you!']);
    expect(videoDetailSchema.parse((await browser(t).get(`/api/videos/${videoId}`)).json()).comments).toBe(1);
  });

  it('announces every change on the video channel', async () => {
    const events: unknown[] = [];
    const off = t.bus.subscribe(`video:${videoId}`, (e) => events.push(e));
    const res = await viewer.browser.post(`/api/videos/${videoId}/comments`, { body: 'Realtime!' });
    await viewer.browser.delete(`/api/comments/${res.json().id}`);
    off();
    // The addition carries the new comment's id (the SSE event id a reconnect resumes from).
    expect(events).toEqual([
      { type: 'comment-changed', videoId, commentId: res.json().id },
      { type: 'comment-changed', videoId },
    ]);
  });
});

describe('follows and profile tabs', () => {
  let t: TestApp;
  let ann: SignedUp;
  let ben: SignedUp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    ann = await signUpVerified(t, 'ann@example.test');
    ben = await signUpVerified(t, 'ben@example.test');
  });
  afterAll(() => t.close());

  it("asks visitors to log in ('Log in required') and never lets anyone follow themselves", async () => {
    const visitor = await browser(t).put('/api/profiles/ann/follow', {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Log in required');
    const self = await ann.browser.put('/api/profiles/ann/follow', {});
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself');
    expect((await ann.browser.put('/api/profiles/nobody/follow', {})).statusCode).toBe(404);
  });

  it('follows and unfollows with counts, idempotently', async () => {
    expect(followStateSchema.parse((await ann.browser.put('/api/profiles/ben/follow', {})).json())).toEqual({
      following: true,
      followers: 1,
    });
    expect(followStateSchema.parse((await ann.browser.put('/api/profiles/ben/follow', {})).json())).toEqual({
      following: true,
      followers: 1,
    });
    const benAsSeenByAnn = publicProfileSchema.parse((await ann.browser.get('/api/profiles/ben')).json());
    expect([benAsSeenByAnn.isFollowing, benAsSeenByAnn.isSelf, benAsSeenByAnn.followers]).toEqual([true, false, 1]);
    expect(publicProfileSchema.parse((await ben.browser.get('/api/profiles/ben')).json()).isSelf).toBe(true);
    expect(followStateSchema.parse((await ann.browser.delete('/api/profiles/ben/follow')).json())).toEqual({
      following: false,
      followers: 0,
    });
  });

  it('lists followers and following with "Follow Back" information', async () => {
    await ann.browser.put('/api/profiles/ben/follow', {});
    // Ben's own followers list: Ann follows him, he does not follow her yet → Follow Back.
    const benFollowers = userListResponseSchema.parse((await ben.browser.get('/api/profiles/ben/followers')).json());
    expect(benFollowers.items.map((u) => [u.username, u.isFollowing, u.followsYou])).toEqual([['ann', false, true]]);
    const annFollowing = userListResponseSchema.parse((await browser(t).get('/api/profiles/ann/following')).json());
    expect(annFollowing.items.map((u) => [u.username, u.isFollowing])).toEqual([['ben', false]]);
    expect(userListResponseSchema.parse((await browser(t).get('/api/profiles/ann/followers')).json()).items).toEqual(
      [],
    );
    expect((await browser(t).get('/api/profiles/nobody/followers')).statusCode).toBe(404);
  });

  it('pages follow lists with a cursor', async () => {
    const f = factories(t);
    for (let i = 0; i < 23; i++) await f.engagement.addFollow((await f.user()).id, ann.user.id, 1000 + i);
    const first = userListResponseSchema.parse((await browser(t).get('/api/profiles/ann/followers')).json());
    const second = userListResponseSchema.parse(
      (await browser(t).get(`/api/profiles/ann/followers?cursor=${first.nextCursor}`)).json(),
    );
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((u) => u.id)).size).toBe(23);
    expect(second.nextCursor).toBeNull();
  });

  it('fills the Uploads, Claps and Comments tabs', async () => {
    const f = factories(t);
    const older = await f.video(ben.user.id, { title: 'Older', created_at: 1000 });
    const newer = await f.video(ben.user.id, { title: 'Newer', created_at: 2000 });
    await ann.browser.put(`/api/videos/${older.id}/clap`, {});
    await ann.browser.post(`/api/videos/${newer.id}/comments`, { body: 'Lovely' });
    const uploads = feedResponseSchema.parse((await browser(t).get('/api/profiles/ben/videos')).json());
    expect(uploads.items.map((v) => v.title)).toEqual(['Newer', 'Older']);
    const claps = feedResponseSchema.parse((await ann.browser.get('/api/profiles/ann/claps')).json());
    expect(claps.items.map((v) => [v.title, v.clapped])).toEqual([['Older', true]]);
    const comments = profileCommentsResponseSchema.parse((await browser(t).get('/api/profiles/ann/comments')).json());
    expect(comments.items.map((c) => [c.body, c.video.title])).toEqual([['Lovely', 'Newer']]);
  });
});

describe('engagement endpoints: visitors, unknown targets, bad ids and other sites', () => {
  let t: TestApp;
  let sam: SignedUp;
  let videoId: number;
  let commentId: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    sam = await signUpVerified(t, 'sam@example.test');
    const f = factories(t);
    videoId = (await f.video((await f.user({ username: 'creator_x' })).id)).id;
    const posted = await sam.browser.post(`/api/videos/${videoId}/comments`, { body: 'First!' });
    expect(posted.statusCode).toBe(201);
    commentId = commentsResponseSchema.parse((await browser(t).get(`/api/videos/${videoId}/comments`)).json()).items[0]!
      .id;
  });
  afterAll(() => t.close());

  const counts = async () => {
    const v = videoDetailSchema.parse((await browser(t).get(`/api/videos/${videoId}`)).json());
    const follows = await t.handle.db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { claps: v.claps, comments: v.comments, follows: Number(follows.n) };
  };

  it('asks visitors to log in to remove a clap, delete a comment or unfollow, and changes nothing', async () => {
    const before = await counts();
    const unclap = await browser(t).delete(`/api/videos/${videoId}/clap`);
    expect(unclap.statusCode).toBe(401);
    expect(unclap.json().message).toBe('Log in to clap');
    expect((await browser(t).delete(`/api/comments/${commentId}`)).statusCode).toBe(401);
    const unfollow = await browser(t).delete('/api/profiles/creator_x/follow');
    expect(unfollow.statusCode).toBe(401);
    expect(unfollow.json().message).toBe('Log in required');
    expect(await counts()).toEqual(before);
  });

  it('404s unknown or malformed video ids for claps and comments', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1']) {
      expect((await sam.browser.delete(`/api/videos/${id}/clap`)).statusCode, id).toBe(404);
      expect((await browser(t).get(`/api/videos/${id}/comments`)).statusCode, id).toBe(404);
      expect((await sam.browser.post(`/api/videos/${id}/comments`, { body: 'Hello there' })).statusCode, id).toBe(404);
    }
  });

  it('answers a malformed comment id with a 4xx and deletes nothing', async () => {
    const before = await counts();
    for (const id of ['abc', '1e3', '0x10']) {
      const res = await sam.browser.delete(`/api/comments/${id}`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
  });

  it('404s unfollowing an unknown user; unfollowing oneself is a no-op (one never follows oneself)', async () => {
    const before = await counts();
    expect((await sam.browser.delete('/api/profiles/nobody_here/follow')).statusCode).toBe(404);
    const self = await sam.browser.delete(`/api/profiles/${sam.user.username}/follow`);
    expect(self.statusCode).toBe(200);
    expect(followStateSchema.parse(self.json()).following).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it("404s an unknown user's follow lists and profile tabs", async () => {
    for (const tab of ['followers', 'following', 'videos', 'claps', 'comments']) {
      const res = await browser(t).get(`/api/profiles/nobody_here/${tab}`);
      expect(res.statusCode, tab).toBe(404);
      expect(res.json().message, tab).toBe('User not found');
    }
  });

  it('refuses claps, comments and follows sent from another site, writing nothing', async () => {
    const before = await counts();
    const foreign = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: {
          origin: 'https://evil.example',
          cookie: sam.browser.cookie,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        payload: payload ? JSON.stringify(payload) : undefined,
      });
    expect((await foreign('PUT', `/api/videos/${videoId}/clap`, {})).statusCode).toBe(403);
    expect((await foreign('POST', `/api/videos/${videoId}/comments`, { body: 'Cross-site' })).statusCode).toBe(403);
    expect((await foreign('DELETE', `/api/comments/${commentId}`)).statusCode).toBe(403);
    expect((await foreign('PUT', '/api/profiles/creator_x/follow', {})).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
