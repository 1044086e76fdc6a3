// Free of zod: only the server sends these texts (the browser shows whatever message a refusal
// carries), so nothing here should ever reach the web app's first load.

export const BLOCK_REFUSALS = {
  cannotBlockSelf: 'You cannot block yourself',
  cannotMuteSelf: 'You cannot mute yourself',
  /** A blocked person's comment on the blocker's video: says no more than needed. */
  cannotComment: "You can't comment on this video.",
  /** A blocked person following the blocker. */
  cannotFollow: "You can't follow this account.",
  /** A blocked person remixing the blocker's video. */
  cannotRemix: "You can't remix this video.",
  /** The blocker following the person they blocked. */
  unblockToFollow: (username: string) => `Unblock @${username} to follow them.`,
} as const;
