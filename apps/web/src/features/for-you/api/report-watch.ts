import { FINISHED_SHARE } from '@promptreel/contract';
import { apiSend } from '../../../lib/api-client';
import { FINISHED_STORAGE_KEY, finishedThisSession } from '../../../lib/finished-videos';

/** Enough for a long session; the oldest give way first. */
const MAX_FINISHED = 500;

/**
 * POST /api/videos/:id/watched → 204: the largest share of this view played so far. Kept alive, so
 * a report sent as the page hides still arrives; the session cookie and the same-origin request are
 * what the server's write check looks at, so no header is missing from it.
 */
export function sendWatched(videoId: number, share: number): Promise<void> {
  return apiSend(`/api/videos/${videoId}/watched`, { method: 'POST', body: { share }, keepalive: true });
}

/** Keeps a video a visitor watched to the end, for this browser session (lib/finished-videos.ts). */
export function rememberFinished(videoId: number): void {
  const ids = finishedThisSession();
  if (ids.includes(videoId)) return;
  try {
    sessionStorage.setItem(FINISHED_STORAGE_KEY, JSON.stringify([...ids, videoId].slice(-MAX_FINISHED)));
  } catch {
    // No storage: nothing is kept.
  }
}

/**
 * Where one view's share goes: a signed-in viewer's to the server (For You's ranking and the
 * creator's statistics); a visitor's stays in this browser session, where only whether the video
 * was watched to the end is kept (For You leaves those out).
 */
export function reportWatch(videoId: number, share: number, signedIn: boolean): void {
  if (signedIn)
    void sendWatched(videoId, share).catch(() => undefined); // a lost report is no error
  else if (share >= FINISHED_SHARE) rememberFinished(videoId);
}
