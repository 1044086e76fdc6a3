import type { VideoVisibility } from '@promptreel/contract';
import { Badge } from '../../../components/ui/badge';
import { activeLocale, t } from '../../../lib/i18n';

/** A scheduled time as its owner reads it, in their own zone and language ('8 Dec 2026, 09:00'). */
const formatSchedule = (iso: string): string =>
  new Date(iso).toLocaleString(activeLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * 'Unlisted' or 'Scheduled for …' on the video's page. Lists show only public videos to others; the
 * cards carry no badge, so its words stay off every first load.
 */
export function VisibilityBadge({
  visibility,
  publishAt,
}: {
  visibility: Exclude<VideoVisibility, 'public'>;
  publishAt: string | null | undefined;
}) {
  return (
    <Badge tone="accent">
      {visibility === 'scheduled'
        ? t('videos.scheduledFor', { when: publishAt ? formatSchedule(publishAt) : '' })
        : t('videos.unlisted')}
    </Badge>
  );
}
