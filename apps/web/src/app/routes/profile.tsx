import { useParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { useProfile } from '../../features/profiles/api/get-profile';
import { UserNotFound } from '../../features/profiles/components/user-not-found';
import { ProfileHeader } from '../../features/profiles/components/profile-header';
import { ProfileHeaderSkeleton } from '../../features/profiles/components/profile-header-skeleton';
import { ProfileTabs } from '../../features/profiles/components/profile-tabs';
import { isApiError } from '../../lib/api-error';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { profileActivityPanels } from '../profile-activity';
import { ProfileBlockMenu } from '../profile-block-menu';
import { ProfileFlagButton } from '../profile-flag-button';
import { ProfileFollowButton } from '../profile-follow-button';
import { ProfileModerateButton } from '../profile-moderate-button';

export { CollectionRoute } from './collection';

/** /u/{username}: the creator profile with Follow and the Uploads/Claps/Comments tabs. */
export function ProfileRoute() {
  const username = useParams().username ?? '';
  const profile = useProfile(username);
  const notFound = isApiError(profile.error) && profile.error.isNotFound;
  useDocumentTitle(notFound ? t('pages.userNotFound') : `@${profile.data?.username ?? username}`);

  if (notFound) {
    return <UserNotFound username={username} />;
  }
  if (profile.isError) {
    return (
      <QueryError
        query={profile}
        headingLevel={1}
        title={t('pages.profileFailed')}
        description={profile.error.message}
      />
    );
  }
  if (!profile.data) return <ProfileHeaderSkeleton />;

  return (
    <div className="flex flex-col gap-8">
      <ProfileHeader
        profile={profile.data}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ProfileFollowButton profile={profile.data} />
            <ProfileBlockMenu profile={profile.data} />
            <ProfileModerateButton profile={profile.data} />
            <ProfileFlagButton profile={profile.data} />
          </div>
        }
      />
      <ProfileTabs username={profile.data.username} panels={profileActivityPanels(profile.data.username)} />
    </div>
  );
}
