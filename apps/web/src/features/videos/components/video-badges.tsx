import type { VideoCard } from '@promptreel/contract';
import { Badge } from '../../../components/ui/badge';
import { shortenBadge } from '../../../lib/format-text';
import { cn } from '../../../lib/cn';

/** Category and platform labels. The grid shortens long labels (the full one stays as a tooltip). */
export function VideoBadges({
  video,
  compact = false,
  className,
}: {
  video: Pick<VideoCard, 'categoryLabel' | 'categoryEmoji' | 'platform'>;
  compact?: boolean;
  className?: string;
}) {
  const text = (label: string) => (compact ? shortenBadge(label) : label);
  const { categoryLabel, categoryEmoji, platform } = video;
  if (!categoryLabel && !platform) return null;
  return (
    <ul aria-label="Labels" className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {categoryLabel ? (
        <li>
          <Badge title={compact ? categoryLabel : undefined}>
            {categoryEmoji ? <span aria-hidden="true">{categoryEmoji}</span> : null}
            <span className="sr-only">Category: </span>
            {text(categoryLabel)}
          </Badge>
        </li>
      ) : null}
      {platform ? (
        <li>
          <Badge title={compact ? platform : undefined} tone="accent">
            <span className="sr-only">Made with </span>
            {text(platform)}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
