import { FINISHED_SHARE } from '@promptreel/contract';
import { apiSend } from '../../../lib/api-client';
import { FINISHED_STORAGE_KEY, finishedThisSession } from '../../../lib/finished-videos';
import { viewSessionId } from '../../../lib/view-session';

/** Enough for a long session; the oldest give way first. */
const MAX_FINISHED = 500;

/**
 * POST /api/videos/:id/watched → 204: the largest share of this view played so far. Kept alive, so
 * a report sent as the page hides still arrives; the session cookie and the same-origin request are
 * what the server's write check looks at, so no header is missing from it. A visitor names the
 * session id its view was counted under (lib/view-session.ts), so the share joins that view.
 */
export function sendWatched(videoId: number, share: number, sessionId?: string): Promise<void> {
  return apiSend(`/api/videos/${videoId}/watched`, { method: 'POST', body: { share, sessionId }, keepalive: true });
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
 * Where one view's share goes: to the server (a signed-in viewer's for For You's ranking, anyone's
 * for the creator's statistics); a visitor's finished videos are also kept in this browser session
 * (For You leaves those out).
 */
export function reportWatch(videoId: number, share: number, signedIn: boolean): void {
  void sendWatched(videoId, share, signedIn ? undefined : viewSessionId()).catch(() => undefined); // a lost report is no error
  if (!signedIn && share >= FINISHED_SHARE) rememberFinished(videoId);
}
