/** Query keys of the For You feature (the feed's own pages are the videos feature's). */
export const forYouKeys = {
  all: ['for-you'] as const,
  hides: () => [...forYouKeys.all, 'hides'] as const,
};
