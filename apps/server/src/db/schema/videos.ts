import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of videos: the catalogues, the videos, their labels, captions and counted views.
 */

export interface VideoPlatformsTable {
  id: number;
  label: string;
  slug: string;
}

export interface VideoCategoriesTable {
  id: number;
  label: string;
  slug: string;
  emoji: string;
}

export type OrientationValue = 'portrait' | 'landscape' | 'square';

export interface VideosTable {
  id: Generated<number>;
  owner_id: string;
  title: string;
  subtitle: string | null;
  prompt: string | null;
  /** The recipe's JSON (contract recipes.ts), or null (migration 0034). */
  recipe: ColumnType<string | null, string | null | undefined, string | null>;
  platform_id: number | null;
  /** Platform label as it was at upload, kept for display when the catalogue changes. */
  platform: string;
  category_id: number | null;
  /** Storage key in the videos bucket, or null when the upload has no file. */
  file_path: string | null;
  size_bytes: number | null;
  /** Storage key of the poster in the videos bucket. */
  thumbnail_url: string | null;
  /** The poster's sizes for srcset, JSON [{ key, width }] (images/poster-variants.ts); null without. */
  poster_variants: string | null;
  /** Phone-sized copies, JSON [{ key, width, height, bitrate }] smallest first (video-files/renditions.ts); null without. */
  renditions: string | null;
  /** How far processing has got, 0–100, while `processing` is 1 (migration 0031); null before a measure. */
  processing_percent: number | null;
  /** Recency-weighted claps, comments and watching, in log form (rules/rising-score.ts; migration 0032). */
  rising_score: Generated<number>;
  orientation: OrientationValue | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  views: Generated<number>;
  claps_count: Generated<number>;
  comments_count: Generated<number>;
  created_at: number;
  /** The title in search form (lib/search-text.ts); kept by the repository on every write. */
  search_text: Generated<string>;
  /** The description in search form (lib/search-text.ts), written with it. */
  search_body: Generated<string>;
  /** When title, description, platform or orientation last changed (ms); see migration 0012. */
  search_changed_at: Generated<number>;
  /** C2PA Content Credentials read at upload (media/c2pa.ts); flags 0/1, all null when never read. */
  c2pa_present: number | null;
  /** Signature and hash bindings intact (not: signer on a trust list). */
  c2pa_valid: number | null;
  /** Valid and the signer chains to a claim-signer trust anchor (config `c2paTrust`); null before 0008. */
  c2pa_trusted: number | null;
  /** The claim generator: the tool that made the claim. */
  c2pa_generator: string | null;
  /** The manifest asserts trainedAlgorithmicMedia or compositeWithTrainedAlgorithmicMedia. */
  c2pa_ai: number | null;
  /** The signer's organisation from its certificate. */
  c2pa_issuer: string | null;
  /** Its active manifest's label (migration 0037): what a verified remix names as its parent. */
  c2pa_manifest: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while the upload's processing job has not finished: only its owner sees it. */
  processing: Generated<number>;
  /** Set while a moderator's removal holds the video for a possible appeal (migration 0021). */
  held_at: number | null;
  held_by: string | null;
  /** The random folder its files are kept under while held, never served. */
  held_prefix: string | null;
  /** The video this one was made from (migration 0035); kept when that one goes. */
  remix_of: ColumnType<number | null, number | null | undefined, number | null>;
  /** The first video of its remix chain (its source's root, or its source). */
  remix_root: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'claimed' (its creator says so) or 'verified' (its Content Credentials prove it); null: not a remix. */
  remix_claim: ColumnType<
    'claimed' | 'verified' | null,
    'claimed' | 'verified' | null | undefined,
    'claimed' | 'verified' | null
  >;
  /** What its file said of how it was made: contract fileRecipeSchema's JSON (migration 0036); null for nothing. */
  file_recipe: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 unless its creator turned remixes off. */
  allow_remixes: Generated<number>;
  /** Who finds it (migration 0039): every list, its link only, or its owner until `publish_at`. */
  visibility: Generated<'public' | 'unlisted' | 'scheduled'>;
  /** When a scheduled video becomes public (ms); null unless scheduled. */
  publish_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** When it first became public (ms): its date in lists from then on; null until then. */
  published_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its `video_labels`, comma-separated in VIDEO_LABELS order ('' for none), for the cards. */
  labels: Generated<string>;
  /** 1 when its creator marked it 'Sensitive content' (migration 0040); a moderator's label is in `labels`. */
  marked_sensitive: Generated<number>;
  /** When its creator last chose a poster whose 'make-poster' job has not ended (migration 0042); null otherwise. */
  poster_requested_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The languages of its `video_captions`, comma-separated in CAPTION_LANGUAGES order ('' for none). */
  caption_languages: Generated<string>;
}

/** A moderator's label on a video (migration 0022), with the decision that put it there. */
export interface VideoLabelsTable {
  video_id: number;
  label: string;
  decision_id: number;
  created_at: number;
}

/** One WebVTT file per video and language (migration 0024). */
export interface VideoCaptionsTable {
  video_id: number;
  language: string;
  vtt: string;
  /** Its cues' text in search form (lib/search-text.ts). */
  search_text: string;
  updated_at: number;
}

/** The last counted view of each viewer per video ('u:', 's:' or 'a:' key). */
export interface VideoViewsTable {
  video_id: number;
  viewer_key: string;
  counted_at: number;
  /** The view's largest share watched so far, 0–1 (migration 0041). */
  share: Generated<number>;
  /** The UTC day it counted on; null while the row holds back a view that did not count. */
  view_day: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0029: the counted views of one address per video, `slot` 0 to the limit − 1. */
export interface VideoViewAddressesTable {
  video_id: number;
  address_key: string;
  slot: number;
  counted_at: number;
}
