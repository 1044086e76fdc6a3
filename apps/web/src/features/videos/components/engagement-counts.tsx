import { AppLink } from '../../../components/app-link';
import { HandHeart, MessageCircle } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { compactCount } from '../../../lib/format-text';
import { t } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';

const pill = 'inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm text-muted tabular-nums';

/** Clap count, display only until claps arrive: the number is shown, '5 claps' is read. */
export function ClapCount({ count, className }: { count: number; className?: string }) {
  return (
    <span className={cn(pill, className)}>
      <HandHeart aria-hidden="true" className="size-5" />
      <span aria-hidden="true">{compactCount(count)}</span>
      <span className="sr-only">{t('videos.clapCount', { count })}</span>
    </span>
  );
}

/**
 * Comment count; on cards it links to the video's comments. The link is named by what it shows
 * ('1.2k comments'): a separate label with the exact number would leave the visible '1.2k' out of
 * the name (WCAG 2.5.3).
 */
export function CommentCount({ count, videoId, className }: { count: number; videoId?: number; className?: string }) {
  if (videoId === undefined) {
    return (
      <span className={cn(pill, className)}>
        <MessageCircle aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{compactCount(count)}</span>
        <span className="sr-only">{t('videos.commentCount', { count })}</span>
      </span>
    );
  }
  return (
    <Tooltip label={t('videos.comments')}>
      <AppLink
        to={paths.video.href(videoId, 'comments')}
        className={cn(pill, 'hover:bg-subtle hover:text-fg', className)}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {compactCount(count)}
        <span className="sr-only"> {t('videos.commentNoun', { count })}</span>
      </AppLink>
    </Tooltip>
  );
}
