import { AppLink } from '../../../components/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';
import type { VideoCard as VideoCardData } from '@promptreel/contract';
import { formatCardTime, formatDate, toIsoString } from '../../../lib/format-time';
import { useTimeFormat } from '../../../lib/render-clock';
import { cn } from '../../../lib/cn';

/** Avatar, @username (linked to the profile) and when the video was posted. */
export function CreatorLine({
  username,
  avatarUrl,
  channel,
  createdAt,
  timeText,
  size = 'sm',
  className,
}: {
  username: string | null;
  avatarUrl: string | null;
  /** '@username', '@[Deleted User]' or '@unknown'. */
  channel: string;
  createdAt: string;
  timeText: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const time = useTimeFormat();
  const who = (
    <>
      <Avatar src={avatarUrl} username={username} size={size} alt="" />
      {/* A handle's direction is its own: in right-to-left text the '@' stays before the name. */}
      <span dir="auto" className="truncate">
        {channel}
      </span>
    </>
  );
  return (
    <div className={cn('flex min-w-0 items-center gap-2 text-sm', className)}>
      {username ? (
        <AppLink
          to={paths.profile.href(username)}
          className="flex min-w-0 items-center gap-2 rounded-full pe-1 font-semibold hover:underline"
        >
          {who}
        </AppLink>
      ) : (
        <span className="flex min-w-0 items-center gap-2 font-semibold">{who}</span>
      )}
      <span aria-hidden="true" className="text-muted">
        ·
      </span>
      <time dateTime={toIsoString(createdAt)} title={formatDate(createdAt, time)} className="shrink-0 text-muted">
        {timeText}
      </time>
    </div>
  );
}

/** A card's creator line: the video's owner and its age as cards tell it ('3h', '2 Jan'). */
export function CardCreatorLine({ video }: { video: VideoCardData }) {
  const time = useTimeFormat();
  return (
    <CreatorLine
      username={video.ownerUsername}
      avatarUrl={video.ownerAvatarUrl}
      channel={video.channel}
      createdAt={video.createdAt}
      timeText={formatCardTime(video.createdAt, time)}
    />
  );
}
