import { LIMITS } from './limits.js';

/** User-facing texts the server sends back; the browser shows them word for word. */
export const MESSAGES = {
  videoNotFound: 'Video not found',
  videoNotFoundDetail: 'The requested video does not exist or is unavailable.',
  invalidRequest: 'Invalid request',
  internal: 'An unexpected error occurred. Please try again.',
  notFound: 'Not found',
  imageOnly: 'Please select an image file',
  imageTooLarge: 'Image must be less than 5MB',
  deleteAccountConfirm: "Please type 'DELETE' to confirm account deletion",
  accountDeleted: 'Your account has been deleted. You have been signed out.',
  logInRequired: 'Log in required',
} as const;

export const ENGAGEMENT_MESSAGES = {
  logInToClap: 'Log in to clap',
  failedToClap: 'Failed to clap',
  failedToRemoveClap: 'Failed to remove clap',
  logInToComment: 'Log in to comment',
  failedToPost: 'Failed to post comment',
  logInRequired: MESSAGES.logInRequired,
  logInToFollow: 'You need to be logged in to follow users. Sign up to start following creators!',
  commentEmpty: 'Comment cannot be empty',
} as const;

export const COMMENT_MAX = 2000;

export const SEARCH_MESSAGES = {
  tooShort: 'Type at least 2 characters',
  tooLong: 'Search is at most 100 characters',
  badOrientation: 'Orientation must be portrait, landscape or square',
} as const;

/**
 * Texts only the server sends (the browser shows whatever message an answer carries). Kept apart
 * from the objects above, which the web app imports whole, so they never ride in its first load.
 */
export const REFUSAL_MESSAGES = {
  userNotFound: 'User not found',
  usernameTaken: 'That username is taken',
  /** The profile could not be anonymised: nothing of the account was changed. */
  deleteProfileFailed: 'Failed to delete account profile',
  notYourVideo: 'You can only change your own videos',
  badOrigin: 'This request did not come from Promptreel',
  cannotFollowSelf: 'You cannot follow yourself',
  commentNotFound: 'Comment not found',
  notYourComment: 'You can only delete your own comments',
  /** A list's `cursor` that the server did not make. */
  invalidCursor: 'Invalid cursor',
} as const;

/** The characters a username may use (its length is `LIMITS.usernameMax`); zod-free, for the forms. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** The texts of the username's rules, the same in settings, at sign-up and in the availability check. */
export const USERNAME_TEXTS = {
  required: 'Username is required',
  tooLong: `Username must be at most ${LIMITS.usernameMax} characters`,
  characters: 'Username may use letters, numbers, dots, dashes and underscores only',
} as const;
