import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/videos/:id/thumbnail — the poster captured in the browser. The server keeps it only
 * when it made none itself (no ffmpeg on the machine).
 */
export function uploadThumbnail(videoId: number, jpeg: Blob): Promise<{ posterUrl: string }> {
  const body = new FormData();
  body.append('file', jpeg, 'thumbnail.jpg');
  return apiRequest<{ posterUrl: string }>(`/api/videos/${videoId}/thumbnail`, { method: 'POST', body });
}
