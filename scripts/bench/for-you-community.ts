// A synthetic community with hidden tastes, for `npm run bench foryou` (issue 34, goal 5). Each
// viewer prefers some categories, tools and creators; they clap and watch by those tastes, with
// noise. Part of what they would like is never shown to them: the held-out tastes the feeds are
// scored against.
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.js';
import { dialectOf } from '../../apps/server/src/db/dialect.js';
import { createAccountsRepository } from '../../apps/server/src/repositories/accounts.repository.js';
import type { Repositories } from '../../apps/server/src/wiring/repositories.js';

export const COMMUNITY = { creators: 150, videos: 3000, viewers: 200, seen: 240, days: 14 };
const DAY = 24 * 60 * 60_000;

/** Seeded, so every run builds the same community. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Video {
  id: number;
  owner: string;
  category: number;
  platform: number;
}
export interface Viewer {
  id: string;
  categories: Set<number>;
  platforms: Set<number>;
  creators: Set<string>;
}

/** How much a viewer likes a video, by their hidden tastes (0 to 2.8). */
export const affinity = (v: Viewer, video: Video) =>
  (v.categories.has(video.category) ? 1 : 0) +
  (v.platforms.has(video.platform) ? 0.6 : 0) +
  (v.creators.has(video.owner) ? 1.2 : 0);
/** What counts as a hit on a page: a video in a loved category or by a loved creator. */
export const relevant = (v: Viewer, video: Video) => v.categories.has(video.category) || v.creators.has(video.owner);

export async function buildCommunity(db: Kysely<Database>, repos: Repositories, now: number) {
  const random = rng(34);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const accounts = createAccountsRepository(db, dialectOf(db));
  const categories = (await db.selectFrom('video_categories').select('id').execute()).map((r) => r.id);
  const platforms = await db.selectFrom('video_platforms').select(['id', 'label']).execute();
  const person = async (name: string) =>
    accounts.createUserWithProfile({ email: `${name}@example.test`, username: name });

  // Creators keep to a home category and tool most of the time; some post more than others.
  const creators: { id: string; category: number; platform: (typeof platforms)[number] }[] = [];
  for (let i = 0; i < COMMUNITY.creators; i += 1)
    creators.push({ id: await person(`maker${i}`), category: pick(categories), platform: pick(platforms) });
  await db
    .updateTable('profiles')
    .set({ created_at: now - 365 * DAY })
    .execute();
  const videos: Video[] = [];
  for (let i = 0; i < COMMUNITY.videos; i += 1) {
    const c = creators[Math.floor(random() ** 1.5 * creators.length)]!;
    const category = random() < 0.75 ? c.category : pick(categories);
    const platform = random() < 0.75 ? c.platform : pick(platforms);
    const row = await repos.videoWrites.insert({
      owner_id: c.id,
      title: `Clip ${i}`,
      subtitle: null,
      prompt: null,
      platform_id: platform.id,
      platform: platform.label,
      category_id: category,
      file_path: null,
      size_bytes: null,
      thumbnail_url: null,
      orientation: 'portrait',
      width: 720,
      height: 1280,
      duration_ms: 8000,
      created_at: now - Math.floor(random() * COMMUNITY.days * DAY),
    });
    videos.push({ id: row.id, owner: c.id, category, platform: platform.id });
  }

  // Viewers: two loved categories, one or two tools, five loved creators (most from those categories).
  const viewers: Viewer[] = [];
  for (let i = 0; i < COMMUNITY.viewers; i += 1) {
    const loved = new Set([pick(categories), pick(categories)]);
    const inLoved = creators.filter((c) => loved.has(c.category));
    viewers.push({
      id: await person(`viewer${i}`),
      categories: loved,
      platforms: new Set([pick(platforms).id, ...(random() < 0.5 ? [pick(platforms).id] : [])]),
      creators: new Set(
        Array.from({ length: 5 }, () => (random() < 0.7 && inLoved.length ? pick(inLoved) : pick(creators)).id),
      ),
    });
  }

  // Each viewer comes across a random part of the catalogue (the rest is held out) and acts on it
  // by taste: claps what they like most, watches what they like to the end, skips the rest early.
  let claps = 0;
  for (const v of viewers) {
    for (let k = 0; k < COMMUNITY.seen; k += 1) {
      const video = pick(videos);
      const a = affinity(v, video) + (random() - 0.5) * 0.8;
      const at = now - Math.floor(random() * 7 * DAY);
      if (a > 1.4 && random() < 0.6) {
        await repos.engagement.clap(video.id, v.id, at);
        claps += 1;
      }
      const share = Math.max(0.05, Math.min(1, 0.15 + a * 0.4 + (random() - 0.5) * 0.2));
      await repos.feedSteering.recordWatch(v.id, video.id, share, 0.9, at);
    }
  }
  return { videos, viewers, claps };
}
