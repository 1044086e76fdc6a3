import type { Candidate } from '../repositories/for-you-reads.js';

/**
 * For You's order (issue 34): what is rising, lifted by the reader's liking for its creator,
 * category and tool; with a share of discovery (videos outside their usual creators and
 * categories) on every page, and a cap on any one creator. Pure: the service reads, this ranks.
 */

/** A candidate as the repository reads it: just what the ranking needs. */
export type RankCandidate = Candidate;

export interface Liking {
  weight: number;
  claps: number;
}

/** The reader's strongest likings: their "usual" creators, categories and tools. */
export interface Tastes {
  creators: Map<string, Liking>;
  categories: Map<number, Liking>;
  platforms: Map<number, Liking>;
}

/** Why a video was chosen, by id; the service names them. */
export type ReasonOf =
  | { kind: 'following' }
  | { kind: 'creator' | 'category' | 'platform'; clapped: boolean }
  | { kind: 'popular' }
  | { kind: 'newCreator' };

export const FOR_YOU_RULES = {
  /** At least this share of every page is discovery, when there is any to show. */
  discoveryShare: 0.2,
  /** At most this many videos of one creator on a page. */
  perCreator: 2,
  /** A creator who joined within this long is a new creator. */
  newCreatorMs: 30 * 24 * 60 * 60_000,
  /** How much a liking lifts a video, against the rising score (log units: 1 is a factor of e). */
  lift: { creator: 1.2, category: 1.0, platform: 0.6 },
} as const;

export const emptyTastes = (): Tastes => ({ creators: new Map(), categories: new Map(), platforms: new Map() });

/** Outside the reader's usual creators and categories. */
export const isDiscovery = (c: RankCandidate, t: Tastes) =>
  !t.creators.has(c.owner_id) && (c.category_id === null || !t.categories.has(c.category_id));

function lifts(c: RankCandidate, t: Tastes) {
  const { lift } = FOR_YOU_RULES;
  return {
    creator: lift.creator * Math.log1p(t.creators.get(c.owner_id)?.weight ?? 0),
    category: lift.category * Math.log1p(c.category_id === null ? 0 : (t.categories.get(c.category_id)?.weight ?? 0)),
    platform: lift.platform * Math.log1p(c.platform_id === null ? 0 : (t.platforms.get(c.platform_id)?.weight ?? 0)),
  };
}

const scoreOf = (c: RankCandidate, t: Tastes) => {
  const l = lifts(c, t);
  return c.rising_score + l.creator + l.category + l.platform;
};

/** The one reason a card shows: following first, then the liking that lifted it most. */
export function reasonFor(c: RankCandidate, t: Tastes, followed: ReadonlySet<string>, now: number): ReasonOf {
  if (followed.has(c.owner_id)) return { kind: 'following' };
  if (!isDiscovery(c, t)) {
    const l = lifts(c, t);
    const kind = (['creator', 'category', 'platform'] as const).reduce((a, b) => (l[b] > l[a] ? b : a));
    const liking =
      kind === 'creator'
        ? t.creators.get(c.owner_id)
        : kind === 'category'
          ? t.categories.get(c.category_id ?? -1)
          : t.platforms.get(c.platform_id ?? -1);
    if (liking) return { kind, clapped: liking.claps > 0 };
  }
  return now - c.owner_joined_at < FOR_YOU_RULES.newCreatorMs ? { kind: 'newCreator' } : { kind: 'popular' };
}

/** The candidates in the two orders pages are taken from: liked ones by score, discovery by rising score. */
export interface Ordered<C extends RankCandidate> {
  liked: C[];
  discovery: C[];
}

/** Sorted once per kept ranking, so that each page only walks the lists. */
export function orderCandidates<C extends RankCandidate>(candidates: readonly C[], tastes: Tastes): Ordered<C> {
  const unique = [...new Map(candidates.map((c) => [c.id, c])).values()];
  const scored = unique.map((c) => ({ c, score: scoreOf(c, tastes), discovery: isDiscovery(c, tastes) }));
  return {
    liked: scored
      .filter((s) => !s.discovery)
      .sort((a, b) => b.score - a.score)
      .map((s) => s.c),
    discovery: scored
      .filter((s) => s.discovery)
      .sort((a, b) => b.c.rising_score - a.c.rising_score)
      .map((s) => s.c),
  };
}

/**
 * One page out of the ordered candidates, leaving out those `skip` names (already shown): the
 * liked ones first, discovery in every fifth slot from the third, no creator more than
 * `perCreator` times. A page short of one kind is filled with the other.
 */
export function rankPage<C extends RankCandidate>(
  ordered: Ordered<C>,
  tastes: Tastes,
  limit: number,
  skip: (c: C) => boolean = () => false,
): C[] {
  const wanted = Math.ceil(limit * FOR_YOU_RULES.discoveryShare);
  const perOwner = new Map<string, number>();
  const cursor = { liked: 0, discovery: 0 };
  const taken = new Set<number>();
  const fits = (c: C) => !skip(c) && !taken.has(c.id) && (perOwner.get(c.owner_id) ?? 0) < FOR_YOU_RULES.perCreator;
  const take = (kind: 'liked' | 'discovery') => {
    const list = ordered[kind];
    // Walk past what is shown or skipped for good; a capped creator's next one waits for later pages.
    while (cursor[kind] < list.length && (skip(list[cursor[kind]]!) || taken.has(list[cursor[kind]]!.id)))
      cursor[kind] += 1;
    for (let i = cursor[kind]; i < list.length; i += 1) {
      const c = list[i]!;
      if (!fits(c)) continue;
      taken.add(c.id);
      perOwner.set(c.owner_id, (perOwner.get(c.owner_id) ?? 0) + 1);
      return c;
    }
    return undefined;
  };
  const page: C[] = [];
  let discovered = 0;
  while (page.length < limit) {
    const slot = page.length;
    // Discovery's slots: the 3rd, 8th, 13th…; and any slot once the rest would leave too few.
    const due = slot % 5 === 2 || limit - slot <= wanted - discovered;
    const next = (due && discovered < wanted ? take('discovery') : undefined) ?? take('liked') ?? take('discovery');
    if (!next) break;
    if (isDiscovery(next, tastes)) discovered += 1;
    page.push(next);
  }
  return page;
}
