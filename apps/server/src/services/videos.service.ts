import {
  CAPTION_MESSAGES,
  type CountViewRequest,
  type PutCaptionsRequest,
  type editVideoRequestSchema,
  type putRecipeRequestSchema,
  type FeedResponse,
  MESSAGES,
  type VideoDetail,
  type ViewCount,
  VIEW_WINDOW_MS,
  type feedQuerySchema,
  REFUSAL_MESSAGES,
} from '@promptreel/contract';
import type { z } from 'zod';
import { Forbidden, Invalid, NotFound, Unauthenticated } from '../errors.js';
import { captionLanguage, readCaptionsFile, takeCaptionSlot } from './caption-files.js';
import { addressKeyOf, viewerKeyOf } from '../rules/viewer-key.js';
import { viewersKeptFrom } from '../repositories/day-stats.js';
import { searchText } from '../lib/search-text.js';
import type { CaptionsRepository } from '../repositories/captions.repository.js';
import type { RemixesRepository } from '../repositories/remixes.repository.js';
import { remixFactsOf } from './remix-links.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import { afterCursor, pageOf } from '../lib/cursor.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import { type FeedFilters, HOT_KEY, LATEST_KEY, type VideosRepository } from '../repositories/videos.repository.js';
import { EVERYONES, type ReaderChoices, readerFilters } from '../repositories/reader-choices.js';
import type { ViewsRepository } from '../repositories/views.repository.js';
import type { Storage } from '../storage/storage.js';
import { chosenCatalogue } from '../rules/catalogue-choice.js';
import { toVideoCard, toVideoDetail } from '../shaping/video-card.js';
import { recipeToStore } from '../shaping/recipe.js';
import { removeVideoAndFiles } from '../video-files/video-removal.js';
import { mayOpen } from '../rules/video-access.js';
import { chosenVisibility, type VisibilityValues } from '../rules/visibility-choice.js';

type FeedQuery = z.output<typeof feedQuerySchema>;
type EditInput = z.output<typeof editVideoRequestSchema>;
type PutRecipeRequest = z.output<typeof putRecipeRequestSchema>;

/**
 * However many session ids or accounts one address sends, at most this many of its views of a
 * video count in an hour: a household or an office, not a loop of made-up viewers.
 */
const VIEWS_PER_ADDRESS = { max: 5, windowMs: 60 * 60_000 };

/** Remixes shown at a time on a video's page (its strip). */
const REMIXES_PAGE = 12;

export function createVideosService(deps: {
  videos: VideosRepository;
  writes: VideoWritesRepository;
  catalogues: CataloguesRepository;
  views: ViewsRepository;
  captions: CaptionsRepository;
  remixes: RemixesRepository;
  storage: Storage;
  isAdmin: (userId: string) => Promise<boolean>;
  /** Refuses a suspended or banned account (services/account-standing.service.ts). */
  assertCanWrite: (userId: string) => Promise<void>;
  /** Per user: at most `max` caption files added or removed in any `windowMs` (none: no limit). */
  captionLimit?: { max: number; windowMs: number } | null;
  /** Writes an owner's checked visibility (services/video-visibility.service.ts). */
  applyVisibility: (videoId: number, values: VisibilityValues) => Promise<void>;
  now?: () => number;
}) {
  const { videos, writes, catalogues, captions, storage } = deps;
  const now = deps.now ?? Date.now;
  let prunedAt = -Infinity;

  async function ownedVideo(viewerId: string | null, id: number, allowAdmin: boolean) {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    const video = await writes.ownershipOf(id);
    if (!video) throw NotFound(MESSAGES.videoNotFound);
    if (video.owner_id !== viewerId && !(allowAdmin && (await deps.isAdmin(viewerId))))
      throw Forbidden(REFUSAL_MESSAGES.notYourVideo);
    return video;
  }

  /** The owner's change to what others see of their video: first refused to a suspended account. */
  async function editableVideo(viewerId: string | null, id: number) {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    await deps.assertCanWrite(viewerId);
    return ownedVideo(viewerId, id, false);
  }

  return {
    /**
     * A feed page for `viewerId`, its cards as `seenBy` sees them: the viewer, or no one (null) for
     * a page kept and marked for its reader later (seen-by.ts). `reader`: creators the viewer
     * muted or blocked and their sensitive setting; a page leaving any out is the viewer's alone.
     */
    async feed(
      viewerId: string | null,
      query: FeedQuery,
      seenBy = viewerId,
      reader: ReaderChoices = EVERYONES,
    ): Promise<FeedResponse> {
      if (query.tab === 'following' && !viewerId) throw Unauthenticated(MESSAGES.logInRequired);
      const filters: FeedFilters = readerFilters(viewerId, reader);
      // Unknown slugs mean "all", as the spec asks of the feed's filters.
      if (query.platform) filters.platformId = (await catalogues.findPlatformBySlug(query.platform))?.id;
      if (query.category) filters.categoryId = (await catalogues.findCategoryBySlug(query.category))?.id;
      if (query.orientation) filters.orientation = query.orientation;
      if (query.tab === 'following' && viewerId) filters.followedBy = viewerId;

      const order = query.tab === 'hot' ? 'hot' : 'latest';
      const key = order === 'hot' ? HOT_KEY : LATEST_KEY;
      const rows = await videos.listFeed(order, filters, afterCursor(query.cursor, key), query.limit + 1, seenBy);
      const { items, nextCursor } = pageOf(rows, query.limit, key.of);
      return { items: items.map((r) => toVideoCard(r, seenBy, storage)), nextCursor };
    },

    /** A video's remixes, newest first, to whoever may see it; `reader`: what the viewer leaves out. */
    async remixes(
      viewerId: string | null,
      id: number,
      cursor: string | undefined,
      reader: ReaderChoices = EVERYONES,
    ): Promise<FeedResponse> {
      await this.get(viewerId, id);
      const rows = await videos.listFeed(
        'latest',
        { remixOf: id, ...readerFilters(viewerId, reader) },
        afterCursor(cursor, LATEST_KEY),
        REMIXES_PAGE + 1,
        viewerId,
      );
      const { items, nextCursor } = pageOf(rows, REMIXES_PAGE, LATEST_KEY.of);
      return { items: items.map((r) => toVideoCard(r, viewerId, storage)), nextCursor };
    },

    /** Which of these videos `viewerId` has clapped: what makes everyone's cards theirs (with `isOwned`). */
    async clappedAmong(viewerId: string, ids: number[]): Promise<Set<number>> {
      return new Set(await videos.clappedAmong(viewerId, ids));
    },

    async get(viewerId: string | null, id: number): Promise<VideoDetail> {
      const row = await videos.findCardById(id, viewerId);
      // Until its processing job ends, or its scheduled time, a video is its owner's alone.
      if (!row || !mayOpen(row, viewerId)) throw NotFound(MESSAGES.videoNotFound);
      const detail = toVideoDetail(row, viewerId, storage, await remixFactsOf(deps.remixes, row));
      // A row whose file has gone is shown as "This upload has no file", not as a broken player.
      if (row.file_path && !(await storage.stat('videos', row.file_path))) detail.publicUrl = null;
      return detail;
    },

    /** Owner only: what it names (prompt: empty → null); `sensitive` is their own mark, never a moderator's label. */
    async edit(viewerId: string | null, id: number, read: () => EditInput): Promise<VideoDetail> {
      const video = await editableVideo(viewerId, id);
      const input = read();
      const { platform, category } = await chosenCatalogue(catalogues, input.platformId, input.categoryId);
      // Checked before anything is written.
      const visibility =
        input.visibility === undefined
          ? null
          : chosenVisibility(input.visibility, input.publishAt, now(), {
              hasBeenPublic: video.visibility === 'public' || video.published_at !== null,
            });
      await writes.update(id, {
        title: input.title,
        subtitle: input.subtitle,
        prompt: input.prompt,
        platform_id: platform.id,
        platform: platform.label,
        category_id: category.id,
        ...(input.recipe === undefined ? {} : { recipe: recipeToStore(input.recipe) }),
        ...(input.allowRemixes === undefined ? {} : { allow_remixes: input.allowRemixes ? 1 : 0 }),
        ...(input.sensitive === undefined ? {} : { marked_sensitive: input.sensitive ? 1 : 0 }),
      });
      if (visibility) await deps.applyVisibility(id, visibility);
      return this.get(viewerId, id);
    },

    /** Owner only: the recipe alone (the upload form's, written once its upload is a video, even while it processes). */
    async setRecipe(viewerId: string | null, id: number, read: () => PutRecipeRequest): Promise<VideoDetail> {
      await editableVideo(viewerId, id);
      await writes.update(id, { recipe: recipeToStore(read().recipe) });
      return this.get(viewerId, id);
    },

    /**
     * Owner only: adds or replaces the captions in one language. The file must be WebVTT with at
     * least one cue, as the W3C's parser reads it (media/webvtt.ts); its words are then searched.
     */
    async putCaptions(
      viewerId: string | null,
      id: number,
      language: string,
      read: () => PutCaptionsRequest,
    ): Promise<VideoDetail> {
      const video = await editableVideo(viewerId, id);
      const lang = captionLanguage(language);
      if (!lang)
        throw Invalid(CAPTION_MESSAGES.languageInvalid, [
          { field: 'language', message: CAPTION_MESSAGES.languageInvalid },
        ]);
      const { vtt } = read();
      // Counted before the file is read: reading is the costly part, refused files included.
      await takeCaptionSlot(captions, deps.captionLimit, video.owner_id, now());
      const cues = await readCaptionsFile(vtt);
      if (cues.cues === 0) throw Invalid(CAPTION_MESSAGES.noCues, [{ field: 'vtt', message: CAPTION_MESSAGES.noCues }]);
      await captions.put(id, lang, vtt, searchText(cues.text), now());
      return this.get(viewerId, id);
    },

    /** Owner only: removes the captions in one language. */
    async removeCaptions(viewerId: string | null, id: number, language: string): Promise<void> {
      const video = await editableVideo(viewerId, id);
      const lang = captionLanguage(language);
      if (lang) await takeCaptionSlot(captions, deps.captionLimit, video.owner_id, now());
      if (!lang || !(await captions.remove(id, lang, now()))) throw NotFound(CAPTION_MESSAGES.notFound);
    },

    /** The WebVTT file of one language, to whoever may see the video. */
    async captionsFile(
      viewerId: string | null,
      id: number,
      language: string,
    ): Promise<{ vtt: string; updatedAt: number }> {
      await this.get(viewerId, id);
      const lang = captionLanguage(language);
      const found = lang ? await captions.find(id, lang) : undefined;
      if (!found) throw NotFound(CAPTION_MESSAGES.notFound);
      return { vtt: found.vtt, updatedAt: found.updated_at };
    },

    /** The owner, or an admin: the row goes (claps and comments with it) and so do the files. */
    async remove(viewerId: string | null, id: number, confirm: () => unknown): Promise<void> {
      const video = await ownedVideo(viewerId, id, true);
      confirm();
      await removeVideoAndFiles(writes, storage, video);
    },

    /**
     * increment_video_view, asked on first play: one view per viewer (rules/viewer-key.ts) and video
     * per VIEW_WINDOW_MS, and only within its address's VIEWS_PER_ADDRESS.
     */
    async countView(viewerId: string | null, id: number, input: CountViewRequest, address: string): Promise<ViewCount> {
      const addressKey = addressKeyOf(address);
      const viewer = { key: viewerKeyOf(viewerId, input.sessionId, address), source: input.source ?? 'direct' };
      const at = now();
      const views = await deps.views.countView(id, viewer, at, VIEW_WINDOW_MS, { addressKey, ...VIEWS_PER_ADDRESS });
      if (views === undefined) throw NotFound(MESSAGES.videoNotFound);
      // Expired rows only take space: one indexed delete per window keeps the table to one window's viewers.
      if (at - prunedAt >= VIEW_WINDOW_MS) {
        prunedAt = at;
        await deps.views.prune(at - VIEW_WINDOW_MS, at - VIEWS_PER_ADDRESS.windowMs, viewersKeptFrom(at));
      }
      return { views };
    },
  };
}
