import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LOCALES, MESSAGES, type Locale } from '@promptreel/contract';
import type { RouteContext } from '../http/context.js';
import { documentHeaders, inlineScriptHashes } from '../http/document-headers.js';
import { createKeptPages, type Page } from './kept-pages.js';
import { firstScreenRenderer, SSR_FOLDER, withAppCodeAfterLoad, withFirstScreen } from './server-render.js';
import { withFirstLoad, withShareTags } from './share-tags.js';
import { pageAnswers } from './page-answers.js';
import { requestLocale } from '../http/request-locale.js';
import { refusalFor } from '../http/refusal-language.js';
import { localePages } from './page-locale.js';

/** How long a kept page's rendered times may run behind before it is made again (behind it). */
const PAGE_FRESH_MS = 60_000;
/** A page's language follows Accept-Language or the language cookie (pages/page-locale.ts). */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * Serves the built web app: its files, and index.html for every other GET with the status the app
 * will show (200, or 404 for an unknown path, video or user), an ETag and 304 for a cached copy.
 * The video page's HTML carries link-preview tags. API and media paths answer JSON 404s.
 */
export function spaRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const webDist = ctx.config.webDist;
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && fs.existsSync(indexFile);
  const indexHtml = hasSpa ? fs.readFileSync(indexFile, 'utf8') : '';
  const indexIn = localePages(indexHtml, webDist);
  // The page's inline scripts are the same for every answer of this build in a language: the
  // template's, and the loader a server-rendered page gets in place of the app's script tag.
  const pageHeaders = documentHeaders({
    publicUrl: ctx.config.publicUrl,
    mediaUrl: ctx.config.storage.driver === 's3' ? ctx.config.storage.publicUrl : undefined,
    scriptHashes: inlineScriptHashes(...LOCALES.flatMap((l) => [indexIn[l], withAppCodeAfterLoad(indexIn[l])])),
  });
  if (hasSpa) {
    app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings of every text file (apps/web/vite.config.ts).
      preCompressed: true,
      // The server-side module of the build is the server's to run, not a file to hand out.
      allowedPath: (pathName) => !pathName.toLowerCase().startsWith(`/${SSR_FOLDER}/`),
      // Else send's own 'public, max-age=0' replaces the Cache-Control set below.
      cacheControl: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('Vary', 'Accept-Encoding');
        if (filePath.endsWith('.html'))
          for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
      },
    });
  }

  const { pageFor, visitorApi } = pageAnswers(app, ctx);

  const firstScreenRendererOnce = firstScreenRenderer(webDist, app.log);
  const keptPages = createKeptPages(ctx.answers.version, {
    maxBytes: ctx.config.answerCacheBytes / 2,
    freshMs: PAGE_FRESH_MS,
    onVersionError: (err) => app.log.warn({ err }, 'the version of kept pages is unknown: making them afresh'),
  });
  app.addHook('onClose', async () => {
    keptPages.close();
    await firstScreenRendererOnce.close();
  });

  /**
   * The renderer for a visitor's first screen when this page gets one, after adding the two answers
   * every screen's header and filters ask for (who is signed in: nobody; the catalogues), so the
   * browser's first render matches the markup and takes it over. Null: the browser renders it.
   */
  const firstScreenFor = async (data: Record<string, unknown> | null | undefined, locale: Locale) => {
    if (!data || Object.keys(data).length === 0) return null;
    const render = await firstScreenRendererOnce();
    if (!render) return null;
    for (const shared of ['/api/me', '/api/catalogues']) {
      const answer = await visitorApi(shared);
      if (answer === null) return null;
      data[shared] = answer;
    }
    return (url: string) => {
      const now = Date.now();
      return render(url, data, now, locale).then((markup) => (markup === null ? null : { markup, now }));
    };
  };

  /** The page for this request as it is sent, rendered when it gets a first screen. */
  const makePage = async (request: FastifyRequest, locale: Locale): Promise<Page> => {
    const { status, tags, firstLoad } = await pageFor(request, locale);
    const renderScreen = status === 200 ? await firstScreenFor(firstLoad?.data, locale) : null;
    const html = indexIn[locale];
    const page = withFirstLoad(tags ? withShareTags(html, tags) : html, firstLoad);
    // A rendered page is tagged by the page without its screen: its times ('5m') differ by the
    // moment of rendering while the page is the same (same data, same HTML otherwise).
    const hash = createHash('sha1').update(page).digest('base64url');
    const screen = renderScreen ? await renderScreen(request.url) : null;
    return {
      status,
      tag: status === 200 ? hash : null,
      weak: screen !== null,
      body: Buffer.from(withFirstScreen(page, screen)),
      // A render skipped or failed is tried again by the next request.
      keep: status !== 503 && (renderScreen === null || screen !== null),
    };
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // A visitor's page is everyone's; a signed-in viewer's (never rendered) is kept for them alone.
    const viewerId = request.viewerId;
    const locale = requestLocale(request);
    const key = viewerId === null ? `${locale} ${request.url}` : `@${viewerId} ${locale} ${request.url}`;
    const page = await keptPages.page(key, () => makePage(request, locale));
    return keptPages.send(request, reply.headers(pageHeaders).type('text/html; charset=utf-8'), page, PAGE_VARY);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url.startsWith('/media/') || url === '/healthz';
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send(refusalFor(request, { code: 'not_found', message: MESSAGES.notFound }));
  });
}
