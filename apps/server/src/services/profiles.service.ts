import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable } from 'node:stream';
import {
  LIMITS,
  MESSAGES,
  type OwnProfile,
  type PublicProfile,
  type SessionUser,
  type SocialLink,
  type SocialLinksRequest,
  type UsernameAvailability,
  type updateProfileRequestSchema,
  REFUSAL_MESSAGES,
  type ViewerRelation,
} from '@promptreel/contract';
import type { z } from 'zod';
import type { EventBus } from '../bus/event-bus.js';
import { Conflict, Internal, Invalid, NotFound, TooLarge, Unauthenticated } from '../errors.js';
import { NotAnImageError, toAvatarWebp } from '../images/avatar-image.js';
import type { AccountLifecycleRepository } from '../repositories/accounts-lifecycle.repository.js';
import type { ProfilesRepository, SocialProfilesRepository } from '../repositories/profiles.repository.js';
import type { Storage } from '../storage/storage.js';
import { usernameBaseFromName, usernameCandidates } from '../rules/usernames.js';

type UpdateProfileInput = z.output<typeof updateProfileRequestSchema>;

/**
 * An e-mail sign-up in progress, with the username it asked for (routes/auth.routes.ts checks it
 * first) or none: the profile made for its user takes that name, or one made from the display name.
 */
const emailSignUp = new AsyncLocalStorage<{ username: string | null }>();

export function createProfilesService(deps: {
  profiles: ProfilesRepository;
  social: SocialProfilesRepository;
  lifecycle: AccountLifecycleRepository;
  storage: Storage;
  bus: EventBus;
  adminEmails: string[];
  isFollowing: (followerId: string, followingId: string) => Promise<boolean>;
  /** Blocks and mutes between a signed-in viewer and another person. */
  relation?: (viewerId: string, otherId: string) => Promise<ViewerRelation>;
  /** Refuses a suspended or banned account what others would see (services/account-standing.service.ts). */
  assertCanWrite: (userId: string) => Promise<void>;
}) {
  const { profiles, social, lifecycle, storage, bus, adminEmails } = deps;
  const avatarUrl = (key: string | null) => (key ? storage.publicPath('avatars', key) : null);

  /**
   * A new user's profile: the username the sign-up chose; otherwise (a Google sign-in, which then
   * offers to change it, or an API client's sign-up naming none) one made from the display name,
   * never from the e-mail, whose local part would leak the address.
   */
  async function createForNewUser(user: { id: string; email: string; name?: string | null }): Promise<void> {
    if (await profiles.findById(user.id)) return;
    const signUp = emailSignUp.getStore();
    const base = usernameBaseFromName(user.name ?? '');
    // Another sign-up may take the chosen name after the check: the next candidates then follow
    // (the name can be changed in settings).
    const candidates = (function* () {
      if (signUp?.username) yield signUp.username;
      yield* usernameCandidates(base);
    })();
    for (const candidate of candidates) {
      if (await profiles.isUsernameTaken(candidate)) continue;
      try {
        await profiles.insert({
          id: user.id,
          username: candidate,
          is_admin: adminEmails.includes(user.email.toLowerCase()) ? 1 : 0,
          created_at: Date.now(),
        });
        return;
      } catch (err) {
        // Another sign-up took the name between the check and the insert: try the next one.
        if (!(await profiles.isUsernameTaken(candidate))) throw err;
      }
    }
  }

  /** The first line of every action on one's own profile: signed in, and the account still there. */
  async function requireLive(viewerId: string | null) {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    const p = await profiles.findById(viewerId);
    if (!p || p.deleted_at != null) throw Unauthenticated(MESSAGES.logInRequired);
    return p;
  }

  const toOwn = (p: NonNullable<Awaited<ReturnType<ProfilesRepository['findById']>>>): OwnProfile => ({
    id: p.id,
    username: p.username,
    avatarUrl: avatarUrl(p.avatar_url),
    bio: p.bio,
    location: p.location,
  });

  /**
   * Whether the account is an admin now (granted in the database or by ADMIN_EMAILS): one read,
   * two for an account that is not an admin in the database while ADMIN_EMAILS is set.
   */
  async function isAdmin(id: string): Promise<boolean> {
    const p = await profiles.findById(id);
    if (!p || p.deleted_at != null) return false;
    if (p.is_admin === 1) return true;
    if (adminEmails.length === 0) return false;
    const email = await profiles.emailOf(id);
    return email != null && adminEmails.includes(email.toLowerCase());
  }

  return {
    createForNewUser,

    /** The signed-in user as the browser sees it; null when the profile is deleted. */
    async sessionUser(id: string): Promise<SessionUser | null> {
      let p = await profiles.findById(id);
      const facts = await profiles.signInFactsOf(id);
      if (!p && facts) {
        // The profile hook failed at sign-up (it runs after the user row): make it now.
        await createForNewUser({ id, email: facts.email });
        p = await profiles.findById(id);
      }
      if (!p || !facts || p.deleted_at != null) return null;
      const { email } = facts;
      return {
        id: p.id,
        username: p.username,
        avatarUrl: avatarUrl(p.avatar_url),
        email,
        isAdmin: p.is_admin === 1 || adminEmails.includes(email.toLowerCase()),
        hasPassword: await profiles.hasPasswordAccount(id),
        twoFactorEnabled: facts.twoFactorEnabled,
        sensitiveContent: p.sensitive_choice,
        locale: p.locale,
      };
    },

    isAdmin,

    /**
     * Runs a sign-up that chose its username (its rules checked by the caller): refused when the
     * name is taken; otherwise the profile made for the new user takes it.
     */
    async signUpAs<T>(username: string | null, signUp: () => Promise<T>): Promise<T> {
      if (username !== null && (await profiles.isUsernameTaken(username)))
        throw Conflict(REFUSAL_MESSAGES.usernameTaken);
      return emailSignUp.run({ username }, signUp);
    },

    /** Whether a username is free, compared case-insensitively (the caller checked its rules). */
    async usernameAvailability(username: string): Promise<UsernameAvailability> {
      return { available: !(await profiles.isUsernameTaken(username)) };
    },

    async isDeleted(id: string): Promise<boolean> {
      const p = await profiles.findById(id);
      return p?.deleted_at != null;
    },

    async refuseSignIn(userId: string): Promise<string | null> {
      const p = await profiles.findById(userId);
      return p?.deleted_at != null ? MESSAGES.accountDeleted : null;
    },

    hasPassword: (userId: string) => profiles.hasPasswordAccount(userId),

    async publicProfile(username: string, viewerId: string | null = null): Promise<PublicProfile> {
      const p = await profiles.findLiveByUsername(username);
      if (!p) throw NotFound(REFUSAL_MESSAGES.userNotFound);
      // A ban hides the account with its content; admins still reach it, to lift the ban.
      if (p.banned_at != null && !(viewerId && (await isAdmin(viewerId))))
        throw NotFound(REFUSAL_MESSAGES.userNotFound);
      const isSelf = viewerId === p.id;
      const other = viewerId && !isSelf ? viewerId : null;
      const [followers, following, links, isFollowing, viewer] = await Promise.all([
        profiles.countFollowers(p.id),
        profiles.countFollowing(p.id),
        social.list(p.id),
        other ? deps.isFollowing(other, p.id) : Promise.resolve(false),
        other && deps.relation ? deps.relation(other, p.id) : Promise.resolve(undefined),
      ]);
      return {
        id: p.id,
        username: p.username,
        avatarUrl: avatarUrl(p.avatar_url),
        bio: p.bio,
        location: p.location,
        joinedAt: new Date(p.created_at).toISOString(),
        followers,
        following,
        socialLinks: links,
        isFollowing,
        isSelf,
        ...(viewer ? { viewer } : {}),
      };
    },

    /** fn_public_social_links: anyone may read a live profile's links. */
    async publicSocialLinks(username: string): Promise<SocialLink[]> {
      const p = await profiles.findLiveByUsername(username);
      if (!p || p.banned_at != null) throw NotFound(REFUSAL_MESSAGES.userNotFound);
      return social.list(p.id);
    },

    async ownProfile(viewerId: string | null): Promise<OwnProfile> {
      return toOwn(await requireLive(viewerId));
    },

    async updateProfile(viewer: string | null, read: () => UpdateProfileInput): Promise<OwnProfile> {
      const viewerId = (await requireLive(viewer)).id;
      await deps.assertCanWrite(viewerId);
      const input = read();
      if (await profiles.isUsernameTaken(input.username, viewerId)) {
        throw Conflict(REFUSAL_MESSAGES.usernameTaken);
      }
      try {
        await profiles.update(viewerId, { username: input.username, location: input.location, bio: input.bio });
      } catch (err) {
        if (await profiles.isUsernameTaken(input.username, viewerId)) throw Conflict(REFUSAL_MESSAGES.usernameTaken);
        throw err;
      }
      await bus.publish(`profile:${viewerId}`, { type: 'profile-updated', profileId: viewerId });
      return toOwn((await profiles.findById(viewerId))!);
    },

    /**
     * Checks, resizes and stores a new avatar, then removes the old file. The upload is read only
     * once the viewer may set one.
     */
    async setAvatar(viewer: string | null, readBytes: () => Promise<Buffer>): Promise<OwnProfile> {
      const before = await requireLive(viewer);
      const viewerId = before.id;
      await deps.assertCanWrite(viewerId);
      const bytes = await readBytes();
      if (bytes.length >= LIMITS.avatarMaxBytes) throw TooLarge(MESSAGES.imageTooLarge);
      let webp: Buffer;
      try {
        webp = await toAvatarWebp(bytes);
      } catch (err) {
        if (err instanceof NotAnImageError) throw Invalid(MESSAGES.imageOnly);
        throw err;
      }
      const key = `${viewerId}/${Date.now()}.webp`;
      await storage.put('avatars', key, Readable.from(webp));
      await profiles.update(viewerId, { avatar_url: key });
      if (before.avatar_url && before.avatar_url !== key) await storage.delete('avatars', before.avatar_url);
      await bus.publish(`profile:${viewerId}`, { type: 'profile-updated', profileId: viewerId });
      return toOwn((await profiles.findById(viewerId))!);
    },

    async ownSocialLinks(viewer: string | null): Promise<SocialLink[]> {
      return social.list((await requireLive(viewer)).id);
    },

    /** Blank handles are not saved; one handle per platform (the first); the order is kept. */
    async saveSocialLinks(viewer: string | null, read: () => SocialLinksRequest): Promise<SocialLink[]> {
      const viewerId = (await requireLive(viewer)).id;
      await deps.assertCanWrite(viewerId);
      const request = read();
      const seen = new Set<string>();
      const links = request.links
        .map((l) => ({ platform: l.platform, handle: l.handle.trim() }))
        .filter((l) => l.handle !== '' && !seen.has(l.platform) && seen.add(l.platform));
      await social.replace(viewerId, links);
      return social.list(viewerId);
    },

    async deleteAccount(viewer: string | null, confirm: () => unknown): Promise<void> {
      const before = await requireLive(viewer);
      confirm();
      const viewerId = before.id;
      let exportKeys: string[];
      try {
        exportKeys = await lifecycle.deleteAccount(viewerId, Date.now());
      } catch (err) {
        // One transaction: nothing of the account changed, so the user can simply try again.
        throw Internal(REFUSAL_MESSAGES.deleteProfileFailed, err);
      }
      if (before.avatar_url) await storage.delete('avatars', before.avatar_url);
      // Their data ZIPs hold their address: gone now, not when the links would have expired.
      for (const key of exportKeys) await storage.delete('exports', key).catch(() => undefined);
      await bus.publish(`profile:${viewerId}`, { type: 'profile-deleted', profileId: viewerId });
    },

    /** Ends every session of a deleted account (called when one of them shows up again). */
    endSessionsOfDeleted: (userId: string) => lifecycle.endSessions(userId),

    /** True once for a session that an account deletion ended: that device is told why it is signed out. */
    endedByDeletion: (sessionToken: string) => lifecycle.takeEndedSession(sessionToken, Date.now()),
  };
}
