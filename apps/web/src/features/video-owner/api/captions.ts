import type { CaptionLanguage, VideoDetail } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { patchVideoInQueries } from '../../../lib/video-cache';
import { videoOwnerKeys } from './keys';

const captionsUrl = (id: number, language: CaptionLanguage) => `/api/videos/${id}/captions/${language}`;

/** PUT /api/videos/:id/captions/:language — owner only; replaces that language's file. */
export function putCaptions(id: number, language: CaptionLanguage, vtt: string): Promise<VideoDetail> {
  return apiRequest<VideoDetail>(captionsUrl(id, language), { method: 'PUT', body: { vtt } });
}

/** DELETE /api/videos/:id/captions/:language — owner only. */
export function deleteCaptions(id: number, language: CaptionLanguage): Promise<void> {
  return apiSend(captionsUrl(id, language), { method: 'DELETE' });
}

/**
 * Adding and removing captions, each saved at once; the video's cached copies (its page, the edit
 * dialog's) take the new list, so the player offers it without a reload.
 */
export function useCaptionChanges(video: VideoDetail) {
  const queryClient = useQueryClient();
  const show = (captions: VideoDetail['captions']) => {
    const change: Partial<VideoDetail> = { captions };
    patchVideoInQueries(queryClient, video.id, change);
    queryClient.setQueryData<VideoDetail>(videoOwnerKeys.editable(video.id), (old) => old && { ...old, captions });
  };
  const add = useMutation({
    mutationFn: ({ language, vtt }: { language: CaptionLanguage; vtt: string }) => putCaptions(video.id, language, vtt),
    retry: retryUnlessClientError,
    onSuccess: (saved) => show(saved.captions),
  });
  const remove = useMutation({
    mutationFn: (language: CaptionLanguage) => deleteCaptions(video.id, language),
    retry: retryUnlessClientError,
    onSuccess: (_none, language) => {
      const current = queryClient.getQueryData<VideoDetail>(videoOwnerKeys.editable(video.id)) ?? video;
      show(current.captions.filter((c) => c.language !== language));
    },
  });
  return { add, remove };
}
