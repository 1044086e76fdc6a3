/**
 * Texts only the server sends about reports on comments and profiles (the browser shows whatever
 * message an answer carries). Kept apart from FLAG_MESSAGES, which the web app imports whole.
 */
export const REPORT_TARGET_REFUSALS = {
  ownComment: 'You cannot flag your own comment',
  ownProfile: 'You cannot flag your own profile',
  commentFlagged:
    'Comment has been flagged and sent to our team for review. Thank you for helping keep our community safe.',
  profileFlagged:
    'Profile has been flagged and sent to our team for review. Thank you for helping keep our community safe.',
  noPendingCommentReports: 'No pending reports for this comment',
  noPendingProfileReports: 'No pending reports for this profile',
  commentAlreadyRemoved: 'This comment has already been removed',
  /** A comment's reports are not about a moment in a video. */
  noTimestamp: 'A timestamp can only be given when flagging a video',
  invalidCommentId: 'Invalid comment id',
  invalidUsername: 'Invalid username',
  invalidProfileId: 'Invalid profile id',
  /** GET /api/flag-limit asks about one target at a time. */
  oneTarget: 'Ask about one video, comment or profile at a time',
} as const;
