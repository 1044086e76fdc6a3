/**
 * Who may see a video outside lists (its page, player, claps, comments, saves, remixes). Still
 * processing or scheduled for later, it is its owner's alone; an unlisted one is anyone's who has
 * its link. Lists show public videos only (repositories filter `visibility = 'public'`).
 */
export function ownerOnly(video: { processing: number; visibility: string }): boolean {
  return video.processing === 1 || video.visibility === 'scheduled';
}

/** Whether `viewerId` may open the video by its id. */
export function mayOpen(video: { processing: number; visibility: string; owner_id: string }, viewerId: string | null) {
  return !ownerOnly(video) || video.owner_id === viewerId;
}
