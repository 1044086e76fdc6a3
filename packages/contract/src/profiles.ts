import { z } from 'zod';
import { LIMITS } from './limits.js';
import { isSafeSocialHandle, multiLineString, oneLineString, SOCIAL_HANDLE_MESSAGE } from './text.js';

export const SOCIAL_PLATFORMS = ['twitter', 'instagram', 'youtube', 'website'] as const;
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export type SocialPlatform = z.infer<typeof socialPlatformSchema>;

export const socialLinkSchema = z.object({ platform: socialPlatformSchema, handle: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** profiles_public plus counts: never an e-mail or another private field. */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  /** ISO timestamp; shown as 'Joined Month YYYY'. */
  joinedAt: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  socialLinks: z.array(socialLinkSchema),
  /** Whether the signed-in viewer follows this profile (false for visitors and for oneself). */
  isFollowing: z.boolean(),
  /** True when the viewer is looking at their own profile. */
  isSelf: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The signed-in user's own editable profile (GET/PATCH /api/profile). */
export const ownProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

const optionalText = (max: number, label: string, lines: 'one' | 'many') =>
  (lines === 'one' ? oneLineString() : multiLineString())
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const updateProfileRequestSchema = z.object({
  username: oneLineString()
    .trim()
    .min(1, 'Username is required')
    .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
    .regex(USERNAME_PATTERN, 'Username may use letters, numbers, dots, dashes and underscores only'),
  location: optionalText(LIMITS.locationMax, 'Location', 'one'),
  bio: optionalText(LIMITS.bioMax, 'Bio', 'many'),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const socialLinksRequestSchema = z.object({
  links: z
    .array(
      z.object({
        platform: socialPlatformSchema,
        handle: oneLineString()
          .trim()
          .max(200, 'Handle must be at most 200 characters')
          .refine(isSafeSocialHandle, SOCIAL_HANDLE_MESSAGE),
      }),
    )
    .max(SOCIAL_PLATFORMS.length),
});
export type SocialLinksRequest = z.infer<typeof socialLinksRequestSchema>;

export const socialLinksResponseSchema = z.object({ links: z.array(socialLinkSchema) });
export type SocialLinksResponse = z.infer<typeof socialLinksResponseSchema>;

export const deleteAccountRequestSchema = z.object({
  confirm: z.literal('DELETE', { error: "Please type 'DELETE' to confirm account deletion" }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
