import { type Kysely, sql } from 'kysely';
import type { Database, TasteDim } from '../db/schema.js';
import { risingTerm } from '../lib/rising-score.js';

/** How much an event adds to a liking of each kind. */
export interface TasteNudge {
  creator: number;
  category: number;
  platform: number;
}

/** The weights of events; For You's rule (rules/for-you-weights.ts) gives them. */
export interface SignalWeights {
  rising: { upload: number; newCreatorUpload: number; clap: number; comment: number; watch: number };
  /** A creator's uploads before this many start at `newCreatorUpload`. */
  newCreatorUploads: number;
  taste: Record<'clap' | 'comment' | 'watch' | 'finished' | 'notInterested', TasteNudge>;
  follow: number;
  /** A liking halves in this long: it is decayed when added to and when read. */
  tasteHalfLifeMs: number;
}

/** e^(rate × ms) halves a liking in `halfLifeMs`: the rate, as a SQL double. */
export const tasteDecayRate = (halfLifeMs: number) => sql<number>`cast(${-Math.LN2 / halfLifeMs} as double precision)`;

const scaled = (n: TasteNudge, by: number): TasteNudge => ({
  creator: n.creator * by,
  category: n.category * by,
  platform: n.platform * by,
});
const plus = (a: TasteNudge, b: TasteNudge): TasteNudge => ({
  creator: a.creator + b.creator,
  category: a.category + b.category,
  platform: a.platform + b.platform,
});

/** Adds one event's term to the video's score: ln(e^score + e^term), written without overflow. */
async function addRising(trx: Kysely<Database>, videoId: number, weight: number, at: number) {
  if (weight <= 0) return;
  const term = sql<number>`cast(${risingTerm(weight, at)} as double precision)`;
  await trx
    .updateTable('videos')
    .set({
      rising_score: sql<number>`case when rising_score > ${term}
        then rising_score + ln(1 + exp(${term} - rising_score))
        else ${term} + ln(1 + exp(rising_score - ${term})) end`,
    })
    .where('id', '=', videoId)
    .execute();
}

/** Their kept For You ranking is stale once they have done something it learns from. */
export const bumpFeedVersion = (trx: Kysely<Database>, userId: string) =>
  trx
    .updateTable('profiles')
    .set((eb) => ({ feed_version: eb('feed_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();

/** Adds to one liking; a first liking is written as the nudge itself. */
async function addTaste(
  trx: Kysely<Database>,
  row: { userId: string; dim: TasteDim; target: string; weight: number; claps: number; at: number },
  halfLifeMs: number,
) {
  const { weight, claps, at } = row;
  if (weight === 0 && claps === 0) return;
  if (row.dim === 'creator') await bumpFeedVersion(trx, row.userId);
  await trx
    .insertInto('feed_tastes')
    .values({
      user_id: row.userId,
      dim: row.dim,
      target: row.target,
      weight,
      claps: Math.max(0, claps),
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'dim', 'target']).doUpdateSet(() => ({
        // Decayed to `at` first (an event older than the row's last adds as it is).
        weight: sql<number>`case when feed_tastes.updated_at < ${at}
          then feed_tastes.weight * exp((${at} - feed_tastes.updated_at) * ${tasteDecayRate(halfLifeMs)}) + ${weight}
          else feed_tastes.weight + ${weight} end`,
        claps: sql<number>`case when feed_tastes.claps + ${claps} < 0 then 0 else feed_tastes.claps + ${claps} end`,
        updated_at: sql<number>`case when feed_tastes.updated_at < ${at} then ${at} else feed_tastes.updated_at end`,
      })),
    )
    .execute();
}

/** What `userId` did to a video, added to its score and their likings; their own videos teach nothing. */
async function recordEvent(
  trx: Kysely<Database>,
  e: { userId: string; videoId: number; at: number; rising: number; nudge: TasteNudge; claps?: number },
  halfLifeMs: number,
) {
  const video = await trx
    .selectFrom('videos')
    .select(['owner_id', 'category_id', 'platform_id'])
    .where('id', '=', e.videoId)
    .executeTakeFirst();
  if (!video || video.owner_id === e.userId) return;
  await addRising(trx, e.videoId, e.rising, e.at);
  const base = { userId: e.userId, claps: e.claps ?? 0, at: e.at };
  await addTaste(trx, { ...base, dim: 'creator', target: video.owner_id, weight: e.nudge.creator }, halfLifeMs);
  if (video.category_id !== null)
    await addTaste(
      trx,
      { ...base, dim: 'category', target: String(video.category_id), weight: e.nudge.category },
      halfLifeMs,
    );
  if (video.platform_id !== null)
    await addTaste(
      trx,
      { ...base, dim: 'platform', target: String(video.platform_id), weight: e.nudge.platform },
      halfLifeMs,
    );
}

/**
 * The write side of For You: each event, in its own transaction, adds to its video's rising score
 * and to the person's liking for its creator, category and tool. Nothing here reads more than one video.
 */
export function createForYouSignals(w: SignalWeights) {
  type Trx = Kysely<Database>;
  const record = (trx: Trx, e: Parameters<typeof recordEvent>[1]) => recordEvent(trx, e, w.tasteHalfLifeMs);
  return {
    clapped: (trx: Trx, userId: string, videoId: number, at: number) =>
      record(trx, { userId, videoId, at, rising: w.rising.clap, nudge: w.taste.clap, claps: 1 }),
    /** The liking is taken back; the score keeps the moment's clap, as a view stays counted. */
    unclapped: (trx: Trx, userId: string, videoId: number, at: number) =>
      record(trx, { userId, videoId, at, rising: 0, nudge: scaled(w.taste.clap, -1), claps: -1 }),
    commented: (trx: Trx, userId: string, videoId: number, at: number) =>
      record(trx, { userId, videoId, at, rising: w.rising.comment, nudge: w.taste.comment }),
    dismissed: (trx: Trx, userId: string, videoId: number, at: number) =>
      record(trx, { userId, videoId, at, rising: 0, nudge: w.taste.notInterested }),
    /** A view's share grew by `grown`; `finishedNow` when it first reached the end. */
    watched: (trx: Trx, userId: string, videoId: number, grown: number, finishedNow: boolean, at: number) =>
      record(trx, {
        userId,
        videoId,
        at,
        rising: grown * w.rising.watch,
        nudge: finishedNow ? plus(scaled(w.taste.watch, grown), w.taste.finished) : scaled(w.taste.watch, grown),
      }),
    /** Following (1) or unfollowing (−1) a creator: a liking for them alone. */
    followed: (trx: Trx, userId: string, creatorId: string, direction: 1 | -1, at: number) =>
      addTaste(
        trx,
        { userId, dim: 'creator', target: creatorId, weight: direction * w.follow, claps: 0, at },
        w.tasteHalfLifeMs,
      ),
    /** A new video's starting score: an upload's worth, more among a creator's first ones. */
    async uploadScore(trx: Trx, ownerId: string, at: number) {
      const earlier = await trx
        .selectFrom('videos')
        .select('id')
        .where('owner_id', '=', ownerId)
        .limit(w.newCreatorUploads)
        .execute();
      return risingTerm(earlier.length < w.newCreatorUploads ? w.rising.newCreatorUpload : w.rising.upload, at);
    },
  };
}

export type ForYouSignals = ReturnType<typeof createForYouSignals>;
