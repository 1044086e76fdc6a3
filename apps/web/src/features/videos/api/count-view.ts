import { viewCountSchema, type ViewCount } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/videos/:id/views — counts one view and answers the new total. */
export function countView(id: number): Promise<ViewCount> {
  return apiRequest(`/api/videos/${id}/views`, viewCountSchema, { method: 'POST' });
}
