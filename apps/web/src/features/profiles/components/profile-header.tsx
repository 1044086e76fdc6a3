import type { PublicProfile } from '@promptreel/contract';
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { Avatar } from '../../../components/ui/avatar';
import { richText } from '../../../components/ui/rich-text';
import { paths } from '../../../config/paths';
import { groupDigits } from '../../../lib/format-text';
import { toIsoString } from '../../../lib/format-time';
import { t } from '../../../lib/i18n';
import { useTimeFormat } from '../../../lib/render-clock';
import { formatJoined } from '../utils/profile-format';
import { SocialLinkList } from './social-link-list';

/** '3 followers': a count's words around its number, drawn in bold wherever the language puts it. */
const countWords = (key: 'profiles.followers' | 'profiles.following', count: number) =>
  richText(key, { shown: <span>{groupDigits(count)}</span> }, { count });

const countLink =
  'rounded-md text-sm text-muted underline-offset-2 hover:text-fg hover:underline [&>span]:font-semibold [&>span]:text-fg';

/**
 * Avatar, @username, bio, location, 'Joined Month YYYY', follower counts (links to the lists) and
 * social icon links. `actions` is the slot for the Follow button (hidden on your own profile).
 */
export function ProfileHeader({ profile, actions }: { profile: PublicProfile; actions?: ReactNode }) {
  const time = useTimeFormat();
  return (
    <section aria-labelledby="profile-name" className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <Avatar
          src={profile.avatarUrl}
          username={profile.username}
          size="xl"
          alt={t('profiles.avatarOf', { username: profile.username })}
          loading="eager"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 pt-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 id="profile-name" className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere">
              @{profile.username}
            </h1>
            {actions}
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 tabular-nums">
            <Link to={paths.followers.href(profile.username)} className={countLink}>
              {countWords('profiles.followers', profile.followers)}
            </Link>
            <Link to={paths.following.href(profile.username)} className={countLink}>
              {countWords('profiles.following', profile.following)}
            </Link>
          </div>
        </div>
      </div>
      {profile.bio ? <p className="break-words whitespace-pre-line">{profile.bio}</p> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        {profile.location ? (
          <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('profiles.locationPrefix')} </span>
            {profile.location}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={toIsoString(profile.joinedAt)}>{formatJoined(profile.joinedAt, time)}</time>
        </span>
      </div>
      <SocialLinkList links={profile.socialLinks} />
    </section>
  );
}
