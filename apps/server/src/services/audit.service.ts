import { DELETED_USER_NAME, type AuditEntry, type AuditLogQuery, type AuditLogResponse } from '@promptreel/contract';
import { stringify } from 'csv-stringify/sync';
import type { AuditRepository, AuditRow } from '../repositories/audit.repository.js';
import { detailText } from '../shaping/decision-detail.js';
import type { RequireAdmin } from '../rules/require-admin.js';

/** The desk shows this many; the CSV has every matching entry up to `CSV_ROWS`. */
const PAGE = 100;
const CSV_ROWS = 50_000;

function entryOf(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    // A deleted account's profile is already named '[Deleted User]'; a gone one has none.
    actor: { id: r.actor_id, username: r.username ?? DELETED_USER_NAME },
    action: r.action as AuditEntry['action'],
    target: { type: r.target_type, id: r.target_id, label: r.target_label },
    videoId: r.video_id,
    detail: detailText(r.detail),
    reason: r.reason,
    flagIds: JSON.parse(r.flag_ids) as number[],
    createdAt: new Date(Number(r.created_at)).toISOString(),
  };
}

/**
 * A spreadsheet runs a cell that starts with =, +, - or @ (or a tab or carriage return) as a
 * formula; prompts, titles and reasons are written by users, so such a cell starts with a quote.
 */
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function createAuditService(deps: { audit: AuditRepository; requireAdmin: RequireAdmin }) {
  const { audit, requireAdmin } = deps;
  const filterOf = (q: AuditLogQuery) => ({ targetType: q.target, actorId: q.moderator });

  return {
    async log(viewerId: string | null, query: AuditLogQuery): Promise<AuditLogResponse> {
      await requireAdmin(viewerId);
      const [rows, moderators] = await Promise.all([audit.list(filterOf(query), PAGE + 1), audit.moderators()]);
      return { items: rows.slice(0, PAGE).map(entryOf), moderators, truncated: rows.length > PAGE };
    },

    /** Every matching entry as CSV, newest first, one row per decision. */
    async csv(viewerId: string | null, query: AuditLogQuery): Promise<string> {
      await requireAdmin(viewerId);
      const rows = (await audit.list(filterOf(query), CSV_ROWS)).map(entryOf);
      return stringify(
        rows.map((e) => [
          e.createdAt,
          e.actor.username,
          e.actor.id ?? '',
          e.action,
          e.target.type,
          e.target.id ?? '',
          e.target.label,
          e.videoId ?? '',
          e.detail ?? '',
          e.reason ?? '',
          e.flagIds.join(' '),
        ]),
        {
          header: true,
          columns: [
            'time',
            'moderator',
            'moderator_id',
            'action',
            'target_type',
            'target_id',
            'target',
            'video_id',
            'detail',
            'reason',
            'report_ids',
          ],
          cast: { string: inert },
          record_delimiter: 'windows',
        },
      );
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
