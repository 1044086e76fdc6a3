/** The catalogues' texts, made by the build (apps/web/vite-catalogues.ts): each language's loader of a kind. */
declare module 'virtual:texts' {
  import type { Messages } from '@lingui/core';
  import type { Locale } from '@promptreel/contract';

  type Texts = Record<Locale, () => Promise<{ default: Messages }>>;
  /** What the first load shows. */
  export const BOOT: Texts;
  /** Everything else. */
  export const LATER: Texts;
}
