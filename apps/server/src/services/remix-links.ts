import { BLOCK_REFUSALS, type LinkedVideo, REMIX_TEXTS } from '@promptreel/contract';
import { Forbidden, Invalid } from '../errors.js';
import { shownUsername } from '../lib/format.js';
import type { LinkedVideoRow, RemixesRepository } from '../repositories/remixes.repository.js';
import type { VideoCardRow, VideosRepository } from '../repositories/videos.repository.js';
import type { RemixFacts } from '../shaping/video-card.js';
import { mayOpen } from '../rules/video-access.js';

const link = (row: LinkedVideoRow): LinkedVideo => ({
  id: row.id,
  title: row.title,
  username: row.owner_deleted_at == null ? row.owner_username : shownUsername(null, row.owner_deleted_at),
});

/** The video page's remix links and count: what it remixes (and that chain's first), and its remixes. */
export async function remixFactsOf(
  remixes: RemixesRepository,
  row: Pick<VideoCardRow, 'id' | 'remix_of' | 'remix_root' | 'remix_claim'>,
): Promise<RemixFacts> {
  const remixCount = await remixes.count(row.id);
  if (row.remix_claim === null) return { remix: null, remixCount };
  const ids = [row.remix_of, row.remix_root].filter((id): id is number => id !== null);
  const found = new Map((await remixes.linked(ids)).map((r) => [r.id, link(r)]));
  const of = row.remix_of === null ? null : (found.get(row.remix_of) ?? null);
  const root = row.remix_root === null || row.remix_root === row.remix_of ? null : (found.get(row.remix_root) ?? null);
  return { remix: { of, root, verified: row.remix_claim === 'verified' }, remixCount };
}

/**
 * The video a new upload says it remixes, refused unless the uploader may see it and its creator
 * allows remixes (and has not blocked them). Its chain's first video is the source's, or the source.
 */
export async function remixSourceFor(
  videos: Pick<VideosRepository, 'findCardById'>,
  isBlocked: (blockerId: string, blockedId: string) => Promise<boolean>,
  uploaderId: string,
  remixOf: number,
): Promise<{ remix_of: number; remix_root: number; remix_claim: 'claimed' }> {
  const source = await videos.findCardById(remixOf, uploaderId);
  if (!source || !mayOpen(source, uploaderId) || source.processing === 1)
    throw Invalid(REMIX_TEXTS.sourceGone, [{ field: 'remixOf', message: REMIX_TEXTS.sourceGone }]);
  if (source.allow_remixes !== 1) throw Forbidden(REMIX_TEXTS.remixesOff);
  if (source.owner_id !== uploaderId && (await isBlocked(source.owner_id, uploaderId)))
    throw Forbidden(BLOCK_REFUSALS.cannotRemix);
  return { remix_of: source.id, remix_root: source.remix_root ?? source.id, remix_claim: 'claimed' };
}
