// Free of zod, like every module the first load of a page imports: one zod import here would bring
// zod's code into that load (the web app's entry chunk holds every module it reaches).
import type { Orientation } from './catalogues.js';
import type { PosterVariant } from './posters.js';

/** The `srcset` of a card's poster, or undefined when there are no sizes (then `src` alone). */
export function posterSrcSet(variants: readonly PosterVariant[]): string | undefined {
  if (variants.length === 0) return undefined;
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/**
 * The one image a `<video poster>` can name (it takes no srcset): the widest size. The player
 * is 635–725 CSS px wide on a computer (about 720 device pixels at density 1) and about 360 CSS px
 * on a phone (about 630–720 device pixels at density 1.75–2), and the widest variant is 720 px at
 * most, so it suits both; the server preloads this same URL. Without sizes, the original poster.
 */
export function playerPosterUrl(video: {
  posterUrl: string | null;
  posterVariants: readonly PosterVariant[];
}): string | null {
  return video.posterVariants.at(-1)?.url ?? video.posterUrl;
}

const RATIO: Record<Orientation, number> = { portrait: 9 / 16, landscape: 16 / 9, square: 1 };

/** Width ÷ height of a video: from its real size when known, else from its orientation, else 16:9. */
export function mediaAspectRatio(video: {
  width: number | null;
  height: number | null;
  orientation: Orientation | null;
}): number {
  if (video.width && video.height && video.width > 0 && video.height > 0) return video.width / video.height;
  return video.orientation ? RATIO[video.orientation] : RATIO.landscape;
}

/** Portrait cards are capped at 559 px high in the list, 600 px in the grid. */
export const MAX_MEDIA_HEIGHT = { list: 559, grid: 600 } as const;

/**
 * Where a list of cards sits, in CSS px, so `sizes` can say how wide a poster is drawn before any
 * CSS loads (the server writes the same `sizes` into the first poster's preload). These mirror the
 * web app's classes: the page's side padding (`px-4` in app/layout/root-layout.tsx), the list's
 * widest content box (feed list `max-w-[600px]` in app/routes/feed.tsx; the full page
 * `max-w-screen-2xl` less padding; the default page `max-w-[752px]` less padding in
 * app/route-handle.ts) and the grid's columns and gap (features/videos/components/video-feed.tsx).
 * e2e/first-load.spec.ts checks the drawn widths against them.
 */
export interface CardFrame {
  /** The widest the list's content box gets. */
  maxWidth: number;
  /** Columns from each viewport width on (ascending; the first starts at 0). */
  columns: readonly (readonly [minViewportWidth: number, count: number])[];
  /** Between columns. */
  gap: number;
  /** The media box's height cap (tall videos narrow instead). */
  maxMediaHeight: number;
}

/** The page's padding left plus right. */
export const PAGE_GUTTER = 32;

const GRID_COLUMNS = [
  [0, 2],
  [640, 3],
  [1024, 4],
  [1280, 5],
] as const;

export const CARD_FRAMES = {
  /** The home feed as a list (the default layout). */
  feedList: { maxWidth: 600, columns: [[0, 1]], gap: 0, maxMediaHeight: MAX_MEDIA_HEIGHT.list },
  /** The home feed as a grid, across the full page. */
  feedGrid: { maxWidth: 1536 - PAGE_GUTTER, columns: GRID_COLUMNS, gap: 12, maxMediaHeight: MAX_MEDIA_HEIGHT.grid },
  /** A profile's tabs: the same grid on a page of the default width. */
  profileGrid: { maxWidth: 752 - PAGE_GUTTER, columns: GRID_COLUMNS, gap: 12, maxMediaHeight: MAX_MEDIA_HEIGHT.grid },
} as const satisfies Record<string, CardFrame>;

/** The media box's height cap as a width, as the web's box style rounds it. */
const capWidth = (frame: CardFrame, ratio: number) => Math.round(frame.maxMediaHeight * ratio * 100) / 100;

/** How wide (CSS px) a poster of this shape is drawn in this frame at this viewport width. */
export function posterSlotWidth(frame: CardFrame, ratio: number, viewportWidth: number): number {
  let count = 1;
  for (const [from, n] of frame.columns) if (viewportWidth >= from) count = n;
  const content = Math.min(viewportWidth - PAGE_GUTTER, frame.maxWidth);
  return Math.min((content - (count - 1) * frame.gap) / count, capWidth(frame, ratio));
}

const px = (n: number) => `${Math.round(n * 100) / 100}px`;

/**
 * The `sizes` of a poster in this frame: per column count, the viewport-relative width until the
 * box stops growing (the list's widest box or the height cap), then that fixed width. Only media
 * queries and calc(), which every browser that reads `sizes` understands.
 */
export function posterSizes(frame: CardFrame, ratio: number): string {
  // Ascending by viewport width: [from, value].
  const entries: [number, string][] = [];
  frame.columns.forEach(([from, count], i) => {
    const to = frame.columns[i + 1]?.[0] ?? Infinity;
    const fixedPart = PAGE_GUTTER + (count - 1) * frame.gap;
    const fixed = Math.min((frame.maxWidth - (count - 1) * frame.gap) / count, capWidth(frame, ratio));
    // The viewport width from which the growing box reaches its fixed width.
    const stops = Math.ceil(fixed * count + fixedPart);
    if (stops > from) {
      entries.push([from, count === 1 ? `calc(100vw - ${fixedPart}px)` : `calc((100vw - ${fixedPart}px) / ${count})`]);
    }
    if (stops < to) entries.push([Math.max(from, stops), px(fixed)]);
  });
  const kept = entries.filter(([, value], i) => i === 0 || value !== entries[i - 1]![1]);
  return kept
    .reverse()
    .map(([from, value]) => (from === 0 ? value : `(min-width: ${from}px) ${value}`))
    .join(', ');
}
