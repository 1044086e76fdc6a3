import { VIDEO_LABELS, type VideoLabel } from '@promptreel/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordAudit, type AuditRecord } from './audit.repository.js';

/** The labels' column text for the cards: comma-separated, in VIDEO_LABELS order. */
async function rewriteCardLabels(trx: Transaction<Database>, videoId: number): Promise<VideoLabel[]> {
  const rows = await trx.selectFrom('video_labels').select('label').where('video_id', '=', videoId).execute();
  const labels = VIDEO_LABELS.filter((l) => rows.some((r) => r.label === l));
  await trx
    .updateTable('videos')
    .set({ labels: labels.join(',') })
    .where('id', '=', videoId)
    .execute();
  return labels;
}

/** Moderators' labels on videos (migration 0022): each written with its audit entry, together. */
export function createVideoLabelsRepository(db: Kysely<Database>) {
  return {
    /** Puts a label on; null when the video already has it. */
    add: (videoId: number, label: VideoLabel, audit: AuditRecord) =>
      db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('video_labels')
          .select('label')
          .where('video_id', '=', videoId)
          .where('label', '=', label)
          .executeTakeFirst();
        if (taken) return null;
        const decisionId = await recordAudit(trx, audit);
        const inserted = await trx
          .insertInto('video_labels')
          .values({ video_id: videoId, label, decision_id: decisionId, created_at: audit.at })
          .onConflict((oc) => oc.columns(['video_id', 'label']).doNothing())
          .returning('label')
          .executeTakeFirst();
        // Another moderator's same label won the race: this decision did not happen.
        if (!inserted) {
          await trx.deleteFrom('audit_log').where('id', '=', decisionId).execute();
          return null;
        }
        return { decisionId, labels: await rewriteCardLabels(trx, videoId) };
      }),

    /** Takes a label off; null when the video does not have it. */
    remove: (videoId: number, label: VideoLabel, audit: AuditRecord) =>
      db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('video_labels')
          .where('video_id', '=', videoId)
          .where('label', '=', label)
          .returning('label')
          .executeTakeFirst();
        if (!gone) return null;
        await recordAudit(trx, audit);
        return rewriteCardLabels(trx, videoId);
      }),

    /** Takes off the label a decision put on (an overturned appeal); false when it is no longer there. */
    removeByDecision: (decisionId: number) =>
      db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('video_labels')
          .where('decision_id', '=', decisionId)
          .returning('video_id')
          .executeTakeFirst();
        if (!gone) return false;
        await rewriteCardLabels(trx, gone.video_id);
        return true;
      }),
  };
}

export type VideoLabelsRepository = ReturnType<typeof createVideoLabelsRepository>;
