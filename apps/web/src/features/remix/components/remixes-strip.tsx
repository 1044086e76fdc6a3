import { posterSrcSet } from '@promptreel/contract';
import { Film } from 'lucide-react';
import { Link } from '../../../components/link';
import { LoadMore } from '../../../components/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useRemixes } from '../api/get-remixes';

/** 'Remixes (n)': a row of a video's remixes, newest first, each a poster and title leading to it; 'Load more' for the rest. */
export function RemixesStrip({ videoId, count }: { videoId: number; count: number }) {
  const remixes = useRemixes(videoId, count > 0);
  if (count === 0) return null;
  return (
    <section aria-labelledby="remixes-heading" className="flex flex-col gap-3">
      <h2 id="remixes-heading" className="text-lg font-bold">
        {t('remix.heading', { count })}
      </h2>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {remixes.data
          ? remixes.data.pages
              .flatMap((page) => page.items)
              .map((video) => (
                <li key={video.id} className="w-36 shrink-0 snap-start">
                  <Link to={paths.video.href(video.id)} className="group flex flex-col gap-1.5">
                    <div className="flex aspect-[9/16] items-center justify-center overflow-hidden rounded-xl bg-media">
                      {video.posterUrl ? (
                        <img
                          src={video.posterUrl}
                          srcSet={posterSrcSet(video.posterVariants)}
                          sizes="144px"
                          alt=""
                          loading="lazy"
                          className="size-full object-cover"
                        />
                      ) : (
                        <Film aria-hidden="true" className="size-6 text-white/60" />
                      )}
                    </div>
                    <span className="line-clamp-2 text-sm font-semibold group-hover:underline">{video.title}</span>
                    <span className="truncate text-xs text-muted">{video.channel}</span>
                  </Link>
                </li>
              ))
          : Array.from({ length: Math.min(count, 4) }, (_, i) => (
              <li key={i} className="w-36 shrink-0">
                <Skeleton className="aspect-[9/16] rounded-xl" />
              </li>
            ))}
      </ul>
      <LoadMore
        hasMore={remixes.hasNextPage}
        loading={remixes.isFetchingNextPage}
        onLoadMore={() => void remixes.fetchNextPage()}
        auto={false}
      />
    </section>
  );
}
