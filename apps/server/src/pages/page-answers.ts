import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  CARD_FRAMES,
  LIMITS,
  parseId,
  type CardFrame,
  type FeedResponse,
  type Locale,
  type VideoDetail,
} from '@promptreel/contract';
import { AppError } from '../errors.js';
import type { RouteContext } from '../http/context.js';
import {
  cardPosterPreload,
  playerPosterPreload,
  profileShareTags,
  videoShareTags,
  type FirstLoad,
  type PosterPreload,
} from './share-tags.js';
import { matchWebRoute } from './web-routes.js';

const isNotFound = (err: unknown) => err instanceof AppError && err.code === 'not_found';

/**
 * What a page of the web app answers before its HTML is made: the status its screen will show, the
 * link-preview tags of a shared video or profile, and the first load's poster and API answers.
 */
export function pageAnswers(app: FastifyInstance, ctx: RouteContext) {
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
    locale: Locale,
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
          tags: videoShareTags(video, ctx.config.publicUrl, await posterSize(video), locale),
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
          tags: profileShareTags(profile, ctx.config.publicUrl, locale),
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

  return { pageFor, visitorApi };
}
