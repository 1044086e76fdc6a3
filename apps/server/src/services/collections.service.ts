import {
  type Collection,
  type CollectionChange,
  COLLECTION_LIMITS,
  COLLECTION_PAGE,
  type CollectionPage,
  type CollectionsResponse,
  COLLECTION_TEXTS,
  type collectionOrderRequestSchema,
  type createCollectionRequestSchema,
  MESSAGES,
  REFUSAL_MESSAGES,
  type SaveMenu,
  type updateCollectionRequestSchema,
} from '@promptreel/contract';
import type { z } from 'zod/mini';
import { Conflict, Forbidden, Invalid, NotFound, Unauthenticated } from '../errors.js';
import type { CollectionReader, CollectionRow, CollectionsRepository } from '../repositories/collections.repository.js';
import type { VideosRepository } from '../repositories/videos.repository.js';
import { toVideoCard } from '../shaping/video-card.js';
import type { Storage } from '../storage/storage.js';
import { mayOpen } from '../rules/video-access.js';

type CreateInput = z.output<typeof createCollectionRequestSchema>;
type UpdateInput = z.output<typeof updateCollectionRequestSchema>;
type OrderInput = z.output<typeof collectionOrderRequestSchema>;

/**
 * Saving videos and collections (issue 36). Everyone's Saved list is private; a named collection is
 * private unless its owner makes it public. A private one is its owner's alone: anyone else is told
 * it does not exist. Every list shows only the videos its reader may see (shown, not by a banned
 * creator nor by someone the reader hides), and counts the same.
 */
export function createCollectionsService(deps: {
  collections: CollectionsRepository;
  videos: VideosRepository;
  storage: Storage;
  /** Live profile id of a username (null when there is none to show). */
  profileIdOf: (username: string, viewerId: string | null) => Promise<string | null>;
  /** The people whose videos a viewer does not see (mutes and blocks). */
  hiddenFor: (viewerId: string | null) => Promise<ReadonlySet<string>>;
  /** Whether the viewer's setting leaves sensitive videos out of lists. */
  hidesSensitive?: (viewerId: string | null) => Promise<boolean>;
  /** Refuses a suspended or banned account. */
  assertCanWrite: (userId: string) => Promise<void>;
  now?: () => number;
}) {
  const { collections, storage } = deps;
  const now = deps.now ?? Date.now;
  const readerOf = async (viewerId: string | null): Promise<CollectionReader> => ({
    id: viewerId,
    hiddenOwners: [...(await deps.hiddenFor(viewerId))],
    hideSensitive: (await deps.hidesSensitive?.(viewerId)) ?? false,
  });

  const toCollection = (row: CollectionRow): Collection => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    isPublic: row.is_public === 1,
    ownerUsername: row.owner_username,
    videoCount: Number(row.video_count ?? 0),
    posterUrl: row.poster ? storage.publicPath('videos', row.poster) : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  });

  async function writer(viewerId: string | null): Promise<string> {
    if (!viewerId) throw Unauthenticated(COLLECTION_TEXTS.logInToSave);
    await deps.assertCanWrite(viewerId);
    return viewerId;
  }

  /** A collection the viewer may read: a private one is not found for anyone but its owner. */
  async function readable(viewerId: string | null, id: number, reader: CollectionReader): Promise<CollectionRow> {
    const row = await collections.find(id, reader);
    if (!row || (row.is_public !== 1 && row.owner_id !== viewerId)) throw NotFound(COLLECTION_TEXTS.notFound);
    return row;
  }

  /** One of the viewer's own collections, to change. */
  async function own(viewerId: string, id: number, reader: CollectionReader): Promise<CollectionRow> {
    const row = await readable(viewerId, id, reader);
    if (row.owner_id !== viewerId) throw Forbidden(COLLECTION_TEXTS.notFound);
    return row;
  }

  /** A video the viewer may see, to be saved: its own processing uploads included. */
  async function savable(viewerId: string, videoId: number, reader: CollectionReader) {
    const video = await deps.videos.findCardById(videoId, viewerId);
    if (!video || !mayOpen(video, viewerId)) throw NotFound(MESSAGES.videoNotFound);
    if (reader.hiddenOwners.includes(video.owner_id)) throw NotFound(MESSAGES.videoNotFound);
  }

  async function changed(id: number, holds: boolean, reader: CollectionReader): Promise<CollectionChange> {
    const row = await collections.find(id, reader);
    return { collection: toCollection(row!), holds };
  }

  return {
    /** The viewer's collections, Saved first (made at their first save); with `videoId`, which hold it. */
    async mine(viewerId: string | null, videoId?: number): Promise<SaveMenu> {
      if (!viewerId) throw Unauthenticated(COLLECTION_TEXTS.logInToSave);
      const rows = await collections.listOf(viewerId, false, await readerOf(viewerId));
      const holding =
        videoId === undefined
          ? new Set<number>()
          : await collections.holding(
              rows.map((r) => r.id),
              videoId,
            );
      return { items: rows.map((row) => ({ ...toCollection(row), holds: holding.has(row.id) })) };
    },

    /** A profile's public collections (its owner sees their private ones too). */
    async ofProfile(viewerId: string | null, username: string): Promise<CollectionsResponse> {
      const ownerId = await deps.profileIdOf(username, viewerId);
      if (!ownerId) throw NotFound(REFUSAL_MESSAGES.userNotFound);
      const rows = await collections.listOf(ownerId, ownerId !== viewerId, await readerOf(viewerId));
      return { items: rows.filter((r) => r.kind === 'named').map(toCollection) };
    },

    async create(viewerId: string | null, read: () => CreateInput): Promise<Collection> {
      const owner = await writer(viewerId);
      const input = read();
      const reader = await readerOf(owner);
      if (input.videoId !== undefined) await savable(owner, input.videoId, reader);
      const at = now();
      const made = await collections.create(
        {
          owner_id: owner,
          name: input.name,
          description: input.description || null,
          is_public: input.isPublic ? 1 : 0,
          at,
        },
        COLLECTION_LIMITS.perOwner,
      );
      if (made === 'taken') throw Conflict(COLLECTION_TEXTS.nameTaken);
      if (made === 'too_many') throw Invalid(COLLECTION_TEXTS.tooMany);
      if (input.videoId !== undefined)
        await collections.add(made, input.videoId, at, { first: false, max: COLLECTION_LIMITS.videosPer });
      return (await changed(made, input.videoId !== undefined, reader)).collection;
    },

    async update(viewerId: string | null, id: number, read: () => UpdateInput): Promise<Collection> {
      const owner = await writer(viewerId);
      const reader = await readerOf(owner);
      const row = await own(owner, id, reader);
      const input = read();
      if (row.kind === 'saved') throw Invalid(COLLECTION_TEXTS.savedIsFixed);
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(input.isPublic !== undefined ? { is_public: input.isPublic ? 1 : 0 } : {}),
      };
      if ((await collections.update(id, owner, values, now())) === 'taken') throw Conflict(COLLECTION_TEXTS.nameTaken);
      return (await changed(id, false, reader)).collection;
    },

    async remove(viewerId: string | null, id: number): Promise<void> {
      const owner = await writer(viewerId);
      const row = await own(owner, id, await readerOf(owner));
      if (row.kind === 'saved') throw Invalid(COLLECTION_TEXTS.savedIsFixed);
      await collections.delete(id, now());
    },

    /** Puts a video in one of the viewer's collections ('saved' for their Saved list). */
    async addVideo(viewerId: string | null, target: number | 'saved', videoId: number): Promise<CollectionChange> {
      const owner = await writer(viewerId);
      const reader = await readerOf(owner);
      const id = target === 'saved' ? await collections.savedOf(owner, now()) : (await own(owner, target, reader)).id;
      await savable(owner, videoId, reader);
      const added = await collections.add(id, videoId, now(), {
        first: target === 'saved',
        max: COLLECTION_LIMITS.videosPer,
      });
      if (added === 'full') throw Invalid(COLLECTION_TEXTS.full);
      return changed(id, true, reader);
    },

    async removeVideo(viewerId: string | null, target: number | 'saved', videoId: number): Promise<CollectionChange> {
      const owner = await writer(viewerId);
      const reader = await readerOf(owner);
      const id = target === 'saved' ? await collections.savedOf(owner, now()) : (await own(owner, target, reader)).id;
      await collections.remove(id, videoId, now());
      return changed(id, false, reader);
    },

    /**
     * The owner's new order: every video of the collection they can see, once. Those they cannot
     * (held, or by someone banned or hidden) keep their order after them.
     */
    async reorder(viewerId: string | null, id: number, read: () => OrderInput): Promise<Collection> {
      const owner = await writer(viewerId);
      const reader = await readerOf(owner);
      await own(owner, id, reader);
      const input = read();
      const seen = (await collections.page(id, null, COLLECTION_LIMITS.videosPer, reader)).map((s) => s.video_id);
      const asked = new Set(input.videoIds);
      if (asked.size !== input.videoIds.length || asked.size !== seen.length || seen.some((v) => !asked.has(v)))
        throw Invalid(COLLECTION_TEXTS.orderMismatch);
      const unseen = (await collections.videoIds(id)).filter((v) => !asked.has(v));
      await collections.reorder(id, [...input.videoIds, ...unseen], now());
      return (await changed(id, false, reader)).collection;
    },

    /** A collection and a page of its videos, in its order. */
    async page(viewerId: string | null, id: number, cursor: string | undefined): Promise<CollectionPage> {
      const reader = await readerOf(viewerId);
      const row = await readable(viewerId, id, reader);
      const after = cursor !== undefined && /^-?\d{1,15}$/.test(cursor) ? Number(cursor) : null;
      const slice = await collections.page(id, after, COLLECTION_PAGE + 1, reader);
      const shown = slice.slice(0, COLLECTION_PAGE);
      const rows = await deps.videos.cardsByIds(
        shown.map((s) => s.video_id),
        viewerId,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        collection: toCollection(row),
        isOwned: row.owner_id === viewerId,
        items: shown.flatMap((s) => {
          const card = byId.get(s.video_id);
          return card ? [toVideoCard(card, viewerId, storage)] : [];
        }),
        nextCursor: slice.length > COLLECTION_PAGE ? String(shown.at(-1)!.position) : null,
      };
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
