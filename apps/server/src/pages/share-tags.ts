import {
  type CardFrame,
  DEFAULT_LOCALE,
  type Locale,
  mediaAspectRatio,
  playerPosterUrl,
  posterSizes,
  posterSrcSet,
  type PublicProfile,
  type VideoCard,
  type VideoDetail,
} from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { BRAND, textIn } from '../lib/texts.js';

const PREVIEW_MAX = 300;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * At most `max` UTF-16 units, cut between graphemes: slicing code units would split an emoji's
 * surrogate pair (shown as U+FFFD) or a flag or family sequence. A cut text ends with '…'.
 */
export function previewText(text: string, max = PREVIEW_MAX): string {
  if (text.length <= max) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (out.length + segment.length > max - 1) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}

/**
 * Open Graph and Twitter card tags for a video page, so a shared link previews in chat apps
 * (their crawlers run no JavaScript), our words in the page's language. Every user-written value is escaped. `posterSize` is the
 * poster file's own size (it may be scaled down from the video), so crawlers can lay out the card
 * before fetching the image.
 */
export function videoShareTags(
  video: VideoDetail,
  publicUrl: string,
  posterSize?: { width: number; height: number } | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const abs = (p: string) => new URL(p, publicUrl).href;
  const title = `${video.title} · Promptreel`;
  const description = previewText(
    video.subtitle ??
      video.prompt ??
      textIn(locale, 'share.videoDescription', { channel: video.channel, brand: BRAND }),
  );
  // A picture labelled sensitive (by moderators or its creator) is covered on the site: a link shows none either.
  const image = video.labels.includes('sensitive') ? null : video.posterUrl;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'Promptreel'],
    ['property', 'og:type', 'video.other'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', abs(`/video/${video.id}`)],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
  ];
  // An unlisted video is watched by its link, never offered by search engines.
  if (video.visibility !== 'public') tags.push(['name', 'robots', 'noindex']);
  if (image) {
    tags.push(['property', 'og:image', abs(image)], ['name', 'twitter:image', abs(image)]);
    if (posterSize) {
      tags.push(
        ['property', 'og:image:width', String(posterSize.width)],
        ['property', 'og:image:height', String(posterSize.height)],
      );
    }
  }
  if (video.publicUrl) {
    tags.push(['property', 'og:video', abs(video.publicUrl)], ['property', 'og:video:type', 'video/mp4']);
    if (video.width && video.height) {
      tags.push(
        ['property', 'og:video:width', String(video.width)],
        ['property', 'og:video:height', String(video.height)],
      );
    }
  }
  // oEmbed discovery: a pasted link unfurls into the embeddable player (routes/share.routes.ts).
  const oembed = abs(`/oembed?url=${encodeURIComponent(abs(`/video/${video.id}`))}&format=json`);
  const discovery = `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" title="${escapeHtml(video.title)}">`;
  return headTags(title, description, tags, discovery);
}

/**
 * The head of a creator's page: a preview when the link is pasted somewhere, and the discovery link
 * of their Atom feed, so a feed reader given the page's address finds it.
 */
export function profileShareTags(profile: PublicProfile, publicUrl: string, locale: Locale = DEFAULT_LOCALE): string {
  const abs = (p: string) => new URL(p, publicUrl).href;
  const name = encodeURIComponent(profile.username);
  const title = `@${profile.username} · Promptreel`;
  const description = previewText(
    profile.bio ?? textIn(locale, 'share.profileDescription', { username: profile.username, brand: BRAND }),
  );
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'Promptreel'],
    ['property', 'og:type', 'profile'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', abs(`/u/${name}`)],
    ['property', 'profile:username', profile.username],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (profile.avatarUrl) tags.push(['property', 'og:image', abs(profile.avatarUrl)]);
  const feed = `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(abs(`/u/${name}/feed.atom`))}" title="${escapeHtml(`Promptreel: @${profile.username}`)}">`;
  return headTags(title, description, tags, feed);
}

function headTags(title: string, description: string, tags: [string, string, string][], link: string): string {
  const meta = tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
  return `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(description)}">\n    ${meta}\n    ${link}`;
}

// The built index.html spreads a tag over several lines and may order attributes freely.
const TITLE_TAG = /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi;
const DESCRIPTION_TAG = /<meta\s[^>]*?\bname\s*=\s*(["']?)description\1(?=[\s/>])[^>]*>\s*/gi;

/**
 * Puts the tags into the built index.html in place of its generic title and description, so the
 * page has exactly one of each and scrapers that read the first one read the video's.
 */
export function withShareTags(indexHtml: string, tags: string): string {
  return indexHtml
    .replace(TITLE_TAG, '')
    .replace(DESCRIPTION_TAG, '')
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

/** The id of the script element that carries the first page's API answers (read by the web app). */
export const INITIAL_DATA_ID = 'promptreel-initial-data';

/**
 * How to preload the screen's first poster: one URL, or the `srcset` and `sizes` its <img> chooses
 * from (the browser then picks the same candidate for both, so the poster is fetched once).
 */
export type PosterPreload = { href: string } | { srcSet: string; sizes: string };

/**
 * What a first load needs before its JavaScript runs: a preload of the screen's first poster (its
 * LCP element), so the image does not wait for the bundle and an API round trip, and the first
 * page's API answers keyed by the exact URL the web app requests, for its query cache.
 */
export interface FirstLoad {
  poster: PosterPreload | null;
  data: Record<string, unknown> | null;
}

/**
 * The preload of a card's poster drawn in `frame`: the same srcset and sizes as the card's <img>
 * (features/videos, features/playback); a video without WebP copies has only its poster's URL.
 */
export function cardPosterPreload(card: VideoCard | undefined, frame: CardFrame): PosterPreload | null {
  if (!card?.posterUrl) return null;
  const srcSet = posterSrcSet(card.posterVariants);
  return srcSet ? { srcSet, sizes: posterSizes(frame, mediaAspectRatio(card)) } : { href: card.posterUrl };
}

/** The video page's: the one image its <video poster> names. */
export function playerPosterPreload(video: VideoDetail): PosterPreload | null {
  const href = playerPosterUrl(video);
  return href ? { href } : null;
}

/** `imagesrcset` without `href`: a browser that cannot read it preloads nothing rather than a size the <img> skips. */
function preloadTag(poster: PosterPreload): string {
  const source =
    'href' in poster
      ? `href="${escapeHtml(poster.href)}"`
      : `imagesrcset="${escapeHtml(poster.srcSet)}" imagesizes="${escapeHtml(poster.sizes)}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high">`;
}

/**
 * JSON that cannot end its script element or open a comment: every '<' becomes \u003c, which
 * JSON.parse reads back as '<'. U+2028/2029 are escaped too, for anyone who evaluates it as script.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts the preload ahead of the app's script (the preload scanner then asks for the poster first)
 * and the data at the end of the body (module scripts run after the document is parsed).
 */
export function withFirstLoad(indexHtml: string, firstLoad: FirstLoad | null): string {
  if (!firstLoad) return indexHtml;
  let html = indexHtml;
  if (firstLoad.poster) {
    const preload = preloadTag(firstLoad.poster);
    const script = /<script\b[^>]*\btype="module"/i.exec(html);
    html = script
      ? `${html.slice(0, script.index)}${preload}\n    ${html.slice(script.index)}`
      : html.replace('</head>', () => `  ${preload}\n  </head>`);
  }
  if (firstLoad.data && Object.keys(firstLoad.data).length > 0) {
    const data = `<script type="application/json" id="${INITIAL_DATA_ID}">${scriptSafeJson(firstLoad.data)}</script>`;
    // A function replacement: a '$&' in a title must not be read as a replacement pattern.
    html = html.replace('</body>', () => `  ${data}\n  </body>`);
  }
  return html;
}
