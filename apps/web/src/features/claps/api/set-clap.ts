import type { ClapState } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT (clap) or DELETE (remove the clap) /api/videos/:id/clap → the state after the change. */
export function setClap(videoId: number, clapped: boolean): Promise<ClapState> {
  return apiRequest<ClapState>(`/api/videos/${videoId}/clap`, { method: clapped ? 'PUT' : 'DELETE' });
}
