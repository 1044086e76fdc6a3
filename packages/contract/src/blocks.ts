import { z } from 'zod/mini';

/** PUT/DELETE /api/profiles/:username/block → whether the viewer now blocks them. */
export const blockStateSchema = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** PUT/DELETE /api/profiles/:username/mute → whether the viewer now mutes them. */
export const muteStateSchema = z.object({ muted: z.boolean() });
export type MuteState = z.infer<typeof muteStateSchema>;

/** Someone the viewer has blocked or muted (settings), newest first. */
export const hiddenAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  /** ISO timestamp of the block or mute. */
  since: z.string(),
});
export type HiddenAccount = z.infer<typeof hiddenAccountSchema>;

/** GET /api/me/blocks, GET /api/me/mutes. */
export const hiddenAccountsResponseSchema = z.object({ items: z.array(hiddenAccountSchema) });
export type HiddenAccountsResponse = z.infer<typeof hiddenAccountsResponseSchema>;

/** How the signed-in viewer and a profile stand (on another's profile, for a signed-in viewer). */
export const viewerRelationSchema = z.object({
  /** The viewer has blocked them. */
  blocked: z.boolean(),
  /** They have blocked the viewer. */
  blockedBy: z.boolean(),
  /** The viewer has muted them. */
  muted: z.boolean(),
});
export type ViewerRelation = z.infer<typeof viewerRelationSchema>;

/** What the profile menu and the settings lists say (loaded with those pages only). */
export const BLOCK_TEXTS = {
  moreActions: (username: string) => `More actions for @${username}`,
  block: (username: string) => `Block @${username}`,
  unblock: (username: string) => `Unblock @${username}`,
  mute: (username: string) => `Mute @${username}`,
  unmute: (username: string) => `Unmute @${username}`,
  blockTitle: (username: string) => `Block @${username}?`,
  blockConfirm: 'Block',
  blockExplained: (username: string) =>
    `@${username} will not be able to follow you or comment on your videos, and you will stop following each other. You will not see their videos or comments.`,
  blocked: (username: string) => `You have blocked @${username}`,
  unblocked: (username: string) => `You have unblocked @${username}`,
  muted: (username: string) => `You have muted @${username}`,
  unmuted: (username: string) => `You have unmuted @${username}`,
  failed: 'Something went wrong. Please try again.',
  settingsSection: 'Blocked and muted accounts',
  settingsIntro:
    'Blocked accounts cannot follow you or comment on your videos. Videos and comments of blocked and muted accounts are hidden from you.',
  blockedAccounts: 'Blocked accounts',
  mutedAccounts: 'Muted accounts',
  noneBlocked: "You haven't blocked anyone.",
  noneMuted: "You haven't muted anyone.",
  unblockButton: 'Unblock',
  unmuteButton: 'Unmute',
} as const;
