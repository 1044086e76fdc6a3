/** Query keys of the flags feature. */
export const flagKeys = {
  all: ['flags'] as const,
  /** Without a video: every video's answer (what a sent report makes stale). */
  limit: (videoId?: number) =>
    videoId === undefined ? ([...flagKeys.all, 'limit'] as const) : ([...flagKeys.all, 'limit', videoId] as const),
};
