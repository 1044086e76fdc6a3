import type { PutRecipeRequest, VideoDetail } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/videos/:id/recipe — the upload form's recipe, once its upload is a video. */
export function putRecipe(id: number, recipe: PutRecipeRequest['recipe']): Promise<VideoDetail> {
  return apiRequest<VideoDetail>(`/api/videos/${id}/recipe`, { method: 'PUT', body: { recipe } });
}
