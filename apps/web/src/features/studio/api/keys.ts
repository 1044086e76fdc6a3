/** Every Studio query starts with 'studio': a sign-out or a new upload can mark them all stale at once. */
export const studioKeys = {
  all: ['studio'] as const,
  overview: (days: number) => ['studio', 'overview', days] as const,
  video: (id: number, days: number) => ['studio', 'video', id, days] as const,
};
