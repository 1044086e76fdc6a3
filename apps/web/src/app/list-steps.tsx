import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { useViewerKeys } from '../features/viewer/hooks/use-viewer-keys';
import type { VideoListRef } from '../features/videos/api/video-lists';
import { t } from '../lib/i18n';
import { rememberLastShown } from '../lib/viewer-return';
import { useListVideos } from './use-list-videos';

/**
 * Previous / Next on a wide screen's video page opened from a list (also ArrowUp / ArrowDown and
 * k / j): the list's neighbours, in its order, the next page fetched as the end nears. The address
 * is replaced, so Back returns to the list, at the card of the last video shown.
 */
export function ListSteps({ list, id }: { list: VideoListRef; id: number }) {
  const { videos = [], loadMore } = useListVideos(list);
  const navigate = useNavigate();
  const { state } = useLocation();
  const index = videos.findIndex((video) => video.id === id);
  const previous = index > 0 ? videos[index - 1] : undefined;
  const next = index >= 0 ? videos[index + 1] : undefined;
  const nearEnd = index >= 0 && index >= videos.length - 2;

  useEffect(() => {
    if (index >= 0) rememberLastShown(id);
  }, [index, id]);
  useEffect(() => {
    if (nearEnd) loadMore();
  }, [nearEnd, loadMore]);

  // Where the last step went, known at once: the router commits the page a moment after the
  // address changes, and a second key pressed meanwhile must step from the new video, not the old.
  const at = useRef(id);
  useEffect(() => {
    at.current = id;
  }, [id]);
  const step = (by: 1 | -1) => {
    const from = videos.findIndex((video) => video.id === at.current);
    const to = from >= 0 ? videos[from + by] : undefined;
    if (!to) return;
    at.current = to.id;
    void navigate(paths.video.href(to.id), { replace: true, state, preventScrollReset: false });
  };
  useViewerKeys({ previous: () => step(-1), next: () => step(1) });

  if (index < 0) return null;
  return (
    <nav aria-label={t('app.videosInList')} className="flex gap-2">
      <Button variant="secondary" size="sm" disabled={!previous} onClick={() => step(-1)}>
        <ChevronUp aria-hidden="true" className="size-4" />
        {t('app.previousVideo')}
      </Button>
      <Button variant="secondary" size="sm" disabled={!next} onClick={() => step(1)}>
        <ChevronDown aria-hidden="true" className="size-4" />
        {t('app.nextVideo')}
      </Button>
    </nav>
  );
}
