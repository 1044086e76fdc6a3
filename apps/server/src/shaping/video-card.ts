import {
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  captionLanguageLabel,
  captionsPath,
  VIDEO_LABELS,
  type PosterVariant,
  type Provenance,
  type VideoCard,
  type VideoCaption,
  type VideoDetail,
  type VideoLabel,
} from '@promptreel/contract';
import { parsePosterVariants } from '../images/poster-variants.js';
import { parseRenditions } from '../video-files/renditions.js';
import { channelOf, formatViews, shownUsername } from '../lib/format.js';
import type { VideoCardRow } from '../repositories/videos.repository.js';
import type { Storage } from '../storage/storage.js';
import { storedFileRecipe, storedRecipe } from './recipe.js';

/** Row → video card, as seen by `viewerId` (who decides `isOwned`). */
export function toVideoCard(row: VideoCardRow, viewerId: string | null, storage: Storage): VideoCard {
  const live = row.owner_deleted_at == null;
  const name = shownUsername(row.owner_username, row.owner_deleted_at);
  return {
    id: row.id,
    title: row.title,
    channel: channelOf(name),
    ownerId: row.owner_id,
    // Only a live profile can be visited: a deleted owner's name is shown, never linked.
    ownerUsername: live ? name : null,
    ownerAvatarUrl: live && row.owner_avatar_url ? storage.publicPath('avatars', row.owner_avatar_url) : null,
    views: formatViews(row.views),
    viewsCount: row.views,
    createdAt: new Date(row.created_at).toISOString(),
    claps: row.claps_count,
    comments: row.comments_count,
    publicUrl: row.file_path ? storage.publicPath('videos', row.file_path) : null,
    posterUrl: row.thumbnail_url ? storage.publicPath('videos', row.thumbnail_url) : null,
    posterVariants: posterVariantsOf(row, storage),
    renditions: parseRenditions(row.renditions).map(({ key, ...size }) => ({
      url: storage.publicPath('videos', key),
      ...size,
    })),
    platform: row.platform,
    platformId: row.platform_id,
    platformSlug: row.platform_slug ?? null,
    categoryId: row.category_id,
    categoryLabel: row.category_label ?? null,
    categorySlug: row.category_slug ?? null,
    categoryEmoji: row.category_emoji ?? null,
    prompt: row.prompt,
    isOwned: viewerId !== null && viewerId === row.owner_id,
    orientation: row.orientation,
    width: row.width,
    height: row.height,
    // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
    clapped: Boolean(row.clapped),
    provenance: provenanceOf(row),
    labels: labelsOf(row.labels, row.marked_sensitive === 1),
    markedSensitive: row.marked_sensitive === 1,
    allowRemixes: row.allow_remixes === 1,
    visibility: row.visibility,
    // A scheduled video is its owner's alone until then; the time is theirs to see.
    publishAt: row.publish_at !== null ? new Date(row.publish_at).toISOString() : null,
  };
}

/**
 * The cards' copy of a video's labels (`videos.labels`, comma-separated); unknown names are left out.
 * A creator's own 'Sensitive content' mark shows as the label, so every cover and badge honours it.
 */
function labelsOf(stored: string, markedSensitive: boolean): VideoLabel[] {
  if (stored === '' && !markedSensitive) return [];
  const names = stored.split(',');
  return VIDEO_LABELS.filter((l) => names.includes(l) || (markedSensitive && l === 'sensitive'));
}

/** The poster's sizes for srcset, narrowest first; none without a poster or from before them. */
function posterVariantsOf(
  row: Pick<VideoCardRow, 'thumbnail_url' | 'poster_variants'>,
  storage: Storage,
): PosterVariant[] {
  if (!row.thumbnail_url) return [];
  return parsePosterVariants(row.poster_variants).map(({ key, width }) => ({
    url: storage.publicPath('videos', key),
    width,
  }));
}

type StoredCredentials = Pick<
  VideoCardRow,
  'c2pa_present' | 'c2pa_valid' | 'c2pa_trusted' | 'c2pa_ai' | 'c2pa_generator' | 'c2pa_issuer'
>;

/** The stored C2PA summary; null when the file carried no credentials (or predates reading them). */
export function provenanceOf(row: StoredCredentials): Provenance | null {
  if (row.c2pa_present !== 1) return null;
  return {
    present: true,
    valid: row.c2pa_valid === 1,
    trusted: row.c2pa_valid === 1 && row.c2pa_trusted === 1,
    aiGenerated: row.c2pa_ai === 1,
    generator: row.c2pa_generator,
    issuer: row.c2pa_issuer,
  };
}

/** What only the service can tell of a video's remixes (services/remixes.ts). */
export type RemixFacts = Pick<VideoDetail, 'remix' | 'remixCount'>;

export function toVideoDetail(
  row: VideoCardRow,
  viewerId: string | null,
  storage: Storage,
  remixes: RemixFacts,
): VideoDetail {
  return {
    ...toVideoCard(row, viewerId, storage),
    subtitle: row.subtitle,
    sizeBytes: row.size_bytes,
    durationMs: row.duration_ms,
    // Only its owner is ever shown a video while it processes.
    processing: row.processing === 1,
    processingPercent: row.processing === 1 ? row.processing_percent : null,
    captions: captionsOf(row.id, row.caption_languages),
    recipe: storedRecipe(row.recipe),
    fileRecipe: storedFileRecipe(row.file_recipe),
    ...remixes,
  };
}

/** The video page's captions from `videos.caption_languages` (comma-separated); unknown ones are left out. */
function captionsOf(videoId: number, stored: string): VideoCaption[] {
  if (!stored) return [];
  return stored
    .split(',')
    .filter((l): l is CaptionLanguage => (CAPTION_LANGUAGES as readonly string[]).includes(l))
    .map((language) => ({ language, label: captionLanguageLabel(language), url: captionsPath(videoId, language) }));
}
