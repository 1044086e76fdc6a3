import { RotateCw, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { paths } from '../../config/paths';
import { useProfile } from '../../features/profiles/api/get-profile';
import { ProfileHeader } from '../../features/profiles/components/profile-header';
import { ProfileHeaderSkeleton } from '../../features/profiles/components/profile-header-skeleton';
import { ProfileTabs } from '../../features/profiles/components/profile-tabs';
import { isApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { profileActivityPanels } from '../profile-activity';
import { ProfileFollowButton } from '../profile-follow-button';

/** /u/{username}: the creator profile (spec section 2) with Follow and the Uploads/Claps/Comments tabs. */
export function ProfileRoute() {
  const username = useParams().username ?? '';
  const profile = useProfile(username);
  const notFound = isApiError(profile.error) && profile.error.isNotFound;
  useDocumentTitle(notFound ? 'User not found' : `@${profile.data?.username ?? username}`);

  if (notFound) {
    return (
      <StatusMessage
        headingLevel={1}
        icon={<UserX aria-hidden="true" />}
        title="User not found"
        description={`There is no creator called @${username} on Promptreel.`}
        action={
          <Link to={paths.home.href()} className={buttonStyles({ variant: 'secondary' })}>
            Return to Home
          </Link>
        }
      />
    );
  }
  if (profile.isError) {
    return (
      <StatusMessage
        tone="error"
        headingLevel={1}
        title="Failed to load profile"
        description={profile.error.message}
        action={
          <Button variant="secondary" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        }
      />
    );
  }
  if (!profile.data) return <ProfileHeaderSkeleton />;

  return (
    <div className="flex flex-col gap-8">
      <ProfileHeader profile={profile.data} actions={<ProfileFollowButton profile={profile.data} />} />
      <ProfileTabs username={profile.data.username} panels={profileActivityPanels(profile.data.username)} />
    </div>
  );
}
