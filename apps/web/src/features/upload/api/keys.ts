/** Query keys of the upload feature. */
export const uploadKeys = {
  all: ['uploads'] as const,
  limit: () => [...uploadKeys.all, 'limit'] as const,
};
