import { type Kysely, sql } from 'kysely';
import type { Database, FlagStatus } from '../db/schema.js';

/**
 * How many items (a video, a comment, a person) the reports with these statuses are grouped under
 * on the desk, which is what its tabs' counts say: the key is the one `groupKey` in
 * shaping/report-groups.ts groups them by (a target gone since is told apart by its label and when
 * it was decided).
 */
export const countFlagGroups = (db: Kysely<Database>, statuses: FlagStatus[]) =>
  db
    .selectFrom('video_flags')
    .select(
      sql<string | number>`count(distinct case
        when target_type = 'comment' then 'c' || coalesce(cast(comment_id as text), '')
        when target_type = 'profile' then case when profile_id is not null then 'p' || profile_id
          else 'q' || coalesce(target_label, '') || '-' || coalesce(cast(reviewed_at as text), '') end
        else case when video_id is not null then 'v' || cast(video_id as text)
          else 't' || coalesce(video_title, '') || '-' || coalesce(cast(reviewed_at as text), '') end
      end)`.as('n'),
    )
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
