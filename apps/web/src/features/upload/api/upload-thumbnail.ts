import type { PosterSet } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/videos/:id/thumbnail — the poster captured in the browser. The server keeps it only
 * when it made none itself (no ffmpeg on the machine).
 */
export function uploadThumbnail(videoId: number, jpeg: Blob): Promise<PosterSet> {
  const body = new FormData();
  body.append('file', jpeg, 'thumbnail.jpg');
  return apiRequest<PosterSet>(`/api/videos/${videoId}/thumbnail`, { method: 'POST', body });
}
