// Free of zod: the signed-in app shell listens for these names on its first load.

/** The server-sent events' names (`event:` lines of GET /api/events), one per kind of change. */
export const LIVE_EVENTS = {
  /** A comment was added to or deleted from a video (channel `video:{id}`). */
  commentChanged: 'comment-changed',
  /** The signed-in user's own profile changed (name, avatar) on some tab or device. */
  profileUpdated: 'profile-updated',
  /** The signed-in user's account was deleted: every tab signs out. */
  profileDeleted: 'profile-deleted',
  /** The signed-in user's notifications changed (a new one, or read elsewhere): the bell's new count. */
  notificationsChanged: 'notifications-changed',
} as const;
