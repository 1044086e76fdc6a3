import type { SessionUser } from '@promptreel/contract';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';

export function createProfilesService(deps: { profiles: ProfilesRepository; adminEmails: string[] }) {
  const { profiles } = deps;
  return {
    /** The signed-in user as the browser sees it; null when the profile is gone or deleted. */
    async sessionUser(id: string): Promise<SessionUser | null> {
      const p = await profiles.findById(id);
      if (!p || p.deleted_at != null) return null;
      return { id: p.id, username: p.username, avatarUrl: p.avatar_url, isAdmin: p.is_admin === 1 };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
