import type { LinkedVideo, RemixSource } from '@promptreel/contract';
import { BadgeCheck, Repeat2 } from 'lucide-react';
import { Link } from '../../../components/link';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/** Stands in a message for an element drawn there (a link), to find where it goes. */
const SLOT = '\u0000';

/** The text before and after the first `slot` (all of it before, when there is none). */
function splitAt(text: string, slot: string): [string, string] {
  const at = text.indexOf(slot);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + slot.length)];
}

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
  // 'Remixed from {video}': the words around the video, wherever the language puts it.
  const from = splitAt(t('remix.remixedFrom', { video: SLOT }), SLOT);
  return (
    <div className="flex flex-col gap-1 text-sm text-muted">
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <Repeat2 aria-hidden="true" className="size-4 shrink-0" />
        {from[0] ? <span>{from[0].trim()}</span> : null}
        {remix.of ? <VideoName video={remix.of} /> : <span>{t('remix.aRemovedVideo')}</span>}
        {from[1] ? <span>{from[1].trim()}</span> : null}
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
