/** The catalogues' texts, made by the build (apps/web/vite-catalogues.ts): each language's loaders. */
declare module 'virtual:texts' {
  import type { Messages } from '@lingui/core';
  import type { Locale } from '@promptreel/contract';

  type Loader = () => Promise<{ default: Messages }>;
  /** What the first load shows. */
  export const BOOT: Record<Locale, Loader>;
  /** Everything else, a loader per group of texts (apps/web/vite-text-groups.ts, TEXT_GROUPS' order). */
  export const LATER: Record<Locale, Loader[]>;
}
