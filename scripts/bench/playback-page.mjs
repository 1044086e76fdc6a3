// One run of the playback bench: a video page on a throttled phone, Play pressed, 25 s watched.
// The functions handed to page.evaluate run in the browser, where these are defined:
/* global document, window */
export const WATCH_MS = 25_000;
/**
 * A wait shorter than this is not counted as a stall (it stays in `stallList`): the seek back to
 * the start when the clip loops fires 'waiting' for 10–20 ms, too short for anyone to see.
 */
export const SEEN_STALL_MS = 100;

/** Chromium's DevTools presets (Lighthouse's slow 4G is the same), throughput in bytes per second. */
export const NETWORKS = {
  'fast 4G': { latency: 60, downloadThroughput: (9_000_000 / 8) | 0, uploadThroughput: (1_500_000 / 8) | 0 },
  'slow 4G': { latency: 150, downloadThroughput: (1_600_000 / 8) | 0, uploadThroughput: (750_000 / 8) | 0 },
};

/**
 * Installed in the page before Play is pressed. Every time is the page's own clock
 * (performance.now), from the press: the first frame presented (requestVideoFrameCallback, with the
 * 'playing' event beside it), each stall ('waiting' until playback goes on), and how far the clip
 * got, with a loop back to the start counted as going on rather than going back.
 */
function watchInPage(watchMs) {
  const video = document.querySelector('video');
  const w = { pressedAt: null, firstFrameAt: null, playingAt: null, stalls: [], played: 0, maxTime: 0, loops: 0 };
  window.__playback = w;
  let last = 0;
  let stalledSince = null;
  const now = () => performance.now();
  // Capture phase on window: runs before React's handler starts playback.
  window.addEventListener(
    'click',
    () => {
      if (w.pressedAt !== null) return;
      w.pressedAt = now();
      video.requestVideoFrameCallback?.((at) => (w.firstFrameAt = at));
      const sample = setInterval(() => {
        const t = video.currentTime;
        if (t < last - 1) {
          // Looped: the rest of the clip, then the new lap.
          w.played += Math.max(0, video.duration - last) + t;
          w.loops++;
        } else if (t > last) w.played += t - last;
        last = t;
        w.maxTime = Math.max(w.maxTime, t);
      }, 50);
      w.done = new Promise((resolve) =>
        setTimeout(() => {
          clearInterval(sample);
          if (stalledSince !== null)
            w.stalls.push({ at: stalledSince - w.pressedAt, ms: now() - stalledSince, open: true });
          w.currentSrc = video.currentSrc;
          w.duration = video.duration;
          w.videoWidth = video.videoWidth;
          w.videoHeight = video.videoHeight;
          const quality = video.getVideoPlaybackQuality?.();
          w.frames = quality && { dropped: quality.droppedVideoFrames, total: quality.totalVideoFrames };
          resolve();
        }, watchMs),
      );
    },
    { capture: true },
  );
  // A wait before the first frame is the start, not a stall: it is in the first frame's time.
  video.addEventListener('waiting', () => {
    if (w.playingAt !== null && stalledSince === null) stalledSince = now();
  });
  video.addEventListener('playing', () => {
    if (w.pressedAt === null) return;
    if (w.playingAt === null) w.playingAt = now();
    if (stalledSince !== null) {
      w.stalls.push({ at: stalledSince - w.pressedAt, ms: now() - stalledSince });
      stalledSince = null;
    }
  });
}

/** Bytes of every media request (the <video>'s ranges), counted from the DevTools protocol. */
function countMediaBytes(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, type, request }) => {
    if (type === 'Media') requests.set(requestId, { url: request.url, chunks: 0, body: 0, finished: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (!r) return;
    r.chunks += encodedDataLength;
    r.body += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.finished = encodedDataLength;
  });
  // A request still under way when the watch ends has no loadingFinished: its chunks are its bytes.
  return () => {
    const all = [...requests.values()];
    return { requests: all.length, bytes: all.reduce((s, r) => s + Math.max(r.finished, r.chunks, r.body), 0) };
  };
}

/**
 * A fresh context (nothing cached) on a 390×844 phone: the page loaded on the throttled link, the
 * app's takeover waited for (a press before it is held and made again, which would time the
 * script's arrival), Play pressed, then 25 s of playback watched.
 */
export async function playOnce(browser, url, network, title) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
    const mediaBytes = countMediaBytes(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const play = page.getByRole('button', { name: `Play ${title}` });
    await play.waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      (label) => {
        const button = document.querySelector(`button[aria-label="${label}"]`);
        return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
      },
      `Play ${title}`,
      { timeout: 60_000 },
    );
    const beforePress = mediaBytes();
    await page.evaluate(watchInPage, WATCH_MS);
    await play.click();
    const w = await page.evaluate(async () => {
      await window.__playback.done;
      const { done: _, ...rest } = window.__playback;
      return rest;
    });
    const bytes = mediaBytes();
    const firstFrame = w.firstFrameAt ?? w.playingAt;
    const stalls = w.stalls.filter((s) => s.ms >= SEEN_STALL_MS);
    return {
      firstFrameMs: firstFrame === null ? null : Math.round(firstFrame - w.pressedAt),
      playingMs: w.playingAt === null ? null : Math.round(w.playingAt - w.pressedAt),
      stalls: stalls.length,
      stalledMs: Math.round(stalls.reduce((s, x) => s + x.ms, 0)),
      stallList: w.stalls.map((s) => ({ at: Math.round(s.at), ms: Math.round(s.ms), ...(s.open && { open: true }) })),
      playedSeconds: +w.played.toFixed(2),
      maxCurrentTime: +w.maxTime.toFixed(2),
      loops: w.loops,
      mediaBytes: bytes.bytes,
      mediaBytesBeforePress: beforePress.bytes,
      mediaRequests: bytes.requests,
      currentSrc: w.currentSrc,
      duration: w.duration,
      videoSize: `${w.videoWidth}×${w.videoHeight}`,
      droppedFrames: w.frames?.dropped ?? null,
      totalFrames: w.frames?.total ?? null,
    };
  } finally {
    await context.close();
  }
}
