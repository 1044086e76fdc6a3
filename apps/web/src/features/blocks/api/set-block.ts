import type { BlockState, MuteState } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast-context';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { blockKeys } from './keys';

/** PUT (block) or DELETE (unblock) /api/profiles/:username/block → { blocked }. */
export function setBlock(username: string, blocked: boolean): Promise<BlockState> {
  return apiRequest<BlockState>(`/api/profiles/${encodeURIComponent(username)}/block`, {
    method: blocked ? 'PUT' : 'DELETE',
  });
}

/** PUT (mute) or DELETE (unmute) /api/profiles/:username/mute → { muted }. */
export function setMute(username: string, muted: boolean): Promise<MuteState> {
  return apiRequest<MuteState>(`/api/profiles/${encodeURIComponent(username)}/mute`, {
    method: muted ? 'PUT' : 'DELETE',
  });
}

export type HiddenChange = { kind: 'block'; on: boolean } | { kind: 'mute'; on: boolean };

/**
 * Block, unblock, mute or unmute someone. On success the settings lists are read again and
 * `onChanged` hears of it (the caller refreshes what the change hides or shows: feeds, comments,
 * the profile); a refusal is shown as a notice with the server's words.
 */
export function useSetHidden(onChanged?: (username: string, change: HiddenChange) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ username, change }: { username: string; change: HiddenChange }) => {
      if (change.kind === 'block') await setBlock(username, change.on);
      else await setMute(username, change.on);
      return { username, change };
    },
    onSuccess: ({ username, change }) => {
      void queryClient.invalidateQueries({ queryKey: blockKeys.all });
      onChanged?.(username, change);
    },
    onError: (error) =>
      toast({ title: error instanceof Error ? error.message : t('blocks.somethingWentWrong'), variant: 'error' }),
  });
}
