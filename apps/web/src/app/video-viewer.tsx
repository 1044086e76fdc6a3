import type { VideoCard } from '@promptreel/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGoBack } from '../components/back-button';
import { paths } from '../config/paths';
import { VerticalViewer } from '../features/viewer/components/vertical-viewer';
import type { VideoListRef } from '../features/videos/api/video-lists';
import { useCountViews } from '../features/videos/hooks/use-count-view';
import { useDocumentTitle } from '../lib/use-document-title';
import { rememberLastShown } from '../lib/viewer-return';
import { useListVideos } from './use-list-videos';
import { ViewerOverlay } from './viewer-overlay';

/**
 * Double-tap claps (never un-claps): it presses the clip's own Clap button, visitors' included, while
 * it is not pressed. Found by its place (viewer-overlay.tsx), not by its name, which is in the
 * viewer's language.
 */
const clapOnDoubleTap = (slide: HTMLElement) =>
  slide.querySelector<HTMLButtonElement>('[data-clap-slot] button[aria-pressed="false"]')?.click();

/**
 * The viewer over the list a video was opened from (a phone's way to watch): the address follows
 * the video on screen, replaced rather than pushed, so Back and the close button return to the list,
 * at the card of the last video shown. `missing` (the video's page) is shown when the video is not
 * in that list or the list cannot be fetched.
 */
export function VideoViewer({ list, id, missing }: { list: VideoListRef; id: number; missing: React.ReactNode }) {
  const { videos, loadMore, failed } = useListVideos(list);
  const navigate = useNavigate();
  const location = useLocation();
  const start = useRef<number | null>(null);
  if (start.current === null && videos) start.current = videos.findIndex((video) => video.id === id);
  useDocumentTitle(videos?.find((video) => video.id === id)?.title ?? null);
  const countViews = useCountViews();

  const shownId = useRef(id);
  const onShow = useCallback(
    (video: VideoCard) => {
      rememberLastShown(video.id);
      if (video.id === shownId.current) return;
      shownId.current = video.id;
      void navigate(paths.video.href(video.id), { replace: true, state: location.state, preventScrollReset: true });
    },
    [navigate, location.state],
  );
  const onClose = useGoBack();
  // Its last clip was taken out ('Not interested' and the like): back to the list.
  const emptied = start.current !== null && start.current >= 0 && videos?.length === 0;
  useEffect(() => {
    if (emptied) onClose();
  }, [emptied, onClose]);

  if (failed || (start.current !== null && start.current < 0)) return <>{missing}</>;
  if (start.current === null || !videos) return <div aria-busy="true" className="fixed inset-0 z-50 bg-black" />;
  return (
    <VerticalViewer
      videos={videos}
      startIndex={start.current}
      onShow={onShow}
      onNearEnd={loadMore}
      onClose={onClose}
      onDoubleTap={clapOnDoubleTap}
      onFirstPlay={(video) => countViews(video.id)}
      overlay={(video, active) => <ViewerOverlay video={video} active={active} />}
    />
  );
}
