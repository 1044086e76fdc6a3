import type { FlagRequest } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { flagUrl, type FlagTarget } from '../utils/flag-target';
import { flagKeys } from './keys';

/** 201 body: the new report's id and the success text shown to the reporter. */
export interface CreateFlagResponse {
  id: number;
  message: string;
}

/**
 * POST /api/videos/:id/flags, /api/comments/:id/flags or /api/profiles/:username/flags. 400 with
 * field texts; 401 not signed in; 403 one's own; 404 gone; 409 'You have already flagged this …';
 * 429 the daily-limit text.
 */
export function createFlag(target: FlagTarget, input: FlagRequest): Promise<CreateFlagResponse> {
  return apiRequest<CreateFlagResponse>(flagUrl(target), { method: 'POST', body: input });
}

export function useCreateFlag(target: FlagTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FlagRequest) => createFlag(target, input),
    // A repeat after a lost answer would only meet 'You have already flagged this …'.
    retry: retryUnlessClientError,
    // Success or refusal, today's count may have moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: flagKeys.limit() }),
  });
}
