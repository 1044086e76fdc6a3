/** Page widths: home full width, video pages narrow, everything else 720 px. */
export type PageWidth = 'full' | 'narrow' | 'default';

export interface RouteHandle {
  width?: PageWidth;
}

export const PAGE_WIDTH_CLASS: Record<PageWidth, string> = {
  full: 'max-w-screen-2xl',
  // About 635 px below 1024 px wide, 725 px on large screens (plus the side padding).
  narrow: 'max-w-[667px] lg:max-w-[757px]',
  default: 'max-w-[752px]',
};
