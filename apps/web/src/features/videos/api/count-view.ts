import { viewCountSchema, type ViewCount } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';
import { viewSessionId } from '../utils/view-session';

/** POST /api/videos/:id/views — counts the view (once per viewer per half hour) and answers the total. */
export function countView(id: number): Promise<ViewCount> {
  return apiRequest(`/api/videos/${id}/views`, viewCountSchema, {
    method: 'POST',
    body: { sessionId: viewSessionId() },
  });
}
