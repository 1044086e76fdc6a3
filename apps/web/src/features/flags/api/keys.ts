/** Query keys of the flags feature. */
export const flagKeys = {
  all: ['flags'] as const,
  limit: () => [...flagKeys.all, 'limit'] as const,
};
