import { renditionLabel, type PlaybackRendition, type Rendition } from '@promptreel/contract';
import { connection, measuredThroughput } from './throughput';

export interface ViewerConditions {
  /** The player's box in CSS pixels, and the screen's pixels per CSS pixel. */
  boxWidth: number;
  devicePixelRatio: number;
  /** Bits per second the viewer's connection delivers; null when not known yet. */
  throughput: number | null;
  saveData: boolean;
}

/** Until anything is measured, assume a middling phone connection: the first clip must start, not impress. */
const UNKNOWN_THROUGHPUT = 1_500_000;
/** A rendition may use this share of the measured rate: the rest absorbs the rate's ups and downs. */
const HEADROOM = 0.6;
/** A rendition this much narrower than the box still fills it to the eye (and costs far less). */
const FILLS = 0.8;
/**
 * Screens denser than this get no sharper a moving picture to the eye: a 3× phone is served as a
 * 2× one (720p for a phone's full width), which halves the bytes of 1080p.
 */
const MAX_DENSITY = 2;

/**
 * The rendition for one viewer (smallest first in `renditions`): the smallest that fills the box at
 * the screen's density, then no larger than the connection carries with room to spare; the
 * smallest with Save-Data on. Null when there is none: the original plays.
 */
export function pickRendition(renditions: readonly Rendition[], viewer: ViewerConditions): Rendition | null {
  if (renditions.length === 0) return null;
  if (viewer.saveData) return renditions[0]!;
  const wanted = viewer.boxWidth * Math.min(viewer.devicePixelRatio, MAX_DENSITY) * FILLS;
  const fills = renditions.find((r) => r.width >= wanted) ?? renditions.at(-1)!;
  const budget = (viewer.throughput ?? UNKNOWN_THROUGHPUT) * HEADROOM;
  const affordable = renditions.filter((r) => r.bitrate <= budget && r.width <= fills.width);
  return affordable.at(-1) ?? renditions[0]!;
}

/** This browser's conditions for a player box `boxWidth` CSS pixels wide. */
export function viewerConditions(boxWidth: number): ViewerConditions {
  return {
    boxWidth,
    devicePixelRatio: window.devicePixelRatio || 1,
    throughput: measuredThroughput(),
    saveData: connection()?.saveData === true,
  };
}

/** The source to play in a box `boxWidth` wide: the chosen rendition's, else the original's. */
export const sourceFor = (original: string, renditions: readonly Rendition[], boxWidth: number): string =>
  pickRendition(renditions, viewerConditions(boxWidth))?.url ?? original;

/** How the playback samples name the file playing: its rendition's label, or 'original' for the upload. */
export function playbackRenditionOf(
  src: string | null | undefined,
  renditions: readonly Rendition[],
): PlaybackRendition {
  const playing = renditions.find((r) => r.url === src);
  const label = playing ? renditionLabel(playing) : 'original';
  // The contract's list by hand: importing it would bring its request schema (and zod) into the first load.
  return (['360p', '480p', '720p', '1080p'] satisfies PlaybackRendition[]).find((l) => l === label) ?? 'original';
}
