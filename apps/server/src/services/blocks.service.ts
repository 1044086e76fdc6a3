import {
  BLOCK_REFUSALS,
  type BlockState,
  type HiddenAccountsResponse,
  MESSAGES,
  type MuteState,
  REFUSAL_MESSAGES,
  type ViewerRelation,
} from '@promptreel/contract';
import { LRUCache } from 'lru-cache';
import { trackVersion, type SharedVersion } from '../bus/shared-version.js';
import { Invalid, NotFound, Unauthenticated } from '../errors.js';
import type { BlocksRepository } from '../repositories/blocks.repository.js';
import type { ProfilesRepository } from '../repositories/profiles.repository.js';
import type { Storage } from '../storage/storage.js';

/** Viewers whose hidden people are kept in memory (a feed read asks for them every time). */
const KEPT_VIEWERS = 10_000;

const NO_ONE: ReadonlySet<string> = new Set();

export function createBlocksService(deps: {
  blocks: BlocksRepository;
  profiles: ProfilesRepository;
  storage: Storage;
  /** Bumped by every write (a block or mute among them), on every instance. */
  version: SharedVersion;
  now?: () => number;
}) {
  const { blocks, profiles, storage } = deps;
  const now = deps.now ?? Date.now;

  // Whom each viewer hides, kept while the shared version stands: most viewers hide no one, and
  // their feed reads then stay on everyone's kept pages at the cost of one lookup here.
  const kept = new LRUCache<string, ReadonlySet<string>>({ max: KEPT_VIEWERS });
  const tracked = trackVersion(deps.version, () => kept.clear());

  /** The first lines of every change: signed in, another live person, not oneself. */
  async function target(viewerId: string | null, username: string, selfRefusal: string) {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    const other = await profiles.findLiveByUsername(username);
    if (!other) throw NotFound(REFUSAL_MESSAGES.userNotFound);
    if (other.id === viewerId) throw Invalid(selfRefusal);
    return { viewerId, other };
  }

  async function list(viewerId: string | null, rows: (id: string) => Promise<ListRow[]>) {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    return {
      items: (await rows(viewerId)).map((r) => ({
        id: r.id,
        username: r.username,
        avatarUrl: r.avatar_url ? storage.publicPath('avatars', r.avatar_url) : null,
        since: new Date(r.created_at).toISOString(),
      })),
    } satisfies HiddenAccountsResponse;
  }

  return {
    async block(viewer: string | null, username: string): Promise<BlockState> {
      const { viewerId, other } = await target(viewer, username, BLOCK_REFUSALS.cannotBlockSelf);
      await blocks.block(viewerId, other.id, now());
      return { blocked: true };
    },

    async unblock(viewer: string | null, username: string): Promise<BlockState> {
      const { viewerId, other } = await target(viewer, username, BLOCK_REFUSALS.cannotBlockSelf);
      await blocks.unblock(viewerId, other.id);
      return { blocked: false };
    },

    async mute(viewer: string | null, username: string): Promise<MuteState> {
      const { viewerId, other } = await target(viewer, username, BLOCK_REFUSALS.cannotMuteSelf);
      await blocks.mute(viewerId, other.id, now());
      return { muted: true };
    },

    async unmute(viewer: string | null, username: string): Promise<MuteState> {
      const { viewerId, other } = await target(viewer, username, BLOCK_REFUSALS.cannotMuteSelf);
      await blocks.unmute(viewerId, other.id);
      return { muted: false };
    },

    blockedList: (viewerId: string | null) => list(viewerId, blocks.listBlocked),
    mutedList: (viewerId: string | null) => list(viewerId, blocks.listMuted),

    /** How the viewer and another person stand (a profile seen by a signed-in viewer). */
    relation: (viewerId: string, otherId: string): Promise<ViewerRelation> => blocks.relation(viewerId, otherId),

    /** Whether `blockerId` has blocked `blockedId`. */
    isBlocked: (blockerId: string, blockedId: string) => blocks.isBlocked(blockerId, blockedId),

    /** Whose videos and comments the viewer does not see (muted or blocked by them); none for visitors. */
    async hiddenFor(viewerId: string | null): Promise<ReadonlySet<string>> {
      if (!viewerId) return NO_ONE;
      const at = await tracked.at();
      const known = at !== null ? kept.get(viewerId) : undefined;
      if (known) return known;
      const ids = await blocks.hiddenBy(viewerId);
      const hidden = ids.length === 0 ? NO_ONE : new Set(ids);
      if (tracked.holds(at)) kept.set(viewerId, hidden);
      return hidden;
    },
  };
}

type ListRow = { id: string; username: string; avatar_url: string | null; created_at: number };

export type BlocksService = ReturnType<typeof createBlocksService>;
