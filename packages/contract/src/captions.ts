import { z } from 'zod/mini';

/** The languages captions may be given in (BCP 47 tags); the pages name them in British English. */
export const CAPTION_LANGUAGES = [
  'ar',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'sw',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

export const CAPTION_LIMITS = {
  /** A WebVTT file's size in bytes of UTF-8. */
  maxBytes: 512 * 1024,
  /** How deep cue tags (<b>, <i>, <c>, <v>…) may nest: real captions use two or three. */
  maxTagDepth: 32,
} as const;

export const CAPTION_MESSAGES = {
  languageInvalid: 'Choose a language for the captions',
  fileRequired: 'Choose a WebVTT (.vtt) file',
  tooLarge: 'Captions must be at most 512 KB',
  notWebVtt: 'Captions must be a WebVTT file',
  noCues: 'The captions file has no cues',
  tooDeep: `Captions may nest tags at most ${CAPTION_LIMITS.maxTagDepth} deep`,
  tooSlow: 'The captions file took too long to read',
  busy: 'Many captions are being read just now. Please try again in a minute.',
  notFound: 'No captions in that language',
} as const;

/** The language in a captions address: one of CAPTION_LANGUAGES. */
export const captionLanguageSchema = z.enum(CAPTION_LANGUAGES, { error: CAPTION_MESSAGES.languageInvalid });

/** PUT /api/videos/:id/captions/:language — the WebVTT file's text; replaces that language's captions. */
export const putCaptionsRequestSchema = z.object({
  vtt: z.string({ error: CAPTION_MESSAGES.fileRequired }).check(
    z.minLength(1, CAPTION_MESSAGES.fileRequired),
    z.refine((text) => new TextEncoder().encode(text).length <= CAPTION_LIMITS.maxBytes, CAPTION_MESSAGES.tooLarge),
  ),
});
export type PutCaptionsRequest = z.infer<typeof putCaptionsRequestSchema>;

/** One language's captions on the video page: `url` answers the WebVTT file (text/vtt). */
export const videoCaptionSchema = z.object({
  language: z.enum(CAPTION_LANGUAGES),
  /** The language's name in British English, e.g. 'French'. */
  label: z.string(),
  url: z.string(),
});
export type VideoCaption = z.infer<typeof videoCaptionSchema>;

const languageNames = new Intl.DisplayNames(['en-GB'], { type: 'language' });

/** The name a page shows for a caption language ('fr' → 'French'). */
export const captionLanguageLabel = (language: CaptionLanguage): string => languageNames.of(language) ?? language;

/** Where a video's captions in one language are served. */
export const captionsPath = (videoId: number, language: CaptionLanguage) =>
  `/api/videos/${videoId}/captions/${language}`;
