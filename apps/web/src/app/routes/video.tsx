import { SearchX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../components/link';
import { BackButton } from '../../components/back-button';
import { QueryError } from '../../components/query-error';
import { buttonStyles } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { paths } from '../../config/paths';
import { PromptPanel } from '../../features/prompt/components/prompt-panel';
import { RemixLineage } from '../../features/remix/components/remix-lineage';
import { RemixesStrip } from '../../features/remix/components/remixes-strip';
import { parseVideoId, useVideo } from '../../features/videos/api/get-video';
import { VideoDetails } from '../../features/videos/components/video-details';
import { VideoDetailsSkeleton } from '../../features/videos/components/video-details-skeleton';
import { videoListOf } from '../../features/videos/api/video-lists';
import { isApiError } from '../../lib/api-error';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { t, withTexts } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { DeferredVideoComments } from '../deferred-video-comments';
import { ListSteps } from '../list-steps';
import { VideoActions } from '../video-actions';
import { VideoPageActions } from '../video-page-actions';
import { useSourceRefreshWhenShown } from '../remix-wiring';

/** Spec: hash #comments scrolls to the comments after 500 ms. */
const COMMENTS_SCROLL_DELAY_MS = 500;

// The viewer's code comes with its first opening, never with the page.
const VideoViewer = lazy(
  withTexts(() => import('../video-viewer').then((module) => ({ default: module.VideoViewer }))),
);

/**
 * /video/{id}: opened from a list on a phone, the full-screen viewer walks that list; otherwise
 * (a wide screen, a shared link, a reload) the video's page.
 */
export function VideoRoute() {
  const id = parseVideoId(useParams().id);
  const list = videoListOf(useLocation().state);
  const phone = useMediaQuery(MOBILE_QUERY);
  if (!list || !phone || id === null)
    return <VideoPage steps={list && id !== null ? <ListSteps list={list} id={id} /> : null} />;
  return (
    <Suspense fallback={<div aria-busy="true" className="fixed inset-0 z-50 bg-black" />}>
      <VideoViewer list={list} id={id} missing={<VideoPage />} />
    </Suspense>
  );
}

/** The video's page; `steps` are Previous / Next through the list it was opened from. */
function VideoPage({ steps = null }: { steps?: React.ReactNode }) {
  const { id: rawId } = useParams();
  const id = parseVideoId(rawId);
  const video = useVideo(id);
  useSourceRefreshWhenShown(video.data);
  const location = useLocation();
  const navigate = useNavigate();

  const notFound = id === null || (isApiError(video.error) && video.error.isNotFound);
  const ready = video.isSuccess;
  useDocumentTitle(
    video.data?.title ?? (notFound ? t('pages.videoNotFound') : video.isError ? t('pages.videoFailed') : null),
  );

  useScrollToHash({ ready, only: ['comments'], delayMs: COMMENTS_SCROLL_DELAY_MS });

  // #prompt opens the prompt side panel; closing it drops the hash (or steps back, if the chip added it).
  const promptOpen = location.hash === '#prompt' && Boolean(video.data?.prompt || video.data?.recipe);
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
        title={t('pages.videoNotFound')}
        description={t('pages.videoNotFoundDetail')}
        action={
          <Link to={paths.home.href()} className={buttonStyles({ variant: 'secondary' })}>
            {t('pages.returnHome')}
          </Link>
        }
      />
    );
  } else if (video.isError) {
    content = (
      <QueryError query={video} headingLevel={1} title={t('pages.videoFailed')} description={video.error.message} />
    );
  } else if (!video.data) {
    content = <VideoDetailsSkeleton />;
  } else {
    content = (
      <>
        <VideoDetails
          video={video.data}
          menu={<VideoActions video={video.data} onDeleted={() => navigate(paths.home.href())} />}
          lineage={video.data.remix ? <RemixLineage remix={video.data.remix} /> : null}
          actions={<VideoPageActions video={video.data} />}
        />
        <RemixesStrip videoId={video.data.id} count={video.data.remixCount} />
        {video.data.prompt || video.data.recipe ? (
          <PromptPanel
            open={promptOpen}
            onOpenChange={(open) => (open ? undefined : closePrompt())}
            video={{
              title: video.data.title,
              prompt: video.data.prompt ?? '',
              platform: video.data.platform,
              categoryLabel: video.data.categoryLabel,
              platformSlug: video.data.platformSlug,
              categorySlug: video.data.categorySlug,
              path: paths.video.href(video.data.id),
              recipe: video.data.recipe,
              fileRecipe: video.data.fileRecipe,
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
        <DeferredVideoComments video={video.data} now={location.hash === '#comments'} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton />
        {steps}
      </div>
      {content}
    </div>
  );
}
