import { createHash } from 'node:crypto';
import { directionOf, type Locale, type VideoDetail } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { BRAND, textIn } from '../lib/texts.js';

/**
 * The player's one script: it counts the view on the first play, from 'embed', and reports how much
 * was watched when it pauses, ends or the page hides, for the creator's Studio. The same text on
 * every page, so its hash is the whole script policy (`EMBED_SCRIPT_HASH`).
 */
const EMBED_SCRIPT = `(() => {
  const v = document.querySelector('video[data-video-id]');
  if (!v) return;
  const session = (crypto.randomUUID ? crypto.randomUUID() : Math.random().toString(36).slice(2) + Date.now().toString(36));
  let counted = false, most = 0;
  const post = (path, body) => fetch('/api/videos/' + v.dataset.videoId + path, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true,
  }).catch(() => undefined);
  const report = (share) => {
    if (!counted || !(share > most)) return;
    most = Math.min(1, share);
    post('/watched', { share: most, sessionId: session });
  };
  const now = () => (v.duration > 0 ? v.currentTime / v.duration : 0);
  v.addEventListener('play', () => {
    if (counted) return;
    counted = true;
    post('/views', { sessionId: session, source: 'embed' });
  });
  v.addEventListener('pause', () => report(now()));
  v.addEventListener('ended', () => report(1));
  addEventListener('pagehide', () => report(now()));
})();`;

/** The Content-Security-Policy source that allows the player's script and no other. */
export const EMBED_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EMBED_SCRIPT).digest('base64')}'`;

/**
 * The embeddable player: the video and little else, since it lives inside someone else's page. The
 * prompt is one click away (a disclosure), the title links back to the video's page in a new tab.
 * The browser's own controls, which work by keyboard; one small script counts the view. A video labelled sensitive (by moderators
 * or its creator) shows no picture and loads nothing until the viewer presses play, as on the site.
 * Its words are in `locale`, the viewer's (the `lang` cookie or Accept-Language).
 */
export function embedPage(video: VideoDetail, publicUrl: string, locale: Locale): string {
  const text = (key: string) => escapeHtml(textIn(locale, key, { brand: BRAND }));
  const page = new URL(`/video/${video.id}`, publicUrl).href;
  const sensitive = video.labels.includes('sensitive');
  const poster = !sensitive && video.posterUrl ? ` poster="${escapeHtml(video.posterUrl)}"` : '';
  const source = video.publicUrl ? ` src="${escapeHtml(video.publicUrl)}"` : '';
  const prompt = video.prompt
    ? `<details><summary>${text('embed.prompt')}</summary><p class="prompt">${escapeHtml(video.prompt)}</p></details>`
    : '';
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(video.title)} · Promptreel</title>
<style>
html,body{margin:0;height:100%;background:#09090b;color:#fafafa;font:14px/1.4 system-ui,sans-serif}
main{display:flex;flex-direction:column;height:100%}
video{flex:1;min-height:0;width:100%;background:#000}
.bar{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline;padding:.5rem .75rem}
.bar a{color:#fafafa;font-weight:600;overflow-wrap:anywhere}
.bar .by{color:#d4d4d8}
.bar .back{margin-inline-start:auto;color:#c4b5fd}
details{padding:0 .75rem .5rem}
summary{cursor:pointer;color:#c4b5fd;font-weight:600}
a:focus-visible,summary:focus-visible,video:focus-visible{outline:2px solid #c4b5fd;outline-offset:2px}
.prompt{white-space:pre-line;max-height:8rem;overflow:auto;margin:.25rem 0 0}
.note{padding:.5rem .75rem 0;color:#fde68a}
</style>
</head>
<body>
<main>
${sensitive ? `<p class="note">${text('embed.sensitive')}</p>` : ''}<video controls playsinline preload="${sensitive ? 'none' : 'metadata'}"${poster}${source} aria-label="${escapeHtml(video.title)}" data-video-id="${video.id}"></video>
<div class="bar"><a href="${escapeHtml(page)}" target="_blank" rel="noopener">${escapeHtml(video.title)}</a><span class="by">${escapeHtml(video.channel)}</span><a class="back" href="${escapeHtml(page)}" target="_blank" rel="noopener">${text('embed.watchOn')}</a></div>
${prompt}
</main>
<script>${EMBED_SCRIPT}</script>
</body>
</html>`;
}
