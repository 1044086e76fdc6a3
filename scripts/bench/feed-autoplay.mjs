// Feed autoplay on a desktop: the time from navigating to `/` to the first card's first video frame
// presented (requestVideoFrameCallback), in Debian's Chromium on an unthrottled loopback, a fresh
// browser context (empty cache) per round. The newest video is a 1080×1920 upload with its renditions.
/* global HTMLMediaElement, HTMLVideoElement, window */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { uploadClip } from './playback-clips.mjs';
import { CHROME_ARGS, CHROME_PATH } from './playback.mjs';
import { startServer, writeResults } from './harness.mjs';

const PORT = 3395;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);

/** A 10 s 1080×1920 clip with sound, made once and kept in the system's temporary folder. */
function tallClip() {
  const file = path.join(os.tmpdir(), 'promptreel-bench-autoplay-1080x1920.mp4');
  if (fs.existsSync(file)) return file;
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1080x1920:rate=30', '-t', '10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '10'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
  return file;
}

/** Records when the first video frame of the page is presented, in the page's clock (navigation = 0). */
function watchFirstFrame() {
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (this instanceof HTMLVideoElement && !this.dataset.benchWatched) {
      this.dataset.benchWatched = '1';
      window.__playCalledAt ??= performance.now();
      this.requestVideoFrameCallback((now) => (window.__firstFrameAt ??= now));
    }
    return play.apply(this, args);
  };
}

async function oneRound(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(watchFirstFrame);
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstFrameAt !== undefined, null, { timeout: 30_000 });
  const figures = await page.evaluate(() => {
    const script = performance.getEntriesByType('resource').find((e) => /\/assets\/.*\.js$/.test(e.name));
    const media = performance.getEntriesByType('resource').find((e) => /\.mp4/.test(e.name));
    return {
      firstFrameMs: window.__firstFrameAt,
      playCalledMs: window.__playCalledAt,
      scriptLoadedMs: script?.responseEnd ?? null,
      mediaRequestedMs: media?.startTime ?? null,
      media: media?.name ?? null,
    };
  });
  await context.close();
  return figures;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchFeedAutoplay() {
  const server = await startServer({ port: PORT });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const id = await uploadClip(server, tallClip(), 'Autoplay bench heron');
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await oneRound(browser, server.base));
    const med = (key) => Math.round(median(rounds.map((r) => r[key])));
    const summary = {
      videoId: id,
      firstFrameMs: med('firstFrameMs'),
      playCalledMs: med('playCalledMs'),
      scriptLoadedMs: med('scriptLoadedMs'),
      mediaRequestedMs: med('mediaRequestedMs'),
      media: rounds[0].media?.replace(/^https?:\/\/[^/]+/, ''),
    };
    console.log(
      `feed autoplay, desktop 1280×800, loopback: first frame ${summary.firstFrameMs} ms after navigation ` +
        `(script loaded ${summary.scriptLoadedMs} ms, play() ${summary.playCalledMs} ms, media asked ` +
        `${summary.mediaRequestedMs} ms; median of ${ROUNDS}; ${summary.media})`,
    );
    console.log('wrote', writeResults('feed-autoplay', { summary, rounds }));
  } finally {
    await browser.close();
    await server.stop();
  }
}
