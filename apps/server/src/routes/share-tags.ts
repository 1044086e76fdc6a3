import type { VideoDetail } from '@promptreel/contract';

const escapeAttr = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Open Graph and Twitter card tags for a video page, so a shared link previews in chat apps
 * (their crawlers run no JavaScript). Every user-written value is escaped.
 */
export function videoShareTags(video: VideoDetail, publicUrl: string): string {
  const abs = (p: string) => new URL(p, publicUrl).href;
  const title = `${video.title} · Promptreel`;
  const description = (video.subtitle ?? video.prompt ?? `An AI-made video by ${video.channel} on Promptreel`).slice(
    0,
    300,
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

/** Puts the tags into the built index.html, replacing its generic title and description. */
export function withShareTags(indexHtml: string, tags: string): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
