import type { VideoDetail } from '@promptreel/contract';

const escapeAttr = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
 * (their crawlers run no JavaScript). Every user-written value is escaped. `posterSize` is the
 * poster file's own size (it may be scaled down from the video), so crawlers can lay out the card
 * before fetching the image.
 */
export function videoShareTags(
  video: VideoDetail,
  publicUrl: string,
  posterSize?: { width: number; height: number } | null,
): string {
  const abs = (p: string) => new URL(p, publicUrl).href;
  const title = `${video.title} · Promptreel`;
  const description = previewText(
    video.subtitle ?? video.prompt ?? `An AI-made video by ${video.channel} on Promptreel`,
  );
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'Promptreel'],
    ['property', 'og:type', 'video.other'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', abs(`/video/${video.id}`)],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:card', video.posterUrl ? 'summary_large_image' : 'summary'],
  ];
  if (video.posterUrl) {
    tags.push(['property', 'og:image', abs(video.posterUrl)], ['name', 'twitter:image', abs(video.posterUrl)]);
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
  const meta = tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`)
    .join('\n    ');
  return `<title>${escapeAttr(title)}</title>\n    <meta name="description" content="${escapeAttr(description)}">\n    ${meta}`;
}

// The built index.html spreads a tag over several lines and may order attributes freely.
const TITLE_TAG = /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi;
const DESCRIPTION_TAG = /<meta\s[^>]*?\bname\s*=\s*(["']?)description\1(?=[\s/>])[^>]*>\s*/gi;

/**
 * Puts the tags into the built index.html in place of its generic title and description, so the
 * page has exactly one of each and scrapers that read the first one read the video's.
 */
export function withShareTags(indexHtml: string, tags: string): string {
  return indexHtml.replace(TITLE_TAG, '').replace(DESCRIPTION_TAG, '').replace('</head>', `  ${tags}\n  </head>`);
}
