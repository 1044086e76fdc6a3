import { MESSAGES } from '@promptreel/contract';
import { RotateCw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { BackButton } from '../../components/back-button';
import { Button, buttonStyles } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { paths } from '../../config/paths';
import { parseVideoId, useVideo } from '../../features/videos/api/get-video';
import { VideoDetails } from '../../features/videos/components/video-details';
import { VideoDetailsSkeleton } from '../../features/videos/components/video-details-skeleton';
import { isApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';

/** Spec: hash #comments scrolls to the comments after 500 ms. */
const COMMENTS_SCROLL_DELAY_MS = 500;

export function VideoRoute() {
  const { id: rawId } = useParams();
  const id = parseVideoId(rawId);
  const video = useVideo(id);
  const { hash } = useLocation();
  const [promptHighlighted, setPromptHighlighted] = useState(false);

  const notFound = id === null || (isApiError(video.error) && video.error.isNotFound);
  const ready = video.isSuccess;
  useDocumentTitle(
    video.data?.title ?? (notFound ? MESSAGES.videoNotFound : video.isError ? 'Failed to load video' : null),
  );

  useScrollToHash({
    ready,
    only: ['prompt'],
    onTarget: (element) => {
      element.focus({ preventScroll: true });
      setPromptHighlighted(true);
    },
  });
  useScrollToHash({ ready, only: ['comments'], delayMs: COMMENTS_SCROLL_DELAY_MS });

  let content;
  if (notFound) {
    content = (
      <StatusMessage
        headingLevel={1}
        icon={<SearchX aria-hidden="true" />}
        title={MESSAGES.videoNotFound}
        description={MESSAGES.videoNotFoundDetail}
        action={
          <Link to={paths.home.href()} className={buttonStyles({ variant: 'secondary' })}>
            Return to Home
          </Link>
        }
      />
    );
  } else if (video.isError) {
    content = (
      <StatusMessage
        tone="error"
        headingLevel={1}
        title="Failed to load video"
        description={video.error.message}
        action={
          <Button variant="secondary" onClick={() => void video.refetch()} disabled={video.isFetching}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        }
      />
    );
  } else if (!video.data) {
    content = <VideoDetailsSkeleton />;
  } else {
    content = (
      <>
        <VideoDetails video={video.data} promptHighlighted={promptHighlighted && hash === '#prompt'} />
        {/* Comments (list, box, realtime refresh) fill this section in a later issue. */}
        <section id="comments" aria-labelledby="comments-heading" className="scroll-mt-20 border-t border-line pt-6">
          <h2 id="comments-heading" className="text-lg font-semibold">
            Comments
          </h2>
        </section>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <BackButton />
      {content}
    </div>
  );
}
