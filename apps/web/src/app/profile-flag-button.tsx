import type { PublicProfile } from '@promptreel/contract';
import { useCurrentUser } from '../features/auth/api/get-me';
import { FlagProfileAction } from '../features/flags/components/flag-profile-action';

/** 'Flag profile' on someone else's profile (a visitor is asked to log in); none on one's own. */
export function ProfileFlagButton({ profile }: { profile: PublicProfile }) {
  const user = useCurrentUser();
  if (profile.isSelf || (user && user.id === profile.id)) return null;
  return <FlagProfileAction username={profile.username} signedIn={user === undefined ? undefined : user !== null} />;
}
