import { z } from 'zod/mini';

export const SHARE_MESSAGES = {
  urlRequired: "Give the url of a video's page",
  sizeInvalid: 'maxwidth and maxheight are whole numbers of pixels',
} as const;

const pixels = z.optional(
  z.coerce
    .number({ error: SHARE_MESSAGES.sizeInvalid })
    .check(
      z.int(SHARE_MESSAGES.sizeInvalid),
      z.minimum(1, SHARE_MESSAGES.sizeInvalid),
      z.maximum(10_000, SHARE_MESSAGES.sizeInvalid),
    ),
);

/** GET /oembed (oEmbed 1.0): the page's url, and optionally the format and the largest size wanted. */
export const oembedQuerySchema = z.object({
  url: z
    .string({ error: SHARE_MESSAGES.urlRequired })
    .check(z.minLength(1, SHARE_MESSAGES.urlRequired), z.maxLength(2000)),
  format: z.optional(z.string().check(z.maxLength(20))),
  maxwidth: pixels,
  maxheight: pixels,
});

/** An oEmbed 1.0 answer of type video: the player as an iframe, at `width` × `height`. */
export const oembedResponseSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('video'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.optional(z.string()),
  author_url: z.optional(z.string()),
  cache_age: z.int(),
  width: z.int(),
  height: z.int(),
  html: z.string(),
  /** The poster (absolute), with its own pixel size; absent when the picture is covered (sensitive). */
  thumbnail_url: z.optional(z.string()),
  thumbnail_width: z.optional(z.int()),
  thumbnail_height: z.optional(z.int()),
});
export type OembedResponse = z.infer<typeof oembedResponseSchema>;
