import type { VideoDetail } from '@promptreel/contract';
import { lazy, Suspense, useRef } from 'react';
import { CommentsPlaceholder } from '../features/comments/components/comments-placeholder';
import { useNearOrIdle } from '../lib/use-near-or-idle';
import { withTexts } from '../lib/i18n';

const VideoComments = lazy(
  withTexts(() => import('./video-comments').then((module) => ({ default: module.VideoComments }))),
);

/**
 * The video page's comments, below the player: their code, list, box and live updates start when
 * the section is on screen or the page has settled (at once for a #comments link), not with the
 * takeover of the server's markup, which is what a slow phone waits on before a tap is answered.
 */
export function DeferredVideoComments({ video, now }: { video: Pick<VideoDetail, 'id' | 'isOwned'>; now: boolean }) {
  const placeholder = useRef<HTMLElement>(null);
  const ready = useNearOrIdle(placeholder, now);
  const standIn = <CommentsPlaceholder ref={placeholder} />;
  if (!ready) return standIn;
  return (
    <Suspense fallback={standIn}>
      <VideoComments video={video} />
    </Suspense>
  );
}
