import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import sharp from 'sharp';
import {
  CARD_FRAMES,
  LIMITS,
  MESSAGES,
  parseId,
  type CardFrame,
  type FeedResponse,
  type VideoDetail,
} from '@promptreel/contract';
import { AppError } from '../errors.js';
import type { RouteContext } from '../http/context.js';
import { documentHeaders, inlineScriptHashes } from '../http/document-headers.js';
import { createKeptPages, type Page } from '../pages/kept-pages.js';
import { firstScreenRenderer, SSR_FOLDER, withAppCodeAfterLoad, withFirstScreen } from '../pages/server-render.js';
import {
  cardPosterPreload,
  playerPosterPreload,
  profileShareTags,
  videoShareTags,
  withFirstLoad,
  withShareTags,
  type FirstLoad,
  type PosterPreload,
} from '../pages/share-tags.js';

/**
 * The web app's routes (apps/web/src/config/paths.ts, app/routes-table.tsx), kept here so the server can
 * answer 404 for a path the app itself shows as "not found". Keep in step with the router.
 */
const STATIC_PATHS = new Set([
  '/',
  '/upload',
  '/login',
  '/auth/callback',
  '/auth/confirm',
  '/reset',
  '/reset-password',
  '/signup',
  '/settings',
  '/notifications',
  '/unsubscribe',
  '/search',
  '/community-guidelines',
  '/admin',
]);

export type WebRoute =
  | { kind: 'page' }
  | { kind: 'video'; id: string }
  | { kind: 'user'; username: string; list: 'followers' | 'following' | null };

/**
 * Matches a path the way React Router does: static segments ignore case, one trailing slash is
 * allowed, and a parameter is one non-empty, percent-decoded segment. Null means the app's
 * catch-all "Page not found".
 */
export function matchWebRoute(pathname: string): WebRoute | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (STATIC_PATHS.has(trimmed.toLowerCase())) return { kind: 'page' };
  const segments = trimmed.split('/').slice(1);
  let params: string[];
  try {
    params = segments.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const [first, second, third] = [segments[0]?.toLowerCase(), params[1], segments[2]?.toLowerCase()];
  if (!second) return null;
  if (first === 'video' && segments.length === 2) return { kind: 'video', id: second };
  // An appeal's page is the person's own: it answers 200 whatever the decision, like /settings.
  if (first === 'appeals' && segments.length === 2 && /^[1-9]\d{0,15}$/.test(second)) return { kind: 'page' };
  if (first !== 'u') return null;
  if (segments.length === 2) return { kind: 'user', username: second, list: null };
  if (segments.length === 3 && (third === 'followers' || third === 'following'))
    return { kind: 'user', username: second, list: third };
  return null;
}

/** How long a kept page's rendered times may run behind before it is made again (behind it). */
const PAGE_FRESH_MS = 60_000;

const isNotFound = (err: unknown) => err instanceof AppError && err.code === 'not_found';

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
  // The page's inline scripts are the same for every answer of this build: the template's, and the
  // loader a server-rendered page gets in place of the app's script tag.
  const pageHeaders = documentHeaders({
    publicUrl: ctx.config.publicUrl,
    mediaUrl: ctx.config.storage.driver === 's3' ? ctx.config.storage.publicUrl : undefined,
    scriptHashes: inlineScriptHashes(indexHtml, withAppCodeAfterLoad(indexHtml)),
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

  /** The poster file's own pixel size; a preview without it is still a preview. */
  const posterSize = async (video: VideoDetail) => {
    const prefix = '/media/videos/';
    if (!video.posterUrl?.startsWith(prefix)) return null;
    try {
      const { width, height } = await ctx.storage
        .read('videos', video.posterUrl.slice(prefix.length))
        .pipe(sharp())
        .metadata();
      return width && height ? { width, height } : null;
    } catch {
      return null;
    }
  };

  /**
   * An API answer exactly as a visitor gets it (through the API's own route: same rules, same
   * serialisation), or null when it is not a 200.
   */
  const visitorApi = async (url: string): Promise<unknown> => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return res.statusCode === 200 ? res.json() : null;
  };

  /**
   * The feed's first page when `/` shows the one the server can predict: a tab a visitor has, no
   * filters in the URL. The URL is the one the web app builds (lib/api-client.ts#buildUrl).
   */
  const feedApiUrl = (search: URLSearchParams): string | null => {
    const tab = search.get('tab') ?? 'latest';
    if ([...search.keys()].some((key) => key !== 'tab') || (tab !== 'latest' && tab !== 'hot')) return null;
    return `/api/videos?tab=${tab}&limit=${LIMITS.feedPageSize}`;
  };

  /**
   * The status the app's screen will have, the head tags of a shared video page, and what its first
   * load needs early: the first poster, and for a visitor the first page's API answers (a signed-in
   * viewer's answers differ per person, so their app asks the API itself).
   */
  const pageFor = async (
    request: FastifyRequest,
  ): Promise<{ status: 200 | 404 | 503; tags: string | null; firstLoad: FirstLoad | null }> => {
    const url = new URL(request.url, 'http://x');
    const route = matchWebRoute(url.pathname);
    const notFound = { status: 404, tags: null, firstLoad: null } as const;
    if (!route) return notFound;
    try {
      const viewerId = request.viewerId;
      const data: Record<string, unknown> = {};
      const fetchInto = async (apiUrl: string) => {
        const answer = await visitorApi(apiUrl);
        if (answer !== null && viewerId === null) data[apiUrl] = answer;
        return answer;
      };
      const firstLoad = (poster: PosterPreload | null): FirstLoad => ({
        poster,
        data: viewerId === null ? data : null,
      });
      // As the page draws its first card (the feed's list: the layout a first visit gets).
      const firstPoster = (page: unknown, frame: CardFrame) =>
        cardPosterPreload((page as FeedResponse | null)?.items[0], frame);

      if (route.kind === 'video') {
        // The page's own rule: an id must be all digits, else 'Video not found'.
        const id = parseId(route.id);
        if (id === null) return notFound;
        const video = await ctx.services.videos.get(viewerId, id);
        if (viewerId === null) await fetchInto(`/api/videos/${id}`);
        return {
          status: 200,
          tags: videoShareTags(video, ctx.config.publicUrl, await posterSize(video)),
          firstLoad: firstLoad(playerPosterPreload(video)),
        };
      }
      if (route.kind === 'user') {
        const profile = await ctx.services.profiles.publicProfile(route.username);
        if (route.list !== null) return { status: 200, tags: null, firstLoad: null };
        // The header asks by the name in the address; the Uploads tab by the profile's own name.
        await fetchInto(`/api/profiles/${encodeURIComponent(route.username)}`);
        const uploads = await fetchInto(`/api/profiles/${encodeURIComponent(profile.username)}/videos`);
        return {
          status: 200,
          tags: profileShareTags(profile, ctx.config.publicUrl),
          firstLoad: firstLoad(firstPoster(uploads, CARD_FRAMES.profileGrid)),
        };
      }
      const feedUrl = url.pathname === '/' ? feedApiUrl(url.searchParams) : null;
      if (feedUrl) {
        const page = await fetchInto(feedUrl);
        return { status: 200, tags: null, firstLoad: firstLoad(firstPoster(page, CARD_FRAMES.feedList)) };
      }
    } catch (err) {
      if (isNotFound(err)) return notFound;
      // The app shows its own 'Failed to load' screen with Retry; a JSON page would strand the visitor.
      request.log.error({ err }, 'could not check the page for the web app');
      return { status: 503, tags: null, firstLoad: null };
    }
    return { status: 200, tags: null, firstLoad: null };
  };

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
  const firstScreenFor = async (data: Record<string, unknown> | null | undefined) => {
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
      return render(url, data, now).then((markup) => (markup === null ? null : { markup, now }));
    };
  };

  /** The page for this request as it is sent, rendered when it gets a first screen. */
  const makePage = async (request: FastifyRequest): Promise<Page> => {
    const { status, tags, firstLoad } = await pageFor(request);
    const renderScreen = status === 200 ? await firstScreenFor(firstLoad?.data) : null;
    const page = withFirstLoad(tags ? withShareTags(indexHtml, tags) : indexHtml, firstLoad);
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
    const key = viewerId === null ? request.url : `@${viewerId} ${request.url}`;
    const page = await keptPages.page(key, () => makePage(request));
    return keptPages.send(request, reply.headers(pageHeaders).type('text/html; charset=utf-8'), page);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url.startsWith('/media/') || url === '/healthz';
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ code: 'not_found', message: MESSAGES.notFound });
  });
}
