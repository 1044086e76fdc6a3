import type { feedQuerySchema } from '@promptreel/contract';
import type { z } from 'zod';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import type { Candidate, ForYouReads, ForYouScope, Pool } from '../repositories/for-you-reads.js';
import type { ReaderChoices } from '../repositories/reader-choices.js';
import { orderCandidates, type Ordered, type Tastes } from '../rules/for-you-ranking.js';

type FeedQuery = z.output<typeof feedQuerySchema>;

/** How many of the strongest likings of each kind are read, and how deep each pool is read. */
const TOP = { creator: 6, category: 4, platform: 3 };
const POOL = { all: 120, taste: 24, perDepth: { all: 60, taste: 12 } };

/** A reader's ranking inputs, kept between their pages (read-cache/kept-rankings.ts). */
export interface Ranking {
  /** Less what they clapped, finished or dismissed, in the orders pages are taken from. */
  ordered: Ordered<Candidate>;
  tastes: Tastes;
  followed: ReadonlySet<string>;
  /** How deep its pools were read: deeper pages read deeper ones. */
  depth: number;
}

/** What For You's pages are made of: the rules of what may be shown, likings, and candidate pools. */
export function createForYouCandidates(deps: {
  reads: ForYouReads;
  catalogues: CataloguesRepository;
  now: () => number;
}) {
  const { reads, catalogues, now } = deps;

  async function scopeOf(viewerId: string | null, query: FeedQuery, reader: ReaderChoices): Promise<ForYouScope> {
    const hidden = reader.hiddenOwners;
    const scope: ForYouScope = {
      viewerId,
      hiddenOwners: [...hidden],
      hiddenCategories: [],
      hiddenPlatforms: [],
      showSensitive: viewerId !== null && reader.sensitive === 'show',
      now: now(),
    };
    // Unknown slugs mean "all", as on the other tabs.
    if (query.platform) scope.platformId = (await catalogues.findPlatformBySlug(query.platform))?.id;
    if (query.category) scope.categoryId = (await catalogues.findCategoryBySlug(query.category))?.id;
    if (query.orientation) scope.orientation = query.orientation;
    if (!viewerId) return scope;
    const hides = await reads.hidesBesideVideos(viewerId);
    const targets = (kind: string) => hides.filter((h) => h.kind === kind).map((h) => h.target);
    return {
      ...scope,
      hiddenOwners: [...hidden, ...targets('creator')],
      hiddenCategories: targets('category').map(Number),
      hiddenPlatforms: targets('platform').map(Number),
    };
  }

  async function tastesOf(userId: string): Promise<Tastes> {
    const at = now();
    const [creators, categories, platforms] = await Promise.all([
      reads.topTastes(userId, 'creator', TOP.creator, at),
      reads.topTastes(userId, 'category', TOP.category, at),
      reads.topTastes(userId, 'platform', TOP.platform, at),
    ]);
    const liking = (r: { weight: number; claps: number }) => ({ weight: Number(r.weight), claps: Number(r.claps) });
    return {
      creators: new Map(creators.map((r) => [r.target, liking(r)])),
      categories: new Map(categories.map((r) => [Number(r.target), liking(r)])),
      platforms: new Map(platforms.map((r) => [Number(r.target), liking(r)])),
    };
  }

  /** The top of what is rising, and of each thing they like. */
  async function pools(tastes: Tastes, scope: ForYouScope, depth: number): Promise<Candidate[]> {
    const taste = POOL.taste + POOL.perDepth.taste * depth;
    const all: [Pool, number][] = [
      [{ by: 'all' }, POOL.all + POOL.perDepth.all * depth],
      ...[...tastes.creators.keys()].map((id): [Pool, number] => [{ by: 'owner', id }, taste]),
      ...[...tastes.categories.keys()].map((id): [Pool, number] => [{ by: 'category', id }, taste]),
      ...[...tastes.platforms.keys()].map((id): [Pool, number] => [{ by: 'platform', id }, taste]),
    ];
    const found = (await Promise.all(all.map(([pool, limit]) => reads.pool(pool, scope, limit)))).flat();
    return [...new Map(found.map((c) => [c.id, c])).values()];
  }

  return {
    scopeOf,
    /** A reader's ranking inputs, less what they clapped, finished or dismissed. */
    async ranking(viewerId: string, query: FeedQuery, reader: ReaderChoices, depth: number): Promise<Ranking> {
      const [scope, tastes] = await Promise.all([scopeOf(viewerId, query, reader), tastesOf(viewerId)]);
      const candidates = await pools(tastes, scope, depth);
      const handled = await reads.handledAmong(
        viewerId,
        candidates.map((c) => c.id),
      );
      const fresh = candidates.filter((c) => !handled.has(c.id));
      const followed = await reads.followedAmong(viewerId, [...new Set(fresh.map((c) => c.owner_id))]);
      return { ordered: orderCandidates(fresh, tastes), tastes, followed, depth };
    },
  };
}
