/** Every collection query starts with 'collections', so one change can mark them all stale. */
export const collectionKeys = {
  all: ['collections'] as const,
  /** Every video's Save menu (each lists all the viewer's collections). */
  saveMenus: ['collections', 'save-menu'] as const,
  saveMenu: (videoId: number) => ['collections', 'save-menu', videoId] as const,
  page: (id: number) => ['collections', 'page', id] as const,
  ofProfile: (username: string) => ['collections', 'profile', username.toLowerCase()] as const,
};
