import type { FlagGroup } from '@promptreel/contract';
import type { ModerationRepository } from '../repositories/moderation.repository.js';
import { provenanceOf } from './video-card.js';

type ReportRow = Awaited<ReturnType<ModerationRepository['listFlags']>>[number];

/** Public addresses of stored pictures, or null where there is none. */
export interface PicturePaths {
  avatar(key: string | null): string | null;
  poster(key: string | null): string | null;
}

/**
 * The key reports are grouped under: their target's id while it exists, else its label (or title)
 * and when it was decided. repositories/flag-groups.ts counts the desk's tabs by the same key.
 */
function groupKey(r: ReportRow): string {
  if (r.target_type === 'comment') return `c${r.comment_id}`;
  if (r.target_type === 'profile')
    return r.profile_id != null ? `p${r.profile_id}` : `q${r.target_label}-${r.reviewed_at}`;
  return r.video_id != null ? `v${r.video_id}` : `t${r.video_title}-${r.reviewed_at}`;
}

/** A reported comment's group, with the comment in context while it and its video exist. */
function commentGroup(r: ReportRow, label: string, paths: PicturePaths): FlagGroup['target'] {
  return {
    type: 'comment',
    id: r.comment_id!,
    label,
    comment:
      r.comment_body != null && r.comment_author_id != null && r.video_id != null
        ? {
            body: r.comment_body,
            author: {
              id: r.comment_author_id,
              username: r.comment_author_username ?? '@unknown',
              avatarUrl: paths.avatar(r.comment_author_avatar ?? null),
            },
            removed: r.comment_removed_by ?? null,
            createdAt: new Date(r.comment_created_at!).toISOString(),
            video: {
              id: r.video_id,
              title: r.video_current_title ?? r.video_title ?? '',
              posterUrl: paths.poster(r.thumbnail_url),
            },
          }
        : null,
  };
}

/** A reported profile's group; its latest uploads are added by the desk. */
function profileGroup(r: ReportRow, label: string, paths: PicturePaths): FlagGroup['target'] {
  return {
    type: 'profile',
    id: r.profile_id ?? '',
    label,
    profile:
      r.profile_id != null && r.profile_username != null
        ? {
            username: r.profile_username,
            avatarUrl: paths.avatar(r.profile_avatar ?? null),
            deleted: r.profile_deleted_at != null,
            uploads: [],
          }
        : null,
  };
}

function newGroup(r: ReportRow, paths: PicturePaths): FlagGroup {
  const latestAt = new Date(r.created_at).toISOString();
  if (r.target_type !== 'video') {
    const label = r.target_label ?? '';
    const target = r.target_type === 'comment' ? commentGroup(r, label, paths) : profileGroup(r, label, paths);
    return { target, videoId: null, videoTitle: label, video: null, reports: [], latestAt };
  }
  return {
    target: { type: 'video' },
    videoId: r.video_id,
    videoTitle: r.video_title ?? '',
    video:
      r.video_id != null && r.owner_id
        ? {
            posterUrl: paths.poster(r.thumbnail_url),
            provenance: provenanceOf(r),
            owner: { id: r.owner_id, username: r.owner_username ?? '@unknown' },
          }
        : null,
    reports: [],
    latestAt,
  };
}

/** Reports as the desk shows them: one group per target, each with its reports in the order read. */
export function groupReports(rows: ReportRow[], paths: PicturePaths): FlagGroup[] {
  const groups = new Map<string, FlagGroup>();
  for (const r of rows) {
    const key = groupKey(r);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = newGroup(r, paths)));
    g.reports.push({
      id: r.id,
      reporter: { id: r.reporter_id, username: r.reporter_username },
      category: { id: r.category_id, name: r.category_name },
      reason: r.reason,
      videoTimestamp: r.video_timestamp,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      reviewedAt: r.reviewed_at != null ? new Date(r.reviewed_at).toISOString() : null,
    });
  }
  return [...groups.values()];
}
