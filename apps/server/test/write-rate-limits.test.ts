import {
  clapStateSchema,
  commentsResponseSchema,
  errorBodySchema,
  followStateSchema,
  publicProfileSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const MINUTE = 60_000;

/** A refusal over a write limit: 429, our error body with the exact text, and when to come back. */
function expectRefused(res: LightMyRequestResponse, message: string, retryAfterSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(errorBodySchema.parse(res.json())).toEqual({ code: 'too_many_requests', message });
  expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
}

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('rate limits of comments, claps and follows, per user and window', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let owner: { id: string };
  // The app's clock: tests move it past a window instead of waiting ten minutes.
  const start = Date.UTC(2026, 2, 1, 12);
  let clock = start;

  beforeAll(async () => {
    // Comments keep the default limit (20 in 10 minutes); claps and follows get small ones, which
    // also shows that the settings are read.
    t = await createTestApp(
      { AUTH_RATE_LIMIT: '0', CLAP_RATE_LIMIT: '6/1m', FOLLOW_RATE_LIMIT: '4/30s' },
      { now: () => clock },
    );
    f = factories(t);
    owner = await f.user();
  });
  afterAll(() => t.close());

  const commentsOn = async (videoId: number) =>
    commentsResponseSchema.parse((await browser(t).get(`/api/videos/${videoId}/comments`)).json());
  // Whose rows: the author of a comment, the clapper, the follower.
  const WRITER = { comments: 'author_id', claps: 'user_id', follows: 'follower_id' } as const;
  const rowsOf = async (table: keyof typeof WRITER, userId: string) =>
    Number(
      (
        await t.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where(sql.ref<string>(WRITER[table]), '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const eventsOf = async (userId: string, action: string) =>
    Number(
      (
        await t.handle.db
          .selectFrom('write_limit_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('comments (default: 20 in 10 minutes)', () => {
    let writer: SignedUp;
    let videoId: number;
    const comment = (client = writer.browser, body = 'Lovely light') =>
      client.post(`/api/videos/${videoId}/comments`, { body });

    beforeAll(async () => {
      writer = await signUpVerified(t, 'chatty@example.test');
      videoId = (await f.video(owner.id)).id;
    });

    it('refuses the 21st comment in 10 minutes with 429 and the limit in words, and writes nothing', async () => {
      clock = start;
      expect((await comment()).statusCode).toBe(201);
      clock = start + 4 * MINUTE;
      for (let i = 2; i <= 20; i++) expect((await comment(writer.browser, `Comment ${i}`)).statusCode).toBe(201);

      const refused = await comment(writer.browser, 'One too many');
      // The first comment leaves the window at start + 10 min: 6 minutes from now.
      expectRefused(refused, 'You can post up to 20 comments in 10 minutes. Please try again in 6 minutes.', 6 * 60);
      const list = await commentsOn(videoId);
      expect(list.total).toBe(20);
      expect(list.items.map((c) => c.body)).not.toContain('One too many');
      expect(await rowsOf('comments', writer.user.id)).toBe(20);
    });

    it('lets the user comment again once the oldest comment has left the window', async () => {
      clock = start + 10 * MINUTE - 1;
      expectRefused(await comment(), 'You can post up to 20 comments in 10 minutes. Please try again in 1 second.', 1);
      clock = start + 10 * MINUTE;
      expect((await comment(writer.browser, 'Back again')).statusCode).toBe(201);
      // The other 19 are still in the window, and so is this one.
      expectRefused(
        await comment(),
        'You can post up to 20 comments in 10 minutes. Please try again in 4 minutes.',
        4 * 60,
      );
      expect((await commentsOn(videoId)).total).toBe(21);
      // Writes older than the window are forgotten as the next one is counted.
      expect(await eventsOf(writer.user.id, 'comments')).toBe(20);
    });

    it('limits each user alone: another user still comments', async () => {
      const other = await signUpVerified(t, 'quiet@example.test');
      expect((await comment(other.browser, 'My first word')).statusCode).toBe(201);
      expect((await comment()).statusCode).toBe(429);
    });

    it('still tells a visitor to log in, not about the limit', async () => {
      const res = await comment(browser(t));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Log in to comment' });
    });

    it('lets exactly 20 of 25 parallel comments through', async () => {
      clock = start + 60 * MINUTE;
      const racer = await signUpVerified(t, 'racer@example.test');
      const before = (await commentsOn(videoId)).total;
      const results = await Promise.all(Array.from({ length: 25 }, (_, i) => comment(racer.browser, `Parallel ${i}`)));
      expect(statuses(results)).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
      expect(await rowsOf('comments', racer.user.id)).toBe(20);
      expect((await commentsOn(videoId)).total).toBe(before + 20);
    });

    it('counts the writes made on every instance of the site', async () => {
      clock = start + 120 * MINUTE;
      const two = await createTestApp({ AUTH_RATE_LIMIT: '0' }, { shareWith: t, now: () => clock });
      try {
        const traveller = await signUpVerified(t, 'traveller@example.test');
        const onTwo = browser(two, traveller.browser.cookie);
        for (let i = 0; i < 10; i++) expect((await comment(traveller.browser, `Here ${i}`)).statusCode).toBe(201);
        for (let i = 0; i < 10; i++) expect((await comment(onTwo, `There ${i}`)).statusCode).toBe(201);
        expect((await comment(onTwo)).statusCode).toBe(429);
        expect((await comment(traveller.browser)).statusCode).toBe(429);
      } finally {
        await two.close();
      }
    });
  });

  describe('claps and un-claps together (set to 6 a minute)', () => {
    let fan: SignedUp;
    let videoId: number;
    const clapState = async (client = fan.browser) =>
      clapStateSchema.parse((await client.put(`/api/videos/${videoId}/clap`, {})).json());

    beforeAll(async () => {
      fan = await signUpVerified(t, 'toggler@example.test');
      videoId = (await f.video(owner.id)).id;
    });

    it('refuses the 7th clap or un-clap in a minute and changes nothing', async () => {
      clock = start + 200 * MINUTE;
      for (let i = 0; i < 3; i++) {
        expect(await clapState()).toEqual({ clapped: true, claps: 1 });
        expect(clapStateSchema.parse((await fan.browser.delete(`/api/videos/${videoId}/clap`)).json())).toEqual({
          clapped: false,
          claps: 0,
        });
        clock += 10_000;
      }
      // The first clap was 30 s ago.
      expectRefused(
        await fan.browser.put(`/api/videos/${videoId}/clap`, {}),
        'You can clap or remove a clap up to 6 times in 1 minute. Please try again in 30 seconds.',
        30,
      );
      expect(await rowsOf('claps', fan.user.id)).toBe(0);
      expect(videoDetailSchema.parse((await browser(t).get(`/api/videos/${videoId}`)).json()).claps).toBe(0);
    });

    it('lets the user clap again once the window has passed', async () => {
      clock += MINUTE;
      expect(await clapState()).toEqual({ clapped: true, claps: 1 });
    });

    it('limits each user alone, and asks visitors to log in', async () => {
      const other = await signUpVerified(t, 'fan2@example.test');
      expect(await clapState(other.browser)).toEqual({ clapped: true, claps: 2 });
      const visitor = await browser(t).put(`/api/videos/${videoId}/clap`, {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ code: 'unauthenticated', message: 'Log in to clap' });
    });

    it('lets exactly 6 of 11 parallel claps through', async () => {
      clock += 10 * MINUTE;
      const eager = await signUpVerified(t, 'eager@example.test');
      const videos = await Promise.all(Array.from({ length: 11 }, () => f.video(owner.id)));
      const results = await Promise.all(videos.map((v) => eager.browser.put(`/api/videos/${v.id}/clap`, {})));
      expect(statuses(results)).toEqual([...Array(6).fill(200), ...Array(5).fill(429)]);
      expect(await rowsOf('claps', eager.user.id)).toBe(6);
    });
  });

  describe('follows and unfollows together (set to 4 in 30 seconds)', () => {
    let follower: SignedUp;
    let creators: { id: string; username: string }[];
    const follow = (username: string, client = follower.browser) => client.put(`/api/profiles/${username}/follow`, {});
    const followersOf = async (username: string) =>
      publicProfileSchema.parse((await browser(t).get(`/api/profiles/${username}`)).json()).followers;

    beforeAll(async () => {
      follower = await signUpVerified(t, 'collector@example.test');
      creators = await Promise.all(Array.from({ length: 5 }, () => f.user()));
    });

    it('refuses the 5th follow or unfollow in 30 seconds and changes nothing', async () => {
      clock = start + 300 * MINUTE;
      for (const c of creators.slice(0, 3)) expect((await follow(c.username)).statusCode).toBe(200);
      clock += 5_000;
      expect((await follower.browser.delete(`/api/profiles/${creators[0]!.username}/follow`)).statusCode).toBe(200);
      const message = 'You can follow or unfollow people up to 4 times in 30 seconds. Please try again in 25 seconds.';
      expectRefused(await follow(creators[3]!.username), message, 25);
      expectRefused(await follower.browser.delete(`/api/profiles/${creators[1]!.username}/follow`), message, 25);
      expect(await followersOf(creators[3]!.username)).toBe(0);
      expect(await followersOf(creators[1]!.username)).toBe(1);
      expect(await rowsOf('follows', follower.user.id)).toBe(2);
    });

    it('lets the user follow again once the window has passed, and others meanwhile', async () => {
      const other = await signUpVerified(t, 'newcomer@example.test');
      expect((await follow(creators[4]!.username, other.browser)).statusCode).toBe(200);
      const visitor = await follow(creators[4]!.username, browser(t));
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ code: 'unauthenticated', message: 'Log in required' });
      clock += 30_000;
      expect(followStateSchema.parse((await follow(creators[3]!.username)).json())).toEqual({
        following: true,
        followers: 1,
      });
    });

    it('lets exactly 4 of 9 parallel follows through', async () => {
      clock += 10 * MINUTE;
      const many = await Promise.all(Array.from({ length: 9 }, () => f.user()));
      const results = await Promise.all(many.map((c) => follow(c.username)));
      expect(statuses(results)).toEqual([...Array(4).fill(200), ...Array(5).fill(429)]);
      const followed = await Promise.all(many.map((c) => followersOf(c.username)));
      expect(followed.filter((n) => n === 1)).toHaveLength(4);
    });
  });
});
