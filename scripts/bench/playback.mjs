// Playback bench: what a phone on mobile data gets when it presses Play on a video page. A creator's
// 12 Mbit/s 1080×1920 upload next to the same clip at 720p ~1.5 Mbit/s, each on fast and slow 4G
// (throttled through the DevTools protocol), in Debian's Chromium at a 390×844 phone viewport. It
// measures whatever the page's <video> plays (its currentSrc is recorded), so when the server gives
// phones a smaller copy of the upload, the creator's rows show it with no change here.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { makeClips, uploadClip } from './playback-clips.mjs';
import { playOnce, NETWORKS, SEEN_STALL_MS, WATCH_MS } from './playback-page.mjs';
import { startServer, writeResults } from './harness.mjs';

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the browser tests launch it (playwright.config.ts): no background traffic in the byte counts.
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const PORT = 3394;

const ROWS = [
  { network: 'fast 4G', clip: 'creator' },
  { network: 'fast 4G', clip: 'phone' },
  { network: 'slow 4G', clip: 'creator' },
  { network: 'slow 4G', clip: 'phone' },
];
const CLIP_LABEL = { creator: "the creator's upload", phone: 'the same clip at 720p' };
const NETWORK_LABEL = {
  'fast 4G': 'fast 4G (9 Mbit/s down, 60 ms)',
  'slow 4G': 'slow 4G (1.6 Mbit/s down, 150 ms)',
};

const median = (xs) => {
  const sorted = xs.filter((x) => x !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(runs, clipSeconds) {
  const m = (key) => median(runs.map((r) => r[key]));
  return {
    firstFrameMs: m('firstFrameMs'),
    stalls: m('stalls'),
    stalledMs: m('stalledMs'),
    // "Played of 20 s": a clip that played through and looped has played all of it.
    playedOfClipSeconds: +Math.min(m('playedSeconds'), clipSeconds).toFixed(2),
    playedSeconds: m('playedSeconds'),
    mediaBytes: m('mediaBytes'),
    currentSrcs: [...new Set(runs.map((r) => r.currentSrc))],
    videoSizes: [...new Set(runs.map((r) => r.videoSize))],
  };
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const stallText = (s) => (s.stalls === 0 ? '0' : `${s.stalls}, ${(s.stalledMs / 1000).toFixed(1)} s stalled`);
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

function printTable(rows, clips, rounds) {
  console.log(`\nPlayback on a phone, Play pressed, ${WATCH_MS / 1000} s watched; medians of ${rounds} rounds`);
  console.log('| network (CDP) | clip | first frame after Play | stalls in 25 s | played of 20 s | bytes fetched |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    const s = r.summary;
    const clip = `${CLIP_LABEL[r.clip]}, ${clips[r.clip].mbps} Mbit/s`;
    console.log(
      `| ${NETWORK_LABEL[r.network]} | ${clip} | ${seconds(s.firstFrameMs)} | ${stallText(s)} | ` +
        `${s.playedOfClipSeconds.toFixed(1)} s | ${mb(s.mediaBytes)} |`,
    );
  }
  for (const network of Object.keys(NETWORKS)) {
    const [up, phone] = ['creator', 'phone'].map(
      (c) => rows.find((r) => r.network === network && r.clip === c).summary,
    );
    const ratio = (a, b) => (a && b ? `${(a / b).toFixed(2)}×` : '—');
    console.log(
      `${network}, the upload over the 720p copy: first frame ${ratio(up.firstFrameMs, phone.firstFrameMs)}, ` +
        `stalled ${seconds(up.stalledMs)} vs ${seconds(phone.stalledMs)}, ` +
        `played ${ratio(up.playedOfClipSeconds, phone.playedOfClipSeconds)}, bytes ${ratio(up.mediaBytes, phone.mediaBytes)}`,
    );
  }
  for (const r of rows) console.log(`  ${r.network}, ${r.clip}: played ${r.summary.currentSrcs.join(', ')}`);
}

export async function benchPlayback({ rounds = Number(process.env.BENCH_ROUNDS ?? 3) } = {}) {
  const clips = makeClips();
  // Decoding 1080p in software shares the CPU with everything else: name the load it ran under.
  const loadAverageAtStart = os.loadavg().map((l) => +l.toFixed(2));
  const server = await startServer({ port: PORT, env: { PUBLIC_URL: `http://localhost:${PORT}`, LOG_LEVEL: 'error' } });
  let browser;
  try {
    const titles = { creator: 'Bench creator upload 1080p', phone: 'Bench phone copy 720p' };
    const ids = {};
    for (const clip of ['creator', 'phone']) ids[clip] = await uploadClip(server, clips[clip].file, titles[clip]);
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
    const rows = ROWS.map((row) => ({ ...row, runs: [] }));
    for (let round = 1; round <= rounds; round++) {
      // Alternated, and reversed every other round, so a burst of load elsewhere hits every row alike.
      const order = round % 2 ? rows : [...rows].reverse();
      for (const row of order) {
        const run = await playOnce(browser, `${server.origin}/video/${ids[row.clip]}`, row.network, titles[row.clip]);
        row.runs.push(run);
        console.log(
          `round ${round}, ${row.network}, ${row.clip}: first frame ${seconds(run.firstFrameMs)}, ` +
            `${run.stalls} stalls (${seconds(run.stalledMs)}), played ${run.playedSeconds} s, ${mb(run.mediaBytes)} ` +
            `in ${run.mediaRequests} requests, ${run.videoSize}`,
        );
      }
    }
    for (const row of rows) row.summary = summarise(row.runs, clips[row.clip].seconds);
    printTable(rows, clips, rounds);
    const file = writeResults('playback', {
      rounds,
      watchSeconds: WATCH_MS / 1000,
      seenStallMs: SEEN_STALL_MS,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => +l.toFixed(2)),
      // Debian's wrapper script complains on stderr about its own tests; the version is on stdout.
      chromium: execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .replace(/\s+built on.*/, ''),
      commit: execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim(),
      networks: NETWORKS,
      clips: Object.fromEntries(Object.entries(clips).map(([k, { file: _, ...c }]) => [k, { ...c, videoId: ids[k] }])),
      rows: rows.map(({ network, clip, summary, runs }) => ({ network, clip, ...summary, runs })),
    });
    console.log(`load average ${loadAverageAtStart.join(', ')} at the start; written to ${file}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}
