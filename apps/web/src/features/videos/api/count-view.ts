import type { ViewCount } from '@promptreel/contract';
import { apiRequest } from '../../../lib/api-client';
import { viewSessionId } from '../../../lib/view-session';
import { viewSource } from '../../../lib/view-source';

/**
 * POST /api/videos/:id/views — counts the view (once per viewer per half hour) and answers the
 * total; the source (where the viewer was, lib/view-source.ts) goes to the creator's Studio.
 */
export function countView(id: number): Promise<ViewCount> {
  return apiRequest<ViewCount>(`/api/videos/${id}/views`, {
    method: 'POST',
    body: { sessionId: viewSessionId(), source: viewSource() },
  });
}
