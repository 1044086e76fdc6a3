import { type FeedResponse, MESSAGES, type VideoDetail, type feedQuerySchema } from '@promptreel/contract';
import type { z } from 'zod';
import { NotFound, Unauthenticated } from '../errors.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import type { FeedFilters, VideosRepository } from '../repositories/videos.repository.js';
import type { Storage } from '../storage/storage.js';
import { toVideoCard, toVideoDetail } from './video-card.js';

type FeedQuery = z.output<typeof feedQuerySchema>;

export const LOG_IN_REQUIRED = 'Log in required';

export function createVideosService(deps: {
  videos: VideosRepository;
  catalogues: CataloguesRepository;
  storage: Storage;
}) {
  const { videos, catalogues, storage } = deps;

  return {
    async feed(viewerId: string | null, query: FeedQuery): Promise<FeedResponse> {
      if (query.tab === 'following' && !viewerId) throw Unauthenticated(LOG_IN_REQUIRED);
      const filters: FeedFilters = {};
      // Unknown slugs mean "all", as the spec asks of the feed's filters.
      if (query.platform) filters.platformId = (await catalogues.findPlatformBySlug(query.platform))?.id;
      if (query.category) filters.categoryId = (await catalogues.findCategoryBySlug(query.category))?.id;
      if (query.orientation) filters.orientation = query.orientation;
      if (query.tab === 'following' && viewerId) filters.followedBy = viewerId;

      const order = query.tab === 'hot' ? 'hot' : 'latest';
      const after = decodeCursor(query.cursor, order === 'hot' ? 3 : 2);
      const rows = await videos.listFeed(order, filters, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > query.limit && last
          ? encodeCursor(order === 'hot' ? [last.claps_count, last.created_at, last.id] : [last.created_at, last.id])
          : null;
      return { items: page.map((r) => toVideoCard(r, viewerId, storage)), nextCursor };
    },

    async get(viewerId: string | null, id: number): Promise<VideoDetail> {
      const row = await videos.findCardById(id);
      if (!row) throw NotFound(MESSAGES.videoNotFound);
      const detail = toVideoDetail(row, viewerId, storage);
      // A row whose file has gone is shown as "This upload has no file", not as a broken player.
      if (row.file_path && !(await storage.stat('videos', row.file_path))) detail.publicUrl = null;
      return detail;
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
