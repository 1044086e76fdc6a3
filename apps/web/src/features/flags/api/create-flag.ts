import type { FlagRequest } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { flagKeys } from './keys';

/** 201 body: the new report's id and the success text shown to the reporter. */
export interface CreateFlagResponse {
  id: number;
  message: string;
}

/**
 * POST /api/videos/:id/flags. 400 with field texts; 401 not signed in; 403 own video;
 * 409 'You have already flagged this video'; 429 the daily-limit text.
 */
export function createFlag(videoId: number, input: FlagRequest): Promise<CreateFlagResponse> {
  return apiRequest<CreateFlagResponse>(`/api/videos/${videoId}/flags`, { method: 'POST', body: input });
}

export function useCreateFlag(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FlagRequest) => createFlag(videoId, input),
    // A repeat after a lost answer would only meet 'You have already flagged this video'.
    retry: retryUnlessClientError,
    // Success or refusal, today's count may have moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: flagKeys.limit() }),
  });
}
