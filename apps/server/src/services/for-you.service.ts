import { randomBytes } from 'node:crypto';
import type { FeedReason, FeedResponse, feedQuerySchema, VideoCard } from '@promptreel/contract';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { trackVersion, type SharedVersion } from '../bus/shared-version.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import type { ForYouReads } from '../repositories/for-you-reads.js';
import { EVERYONES, type ReaderChoices } from '../repositories/reader-choices.js';
import { createKeptRankings } from '../read-cache/kept-rankings.js';
import { createServedSessions } from '../read-cache/served-sessions.js';
import { emptyTastes, rankPage, reasonFor, type ReasonOf } from '../rules/for-you-ranking.js';
import { createForYouCandidates, type Ranking } from './for-you-candidates.js';

type FeedQuery = z.output<typeof feedQuerySchema>;

/** A scrolling session's memory of what it was shown is kept this long. */
const SERVED_FOR_MS = 24 * 60 * 60_000;
/** A reader's ranking is kept this long at most: what is rising moves. */
const RANKING_FOR_MS = 60_000;
const KEPT_RANKINGS = 5_000;
/** Videos of sessions followed in memory (about 50 MB), and how often they are written down. */
const KEPT_SESSION_IDS = 1_000_000;
const KEPT_STAMPS = 20_000;
const SERVED_WRITTEN_EVERY_MS = 250;

/** A visitor's cursor: the rising key of the last card. A reader's: their session, page and its ids. */
const VISITOR_CURSOR = ['s', 'n'] as const;
const READER_CURSOR = ['s', 's', 'n', 's'] as const;

/** A reason in the words of the card it is on. */
function nameReason(reason: ReasonOf, card: VideoCard): FeedReason {
  const username = card.ownerUsername ?? '';
  switch (reason.kind) {
    case 'following':
      return { kind: 'following', username };
    case 'creator':
      return { kind: 'creator', username, clapped: reason.clapped };
    case 'category':
      return { kind: 'category', name: card.categoryLabel ?? '', clapped: reason.clapped };
    case 'platform':
      return { kind: 'platform', name: card.platform, clapped: reason.clapped };
    default:
      return reason;
  }
}

/** The ids of a page in a cursor: base 36, dot-separated (20 of them fit its 400 characters). */
const idsText = (ids: number[]) => ids.map((id) => id.toString(36)).join('.');
const idsOf = (text: string) =>
  text
    .split('.')
    .map((id) => parseInt(id, 36))
    .filter(Number.isSafeInteger);

/**
 * A kept card with a reason, the same object each time for the same card and reason, so its JSON is
 * written once (http/card-json.ts): writing each later page's cards afresh took a sixth of its time.
 */
const reasoned = new WeakMap<VideoCard, Map<string, VideoCard>>();
function withReason(card: VideoCard, reason: FeedReason): VideoCard {
  // Its names are the card's own (nameReason): the kind and whether clapped tell reasons apart.
  const key = 'clapped' in reason ? `${reason.kind} ${reason.clapped}` : reason.kind;
  let byReason = reasoned.get(card);
  if (!byReason) reasoned.set(card, (byReason = new Map()));
  let made = byReason.get(key);
  if (!made) byReason.set(key, (made = { ...card, reason }));
  return made;
}

export function createForYouService(deps: {
  reads: ForYouReads;
  catalogues: CataloguesRepository;
  /** Cards as everyone sees them (read-cache/kept-cards.ts): For You never shows one's own or clapped. */
  cards: (ids: number[]) => Promise<(VideoCard | undefined)[]>;
  now?: () => number;
  /** How many readers' rankings are kept (0: none). */
  keptRankings?: number;
  /** What readers' ranking stamps are kept by: any write anyone reads, and watching and steering. */
  versions?: SharedVersion[];
  onError?: (err: unknown) => void;
}) {
  const { reads } = deps;
  const now = deps.now ?? Date.now;
  const candidates = createForYouCandidates({ reads, catalogues: deps.catalogues, now });
  const rankings = createKeptRankings<Ranking>({ max: deps.keptRankings ?? KEPT_RANKINGS, ttlMs: RANKING_FOR_MS, now });
  let prunedAt = -Infinity;
  const stamps = new LRUCache<string, string>({ max: KEPT_STAMPS });
  const tracked = (deps.versions ?? []).map((v) => trackVersion(v, () => stamps.clear(), deps.onError));

  /**
   * A reader's ranking stamp (their feed version and the newest upload), kept while no write moved
   * either version: a For You page then reads nothing from the database.
   */
  async function stampOf(viewerId: string): Promise<string> {
    const at = await Promise.all(tracked.map((t) => t.at()));
    const keep = tracked.length > 0 && !at.includes(null);
    const known = keep ? stamps.get(viewerId) : undefined;
    if (known !== undefined) return known;
    const stamp = await reads.rankingStamp(viewerId);
    if (keep && tracked.every((t, i) => t.holds(at[i]!))) stamps.set(viewerId, stamp);
    return stamp;
  }
  const served = createServedSessions(
    {
      read: reads.servedIn,
      // Off the request, with the batch: a day's sessions are forgotten, once an hour.
      async write(rows, at) {
        await reads.markServed(rows, at);
        if (at - prunedAt < SERVED_FOR_MS / 24) return;
        prunedAt = at;
        await reads.pruneServed(at - SERVED_FOR_MS);
      },
    },
    { maxIds: KEPT_SESSION_IDS, flushEveryMs: SERVED_WRITTEN_EVERY_MS, now, onError: deps.onError ?? (() => {}) },
  );

  /**
   * Cards in the page's order with their reasons; one marked sensitive since its ranking was kept
   * drops out, but for a reader who chose to be shown them.
   */
  async function cardsWithReasons(chosen: { id: number }[], reasonOf: (i: number) => ReasonOf, showSensitive = false) {
    const cards = await deps.cards(chosen.map((c) => c.id));
    return cards.flatMap((card, i) =>
      card && (showSensitive || !card.labels.includes('sensitive'))
        ? [withReason(card, nameReason(reasonOf(i), card))]
        : [],
    );
  }

  /** Everyone's page: the rising order (new creators start high in it), the same for every visitor. */
  async function visitorPage(query: FeedQuery): Promise<FeedResponse> {
    const scope = await candidates.scopeOf(null, query, EVERYONES);
    const key = decodeCursor(query.cursor, [...VISITOR_CURSOR]);
    const after: [number, number] | null =
      key && Number.isFinite(Number(key[0])) ? [Number(key[0]), Number(key[1])] : null;
    const rows = await reads.rising(scope, after, query.limit + 1);
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    const items = await cardsWithReasons(shown, (i) => reasonFor(shown[i]!, emptyTastes(), new Set(), scope.now));
    const more = rows.length > query.limit && last;
    return { items, nextCursor: more ? encodeCursor([String(last.rising_score), last.id]) : null };
  }

  /**
   * A reader's page: ranked for them, never what they clapped, finished or dismissed, nor what this
   * scrolling session showed. Its cursor carries the session's token and the page's ids, which the
   * next page records as shown (read-cache/served-sessions.ts): a first page writes nothing.
   * `stamp`: the reader's ranking stamp, when the caller has read it already.
   */
  async function readerPage(
    viewerId: string,
    query: FeedQuery,
    reader: ReaderChoices,
    stamp?: string,
  ): Promise<FeedResponse> {
    const at = now();
    const key = decodeCursor(query.cursor, [...READER_CURSOR]);
    const token = key ? String(key[1]) : randomBytes(9).toString('base64url');
    const page = key ? Number(key[2]) : 0;
    const shown = key ? await served.before(`${viewerId}:${token}`, page, idsOf(String(key[3]))) : new Set<number>();
    // A ranking is kept for the choices it was made under: a changed setting makes a new one.
    const hidden = [...reader.hiddenOwners].sort().join(',');
    const stamped = `${stamp ?? (await stampOf(viewerId))} ${hidden} ${reader.sensitive}`;
    const kept = `${viewerId} ${query.platform ?? ''} ${query.category ?? ''} ${query.orientation ?? ''}`;
    const unseen = (r: Ranking) => r.ordered.liked.length + r.ordered.discovery.length - shown.size;
    // Deeper pages read deeper pools, once those kept run short.
    const short = (r: Ranking) => r.depth <= page && unseen(r) < query.limit * 2;
    const make = (depth: number) => () => candidates.ranking(viewerId, query, reader, depth);
    const ranking = await rankings.get(kept, stamped, make(page + 1), short);
    const chosen = rankPage(ranking.ordered, ranking.tastes, query.limit, (c) => shown.has(c.id));
    const items = await cardsWithReasons(
      chosen,
      (i) => reasonFor(chosen[i]!, ranking.tastes, ranking.followed, at),
      reader.sensitive === 'show',
    );
    const full = chosen.length === query.limit;
    return {
      items,
      nextCursor: full ? encodeCursor(['foryou', token, page + 1, idsText(chosen.map((c) => c.id))]) : null,
    };
  }

  return {
    /** What a reader's ranking is made from: kept pages are theirs while it stands. */
    stampOf,

    /**
     * A For You page. Visitors share one page per address (the route keeps it); a reader's is
     * theirs alone: creators they muted or blocked never appear in it, and sensitive videos only
     * when their setting is 'show'.
     */
    page(
      viewerId: string | null,
      query: FeedQuery,
      reader: ReaderChoices = EVERYONES,
      stamp?: string,
    ): Promise<FeedResponse> {
      return viewerId ? readerPage(viewerId, query, reader, stamp) : visitorPage(query);
    },

    /** Writes down what sessions were shown that is still waiting (on close, and in tests). */
    flushServed: () => served.flush(),
  };
}

export type ForYouService = ReturnType<typeof createForYouService>;
