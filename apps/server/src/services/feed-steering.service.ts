import {
  FEED_HIDE_KINDS,
  FINISHED_SHARE,
  FOR_YOU_TEXTS,
  type FeedHide,
  type FeedHideKind,
  type FeedHideRequest,
  type FeedHidesResponse,
  MESSAGES,
  parseId,
  type WatchReport,
} from '@promptreel/contract';
import { Invalid, NotFound, Unauthenticated } from '../errors.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import type { FeedSteeringRepository } from '../repositories/feed-steering.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { VideosRepository } from '../repositories/videos.repository.js';
import type { ViewsRepository } from '../repositories/views.repository.js';
import { ownerOnly } from '../rules/video-access.js';
import { viewerKeyOf } from '../rules/viewer-key.js';

/**
 * What a reader tells For You (issue 34, goal 3): hide a video, a creator, a tool or a category,
 * undo it, start again; and how much of each video they watched (goal 2). The addresses name
 * things as people see them (a username, a slug); the rows keep ids.
 */
export function createFeedSteeringService(deps: {
  steering: FeedSteeringRepository;
  videos: VideosRepository;
  profiles: ProfilesRepository;
  catalogues: CataloguesRepository;
  views: ViewsRepository;
  now?: () => number;
}) {
  const { steering, videos, profiles, catalogues, views } = deps;
  const now = deps.now ?? Date.now;

  const signedIn = (viewerId: string | null): string => {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    return viewerId;
  };
  const unknown = () => NotFound(FOR_YOU_TEXTS.unknownTarget);

  /** The stored id of what an address names, with what the list shows; refuses what cannot be hidden. */
  async function resolve(viewerId: string, kind: FeedHideKind, target: string) {
    if (kind === 'video') {
      const id = parseId(target);
      const card = id === null ? undefined : await videos.findCardById(id);
      if (!card || ownerOnly(card)) throw unknown();
      if (card.owner_id === viewerId) throw Invalid(FOR_YOU_TEXTS.cannotHideOwn);
      return { kind, stored: String(card.id), target: String(card.id), label: card.title };
    }
    if (kind === 'creator') {
      const profile = await profiles.findLiveByUsername(target);
      if (!profile) throw unknown();
      if (profile.id === viewerId) throw Invalid(FOR_YOU_TEXTS.cannotHideOwn);
      return { kind, stored: profile.id, target: profile.username, label: `@${profile.username}` };
    }
    const found =
      kind === 'platform' ? await catalogues.findPlatformBySlug(target) : await catalogues.findCategoryBySlug(target);
    if (!found) throw unknown();
    return { kind, stored: String(found.id), target: found.slug, label: found.label };
  }

  return {
    async hide(viewerId: string | null, read: () => FeedHideRequest): Promise<FeedHide> {
      const userId = signedIn(viewerId);
      const input = read();
      const found = await resolve(userId, input.kind, input.target);
      const row = await steering.addHide(userId, input.kind, found.stored, now());
      return {
        kind: input.kind,
        target: found.target,
        label: found.label,
        since: new Date(Number(row.created_at)).toISOString(),
      };
    },

    async unhide(viewerId: string | null, kind: string, target: string): Promise<void> {
      const userId = signedIn(viewerId);
      const known = FEED_HIDE_KINDS.find((k) => k === kind);
      const found = known ? await resolve(userId, known, target).catch(() => null) : null;
      if (!found || !(await steering.removeHide(userId, found.kind, found.stored)))
        throw NotFound(FOR_YOU_TEXTS.notHidden);
    },

    /** Settings → 'Your feed': everything hidden, newest first, named as the viewer knows it. */
    async list(viewerId: string | null): Promise<FeedHidesResponse> {
      const userId = signedIn(viewerId);
      const rows = await steering.listHides(userId);
      const ids = (kind: FeedHideKind) => rows.filter((r) => r.kind === kind).map((r) => r.target);
      const [titles, names, platforms, categories] = await Promise.all([
        steering.videoTitles(ids('video').map(Number)),
        steering.usernames(ids('creator')),
        catalogues.listPlatforms(),
        catalogues.listCategories(),
      ]);
      const named = new Map<string, { target: string; label: string }>([
        ...titles.map((v): [string, { target: string; label: string }] => [
          `video ${v.id}`,
          { target: String(v.id), label: v.title },
        ]),
        ...names.map((p): [string, { target: string; label: string }] => [
          `creator ${p.id}`,
          { target: p.username, label: `@${p.username}` },
        ]),
        ...platforms.map((p): [string, { target: string; label: string }] => [
          `platform ${p.id}`,
          { target: p.slug, label: p.label },
        ]),
        ...categories.map((c): [string, { target: string; label: string }] => [
          `category ${c.id}`,
          { target: c.slug, label: c.label },
        ]),
      ]);
      // Something since deleted has nothing left to hide, and drops out of the list.
      const items = rows.flatMap((r) => {
        const name = named.get(`${r.kind} ${r.target}`);
        return name ? [{ kind: r.kind, ...name, since: new Date(Number(r.created_at)).toISOString() }] : [];
      });
      return { items };
    },

    async reset(viewerId: string | null): Promise<void> {
      await steering.reset(signedIn(viewerId));
    },

    /**
     * POST /api/videos/:id/watched: the largest share of one view so far. It raises the view's share
     * in its creator's Studio, whoever watched; a signed-in reader's also teaches For You.
     */
    async watched(viewerId: string | null, videoId: number, read: () => WatchReport, address: string): Promise<void> {
      const { share, sessionId } = read();
      if (viewerId) {
        if (!(await steering.recordWatch(viewerId, videoId, share, FINISHED_SHARE, now())))
          throw NotFound(MESSAGES.videoNotFound);
      } else {
        const card = await videos.findCardById(videoId);
        if (!card || ownerOnly(card)) throw NotFound(MESSAGES.videoNotFound);
      }
      await views.raiseShare(videoId, viewerKeyOf(viewerId, sessionId, address), share);
    },
  };
}

export type FeedSteeringService = ReturnType<typeof createFeedSteeringService>;
