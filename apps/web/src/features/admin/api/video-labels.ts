import type { DecisionNote, StandingDecision, VideoLabel, VideoLabelsResponse } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchVideoInQueries } from '../../../lib/video-cache';
import { adminKeys } from './keys';

/** Adding a label needs its reason and the guideline; taking one off may give a reason. */
export type LabelChange =
  { label: VideoLabel; add: StandingDecision } | { label: VideoLabel; add?: undefined; remove: DecisionNote };

/**
 * PUT (with the reason and section) or DELETE /api/admin/videos/:id/labels/:label. The answer's
 * labels go into every cached copy of the video (cards and its page); the desk's log is read again.
 */
export function useVideoLabelChange(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LabelChange) =>
      apiRequest<VideoLabelsResponse>(`/api/admin/videos/${videoId}/labels/${change.label}`, {
        method: change.add ? 'PUT' : 'DELETE',
        body: change.add ?? change.remove,
      }),
    onSuccess: ({ labels }) => {
      patchVideoInQueries(queryClient, videoId, { labels });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
