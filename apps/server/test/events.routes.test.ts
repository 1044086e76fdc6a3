import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Reads server-sent events from a real HTTP stream until `until` matches one. */
async function readEvents(
  url: string,
  headers: Record<string, string>,
  until: (type: string) => boolean,
  act: () => Promise<void>,
) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const seen: { type: string; data: unknown }[] = [];
  let buffer = '';
  let acted = false;
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (type) seen.push({ type, data: data ? JSON.parse(data) : null });
      if (type === 'ready' && !acted) {
        acted = true;
        await act();
      }
      if (type && until(type)) {
        controller.abort();
        return seen;
      }
    }
  }
  controller.abort();
  return seen;
}

describe('GET /api/events (server-sent events)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  it("tells a user's other open tabs that their profile changed and that the account was deleted", async () => {
    const { browser: b, user } = await signUpVerified(t, 'watcher@example.test');
    const seen = await readEvents(
      `${base}/api/events`,
      { cookie: b.cookie },
      (type) => type === 'profile-deleted',
      async () => {
        await b.patch('/api/profile', { username: 'watcher2' });
        await b.delete('/api/account', { confirm: 'DELETE' });
      },
    );
    expect(seen.map((e) => e.type)).toEqual(['ready', 'profile-updated', 'profile-deleted']);
    expect(seen[2]!.data).toEqual({ type: 'profile-deleted', profileId: user.id });
  });

  it("delivers a video's events to anyone watching it", async () => {
    const seen = await readEvents(
      `${base}/api/events?video=42`,
      {},
      (type) => type === 'comment-changed',
      async () => {
        await t.bus.publish('video:41', { type: 'comment-changed', videoId: 41 });
        await t.bus.publish('video:42', { type: 'comment-changed', videoId: 42 });
      },
    );
    expect(seen.map((e) => e.data)).toEqual([{ channels: 1 }, { type: 'comment-changed', videoId: 42 }]);
  });

  it('refuses a malformed video id', async () => {
    const res = await fetch(`${base}/api/events?video=abc`);
    expect(res.status).toBe(400);
  });
});
