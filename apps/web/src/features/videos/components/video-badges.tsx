import type { VideoCard, VideoLabel } from '@promptreel/contract';
import { Badge } from '../../../components/ui/badge';
import { categoryName, platformName } from '../../../lib/category-names';
import { shortenBadge } from '../../../lib/format-text';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

/** Moderators' labels as every viewer reads them (the contract's VIDEO_LABEL_TEXTS in British English). */
const LABEL_KEYS = {
  ai_disclosure_missing: 'videos.labelAiDisclosureMissing',
  sensitive: 'videos.labelSensitive',
} as const satisfies Record<VideoLabel, MessageKey>;

/**
 * Moderators' labels ('AI disclosure missing', 'Sensitive content', always in full), then category
 * and platform in the page's language, which the grid shortens when long (the full one stays as a
 * tooltip).
 */
export function VideoBadges({
  video,
  compact = false,
  className,
}: {
  video: Pick<VideoCard, 'categoryLabel' | 'categorySlug' | 'categoryEmoji' | 'platform' | 'platformSlug' | 'labels'>;
  compact?: boolean;
  className?: string;
}) {
  const text = (label: string) => (compact ? shortenBadge(label) : label);
  const title = (label: string) => (compact ? label : undefined);
  const { categoryEmoji, labels } = video;
  const category = video.categoryLabel ? categoryName(video.categorySlug, video.categoryLabel) : null;
  const platform = video.platform ? platformName(video.platformSlug, video.platform) : null;
  if (!category && !platform && !labels.length) return null;
  return (
    <ul aria-label={t('videos.labels')} className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {labels.map((label) => (
        <li key={label}>
          <Badge tone="warning">{t(LABEL_KEYS[label])}</Badge>
        </li>
      ))}
      {category ? (
        <li>
          <Badge title={title(category)}>
            {categoryEmoji ? <span aria-hidden="true">{categoryEmoji}</span> : null}
            <span className="sr-only">{t('videos.categoryPrefix')} </span>
            {text(category)}
          </Badge>
        </li>
      ) : null}
      {platform ? (
        <li>
          <Badge title={title(platform)} tone="accent">
            <span className="sr-only">{t('videos.madeWithPrefix')} </span>
            {text(platform)}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
