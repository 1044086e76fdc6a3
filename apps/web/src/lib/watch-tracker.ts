// Fetched (by app/watch-tracking.ts, with For You's reporter) at the first play of a player that
// names its video (`data-video-id` on the <video>): none of this is in any page's first load.

/** Where a view's largest share goes (For You's reporter); `leaving`: the page is going away. */
export interface WatchReporter {
  report(videoId: number, share: number, leaving: boolean): void;
}

/** While a view grows it is told at most this often; a pause, the end or leaving tell the rest at once. */
export const REPORT_INTERVAL_MS = 10_000;
/** timeupdate comes about four times a second: reading the played ranges once a second is plenty. */
const SAMPLE_MS = 1_000;

/**
 * The share of the clip this element has played: its played ranges over the duration, so a seek
 * past the middle is not counted as watched, and a looping clip that came round is whole.
 */
export function playedShare(video: HTMLVideoElement): number {
  const duration = video.duration;
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  const played = video.played as TimeRanges | undefined;
  let seconds = 0;
  if (played && played.length > 0) {
    for (let i = 0; i < played.length; i += 1) seconds += played.end(i) - played.start(i);
  } else seconds = video.currentTime;
  return Math.min(1, Math.max(0, Math.round((seconds / duration) * 1000) / 1000));
}

/** The views being watched, each able to tell what is left when the page hides. */
const open = new Set<(leaving: boolean) => void>();
let listening = false;

function listenForHiding(): void {
  if (listening) return;
  listening = true;
  const leave = () => open.forEach((tell) => tell(true));
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leave());
}

const tracked = new WeakSet<HTMLVideoElement>();

/**
 * Follows one <video> from its first play: a view is its element showing one video (a quality
 * change keeps it; another video, or another element, is a new one). The largest share is told
 * every REPORT_INTERVAL_MS while it grows, and at a pause, the end or the page hiding. An element
 * taken out of the page pauses (the HTML rules), which tells the rest then.
 */
export function trackVideo(video: HTMLVideoElement, reporter: WatchReporter): void {
  if (tracked.has(video)) return;
  tracked.add(video);
  listenForHiding();
  let view = { id: Number(video.dataset.videoId), max: 0, sent: 0, sentAt: 0, sampledAt: -Infinity };

  const tell = (leaving: boolean) => {
    if (!(view.id > 0) || view.max <= view.sent) return;
    reporter.report(view.id, view.max, leaving);
    view.sent = view.max;
    view.sentAt = performance.now();
  };
  const sample = (force: boolean) => {
    const id = Number(video.dataset.videoId);
    if (id !== view.id) {
      tell(false);
      view = { id, max: 0, sent: 0, sentAt: 0, sampledAt: -Infinity };
    }
    const at = performance.now();
    if (!force && at - view.sampledAt < SAMPLE_MS) return;
    view.sampledAt = at;
    const share = playedShare(video);
    if (share <= view.max) return;
    // The first growth starts the clock: a clip watched for less than the interval is told once.
    if (view.max === 0) view.sentAt = at;
    view.max = share;
    if (at - view.sentAt >= REPORT_INTERVAL_MS) tell(false);
  };
  const stop = () => {
    sample(true);
    tell(false);
    if (video.isConnected) return;
    // Gone from the page for good: nothing more to follow.
    open.delete(tell);
    video.removeEventListener('timeupdate', onTime);
    video.removeEventListener('pause', stop);
    video.removeEventListener('ended', stop);
  };
  const onTime = () => sample(false);
  open.add(tell);
  video.addEventListener('timeupdate', onTime);
  video.addEventListener('pause', stop);
  video.addEventListener('ended', stop);
}
