// Web bench: what a phone sees on a first load. Lighthouse's mobile defaults (simulated slow 4G,
// 4× CPU slowdown) on the feed, a video page and a profile page of a fresh server with the demo
// content, 5 runs each (medians, since single runs swing by several points and TBT by hundreds of
// ms), and the JavaScript Chromium actually transfers for the first load of `/`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root } from '../build-if-stale.mjs';
import { blockingBySource } from './blocking-sources.mjs';
import { startServer, writeResults } from './harness.mjs';

const RUNS = 5;
// BENCH_WEB_CPU=10 stands in for a machine about 2.5× slower than this one: Lighthouse's simulation
// multiplies the tasks it saw by this, and counts only those of 10 ms or more as they ran here.
export const CPU_SLOWDOWN = Number(process.env.BENCH_WEB_CPU ?? 4);
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Without these, Chromium's own background traffic (updates, sync, field trials) lands in the trace.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The pages measured: the feed, the demo's first video and its creator's profile. */
export function pagesOf(items) {
  const first = items.reduce((a, b) => (b.id < a.id ? b : a));
  const creator = first.ownerUsername ?? items.find((v) => v.ownerUsername)?.ownerUsername;
  return ['/', `/video/${first.id}`, `/u/${creator}`];
}

/** The seed runs before the server listens; wait until the feed answers with the demo videos. */
export async function waitForDemoFeed(base) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${base}/api/videos?tab=latest`);
      if (res.ok) {
        const body = await res.json();
        if (body.items.length > 0) return body.items;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not serve the demo feed within 60 s');
}

async function lighthouseRun(url) {
  // A fresh browser per run: nothing cached or warmed up from the previous one.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError)
      throw Object.assign(new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`), {
        code: runtimeError.code,
      });
    return {
      performance: Math.round(categories.performance.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      blockingMs: blockingBySource(result.lhr),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/** Runs Lighthouse could not record (no navigation start seen, on a busy machine): tried again. */
const UNRECORDED = new Set(['NO_NAVSTART']);
const MAX_TRIES = 3;

export async function recordedLighthouseRun(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= MAX_TRIES || !UNRECORDED.has(error.code)) throw error;
      console.log(`  ${url}: Lighthouse recorded nothing (${error.code}); run ${attempt + 1} of ${MAX_TRIES}`);
    }
  }
}

/**
 * The first load of a page in a 390 px Chromium, until the network is idle: every script response
 * with the bytes on the wire (Chromium's encodedDataLength: headers plus the body as sent, so
 * compressed when it was) and the body's decoded size, and the document's own encoding.
 */
async function firstLoadJs(url) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    // Scripts asked for before the load event are what the page needs to start; later ones are
    // route chunks fetched ahead of use. Both count as the first load's bytes.
    const beforeLoad = new Set();
    let loaded = false;
    cdp.on('Network.requestWillBeSent', ({ requestId }) => {
      if (!loaded) beforeLoad.add(requestId);
    });
    page.once('load', () => (loaded = true));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1];
      requests.set(requestId, {
        url: response.url,
        type,
        encoding: encoding ?? null,
        decoded: 0,
        wire: 0,
        beforeLoad: beforeLoad.has(requestId),
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const r = requests.get(requestId);
      if (r) r.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) r.wire = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = [...requests.values()];
    const scripts = all.filter((r) => r.type === 'Script');
    const doc = all.find((r) => r.type === 'Document');
    const atLoad = scripts.filter((r) => r.beforeLoad);
    return {
      filesAtLoad: atLoad.length,
      wireBytesAtLoad: atLoad.reduce((s, r) => s + r.wire, 0),
      decodedBytesAtLoad: atLoad.reduce((s, r) => s + r.decoded, 0),
      files: scripts.length,
      wireBytes: scripts.reduce((s, r) => s + r.wire, 0),
      decodedBytes: scripts.reduce((s, r) => s + r.decoded, 0),
      compressedFiles: scripts.filter((r) => r.encoding).length,
      encodings: [...new Set(scripts.map((r) => r.encoding ?? 'none'))],
      documentEncoding: doc?.encoding ?? 'none',
      scripts: scripts.map((r) => ({
        path: new URL(r.url).pathname,
        wire: r.wire,
        decoded: r.decoded,
        encoding: r.encoding,
        beforeLoad: r.beforeLoad,
      })),
    };
  } finally {
    await browser.close();
  }
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

// Both units: the figures are KiB, compressed-size budgets are often quoted in kB.
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB (${(bytes / 1024).toFixed(1)} KiB)`;

export async function benchWeb() {
  // Lighthouse's simulated throttling still runs on this CPU: other load on the machine inflates TBT.
  const loadAverageAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const port = await freePort();
  const server = await startServer({
    port,
    env: { SEED_DEMO: 'true', PUBLIC_URL: `http://localhost:${port}`, LOG_LEVEL: 'error' },
  });
  try {
    const items = await waitForDemoFeed(server.base);
    const pages = pagesOf(items);

    const results = {};
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await recordedLighthouseRun(`${server.origin}${p}`));
        console.log(
          `  ${p} run ${i + 1}: performance ${runs.at(-1).performance}, LCP ${runs.at(-1).lcpMs.toFixed(0)} ms`,
        );
      }
      results[p] = {
        performance: median(runs.map((r) => r.performance)),
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
        tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcpElement: runs.at(-1).lcpElement,
        runs,
      };
    }
    const js = await firstLoadJs(`${server.origin}/`);

    console.log(`\nLighthouse mobile (simulated slow 4G, ${CPU_SLOWDOWN}× CPU), median of ${RUNS} runs:`);
    console.table(
      Object.fromEntries(
        Object.entries(results).map(([p, r]) => [
          p,
          {
            performance: r.performance,
            'LCP (s)': (r.lcpMs / 1000).toFixed(2),
            CLS: r.cls.toFixed(3),
            'TBT (ms)': r.tbtMs,
            accessibility: r.accessibility,
          },
        ]),
      ),
    );
    console.log(
      `First load of / until network idle: ${js.files} JS files, ${kb(js.wireBytes)} on the wire, ` +
        `${kb(js.decodedBytes)} decoded; compressed: ${js.compressedFiles}/${js.files} (${js.encodings.join(', ')}); ` +
        `index.html: ${js.documentEncoding}`,
    );
    console.log(
      `  of which before the load event: ${js.filesAtLoad} JS files, ${kb(js.wireBytesAtLoad)} on the wire, ` +
        `${kb(js.decodedBytesAtLoad)} decoded`,
    );

    const changed = git(['diff', '--name-only', 'HEAD']);
    const lighthouseVersion = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version;
    const file = writeResults(CPU_SLOWDOWN === 4 ? 'web' : `web-cpu${CPU_SLOWDOWN}`, {
      lighthouse: lighthouseVersion,
      cpuSlowdownMultiplier: CPU_SLOWDOWN,
      chromium: execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .replace(/\s+built on.*/, ''),
      cpuModel: os.cpus()[0]?.model ?? null,
      commit: git(['rev-parse', 'HEAD']),
      // Uncommitted work in the tree at the time shows in the figures: name it.
      uncommitted: changed ? changed.split('\n') : [],
      loadAverageAtStart,
      pages: results,
      firstLoadJs: js,
    });
    console.log(`Written to ${path.relative(root, file)}`);
  } finally {
    await server.stop();
  }
}
