// No zod here: the settings page needs these words, not the blocks' schemas (blocks.ts).

/** What the settings page says of the blocked and muted lists (loaded with that page only). */
export const BLOCK_TEXTS = {
  settingsSection: 'Blocked and muted accounts',
  settingsIntro:
    'Blocked accounts cannot follow you or comment on your videos. Videos and comments of blocked and muted accounts are hidden from you.',
} as const;
