import type { Kysely } from 'kysely';
import { createClapQueries } from './clap-queries.js';
import { createCommentReads } from './comment-reads.js';
import { createCommentWrites } from './comment-writes.js';
import { createFollowQueries } from './follow-queries.js';
import type { ForYouSignals } from './for-you-signals.js';
import type { Database } from '../db/schema.js';

export { COMMENT_KEY } from './comment-reads.js';
export { commentLabel, type RemovalSettlement } from './comment-writes.js';
export { FOLLOW_KEY } from './follow-queries.js';

/**
 * Claps, comments and follows. Each write changes the video's counter in the same transaction,
 * so claps_count and comments_count always equal the real counts (of comments shown to all),
 * and tells For You of it (`signals`).
 */
export function createEngagementRepository(db: Kysely<Database>, signals: ForYouSignals) {
  return {
    ...createClapQueries(db, signals),
    ...createCommentWrites(db, signals),
    ...createCommentReads(db),
    ...createFollowQueries(db, signals),
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
