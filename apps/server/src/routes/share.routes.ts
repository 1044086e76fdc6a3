import {
  feedQuerySchema,
  LIMITS,
  MESSAGES,
  oembedQuerySchema,
  oembedResponseSchema,
  type VideoCard,
  type VideoDetail,
} from '@promptreel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { NotFound } from '../errors.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { EMBED_SCRIPT_HASH, embedPage } from '../pages/embed-page.js';
import { requestLocale } from '../http/request-locale.js';
import { BRAND, textIn } from '../lib/texts.js';
import { posterSizer } from '../pages/poster-size.js';
import { mediaSources } from '../http/document-headers.js';
import { idParam, parseInput } from '../http/validate.js';
import { escapeHtml } from '../lib/escape-html.js';
import { xmlSafe } from '../lib/xml-text.js';

/** A feed page's worth: readers poll, and older entries stay on the site. */
const ENTRIES = LIMITS.feedPageSize;
const EMBED_WIDTH = 640;

/** The video id a pasted link names: /video/{id} or /embed/{id} on this site, nothing else. */
function videoIdOf(link: string, publicUrl: string): number | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin) return null;
  const m = /^\/(?:video|embed)\/([1-9]\d{0,14})\/?$/.exec(url.pathname);
  return m ? Number(m[1]) : null;
}

/** The player's size: the video's shape, within 640 × 640 and `maxWidth` × `maxHeight` (oEmbed's maxwidth/maxheight). */
export function embedSize(video: Pick<VideoDetail, 'width' | 'height'>, maxWidth?: number, maxHeight?: number) {
  const ratio = video.width && video.height ? video.height / video.width : 9 / 16;
  let width = Math.min(EMBED_WIDTH, maxWidth ?? EMBED_WIDTH);
  let height = Math.round(width * ratio);
  // A tall (portrait) video fits a 640-pixel square by default, as it would on a page.
  const tallest = Math.min(maxHeight ?? EMBED_WIDTH, EMBED_WIDTH);
  if (height > tallest) {
    height = tallest;
    width = Math.round(height / ratio);
  }
  return { width, height };
}

/**
 * Sharing outside the site: the embeddable player (/embed/{id}), oEmbed (/oembed, JSON, type video)
 * so a pasted link unfurls into that player, and Atom feeds of Latest and of each creator with the
 * MP4 as an enclosure (written by the `feed` library: the format's details are its job).
 */
export function shareRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'sharing', access: 'anyone' });
  const publicUrl = ctx.config.publicUrl;
  const abs = (p: string) => new URL(p, publicUrl).href;
  /** Only what everyone may see: a held, hidden or unfinished video is not found. */
  const shownVideo = (id: number) => ctx.services.videos.get(null, id);
  const media = mediaSources(ctx.config.storage.driver === 's3' ? ctx.config.storage.publicUrl : undefined).join(' ');
  // Its one script counts the view and reports watching to this site alone (pages/embed-page.ts).
  const embedPolicy = `default-src 'none'; media-src ${media}; img-src ${media}; style-src 'unsafe-inline'; script-src ${EMBED_SCRIPT_HASH}; connect-src 'self'; frame-ancestors *`;
  const posterSize = posterSizer(ctx.storage);
  /** oEmbed's thumbnail: the poster, unless it is labelled sensitive (as og:image in share-tags.ts). */
  const thumbnailOf = async (video: VideoDetail) => {
    if (!video.posterUrl || video.labels.includes('sensitive')) return {};
    const size = await posterSize(video);
    if (!size) return {};
    return { thumbnail_url: abs(video.posterUrl), thumbnail_width: size.width, thumbnail_height: size.height };
  };

  api(
    'GET /embed/:id',
    {
      summary: 'The embeddable player (any site may frame it)',
      response: { mediaType: 'text/html', description: 'A minimal player page.' },
    },
    async (request, reply) => {
      const video = await shownVideo(idParam(request));
      // Any site may frame the player; nothing else of the site is meant to be framed.
      reply
        .header('Content-Security-Policy', embedPolicy)
        .header('Cache-Control', 'public, max-age=60')
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8');
      return embedPage(video, publicUrl, requestLocale(request));
    },
  );

  api(
    'GET /oembed',
    {
      summary: 'oEmbed 1.0 for a video page link (format=json)',
      query: oembedQuerySchema,
      response: oembedResponseSchema,
    },
    async (request, reply) => {
      const query = parseInput(oembedQuerySchema, request.query);
      // oEmbed 1.0 §2.3.4: a format the provider does not offer is 501 Not Implemented.
      if (query.format !== undefined && query.format !== 'json')
        return reply.code(501).send({ code: 'not_implemented', message: 'Only format=json is offered' });
      const id = videoIdOf(query.url, publicUrl);
      if (id === null) throw NotFound(MESSAGES.videoNotFound);
      const video = await shownVideo(id);
      const { width, height } = embedSize(video, query.maxwidth, query.maxheight);
      const src = abs(`/embed/${video.id}`);
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        version: '1.0',
        type: 'video',
        provider_name: 'Promptreel',
        provider_url: abs('/'),
        title: video.title,
        ...(video.ownerUsername
          ? { author_name: video.channel, author_url: abs(`/u/${encodeURIComponent(video.ownerUsername)}`) }
          : {}),
        cache_age: 300,
        width,
        height,
        html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(video.title)}" style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy"></iframe>`,
        ...(await thumbnailOf(video)),
      };
    },
  );

  /**
   * An Atom feed of `items`, our words in the language of the request (a reader's Accept-Language);
   * `title` is given the means to word its own.
   */
  const sendFeed = (
    request: FastifyRequest,
    reply: FastifyReply,
    title: (words: (key: string) => string) => string,
    self: string,
    home: string,
    items: VideoCard[],
  ) => {
    const locale = requestLocale(request);
    const words = (key: string, values: Record<string, string> = {}) =>
      textIn(locale, key, { brand: BRAND, ...values });
    const feed = new Feed({
      id: home,
      title: title(words),
      link: home,
      language: locale,
      updated: new Date(items[0]?.createdAt ?? 0),
      generator: 'Promptreel',
      feedLinks: { atom: self },
      copyright: words('share.feedCopyright'),
      author: { name: 'Promptreel', link: abs('/') },
    });
    for (const v of items) {
      // The library marks titles and summaries type="html": our plain text goes in escaped, so a
      // title such as '<b>' reads as written rather than as markup in a feed reader.
      feed.addItem({
        title: escapeHtml(v.title),
        id: abs(`/video/${v.id}`),
        link: abs(`/video/${v.id}`),
        date: new Date(v.createdAt),
        published: new Date(v.createdAt),
        description: escapeHtml(
          v.prompt
            ? words('share.feedEntryPrompt', { prompt: v.prompt })
            : words('share.feedEntryVideo', { channel: v.channel }),
        ),
        author: [
          v.ownerUsername
            ? { name: v.channel, link: abs(`/u/${encodeURIComponent(v.ownerUsername)}`) }
            : { name: v.channel },
        ],
        // 'video' (not 'enclosure'): the library types an enclosure by its extension under that category.
        ...(v.publicUrl ? { video: { url: abs(v.publicUrl) } } : {}),
      });
    }
    reply
      .header('Cache-Control', 'public, max-age=60')
      .header('Vary', 'Accept-Language, Cookie')
      .type('application/atom+xml; charset=utf-8');
    // A title or name stored before input lost such characters must not break the feed for everyone.
    return xmlSafe(feed.atom1());
  };

  api(
    'GET /feed.atom',
    {
      summary: 'Atom feed of the latest videos',
      response: {
        mediaType: 'application/atom+xml',
        description: 'Atom 1.0 (RFC 4287); each entry has the MP4 as an enclosure.',
      },
    },
    async (request, reply) => {
      const page = await ctx.services.videos.feed(null, parseInput(feedQuerySchema, { limit: String(ENTRIES) }));
      const title = (words: (key: string) => string) => words('share.latestFeedTitle');
      return sendFeed(request, reply, title, abs('/feed.atom'), abs('/'), page.items);
    },
  );

  api(
    'GET /u/:username/feed.atom',
    {
      summary: "Atom feed of a creator's uploads",
      response: {
        mediaType: 'application/atom+xml',
        description: 'Atom 1.0 (RFC 4287); each entry has the MP4 as an enclosure.',
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      const page = await ctx.services.engagement.uploadsOf(null, username);
      const name = encodeURIComponent(username);
      return sendFeed(
        request,
        reply,
        () => `Promptreel: @${username}`,
        abs(`/u/${name}/feed.atom`),
        abs(`/u/${name}`),
        page.items.slice(0, ENTRIES),
      );
    },
  );
}
