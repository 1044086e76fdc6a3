/** Query keys of the comments feature. */
export const commentKeys = {
  all: ['comments'] as const,
  video: (videoId: number) => [...commentKeys.all, 'video', videoId] as const,
  profile: (username: string) => [...commentKeys.all, 'profile', username] as const,
};
