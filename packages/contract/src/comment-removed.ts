// No zod here: the page that shows a comment needs these words, not the comment schemas (whose
// module would bring zod into the page's first load: engagement.ts).

/** In place of a removed comment, for its author. */
export const COMMENT_REMOVED = {
  creator: 'Removed by the creator',
  moderator: 'Removed by a moderator',
} as const;
