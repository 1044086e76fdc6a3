import { VIDEO_LABEL_TEXTS, type VideoCard } from '@promptreel/contract';
import { Badge } from '../../../components/ui/badge';
import { shortenBadge } from '../../../lib/format-text';
import { cn } from '../../../lib/cn';

/**
 * Moderators' labels ('AI disclosure missing', 'Sensitive content', always in full), then category
 * and platform, which the grid shortens when long (the full one stays as a tooltip).
 */
export function VideoBadges({
  video,
  compact = false,
  className,
}: {
  video: Pick<VideoCard, 'categoryLabel' | 'categoryEmoji' | 'platform' | 'labels'>;
  compact?: boolean;
  className?: string;
}) {
  const text = (label: string) => (compact ? shortenBadge(label) : label);
  const title = (label: string) => (compact ? label : undefined);
  const { categoryLabel, categoryEmoji, platform, labels } = video;
  if (!categoryLabel && !platform && !labels.length) return null;
  return (
    <ul aria-label="Labels" className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {labels.map((label) => (
        <li key={label}>
          <Badge tone="warning">{VIDEO_LABEL_TEXTS[label]}</Badge>
        </li>
      ))}
      {categoryLabel ? (
        <li>
          <Badge title={title(categoryLabel)}>
            {categoryEmoji ? <span aria-hidden="true">{categoryEmoji}</span> : null}
            <span className="sr-only">Category: </span>
            {text(categoryLabel)}
          </Badge>
        </li>
      ) : null}
      {platform ? (
        <li>
          <Badge title={title(platform)} tone="accent">
            <span className="sr-only">Made with </span>
            {text(platform)}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
