// Zod-free, so the upload form and the Edit dialog carry no schema code for their words.

/** The image types a creator may upload as a poster: the bytes must be one of them, whatever the name says. */
export const POSTER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PosterImageType = (typeof POSTER_IMAGE_TYPES)[number];
/** An uploaded poster image may be at most this large (5 MB). */
export const POSTER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The words of a chosen poster (issue 36, goal 4): a frame picked on a scrubber, or an image of the
 * creator's own, cropped to the video's shape. The server makes it in a job; the card keeps its old
 * poster until the new one is ready.
 */
export const POSTER_TEXTS = {
  legend: 'Poster',
  keep: 'Keep the current poster',
  frame: 'A frame of the video',
  image: 'An image of your own',
  frameLabel: 'Frame for the poster',
  frameHint: 'Use the arrow keys to step through the video; the preview shows the frame.',
  previewLabel: 'Preview of the chosen frame',
  imageLabel: 'Poster image',
  imagePreviewLabel: 'Preview of the poster image, cropped to the video',
  save: 'Use this poster',
  saving: 'Saving…',
  pending: 'Your new poster is being made. The card keeps the old one until it is ready.',
  ready: 'Your new poster is ready.',
  notSent: 'The poster was not changed: choose it again with Edit video',
  failed: 'The poster could not be changed. Please try again.',
  // Refusals (the API's messages).
  wrongType: 'Choose a JPEG, PNG or WebP image',
  tooLarge: 'The image must be 5 MB or smaller',
  notAnImage: 'That file is not a JPEG, PNG or WebP image',
  outsideVideo: 'Choose a time within the video',
  noFile: 'This video has no file to take a frame from',
} as const;

/** '0:07.4': a scrubber's time, in minutes, seconds and tenths. */
export function posterTimeText(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}
