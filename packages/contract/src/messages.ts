/** User-facing texts the server sends back (spec section 8); the browser shows them word for word. */
export const MESSAGES = {
  videoNotFound: 'Video not found',
  videoNotFoundDetail: 'The requested video does not exist or is unavailable.',
  noFile: 'This upload has no file',
  invalidRequest: 'Invalid request',
  internal: 'An unexpected error occurred. Please try again.',
  notFound: 'Not found',
  userNotFound: 'User not found',
  usernameTaken: 'That username is taken',
  imageOnly: 'Please select an image file',
  imageTooLarge: 'Image must be less than 5MB',
  deleteAccountConfirm: "Please type 'DELETE' to confirm account deletion",
  /** The profile could not be anonymised: nothing of the account was changed. */
  deleteProfileFailed: 'Failed to delete account profile',
  accountDeleted: 'Your account has been deleted. You have been signed out.',
  logInRequired: 'Log in required',
  badOrigin: 'This request did not come from Promptreel',
} as const;
