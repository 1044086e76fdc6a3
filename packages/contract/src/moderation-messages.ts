// Free of zod, like every module the first load of a page imports: the video page shows the flag
// action's texts, and one zod import here would bring zod's code and the flag schemas into it.

/** Validation and error texts for flags and the admin desk, in the product's exact wording. */
export const FLAG_MESSAGES = {
  mustLogIn: 'You must be logged in to flag videos',
  logInToFlag: 'Log in to flag videos',
  logInToFlagComment: 'Log in to flag comments',
  logInToFlagProfile: 'Log in to flag profiles',
  pleaseLogIn: 'Please log in to flag videos',
  checkLimitFailed: 'Failed to check flag limit. Please try again.',
  alreadyFlagged: 'You have already flagged this video',
  alreadyFlaggedComment: 'You have already flagged this comment',
  alreadyFlaggedProfile: 'You have already flagged this profile',
  submitFailed: 'Failed to submit flag',
  unexpected: 'An unexpected error occurred. Please try again.',
  loadCategoriesFailed: 'Failed to load flag categories',
  success: 'Video has been flagged and sent to our team for review. Thank you for helping keep our community safe.',
  categoryRequired: 'Please select a category for your report',
  reasonRequired: 'Please provide a reason for flagging this video',
  reasonTooShort: 'Please provide a more detailed reason (at least 10 characters)',
  reasonTooLong: 'Reason is too long (maximum 1000 characters)',
  ownVideo: 'You cannot flag your own video',
  invalidVideoId: 'Invalid video id',
} as const;

/** 'Daily flag limit reached. You have already submitted {n} flags today. The limit resets at midnight.' */
export const dailyFlagLimitText = (n: number) =>
  `Daily flag limit reached. You have already submitted ${n} flags today. The limit resets at midnight.`;

export const ADMIN_MESSAGES = {
  accessDenied: 'Access Denied',
  loadFailed: 'Failed to load flagged videos',
  dismissFailed: 'Failed to dismiss flag',
  deleteFailed: 'Failed to delete video',
  dismissed: 'Reports dismissed. The video stays up.',
  deleted: 'Video deleted and the uploader notified.',
  noPendingReports: 'No pending reports for this video',
  removeCommentFailed: 'Failed to remove comment',
  commentDismissed: 'Reports dismissed. The comment stays up.',
  commentRemoved: 'Comment removed. Its author still sees it, marked as removed by a moderator.',
  profileDismissed: 'Reports dismissed. The profile stays as it is.',
} as const;
