import { type LinkedVideo, REMIX_TEXTS, type RemixSource } from '@promptreel/contract';
import { BadgeCheck, Repeat2 } from 'lucide-react';
import { Link } from '../../../components/link';
import { paths } from '../../../config/paths';

function VideoName({ video }: { video: LinkedVideo }) {
  return (
    <Link to={paths.video.href(video.id)} className="font-semibold text-fg underline-offset-2 hover:underline">
      {video.username ? `@${video.username} · ` : ''}
      {video.title}
    </Link>
  );
}

/**
 * 'Remixed from @x · {title}' ('a removed video' once it is gone), with 'Verified remix' when the
 * file's Content Credentials prove it, and the chain's first video when that is another.
 */
export function RemixLineage({ remix }: { remix: RemixSource }) {
  return (
    <div className="flex flex-col gap-1 text-sm text-muted">
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <Repeat2 aria-hidden="true" className="size-4 shrink-0" />
        <span>{REMIX_TEXTS.remixedFrom}</span>
        {remix.of ? <VideoName video={remix.of} /> : <span>{REMIX_TEXTS.aRemovedVideo}</span>}
        {remix.verified ? (
          <span
            title={REMIX_TEXTS.verifiedHint}
            className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-soft-fg"
          >
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {REMIX_TEXTS.verified}
          </span>
        ) : null}
      </p>
      {remix.root ? (
        <p className="pl-5.5">
          {REMIX_TEXTS.chainStartedBy} <VideoName video={remix.root} />
        </p>
      ) : null}
    </div>
  );
}
