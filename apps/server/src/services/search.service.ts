import { LIMITS, type SearchResponse, type searchQuerySchema } from '@promptreel/contract';
import type { z } from 'zod';
import { searchWords } from '../lib/search-text.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import type { SearchRepository } from '../repositories/search.repository.js';
import type { VideosRepository } from '../repositories/videos.repository.js';
import type { Storage } from '../storage/storage.js';
import { toVideoCard } from './video-card.js';

type SearchQuery = z.output<typeof searchQuerySchema>;

export function createSearchService(deps: {
  search: SearchRepository;
  videos: VideosRepository;
  catalogues: CataloguesRepository;
  storage: Storage;
}) {
  const { search, videos, catalogues, storage } = deps;
  return {
    /** Up to 50 videos (title words, any order, accents ignored) and up to 20 people (username). */
    async search(viewerId: string | null, query: SearchQuery): Promise<SearchResponse> {
      const words = searchWords(query.q);
      if (words.length === 0) return { videos: [], users: [] };
      const platformId = query.platform ? (await catalogues.findPlatformBySlug(query.platform))?.id : undefined;
      const [ids, users] = await Promise.all([
        search.videoIds(words, { platformId, orientation: query.orientation }, LIMITS.searchMaxVideos),
        search.users(words, viewerId, LIMITS.searchMaxUsers),
      ]);
      const rows = await videos.cardsByIds(ids, viewerId);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        videos: ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toVideoCard(row, viewerId, storage)] : [];
        }),
        users: users.map((u) => ({
          id: u.id,
          username: u.username,
          avatarUrl: u.avatar_url ? storage.publicPath('avatars', u.avatar_url) : null,
          bio: u.bio,
          isFollowing: Boolean(u.is_following),
          followsYou: Boolean(u.follows_you),
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
