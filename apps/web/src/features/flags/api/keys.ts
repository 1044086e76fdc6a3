import { flagTargetKey, type FlagTarget } from '../utils/flag-target';

/** Query keys of the flags feature. */
export const flagKeys = {
  all: ['flags'] as const,
  /** Without a target: every target's answer (what a sent report makes stale). */
  limit: (target?: FlagTarget) =>
    target === undefined
      ? ([...flagKeys.all, 'limit'] as const)
      : ([...flagKeys.all, 'limit', ...flagTargetKey(target)] as const),
};
