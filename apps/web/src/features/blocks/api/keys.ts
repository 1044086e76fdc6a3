export type HiddenKind = 'blocks' | 'mutes';

/** Query keys of the blocks feature. */
export const blockKeys = {
  all: ['blocks'] as const,
  list: (kind: HiddenKind) => [...blockKeys.all, kind] as const,
};
