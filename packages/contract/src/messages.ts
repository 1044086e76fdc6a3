/** User-facing texts the server sends back (spec section 8); the browser shows them word for word. */
export const MESSAGES = {
  videoNotFound: 'Video not found',
  videoNotFoundDetail: 'The requested video does not exist or is unavailable.',
  noFile: 'This upload has no file',
  invalidRequest: 'Invalid request',
  internal: 'An unexpected error occurred. Please try again.',
  notFound: 'Not found',
} as const;
