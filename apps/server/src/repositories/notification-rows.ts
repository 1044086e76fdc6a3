import type { NotificationKind } from '@promptreel/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { actorHidden } from './notification-visibility.js';

/** A notification as listed: its newest person and how many others. */
export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  video_id: number | null;
  video_title: string | null;
  text: string | null;
  link: string | null;
  updated_at: number;
  read_at: number | null;
  actor_username: string | null;
  actor_avatar_url: string | null;
  actor_deleted_at: number | null;
  actors: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The page's rows, each with its newest person (a deleted account shows as such) and its count of people. */
export async function withActors(trx: Db, ids: number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('notifications as n')
    .leftJoin('videos as v', 'v.id', 'n.video_id')
    .select(['n.id', 'n.kind', 'n.video_id', 'v.title as video_title', 'n.text', 'n.link', 'n.updated_at', 'n.read_at'])
    .where('n.id', 'in', ids)
    .execute();
  const actors = await trx
    .selectFrom('notification_actors as a')
    .innerJoin('profiles as p', 'p.id', 'a.actor_id')
    .innerJoin('notifications as n', 'n.id', 'a.notification_id')
    .select(['a.notification_id', 'a.at', 'p.username', 'p.avatar_url', 'p.deleted_at'])
    .where('a.notification_id', 'in', ids)
    .where((eb) => eb.not(actorHidden(eb)))
    .orderBy('a.at', 'desc')
    .execute();
  return rows.map((r) => {
    const mine = actors.filter((a) => a.notification_id === r.id);
    const newest = mine[0];
    return {
      ...r,
      actor_username: newest?.username ?? null,
      actor_avatar_url: newest?.avatar_url ?? null,
      actor_deleted_at: newest?.deleted_at ?? null,
      actors: mine.length,
    };
  });
}
