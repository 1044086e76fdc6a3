import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp, listenLocally } from './helpers/test-app.js';

interface StreamEvent {
  id: string | undefined;
  type: string;
  data: unknown;
}

/**
 * A real SSE connection read as an EventSource would: `next(type)` waits for the next event of that
 * type (others are kept in `seen`); `close()` drops the connection like a network failure.
 */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const seen: StreamEvent[] = [];
  let buffer = '';
  let read = 0;
  const next = async (type: string): Promise<StreamEvent> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = seen.slice(read).find((e) => e.type === type);
      if (found) {
        read = seen.indexOf(found) + 1;
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no '${type}' event; saw ${JSON.stringify(seen)}`);
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before a '${type}' event`);
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => new RegExp(`^${name}: ?(.*)$`, 'm').exec(block)?.[1];
        const eventType = field('event');
        const data = field('data');
        if (eventType) seen.push({ id: field('id'), type: eventType, data: data ? JSON.parse(data) : null });
      }
    }
  };
  return { seen, next, close: () => controller.abort() };
}

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
    base = await listenLocally(t);
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

  it('gives each new comment an id and, on reconnect with Last-Event-ID, replays what was missed', async () => {
    const { browser: b } = await signUpVerified(t, 'talker@example.test');
    const f = factories(t);
    const videoId = (await f.video((await f.user()).id)).id;
    const post = async (body: string) => {
      const res = await b.post(`/api/videos/${videoId}/comments`, { body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const first = await post('before anyone watched');

    const stream = await openStream(`${base}/api/events?video=${videoId}`);
    expect((await stream.next('ready')).id).toBe(String(first));
    const second = await post('seen live');
    const live = await stream.next('comment-changed');
    expect(live.id).toBe(String(second));
    expect(live.data).toEqual({ type: 'comment-changed', videoId, commentId: second });
    stream.close();

    // Posted while the client is away: a fresh connection without Last-Event-ID would miss both.
    const missed = [await post('while offline 1'), await post('while offline 2')];
    const again = await openStream(`${base}/api/events?video=${videoId}`, { 'last-event-id': live.id! });
    await again.next('ready');
    const replayed = [await again.next('comment-changed'), await again.next('comment-changed')];
    expect(replayed.map((e) => e.id)).toEqual(missed.map(String));
    // And it stays live after the replay, without sending the replayed ones twice.
    const third = await post('after the reconnect');
    expect((await again.next('comment-changed')).id).toBe(String(third));
    expect(again.seen.filter((e) => e.type === 'comment-changed').map((e) => e.id)).toEqual([
      ...missed.map(String),
      String(third),
    ]);
    again.close();
  });

  it("resumes from the first connection's ready event when the drop came before any comment", async () => {
    const { browser: b } = await signUpVerified(t, 'quiet@example.test');
    const f = factories(t);
    const videoId = (await f.video((await f.user()).id)).id;
    const stream = await openStream(`${base}/api/events?video=${videoId}`);
    const ready = await stream.next('ready');
    expect(ready.id).toBe('0');
    stream.close();
    const res = await b.post(`/api/videos/${videoId}/comments`, { body: 'posted during the drop' });
    const again = await openStream(`${base}/api/events?video=${videoId}`, { 'last-event-id': ready.id! });
    expect((await again.next('comment-changed')).id).toBe(String(res.json().id));
    again.close();
  });

  it('refuses a malformed video id', async () => {
    const res = await fetch(`${base}/api/events?video=abc`);
    expect(res.status).toBe(400);
  });
});
