import { MESSAGES } from '@promptreel/contract';
import { SearchX } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { BackButton } from '../../components/back-button';
import { QueryError } from '../../components/query-error';
import { buttonStyles } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { FlagVideoAction } from '../../features/flags/components/flag-video-action';
import { PromptPanel } from '../../features/prompt/components/prompt-panel';
import { parseVideoId, useVideo } from '../../features/videos/api/get-video';
import { VideoDetails } from '../../features/videos/components/video-details';
import { VideoDetailsSkeleton } from '../../features/videos/components/video-details-skeleton';
import { isApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { VideoActions } from '../video-actions';
import { VideoComments } from '../video-comments';

/** Spec: hash #comments scrolls to the comments after 500 ms. */
const COMMENTS_SCROLL_DELAY_MS = 500;

export function VideoRoute() {
  const { id: rawId } = useParams();
  const id = parseVideoId(rawId);
  const video = useVideo(id);
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();

  const notFound = id === null || (isApiError(video.error) && video.error.isNotFound);
  const ready = video.isSuccess;
  useDocumentTitle(
    video.data?.title ?? (notFound ? MESSAGES.videoNotFound : video.isError ? 'Failed to load video' : null),
  );

  useScrollToHash({ ready, only: ['comments'], delayMs: COMMENTS_SCROLL_DELAY_MS });

  // #prompt opens the prompt side panel; closing it drops the hash (or steps back, if the chip added it).
  const promptOpen = location.hash === '#prompt' && Boolean(video.data?.prompt);
  const closePrompt = () => {
    if ((location.state as { promptPanel?: string } | null)?.promptPanel === 'in-page') navigate(-1);
    else
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
  };

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
      <QueryError query={video} headingLevel={1} title="Failed to load video" description={video.error.message} />
    );
  } else if (!video.data) {
    content = <VideoDetailsSkeleton />;
  } else {
    content = (
      <>
        <VideoDetails
          video={video.data}
          menu={<VideoActions video={video.data} onDeleted={() => navigate(paths.home.href())} />}
          actions={
            <FlagVideoAction
              videoId={video.data.id}
              videoTitle={video.data.title}
              durationMs={video.data.durationMs}
              isOwned={video.data.isOwned}
              signedIn={user === undefined ? undefined : user !== null}
            />
          }
        />
        {video.data.prompt ? (
          <PromptPanel
            open={promptOpen}
            onOpenChange={(open) => (open ? undefined : closePrompt())}
            video={{
              title: video.data.title,
              prompt: video.data.prompt,
              platform: video.data.platform,
              categoryLabel: video.data.categoryLabel,
              path: paths.video.href(video.data.id),
            }}
            onCloseAutoFocus={(event) => {
              // Back to the prompt chip, which opened it (or is where it lives, after a #prompt link).
              const chip = document.querySelector<HTMLElement>('#prompt a, #prompt');
              if (chip) {
                event.preventDefault();
                chip.focus({ preventScroll: true });
              }
            }}
          />
        ) : null}
        <VideoComments video={video.data} />
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
