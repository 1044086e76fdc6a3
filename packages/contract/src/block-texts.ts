// No zod here: the profile page's menu needs these words, not the blocks' schemas (blocks.ts).

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
  blockedAccounts: 'Blocked accounts',
  mutedAccounts: 'Muted accounts',
  noneBlocked: "You haven't blocked anyone.",
  noneMuted: "You haven't muted anyone.",
  unblockButton: 'Unblock',
  unmuteButton: 'Unmute',
} as const;
