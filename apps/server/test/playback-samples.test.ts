import { PLAYBACK_MESSAGES, type PlaybackSample } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYBACK_SAMPLES_PER_ADDRESS } from '../src/services/playback.service.js';
import { browser, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const URL = '/api/playback-samples';

/** One sample of a Prometheus text scrape: `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return 0;
}

const played = (over: Partial<PlaybackSample> = {}): PlaybackSample => ({
  firstFrameMs: 420,
  stalls: 0,
  stallMs: 0,
  rendition: '720p',
  connection: '4g',
  ...over,
});

let addresses = 0;
/** Each test posts from an address of its own, so the per-address limit of one never meets another's. */
const newAddress = () => `198.51.100.${++addresses}`;

/** A post as `navigator.sendBeacon` makes it from our page: same-origin, no cookie needed. */
function beacon(t: TestApp, payload: string, contentType = 'application/json', remoteAddress = newAddress()) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress,
    headers: { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin', 'content-type': contentType },
    payload,
  });
}
const send = (t: TestApp, samples: unknown, remoteAddress?: string) =>
  beacon(t, JSON.stringify({ samples }), 'application/json', remoteAddress);

describe('playback samples, metrics on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: '0', AUTH_RATE_LIMIT: '0' });
  });
  afterAll(() => t.close());

  const scrape = async () => (await fetch(`http://127.0.0.1:${t.metricsPort}/metrics`)).text();
  const figures = async (labels: Record<string, string>) => {
    const text = await scrape();
    return {
      firstFrames: sample(text, 'playback_first_frame_seconds_count', labels),
      firstFrameSum: sample(text, 'playback_first_frame_seconds_sum', labels),
      under1s: sample(text, 'playback_first_frame_seconds_bucket', { ...labels, le: '1' }),
      stalls: sample(text, 'playback_stall_seconds_count', labels),
      stallSum: sample(text, 'playback_stall_seconds_sum', labels),
      stallsUnder1s: sample(text, 'playback_stall_seconds_bucket', { ...labels, le: '1' }),
    };
  };

  it("takes a visitor's batch (204, no body) into the histograms, by rendition and connection", async () => {
    const labels = { rendition: '1080p', connection: '3g' } as const;
    const before = await figures(labels);
    const res = await send(t, [
      played({ ...labels, firstFrameMs: 800 }),
      played({ ...labels, firstFrameMs: 2500, stalls: 3, stallMs: 1500 }),
      played({ rendition: '480p', connection: 'save-data', firstFrameMs: 100 }),
    ]);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const after = await figures(labels);
    expect(after.firstFrames - before.firstFrames).toBe(2);
    expect(after.firstFrameSum - before.firstFrameSum).toBeCloseTo(3.3);
    expect(after.under1s - before.under1s).toBe(1);
    // Three stalls, each at the playback's mean of 0.5 s.
    expect(after.stalls - before.stalls).toBe(3);
    expect(after.stallSum - before.stallSum).toBeCloseTo(1.5);
    expect(after.stallsUnder1s - before.stallsUnder1s).toBe(3);
    const text = await scrape();
    expect(sample(text, 'playback_first_frame_seconds_count', { rendition: '480p', connection: 'save-data' })).toBe(1);
    expect(text).toContain('# TYPE playback_first_frame_seconds histogram');
    expect(text).toContain('# TYPE playback_stall_seconds histogram');
    // The buckets suit what they measure: 0.1–10 s for a first frame, 0.1–30 s for a stall.
    expect(text).toMatch(/^playback_first_frame_seconds_bucket\{le="0\.1",rendition="1080p",connection="3g"\} /m);
    expect(text).toMatch(/^playback_first_frame_seconds_bucket\{le="10",rendition="1080p",connection="3g"\} /m);
    expect(text).toMatch(/^playback_stall_seconds_bucket\{le="30",rendition="1080p",connection="3g"\} /m);
  });

  it('takes what sendBeacon sends: a Blob of type application/json, or a string as text/plain', async () => {
    const labels = { rendition: 'original', connection: 'slow-2g' } as const;
    const before = await figures(labels);
    const body = JSON.stringify({ samples: [played(labels)] });
    expect((await beacon(t, body, 'application/json')).statusCode).toBe(204);
    expect((await beacon(t, body, 'text/plain;charset=UTF-8')).statusCode).toBe(204);
    expect((await figures(labels)).firstFrames - before.firstFrames).toBe(2);
  });

  it('takes a signed-in viewer’s batch too, and refuses one from another site', async () => {
    const alice = await signUpVerified(t, 'playback-alice@example.test');
    expect((await alice.browser.post(URL, { samples: [played()] })).statusCode).toBe(204);
    expect((await browser(t).post(URL, { samples: [played()] })).statusCode).toBe(204);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ samples: [played()] }),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses bad input with a 400 naming the problem, and records none of the batch', async () => {
    const labels = { rendition: '360p', connection: '2g' } as const;
    const before = await scrape();
    const good = played(labels);
    const cases: [string, string, string][] = [
      [
        JSON.stringify({ samples: [good, { ...good, rendition: '4k' }] }),
        'application/json',
        PLAYBACK_MESSAGES.rendition,
      ],
      [
        JSON.stringify({ samples: [{ ...good, connection: 'wifi' }] }),
        'application/json',
        PLAYBACK_MESSAGES.connection,
      ],
      [JSON.stringify({ samples: [{ ...good, firstFrameMs: -1 }] }), 'application/json', PLAYBACK_MESSAGES.firstFrame],
      // JSON's 1e999 is Infinity once parsed.
      [
        `{"samples":[{"firstFrameMs":1e999,"stalls":0,"stallMs":0,"rendition":"360p","connection":"2g"}]}`,
        'application/json',
        PLAYBACK_MESSAGES.firstFrame,
      ],
      [
        JSON.stringify({ samples: [{ ...good, firstFrameMs: '420' }] }),
        'application/json',
        PLAYBACK_MESSAGES.firstFrame,
      ],
      [
        JSON.stringify({ samples: [{ ...good, stalls: 1.5, stallMs: 10 }] }),
        'application/json',
        PLAYBACK_MESSAGES.stalls,
      ],
      [
        JSON.stringify({ samples: [{ ...good, stalls: 101, stallMs: 10 }] }),
        'application/json',
        PLAYBACK_MESSAGES.stalls,
      ],
      [
        JSON.stringify({ samples: [{ ...good, stallMs: 300 }] }),
        'application/json',
        PLAYBACK_MESSAGES.stallMsWithoutStalls,
      ],
      [JSON.stringify({ samples: [] }), 'application/json', PLAYBACK_MESSAGES.noSamples],
      ['not json', 'text/plain', PLAYBACK_MESSAGES.notJson],
    ];
    for (const [payload, type, message] of cases) {
      const res = await beacon(t, payload, type);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ code: 'bad_request', message });
    }
    const after = await scrape();
    expect(sample(after, 'playback_first_frame_seconds_count', labels)).toBe(
      sample(before, 'playback_first_frame_seconds_count', labels),
    );
  });

  it('refuses a batch of more than 20 samples, and a body far larger than a batch', async () => {
    const labels = { rendition: '360p', connection: 'unknown' } as const;
    const before = await figures(labels);
    const res = await send(
      t,
      Array.from({ length: 21 }, () => played(labels)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PLAYBACK_MESSAGES.tooManySamples });
    const padded = JSON.stringify({ samples: [played(labels)], padding: 'x'.repeat(64 * 1024) });
    expect((await beacon(t, padded)).statusCode).toBe(413);
    expect(await figures(labels)).toEqual(before);
  });

  it('takes at most 120 samples a minute from one address (429 with Retry-After), others unaffected', async () => {
    const address = newAddress();
    const batch = Array.from({ length: 20 }, () => played());
    const { max } = PLAYBACK_SAMPLES_PER_ADDRESS;
    for (let sent = 0; sent < max; sent += batch.length) expect((await send(t, batch, address)).statusCode).toBe(204);
    const refused = await send(t, [played()], address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests', message: PLAYBACK_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(t, [played()])).statusCode).toBe(204);
  });

  it("forgets no visitor's kept answer: a sample changes nothing anyone reads", async () => {
    const owner = await factories(t).user();
    const { id } = await factories(t).video(owner.id);
    const version = () => t.answers.version.current();
    const before = await version();
    expect((await send(t, [played()])).statusCode).toBe(204);
    expect(await version()).toBe(before);
    // Whereas a view, which the page shows, does.
    expect((await browser(t).post(`/api/videos/${id}/views`, {})).statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
  });
});

describe('playback samples, metrics off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('still answers 204 (the player need not know), and still refuses bad input', async () => {
    expect(t.metrics).toBeUndefined();
    expect((await send(t, [played()])).statusCode).toBe(204);
    expect((await send(t, [played({ rendition: 'x' as '720p' })])).statusCode).toBe(400);
  });
});
