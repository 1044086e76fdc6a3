import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from './audit.repository.js';
import type { ForYouSignals } from './for-you-signals.js';
import { addToDay } from './day-stats.js';
import { authorNotBlockedByOwner } from './visible-comments.js';
import { takeWriteSlot, type WriteSlot } from './write-limits.js';
import type { CommentRemovedBy, Database } from '../db/schema.js';

/** Archives the reports a moderator's removal settles, inside the removal's transaction; returns their ids. */
export type RemovalSettlement = (trx: Transaction<Database>) => Promise<number[]>;

/** How the audit log names a comment: its opening, on one line. */
export function commentLabel(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** Comments written, deleted and removed: each changes the video's `comments_count` in the same transaction. */
export function createCommentWrites(db: Kysely<Database>, signals: ForYouSignals) {
  /** A comment hidden by its video creator's block is out of the count already (blocks.repository.ts). */
  const countComment = async (
    trx: Kysely<Database>,
    videoId: number,
    change: 1 | -1,
    authorId: string,
    at = Date.now(),
  ) => {
    const counted = await trx
      .updateTable('videos')
      .set((eb) => ({ comments_count: eb('comments_count', '+', change) }))
      .where('id', '=', videoId)
      .where(authorNotBlockedByOwner(authorId))
      .executeTakeFirst();
    // The Studio's day moves with the counter (repositories/day-stats.ts).
    if (Number(counted.numUpdatedRows) > 0) await addToDay(trx, videoId, 'comments', change, at);
  };

  return {
    /** A `slot` counts the comment against its rate limit (WriteLimitReached: nothing written). */
    addComment: (videoId: number, authorId: string, body: string, at = Date.now(), slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if (slot) await takeWriteSlot(trx, slot);
        const row = await trx
          .insertInto('comments')
          .values({ video_id: videoId, author_id: authorId, body, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await countComment(trx, videoId, 1, authorId, at);
        await signals.commented(trx, authorId, videoId, at);
        return row.id;
      }),

    /**
     * Deletes a comment only when `authorId` wrote it; returns whether one was deleted. A removed
     * comment left the count when it was removed.
     */
    deleteComment: (id: number, authorId: string) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('comments')
          .where('id', '=', id)
          .where('author_id', '=', authorId)
          .returning(['video_id', 'removed_at'])
          .executeTakeFirst();
        if (!row) return false;
        if (row.removed_at === null) await countComment(trx, row.video_id, -1, authorId);
        return true;
      }),

    /**
     * Hides a comment from all but its author and takes it out of the count; null when it was
     * already hidden. A moderator's removal is a decision and goes into the audit log with it (with
     * the reports it settles, if any), and its number is answered; a creator's is their say over
     * their own video and is kept on the comment alone.
     */
    removeComment: (
      id: number,
      by: CommentRemovedBy,
      byId: string,
      at = Date.now(),
      settles: {
        flagIds?: number[];
        reason?: string | null;
        /** Archives the reports the removal settles, in its transaction; returns their ids. */
        settle?: RemovalSettlement;
      } = {},
    ) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('comments')
          .set({ removed_at: at, removed_by: by, removed_by_id: byId })
          .where('id', '=', id)
          .where('removed_at', 'is', null)
          .returning(['video_id', 'body', 'author_id'])
          .executeTakeFirst();
        if (!row) return null;
        await countComment(trx, row.video_id, -1, row.author_id, at);
        const flagIds = settles.settle ? await settles.settle(trx) : (settles.flagIds ?? []);
        if (by !== 'moderator') return { decisionId: null };
        return {
          decisionId: await recordAudit(trx, {
            actorId: byId,
            action: 'remove_comment',
            targetType: 'comment',
            targetId: String(id),
            targetLabel: commentLabel(row.body),
            videoId: row.video_id,
            reason: settles.reason ?? null,
            flagIds,
            at,
          }),
        };
      }),
  };
}
