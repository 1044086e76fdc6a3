import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const thumbnailResponseSchema = z.object({ posterUrl: z.string() });

/**
 * POST /api/videos/:id/thumbnail — the poster captured in the browser. The server keeps it only
 * when it made none itself (no ffmpeg on the machine).
 */
export function uploadThumbnail(videoId: number, jpeg: Blob): Promise<{ posterUrl: string }> {
  const body = new FormData();
  body.append('file', jpeg, 'thumbnail.jpg');
  return apiRequest(`/api/videos/${videoId}/thumbnail`, thumbnailResponseSchema, { method: 'POST', body });
}
