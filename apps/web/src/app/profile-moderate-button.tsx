import type { PublicProfile } from '@promptreel/contract';
import { ModerateUserButton } from '../features/admin/components/moderate-user-button';
import { useCurrentUser } from '../features/auth/api/get-me';

/** 'Moderate @name' on someone else's profile, for admins only (the server checks the role again). */
export function ProfileModerateButton({ profile }: { profile: PublicProfile }) {
  const me = useCurrentUser();
  if (!me?.isAdmin || profile.isSelf) return null;
  return <ModerateUserButton userId={profile.id} username={profile.username} />;
}
