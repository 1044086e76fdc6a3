// Transcoding and the feed, measured together (issue 32, goal 5): a 60 s 1080×1920 upload of about
// 100 MB is processed (poster sizes, renditions at nice 10, one job at a time) while the feed's read
// load runs against the same server, alternated with the same load on an idle server and the same
// upload with no load. Prints processing time over the clip's length and the feed's during / alone.
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { bareServer } from './bare-server.mjs';
import { encode, probe } from './playback-clips.mjs';
import { everyRendition, processed, signedInUser, startServer, tusUpload, writeResults } from './harness.mjs';

const PORT = 3395;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Processing under a saturating read load may take many times the clip; give up well past that.
const PROCESSING_TIMEOUT_MS = Number(process.env.BENCH_TRANSCODE_TIMEOUT_S ?? 1200) * 1000;
// The feed bench's "Latest, visitor" row: the same request, at the same 50 connections.
const FEED_PATH = '/api/videos?tab=latest';
const CONNECTIONS = 50;

// Bump when the recipe changes, so a cached clip of the old recipe is not measured.
const CLIP = path.join(os.tmpdir(), 'promptreel-bench-transcode-v1', 'creator-60s-1080x1920-13M.mp4');
/**
 * A creator's upload: 1080×1920, 30 fps, 60 s, H.264 at 13 Mbit/s with AAC, about 100 MB. Moving
 * patterns under fresh noise every frame, so the encoder spends the rate (as playback-clips.mjs).
 */
const CLIP_ARGS = [
  ['-f', 'lavfi', '-i', 'testsrc2=size=1080x1920:rate=30,noise=alls=12:allf=t+u'],
  ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
  ['-t', '60', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '60'],
  ['-b:v', '13M', '-maxrate', '13M', '-bufsize', '26M', '-c:a', 'aac', '-b:a', '128k'],
].flat();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const load1 = () => +os.loadavg()[0].toFixed(2);

/** One window of the feed's read load, as feed.ts runs it. */
async function feedLoad(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** The medians of a few windows' figures, as one window's. */
const medianWindow = (ws) => ({
  rps: median(ws.map((w) => w.rps)),
  p50: median(ws.map((w) => w.p50)),
  p99: median(ws.map((w) => w.p99)),
  errors: ws.reduce((n, w) => n + w.errors, 0),
  windows: ws.length,
});

/**
 * Uploads the clip as a new user, then runs the feed load in back-to-back windows until the video
 * is processed (not processing, renditions present). A window still running when processing ends
 * is left out, so every window kept ran wholly beside the processing.
 */
async function uploadUnderLoad(server, floor, round) {
  const user = await signedInUser(server, `bench-transcode-${Date.now()}-${round}@example.test`);
  const started = performance.now();
  const id = await tusUpload(server, user, CLIP, `Transcode ${round}`);
  const uploaded = performance.now();
  let doneAt;
  let shownAt;
  // Shown to everyone with its smallest rendition; done when the larger ones are made too.
  const shown = processed(server, user, id, { timeoutMs: PROCESSING_TIMEOUT_MS, done: (v) => v.renditions.length > 0 });
  shown.then(() => (shownAt = performance.now())).catch(() => undefined);
  const done = processed(server, user, id, { timeoutMs: PROCESSING_TIMEOUT_MS, done: everyRendition }).then(
    (video) => ((doneAt = performance.now()), video),
  );
  done.catch(() => undefined); // awaited below; a timeout must not end the run while a window runs
  const windows = [];
  let stopped = false;
  done.finally(() => (stopped = true)).catch(() => undefined);
  // The product and the floor in turn, so each is measured beside the same transcode.
  for (let turn = 0; !stopped; turn++) {
    const target = turn % 2 === 0 ? 'product' : 'floor';
    const w = await feedLoad(target === 'product' ? server.base + FEED_PATH : floor.url);
    windows.push({ ...w, target, load1: load1(), besideTranscode: !stopped });
  }
  const video = await done;
  return {
    id,
    uploadSeconds: +((uploaded - started) / 1000).toFixed(2),
    processingSeconds: +((doneAt - uploaded) / 1000).toFixed(1),
    shownSeconds: +(((shownAt ?? doneAt) - uploaded) / 1000).toFixed(1),
    renditions: video.renditions.map((r) => `${r.width}×${r.height}`),
    // Should processing end within the first window, that window is all there is.
    windows: windows.some((w) => w.besideTranscode) ? windows.filter((w) => w.besideTranscode) : windows,
    allWindows: windows,
  };
}

/** The same upload with no read load: what processing takes when it has the machine to itself. */
async function uploadAlone(server, round) {
  const user = await signedInUser(server, `bench-transcode-alone-${Date.now()}-${round}@example.test`);
  const id = await tusUpload(server, user, CLIP, `Transcode alone ${round}`);
  const uploaded = performance.now();
  await processed(server, user, id, { timeoutMs: PROCESSING_TIMEOUT_MS, done: (v) => v.renditions.length > 0 });
  const shown = performance.now();
  await processed(server, user, id, { timeoutMs: PROCESSING_TIMEOUT_MS, done: everyRendition });
  const seconds = (to) => +((to - uploaded) / 1000).toFixed(1);
  return { shown: seconds(shown), done: seconds(performance.now()) };
}

export async function benchTranscode() {
  encode(CLIP, CLIP_ARGS);
  const clip = probe(CLIP);
  console.log(`clip: ${clip.width}×${clip.height}, ${clip.seconds.toFixed(1)} s, ${(clip.bytes / 1e6).toFixed(1)} MB`);
  const server = await startServer({ port: PORT, env: { SEED_DEMO: 'true', LOG_LEVEL: 'error' } });
  const rounds = [];
  const answer = await fetch(server.base + FEED_PATH);
  const floor = await bareServer(
    Buffer.from(await answer.arrayBuffer()),
    { 'content-type': 'application/json' },
    PORT + 1,
  );
  try {
    // Warm the answer and the connections once, so the first "alone" window is not a cold start.
    await feedLoad(server.base + FEED_PATH);
    for (let round = 1; round <= ROUNDS; round++) {
      const loadAtStart = load1();
      const alone = { ...(await feedLoad(server.base + FEED_PATH)), load1: load1() };
      const floorAlone = { ...(await feedLoad(floor.url)), load1: load1() };
      const during = await uploadUnderLoad(server, floor, round);
      const aloneTimes = await uploadAlone(server, round);
      const processingAloneSeconds = aloneTimes.done;
      const of = (target) => during.windows.filter((w) => w.target === target);
      const kept = medianWindow(of('product'));
      // Processing may end within the first floor window: then the floor's nearest window stands in.
      const floorKept = medianWindow(
        of('floor').length ? of('floor') : during.allWindows.filter((w) => w.target === 'floor'),
      );
      const row = {
        round,
        loadAtStart,
        loadAtEnd: load1(),
        uploadSeconds: during.uploadSeconds,
        processingSeconds: during.processingSeconds,
        processingVsClip: +(during.processingSeconds / clip.seconds).toFixed(2),
        shownSeconds: during.shownSeconds,
        shownAloneSeconds: aloneTimes.shown,
        processingAloneSeconds,
        processingAloneVsClip: +(processingAloneSeconds / clip.seconds).toFixed(2),
        renditions: during.renditions,
        alone,
        during: { ...kept, perWindow: during.windows },
        rpsDuringVsAlone: +(kept.rps / alone.rps).toFixed(2),
        p50DuringVsAlone: +(kept.p50 / alone.p50).toFixed(2),
        p99DuringVsAlone: +(kept.p99 / alone.p99).toFixed(2),
        floorAlone,
        floorDuring: floorKept,
        vsFloorAlone: +(alone.rps / floorAlone.rps).toFixed(2),
        vsFloorDuring: +(kept.rps / floorKept.rps).toFixed(2),
      };
      rounds.push(row);
      console.log(
        `round ${round} (load ${loadAtStart} → ${row.loadAtEnd}): shown after ${row.shownSeconds} s ` +
          `(${row.shownAloneSeconds} s with no reads), processed in ${row.processingSeconds} s ` +
          `= ${row.processingVsClip}× the clip (${row.renditions.join(', ')}), with no reads ` +
          `${processingAloneSeconds} s = ${row.processingAloneVsClip}×; feed alone ${alone.rps} req/s ` +
          `p50 ${alone.p50} ms p99 ${alone.p99} ms, during ${kept.rps} req/s p50 ${kept.p50} ms p99 ${kept.p99} ms ` +
          `(${kept.windows} windows) = ${row.rpsDuringVsAlone}× req/s, ${row.p99DuringVsAlone}× p99; ` +
          `against the bare node:http floor ${row.vsFloorAlone}× alone, ${row.vsFloorDuring}× beside the transcode`,
      );
    }
  } finally {
    await floor.close();
    await server.stop();
  }
  const of = (pick) => median(rounds.map(pick));
  const results = {
    clip: { ...clip, file: CLIP },
    feed: { path: FEED_PATH, connections: CONNECTIONS, windowSeconds: SECONDS },
    rounds: ROUNDS,
    processingSecondsMedian: of((r) => r.processingSeconds),
    processingVsClipMedian: +of((r) => r.processingVsClip).toFixed(2),
    processingAloneSecondsMedian: of((r) => r.processingAloneSeconds),
    shownSecondsMedian: of((r) => r.shownSeconds),
    shownAloneSecondsMedian: of((r) => r.shownAloneSeconds),
    processingAloneVsClipMedian: +of((r) => r.processingAloneVsClip).toFixed(2),
    feedAloneRpsMedian: of((r) => r.alone.rps),
    feedDuringRpsMedian: of((r) => r.during.rps),
    feedRpsDuringVsAloneMedianOfRounds: of((r) => r.rpsDuringVsAlone),
    feedAloneP50Median: of((r) => r.alone.p50),
    feedDuringP50Median: of((r) => r.during.p50),
    feedAloneP99Median: of((r) => r.alone.p99),
    feedDuringP99Median: of((r) => r.during.p99),
    feedP99DuringVsAloneMedianOfRounds: of((r) => r.p99DuringVsAlone),
    feedVsFloorAloneMedianOfRounds: of((r) => r.vsFloorAlone),
    feedVsFloorDuringMedianOfRounds: of((r) => r.vsFloorDuring),
  };
  console.log(
    `\nA ${clip.seconds.toFixed(0)} s upload processed beside the feed's read load, medians of ${ROUNDS} rounds`,
  );
  // The clip and the load's settings are objects: the table shows the figures only.
  const { clip: _clip, feed: _feed, ...figures } = results;
  console.table(figures);
  console.log(
    `feed against the bare node:http floor: ${results.feedVsFloorAloneMedianOfRounds}× alone, ` +
      `${results.feedVsFloorDuringMedianOfRounds}× beside the transcode`,
  );
  console.log(
    `processing: ${results.processingVsClipMedian}× the clip's length beside the reads, ` +
      `${results.processingAloneVsClipMedian}× with none; feed during / alone: ` +
      `${results.feedRpsDuringVsAloneMedianOfRounds}× req/s, ${results.feedP99DuringVsAloneMedianOfRounds}× p99`,
  );
  console.log(`written to ${writeResults('transcode', { ...results, perRound: rounds })}`);
  return results;
}
