import type { ViewCount } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';
import { viewSessionId } from '../../../lib/view-session';

/** POST /api/videos/:id/views — counts the view (once per viewer per half hour) and answers the total. */
export function countView(id: number): Promise<ViewCount> {
  return apiRequest<ViewCount>(`/api/videos/${id}/views`, {
    method: 'POST',
    body: { sessionId: viewSessionId() },
  });
}
