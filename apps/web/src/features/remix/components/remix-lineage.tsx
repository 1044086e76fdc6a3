import type { LinkedVideo, RemixSource } from '@promptreel/contract';
import { BadgeCheck, Repeat2 } from 'lucide-react';
import { Link } from '../../../components/link';
import { richText } from '../../../components/ui/rich-text';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

function VideoName({ video }: { video: LinkedVideo }) {
  return (
    <Link to={paths.video.href(video.id)} className="font-semibold text-fg underline-offset-2 hover:underline">
      {video.username ? t('remix.byTitle', { username: video.username, title: video.title }) : video.title}
    </Link>
  );
}

/**
 * 'Remixed from @x · {title}' ('a removed video' once it is gone), with 'Verified remix' when the
 * file's Content Credentials prove it, and the chain's first video when that is another.
 */
export function RemixLineage({ remix }: { remix: RemixSource }) {
  const video = remix.of ? <VideoName video={remix.of} /> : <span>{t('remix.aRemovedVideo')}</span>;
  return (
    <div className="flex flex-col gap-1 text-sm text-muted">
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <Repeat2 aria-hidden="true" className="size-4 shrink-0" />
        {/* 'Remixed from {video}': the video wherever the language puts it, the words around it in spans. */}
        {richText('remix.remixedFrom', { video }).map((part, index) =>
          typeof part !== 'string' ? part : part ? <span key={index}>{part.trim()}</span> : null,
        )}
        {remix.verified ? (
          <span
            title={t('remix.verifiedHint')}
            className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-soft-fg"
          >
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('remix.verified')}
          </span>
        ) : null}
      </p>
      {remix.root ? (
        <p className="ps-5.5">
          {t('remix.chainStartedBy')} <VideoName video={remix.root} />
        </p>
      ) : null}
    </div>
  );
}
