import { z } from 'zod/mini';
import { viewerRelationSchema } from './blocks.js';
import { LIMITS } from './limits.js';
import { USERNAME_PATTERN, USERNAME_TEXTS } from './messages.js';
import { SOCIAL_PLATFORMS } from './social-platforms.js';
import { isSafeSocialHandle, multiLineString, oneLineString, SOCIAL_HANDLE_MESSAGE } from './text.js';

export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export type SocialPlatform = z.infer<typeof socialPlatformSchema>;

export const socialLinkSchema = z.object({ platform: socialPlatformSchema, handle: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** profiles_public plus counts: never an e-mail or another private field. */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  location: z.nullable(z.string()),
  /** ISO timestamp; shown as 'Joined Month YYYY'. */
  joinedAt: z.string(),
  followers: z.int(),
  following: z.int(),
  socialLinks: z.array(socialLinkSchema),
  /** Whether the signed-in viewer follows this profile (false for visitors and for oneself). */
  isFollowing: z.boolean(),
  /** True when the viewer is looking at their own profile. */
  isSelf: z.boolean(),
  /** Blocks and mutes between the signed-in viewer and this profile (absent for visitors and oneself). */
  viewer: z.optional(viewerRelationSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The signed-in user's own editable profile (GET/PATCH /api/profile). */
export const ownProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  location: z.nullable(z.string()),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

const optionalText = (max: number, label: string, lines: 'one' | 'many') =>
  z.pipe(
    z.optional(
      z.nullable(
        (lines === 'one' ? oneLineString() : multiLineString()).check(
          z.maxLength(max, `${label} must be at most ${max} characters`),
        ),
      ),
    ),
    z.transform((v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim())),
  );

/** A username's rules, wherever one is chosen: settings, sign-up, the availability check. */
export const usernameSchema = oneLineString({ error: USERNAME_TEXTS.required }).check(
  z.trim(),
  z.minLength(1, USERNAME_TEXTS.required),
  z.maxLength(LIMITS.usernameMax, USERNAME_TEXTS.tooLong),
  z.regex(USERNAME_PATTERN, USERNAME_TEXTS.characters),
);

/** GET /api/usernames/:username — whether it is free (compared case-insensitively); a broken rule is a 400. */
export const usernameAvailabilitySchema = z.object({ available: z.boolean() });
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

export const updateProfileRequestSchema = z.object({
  username: usernameSchema,
  location: optionalText(LIMITS.locationMax, 'Location', 'one'),
  bio: optionalText(LIMITS.bioMax, 'Bio', 'many'),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const socialLinksRequestSchema = z.object({
  links: z
    .array(
      z.object({
        platform: socialPlatformSchema,
        handle: oneLineString().check(
          z.trim(),
          z.maxLength(200, 'Handle must be at most 200 characters'),
          z.refine(isSafeSocialHandle, SOCIAL_HANDLE_MESSAGE),
        ),
      }),
    )
    .check(z.maxLength(SOCIAL_PLATFORMS.length)),
});
export type SocialLinksRequest = z.infer<typeof socialLinksRequestSchema>;

export const socialLinksResponseSchema = z.object({ links: z.array(socialLinkSchema) });
export type SocialLinksResponse = z.infer<typeof socialLinksResponseSchema>;

export const deleteAccountRequestSchema = z.object({
  confirm: z.literal('DELETE', { error: "Please type 'DELETE' to confirm account deletion" }),
});
