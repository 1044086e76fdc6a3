import { POSTER_IMAGE_MAX_BYTES, POSTER_IMAGE_TYPES, type PosterChoice, type VideoDetail } from '@promptreel/contract';
import { apiRequest } from '../../lib/api-client';
import type { MessageKey } from '../../lib/message-keys';

/** What the creator picked for the card's poster: nothing new, a frame's time, or an image. */
export type PosterPick = { kind: 'keep' } | { kind: 'frame'; atMs: number } | { kind: 'image'; file: File | null };

export const KEEP_POSTER: PosterPick = { kind: 'keep' };

/**
 * A preview's box in the video's shape, 16rem high at most and never wider than its column: its
 * width is set (the height follows), so a tall video's preview is narrow rather than cropped.
 */
export const previewBox = (aspectRatio: number) => ({ aspectRatio, width: `min(100%, ${16 * aspectRatio}rem)` });

/** Whether the pick names something to send. */
export const isPosterChange = (pick: PosterPick) =>
  pick.kind === 'frame' || (pick.kind === 'image' && pick.file !== null);

/** The text of what is wrong with an image before it is sent (the server checks its bytes again), or null. */
export function posterImageProblem(file: File): MessageKey | null {
  if (!(POSTER_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'ui.posterWrongType';
  if (file.size > POSTER_IMAGE_MAX_BYTES) return 'ui.posterTooLarge';
  return null;
}

/**
 * Sends the pick: POST /api/videos/:id/poster/frame or …/image. The server answers at once (202)
 * and makes the poster in a job; the card keeps its old poster until it is ready.
 */
export function sendPosterPick(videoId: number, pick: PosterPick): Promise<PosterChoice | null> {
  if (pick.kind === 'frame')
    return apiRequest<PosterChoice>(`/api/videos/${videoId}/poster/frame`, {
      method: 'POST',
      body: { atMs: Math.round(pick.atMs) },
    });
  if (pick.kind === 'image' && pick.file) {
    const body = new FormData();
    body.append('file', pick.file, pick.file.name);
    return apiRequest<PosterChoice>(`/api/videos/${videoId}/poster/image`, { method: 'POST', body });
  }
  return Promise.resolve(null);
}

/**
 * Asks for the video until its poster's address is no longer `before` (the job has made the new
 * one): the video as it then is, or null when it did not change in time.
 */
export async function newPosterOf(
  videoId: number,
  before: string | null,
  { tries = 40, intervalMs = 1500 }: { tries?: number; intervalMs?: number } = {},
): Promise<VideoDetail | null> {
  for (let i = 0; i < tries; i++) {
    await new Promise((resolve) => window.setTimeout(resolve, intervalMs));
    const video = await apiRequest<VideoDetail>(`/api/videos/${videoId}`).catch(() => null);
    if (video && video.posterUrl !== before) return video;
  }
  return null;
}
