import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Whom a notification's owner does not hear of: the people they blocked or muted. Recording skips
 * them already; this hides what came before the block or mute too (and shows it again once lifted).
 * The conditions are correlated on the aliases `n` (notifications) and `a` (notification_actors).
 */
type WithNA = ExpressionBuilder<
  Database & { n: Database['notifications']; a: Database['notification_actors'] },
  'n' | 'a'
>;
type WithN = ExpressionBuilder<Database & { n: Database['notifications'] }, 'n'>;

/** The person `a.actor_id` is one the owner `n.recipient_id` blocked or muted. */
export const actorHidden = (eb: WithNA) =>
  eb.or([
    eb.exists(
      eb
        .selectFrom('blocks')
        .select(sql`1`.as('one'))
        .whereRef('blocks.blocker_id', '=', 'n.recipient_id')
        .whereRef('blocks.blocked_id', '=', 'a.actor_id'),
    ),
    eb.exists(
      eb
        .selectFrom('mutes')
        .select(sql`1`.as('one'))
        .whereRef('mutes.muter_id', '=', 'n.recipient_id')
        .whereRef('mutes.muted_id', '=', 'a.actor_id'),
    ),
  ]);

/** A notification `n` shows when it names nobody (a moderator's notice) or someone not hidden. */
export const notificationShown = (eb: WithN) =>
  eb.or([
    eb.not(
      eb.exists(
        eb.selectFrom('notification_actors as a').select('a.actor_id').whereRef('a.notification_id', '=', 'n.id'),
      ),
    ),
    eb.exists(
      eb
        .selectFrom('notification_actors as a')
        .select('a.actor_id')
        .whereRef('a.notification_id', '=', 'n.id')
        .where((inner) => inner.not(actorHidden(inner as unknown as WithNA))),
    ),
  ]);
