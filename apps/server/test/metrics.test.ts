import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../src/bus/event-bus.js';
import { signUpVerified } from './helpers/accounts.js';
import { makeMp4 } from './helpers/media.js';
import { REDIS_URL, redisUp } from './helpers/redis.js';
import { createTestApp, type TestApp, listenLocally } from './helpers/test-app.js';
import { tusUpload } from './helpers/tus.js';

/** One sample of a Prometheus text scrape: `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return undefined;
}

async function scrape(t: TestApp): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${t.metricsPort}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return res.text();
}

/** Listening TCP servers of this process (the app's own, the metrics listener, any other). */
const tcpServers = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length;

/**
 * The app's `onResponse` hooks, as Fastify holds them: the root's (which the 404 handler and every
 * route inherit) by name, and how many routes run the metrics hook. @fastify/multipart has one of
 * its own (it cleans up a request's files), metrics on or off.
 */
function onResponseHooks(t: TestApp): { root: string[]; routesCounting: number } {
  const hooksKey = Object.getOwnPropertySymbols(t.app).find((s) => s.description === 'fastify.hooks');
  expect(hooksKey).toBeDefined();
  const root = ((t.app as any)[hooksKey!].onResponse as { name: string }[]).map((f) => f.name || 'anonymous');
  const routesCounting =
    t.app.printRoutes({ includeHooks: true, commonPrefix: false }).match(/recordHttpMetrics/g)?.length ?? 0;
  return { root, routesCounting };
}

describe('metrics off (no METRICS_PORT)', () => {
  let t: TestApp;
  let serversBefore: number;
  beforeAll(async () => {
    serversBefore = tcpServers();
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('listens nowhere, installs no hook, and /metrics on the app is a 404', async () => {
    expect(t.config.metrics).toBeUndefined();
    expect(t.metrics).toBeUndefined();
    expect(t.metricsPort).toBeUndefined();
    expect(tcpServers()).toBe(serversBefore);
    // Only @fastify/multipart's own hook (anonymous): nothing of metrics runs on any request.
    expect(onResponseHooks(t)).toEqual({ root: ['anonymous'], routesCounting: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });
});

describe('metrics on (METRICS_PORT)', () => {
  let t: TestApp;
  let base: string;
  let serversBefore: number;
  beforeAll(async () => {
    serversBefore = tcpServers();
    // The worker is off so that the test decides when the upload's job runs.
    t = await createTestApp({ METRICS_PORT: '0', AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false' });
    base = await listenLocally(t);
  }, 60_000);
  afterAll(() => t.close());

  it('serves /metrics on a listener of its own, on 127.0.0.1, and not on the app', async () => {
    expect(t.config.metrics).toEqual({ host: '127.0.0.1', port: 0 });
    expect(t.metricsPort).toBeGreaterThan(0);
    expect(t.metricsPort).not.toBe(Number(new URL(base).port));
    expect(tcpServers()).toBe(serversBefore + 2); // the app and the metrics listener
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${t.metricsPort}/other`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${t.metricsPort}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('adds one onResponse hook, run for every route and the 404 handler', () => {
    const hooks = onResponseHooks(t);
    expect(hooks.root).toEqual(['recordHttpMetrics', 'anonymous']);
    expect(hooks.routesCounting).toBe(
      t.app.printRoutes({ includeHooks: true, commonPrefix: false }).match(/\(onResponse\)/g)!.length,
    );
    expect(hooks.routesCounting).toBeGreaterThan(10);
  });

  it('counts requests by route pattern (never the raw URL) and status, with a duration histogram', async () => {
    const before = await scrape(t);
    const routeOf = { method: 'GET', route: '/api/videos/:id' };
    const count = (text: string, status: string) => sample(text, 'http_requests_total', { ...routeOf, status }) ?? 0;
    const durations = (text: string) => sample(text, 'http_request_duration_seconds_count', routeOf) ?? 0;

    for (const id of ['987654', '987655']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/videos/${id}` })).statusCode).toBe(404);
    }
    expect((await fetch(`${base}/api/videos/987656`)).status).toBe(404); // over real HTTP too
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing/42' })).statusCode).toBe(404);

    const after = await scrape(t);
    expect(count(after, '404') - count(before, '404')).toBe(3);
    expect(count(after, '200')).toBe(count(before, '200'));
    expect(
      sample(after, 'http_requests_total', { method: 'GET', route: '/healthz', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('987654');
    expect(after).not.toContain('no-such-thing');

    expect(durations(after) - durations(before)).toBe(3);
    const sum = sample(after, 'http_request_duration_seconds_sum', routeOf)!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(60);
    // Cumulative buckets: +Inf holds every observation, a 10 s bucket all of these quick answers.
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...routeOf, le: '+Inf' })).toBe(durations(after));
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...routeOf, le: '10' })).toBe(durations(after));
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it("exports prom-client's default process metrics", async () => {
    const text = await scrape(t);
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_version_info\{.*\} 1$/m);
  });

  it('measures the bus lag of each event delivered to subscribers', async () => {
    const lag = async () => sample(await scrape(t), 'bus_event_lag_seconds_count') ?? 0;
    const before = await lag();
    const received: BusEvent[] = [];
    const off = t.bus.subscribe('video:424242', (e) => received.push(e));
    await t.bus.publish('video:424242', { type: 'comment-changed', videoId: 424242 });
    await t.bus.publish('video:424243', { type: 'comment-changed', videoId: 424243 }); // nobody listens
    off();
    expect(received).toEqual([{ type: 'comment-changed', videoId: 424242 }]);
    expect((await lag()) - before).toBe(1);
    expect(await scrape(t)).toContain('# TYPE bus_event_lag_seconds histogram');
  });

  it('counts the bytes a real tus upload stored, and its hijacked answers by route', async () => {
    const before = await scrape(t);
    const alice = await signUpVerified(t, 'metrics-alice@example.test');
    const file = makeMp4(180, 320);
    const res = await tusUpload(
      `${base}/api/uploads`,
      file,
      {
        title: 'Counted bytes',
        platformId: '1',
        categoryId: '2',
        filename: 'x.mp4',
        filetype: 'video/mp4',
      },
      { headers: { Origin: t.config.publicUrl, Cookie: alice.browser.cookie } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const after = await scrape(t);
    const bytes = (text: string) => sample(text, 'upload_bytes_total') ?? 0;
    expect(bytes(after) - bytes(before)).toBe(fs.statSync(file).size);
    expect(sample(after, 'http_requests_total', { method: 'POST', route: '/api/uploads', status: '201' })).toBe(1);
    expect(sample(after, 'http_requests_total', { method: 'PATCH', route: '/api/uploads/:id', status: '204' })).toBe(1);
  });

  it("reports the jobs table's depth on each scrape, and each job run by kind and outcome", async () => {
    // The upload of the test before left its processing job queued (the worker is off here).
    let text = await scrape(t);
    expect([sample(text, 'jobs_queued'), sample(text, 'jobs_running'), sample(text, 'jobs_failed_total')]).toEqual([
      1, 0, 0,
    ]);
    expect(sample(text, 'job_runs_total', { kind: 'process-video', outcome: 'done' })).toBeUndefined();
    await t.worker.drain();
    text = await scrape(t);
    expect(sample(text, 'jobs_queued')).toBe(0);
    expect(sample(text, 'job_runs_total', { kind: 'process-video', outcome: 'done' })).toBe(1);
    expect(sample(text, 'job_run_duration_seconds_sum', { kind: 'process-video', outcome: 'done' })).toBeGreaterThan(0);
    // A read that fails keeps the scrape up and the last figures.
    t.metrics!.watchQueue(() => Promise.reject(new Error('database away')));
    text = await scrape(t);
    expect(sample(text, 'jobs_queued')).toBe(0);
    expect(sample(text, 'jobs_failed_total')).toBe(0);
  });

  it('closes its listener with the app', async () => {
    const other = await createTestApp({ METRICS_PORT: '0' });
    const port = other.metricsPort;
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe.runIf(redisUp || process.env.CI === 'true')('bus lag across instances (Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    // Two instances of one site (with databases of their own): the same Redis prefix.
    const REDIS_PREFIX = `bus-lag-${Date.now()}:`;
    one = await createTestApp({ REDIS_URL, REDIS_PREFIX, METRICS_PORT: '0' });
    two = await createTestApp({ REDIS_URL, REDIS_PREFIX, METRICS_PORT: '0' });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it("times an event from one instance's publish to its delivery on another, and pages get the same event", async () => {
    const channel = `video:${Date.now() % 1_000_000_000}` as const;
    const received: BusEvent[] = [];
    const off = two.bus.subscribe(channel, (e) => received.push(e));
    await new Promise((r) => setTimeout(r, 100)); // the SUBSCRIBE reaches Redis
    const event: BusEvent = { type: 'comment-changed', videoId: 7, commentId: 9 };
    await one.bus.publish(channel, event);
    await expect.poll(() => received, { timeout: 2000 }).toEqual([event]);
    off();
    const text = await scrape(two);
    expect(sample(text, 'bus_event_lag_seconds_count')).toBe(1);
    const lag = sample(text, 'bus_event_lag_seconds_sum')!;
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(2);
    // Each app has its own registry: the publisher delivered nothing, so it measured nothing.
    expect(sample(await scrape(one), 'bus_event_lag_seconds_count')).toBe(0);
  });
});

describe('request ids (X-Request-Id)', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    direct = await createTestApp();
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });
  const idOf = async (t: TestApp, sent?: string, url = '/healthz', method: 'GET' | 'OPTIONS' = 'GET') => {
    const res = await t.app.inject({ method, url, headers: sent === undefined ? {} : { 'x-request-id': sent } });
    return res.headers['x-request-id'];
  };

  it("takes the proxy's well-formed id when TRUST_PROXY is set, and echoes it", async () => {
    expect(await idOf(proxied, 'nginx-9f86d081884c7d65.A_b')).toBe('nginx-9f86d081884c7d65.A_b');
    expect(await idOf(proxied, 'x'.repeat(64))).toBe('x'.repeat(64));
    // Unmatched routes and the hijacked tus answers carry it too.
    expect(await idOf(proxied, 'abc-1', '/api/no-such-thing')).toBe('abc-1');
    expect(await idOf(proxied, 'abc-2', '/api/uploads', 'OPTIONS')).toBe('abc-2');
  });

  it('replaces a malformed or missing id with a new one', async () => {
    for (const bad of ['x'.repeat(65), 'has space', 'semi;colon', 'ünïcode', 'a/b', ''])
      expect(await idOf(proxied, bad), bad).toMatch(UUID);
    const [a, b] = [await idOf(proxied), await idOf(proxied)];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('neither takes nor sends the header without TRUST_PROXY (no proxy, no hook on every request)', async () => {
    expect(await idOf(direct, 'nginx-9f86d081884c7d65')).toBeUndefined();
    const res = await direct.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'nginx-1' } });
    expect(res.headers['x-request-id']).toBeUndefined();
  });
});
