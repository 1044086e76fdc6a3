import { LIMITS, type SearchResponse, type searchQuerySchema, type VideoCard } from '@promptreel/contract';
import type { z } from 'zod';
import { searchWords } from '../lib/search-text.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import type { SearchRepository } from '../repositories/search.repository.js';
import type { VideosRepository } from '../repositories/videos.repository.js';
import type { Storage } from '../storage/storage.js';
import type { IndexedSearch } from '../search/indexed-search.js';
import type { KeptCards } from '../read-cache/kept-cards.js';
import type { SearchFilters } from '../search/search-index.js';
import { toVideoCard } from '../shaping/video-card.js';

type SearchQuery = z.output<typeof searchQuerySchema>;

export function createSearchService(deps: {
  search: SearchRepository;
  videos: VideosRepository;
  catalogues: CataloguesRepository;
  storage: Storage;
  /** Video search from memory; without it (or when it cannot say), the database's indexes. */
  indexed?: IndexedSearch;
  /** Everyone's cards, kept: what a visitor's search is made of. */
  kept: KeptCards;
  /** Whose videos the viewer does not see (muted or blocked by them). */
  hiddenFor?: (viewerId: string | null) => Promise<ReadonlySet<string>>;
  /** Whether the viewer's setting leaves sensitive videos out of lists (never a visitor's). */
  hidesSensitive?: (viewerId: string | null) => Promise<boolean>;
}) {
  const { search, videos, catalogues, storage, indexed, kept } = deps;
  /** The cards of these ids as the viewer sees them, in the same order (undefined: no longer there). */
  async function viewersCards(ids: number[], viewerId: string) {
    const rows = await videos.cardsByIds(ids, viewerId);
    const byId = new Map(rows.map((row) => [row.id, toVideoCard(row, viewerId, storage)]));
    return ids.map((id) => byId.get(id));
  }

  /** The best matches' cards as the viewer sees them, best first. */
  async function videoCards(words: string[], filters: SearchFilters, viewerId: string | null): Promise<VideoCard[]> {
    const limit = LIMITS.searchMaxVideos;
    for (;;) {
      const ids = (await indexed?.videoIds(words, filters, limit)) ?? (await search.videoIds(words, filters, limit));
      const cards = viewerId ? await viewersCards(ids, viewerId) : await kept.cards(ids);
      const gone = ids.filter((_, i) => cards[i] === undefined);
      if (gone.length === 0) return cards as VideoCard[];
      // Deleted since the index read them: forgotten, and the search asked again without them.
      if (!indexed) return cards.filter((card) => card !== undefined);
      indexed.forget(gone);
    }
  }

  /** The people found, as the viewer sees them (follow state), best first. */
  async function people(words: string[], viewerId: string | null) {
    const limit = LIMITS.searchMaxUsers;
    const ids = indexed && (await indexed.userIds(words, limit));
    if (!ids) return search.users(words, viewerId, limit);
    const byId = new Map((await search.peopleByIds(ids, viewerId)).map((row) => [row.id, row]));
    // One deleted since the index last looked is missing here, and left out.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /** Up to 50 videos (title words, any order, accents ignored) and up to 20 people (username). */
    async search(viewerId: string | null, query: SearchQuery): Promise<SearchResponse> {
      const words = searchWords(query.q);
      if (words.length === 0) return { videos: [], users: [] };
      const platformId = query.platform ? (await catalogues.findPlatformBySlug(query.platform))?.id : undefined;
      const filters = { platformId, orientation: query.orientation };
      const [cards, users, hidden, hidesSensitive] = await Promise.all([
        videoCards(words, filters, viewerId),
        people(words, viewerId),
        deps.hiddenFor?.(viewerId),
        deps.hidesSensitive?.(viewerId),
      ]);
      // Left out after the ranking, as muted creators are: one's own videos are never hidden from oneself.
      const leftOut = (card: VideoCard) =>
        hidden?.has(card.ownerId) || (hidesSensitive && !card.isOwned && card.labels.includes('sensitive'));
      return {
        videos: hidden?.size || hidesSensitive ? cards.filter((card) => !leftOut(card)) : cards,
        users: users.map((u) => ({
          id: u.id,
          username: u.username,
          avatarUrl: u.avatar_url ? storage.publicPath('avatars', u.avatar_url) : null,
          bio: u.bio,
          isFollowing: Boolean(u.is_following),
          followsYou: Boolean(u.follows_you),
          blocked: Boolean(u.blocked),
        })),
      };
    },
  };
}
