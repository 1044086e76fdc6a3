import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { RISING_EPOCH_MS, RISING_HALF_LIFE_MS } from '../lib/rising-score.js';
import { searchText } from '../lib/search-text.js';
import { PLATFORMS } from '../db/migrations/0002_catalogues.js';

export interface LargeSeedSize {
  users: number;
  videos: number;
  claps: number;
  comments: number;
  follows: number;
}

export const FULL_SIZE: LargeSeedSize = {
  users: 10_000,
  videos: 100_000,
  claps: 1_000_000,
  comments: 200_000,
  follows: 50_000,
};

// A small deterministic generator, so two runs seed the same data.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const WORDS = [
  'neon',
  'koi',
  'pond',
  'glass',
  'city',
  'dune',
  'drift',
  'aurora',
  'dragon',
  'paper',
  'rain',
  'mars',
  'clock',
  'bloom',
  'ocean',
  'static',
  'lantern',
  'chrome',
  'spiral',
  'forest',
  'robot',
  'dream',
  'storm',
  'velvet',
  'echo',
  'pixel',
  'crystal',
  'shadow',
  'ember',
  'orbit',
];

async function inBatches<T>(
  total: number,
  batch: number,
  make: (i: number) => T,
  write: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < total; start += batch) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(total, start + batch); i++) rows.push(make(i));
    await write(rows);
  }
}

/**
 * Bulk data for benchmarks: users with profiles, videos spread over a year, unique claps,
 * comments and follows; counters are then set from the real counts in one statement each.
 * Rows are written straight through Kysely in batches (the services' per-row rules would take hours).
 */
export async function seedLarge(db: Kysely<Database>, size: LargeSeedSize, log: (m: string) => void = () => {}) {
  const random = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const year = 365 * 24 * 60 * 60 * 1000;

  const userIds = Array.from({ length: size.users }, () => randomUUID());
  await inBatches(
    size.users,
    500,
    (i) => i,
    async (idx) => {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values(
            idx.map((i) => ({
              id: userIds[i]!,
              name: `maker${i}`,
              email: `maker${i}@bench.test`,
              email_verified: 0 as never,
              image: null,
              created_at: new Date(now - year).toISOString(),
              updated_at: new Date(now - year).toISOString(),
            })),
          )
          .execute();
        await trx
          .insertInto('profiles')
          .values(
            idx.map((i) => ({
              id: userIds[i]!,
              username: `maker${i}`,
              avatar_url: null,
              bio: null,
              location: null,
              is_admin: 0,
              created_at: now - year,
              deleted_at: null,
            })),
          )
          .execute();
      });
    },
  );
  log(`users: ${size.users}`);

  const orientations = ['portrait', 'landscape', 'square'] as const;
  await inBatches(
    size.videos,
    500,
    (i) => {
      const title = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${i}`;
      const platform = pick(PLATFORMS);
      return {
        owner_id: pick(userIds),
        title,
        search_text: searchText(title),
        subtitle: null,
        prompt: `A ${title} scene, cinematic`,
        platform_id: platform.id,
        platform: platform.label,
        category_id: 1 + Math.floor(random() * 12),
        file_path: `bench/${i}.mp4`,
        size_bytes: 1_000_000,
        thumbnail_url: `bench/thumbnails/${i}.jpg`,
        orientation: pick(orientations),
        width: 1080,
        height: 1920,
        duration_ms: 5000,
        views: Math.floor(random() * 100_000),
        created_at: now - Math.floor(random() * year),
      };
    },
    (rows) => db.insertInto('videos').values(rows).execute(),
  );
  log(`videos: ${size.videos}`);
  const videoIds = (await db.selectFrom('videos').select('id').execute()).map((r) => r.id);

  // Unique (video, user) pairs: walk users, give each a run of distinct videos.
  const perUser = Math.ceil(size.claps / size.users);
  let written = 0;
  await inBatches(
    size.users,
    50,
    (u) => u,
    async (users) => {
      const rows: { video_id: number; user_id: string; created_at: number }[] = [];
      for (const u of users) {
        const start = Math.floor(random() * videoIds.length);
        // Popular videos: bias towards the start of a skewed range so Hot has a shape.
        const step = 1 + Math.floor(random() * 7);
        for (let k = 0; k < perUser && written + rows.length < size.claps; k++) {
          rows.push({
            video_id: videoIds[(start + k * step) % videoIds.length]!,
            user_id: userIds[u]!,
            created_at: now - Math.floor(random() * year),
          });
        }
      }
      written += rows.length;
      for (let i = 0; i < rows.length; i += 2000) {
        await db
          .insertInto('claps')
          .values(rows.slice(i, i + 2000))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    },
  );
  log(`claps: ${written}`);

  await inBatches(
    size.comments,
    1000,
    (i) => ({
      video_id: pick(videoIds),
      author_id: pick(userIds),
      body: `Comment ${i}: love the ${pick(WORDS)}`,
      created_at: now - Math.floor(random() * year),
    }),
    (rows) => db.insertInto('comments').values(rows).execute(),
  );
  log(`comments: ${size.comments}`);

  const follows = new Set<string>();
  while (follows.size < size.follows) {
    const a = Math.floor(random() * size.users);
    const b = Math.floor(random() * size.users);
    if (a !== b) follows.add(`${a}:${b}`);
  }
  const pairs = [...follows];
  await inBatches(
    pairs.length,
    1000,
    (i) => {
      const [a, b] = pairs[i]!.split(':').map(Number) as [number, number];
      return { follower_id: userIds[a]!, following_id: userIds[b]!, created_at: now - Math.floor(random() * year) };
    },
    (rows) => db.insertInto('follows').values(rows).execute(),
  );
  log(`follows: ${size.follows}`);

  await sql`update videos set claps_count = (select count(*) from claps c where c.video_id = videos.id),
    comments_count = (select count(*) from comments m where m.video_id = videos.id)`.execute(db);
  log('counters set from the real counts');
  // For You's rising score as the app keeps it (lib/rising-score.ts): the upload, each clap and
  // each comment (twice) at their own times, as one decayed sum in log form.
  const term = (column: string) => sql.raw(`exp((${column} - ${RISING_EPOCH_MS}) / ${RISING_HALF_LIFE_MS / Math.LN2})`);
  await sql`update videos set rising_score = ln(${term('videos.created_at')}
    + coalesce((select sum(${term('c.created_at')}) from claps c where c.video_id = videos.id), 0)
    + 2 * coalesce((select sum(${term('m.created_at')}) from comments m where m.video_id = videos.id), 0))`.execute(db);
  log('rising scores set from the claps and comments');
  return { userIds };
}
