import type { VideoDetail } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  isPosterChange,
  KEEP_POSTER,
  newPosterOf,
  sendPosterPick,
  type PosterPick,
} from '../../../components/poster/poster-pick';
import { t } from '../../../lib/i18n';
import { patchVideoInQueries } from '../../../lib/video-cache';
import { ownerMessage } from '../utils/edit-texts';

/**
 * The Edit dialog's poster: the pick, its sending (saved on its own, like captions), and, once the
 * server has queued it, a look every moment and a half until the new poster is there; then every
 * cached copy of the video shows it (the card kept its old poster meanwhile).
 */
export function usePosterEditor(video: VideoDetail) {
  const queryClient = useQueryClient();
  const [pick, setPick] = useState<PosterPick>(KEEP_POSTER);
  const [status, setStatus] = useState('');
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const send = useMutation({
    mutationFn: (chosen: PosterPick) => sendPosterPick(video.id, chosen),
    onSuccess: async (answer) => {
      if (!answer) return;
      setStatus(t('videoOwner.posterPending'));
      setPick(KEEP_POSTER);
      const made = await newPosterOf(video.id, answer.posterUrl);
      if (!made) return;
      patchVideoInQueries(queryClient, video.id, { posterUrl: made.posterUrl, posterVariants: made.posterVariants });
      if (alive.current) setStatus(t('videoOwner.posterReady'));
    },
  });

  return {
    pick,
    setPick: (next: PosterPick) => {
      send.reset();
      setPick(next);
    },
    status,
    canSave: isPosterChange(pick) && !send.isPending,
    saving: send.isPending,
    failure: send.error ? ownerMessage(send.error.message) : null,
    save: () => send.mutate(pick),
  };
}
