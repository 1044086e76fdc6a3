import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { REDIS_URL, redisUp } from './helpers/redis.js';

describe.runIf(redisUp || process.env.CI === 'true')('event bus over Redis (several server instances)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    // Two instances of one site: the same Redis prefix.
    const REDIS_PREFIX = `bus-${Date.now()}:`;
    one = await createTestApp({ REDIS_URL, REDIS_PREFIX, AUTH_RATE_LIMIT: '0' });
    two = await createTestApp({ REDIS_URL, REDIS_PREFIX });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('delivers a comment made through one instance to pages connected to another', async () => {
    const { browser, user } = await signUpVerified(one, `redis-${Date.now()}@example.test`);
    const video = await factories(one).video(user.id);
    const received: unknown[] = [];
    const off = two.bus.subscribe(`video:${video.id}`, (e) => received.push(e));
    await new Promise((r) => setTimeout(r, 100)); // the SUBSCRIBE reaches Redis
    const res = await browser.post(`/api/videos/${video.id}/comments`, { body: 'Across instances' });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(() => received, { timeout: 2000 })
      .toEqual([{ type: 'comment-changed', videoId: video.id, commentId: res.json().id }]);
    off();
    // After unsubscribing, nothing more arrives.
    await one.bus.publish(`video:${video.id}`, { type: 'comment-changed', videoId: video.id });
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(1);
  });

  it("passes on only messages in the contract's shape (another version's or a stranger's are dropped)", async () => {
    const video = await factories(one).video(
      (await signUpVerified(one, `redis-shape-${Date.now()}@example.test`)).user.id,
    );
    const received: unknown[] = [];
    const off = two.bus.subscribe(`video:${video.id}`, (e) => received.push(e));
    await new Promise((r) => setTimeout(r, 100)); // the SUBSCRIBE reaches Redis
    const raw = new Redis(REDIS_URL);
    try {
      await raw.publish(`promptreel:video:${video.id}`, JSON.stringify({ type: 'comment-changed', videoId: 'x' }));
      await raw.publish(`promptreel:video:${video.id}`, JSON.stringify({ type: 'video-exploded', videoId: video.id }));
      await raw.publish(`promptreel:video:${video.id}`, 'not json');
      await one.bus.publish(`video:${video.id}`, { type: 'comment-changed', videoId: video.id });
      await expect.poll(() => received, { timeout: 2000 }).toEqual([{ type: 'comment-changed', videoId: video.id }]);
    } finally {
      off();
      raw.disconnect();
    }
  });
});
