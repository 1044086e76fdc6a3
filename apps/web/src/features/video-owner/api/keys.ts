/** Query keys of the video-owner feature. */
export const videoOwnerKeys = {
  all: ['video-owner'] as const,
  editable: (id: number) => [...videoOwnerKeys.all, 'editable', id] as const,
};
