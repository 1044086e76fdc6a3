import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../config.js';
import { dialectOf } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { createAccountsRepository } from '../repositories/accounts.repository.js';
import { createEngagementRepository } from '../repositories/engagement.repository.js';
import { createForYouSignals } from '../repositories/for-you-signals.js';
import { FOR_YOU_WEIGHTS } from '../rules/for-you-weights.js';
import { createVideoWritesRepository } from '../repositories/video-writes.repository.js';
import { formatPosterVariants, storePosterVariants } from '../images/poster-variants.js';
import { slugify } from '../storage/keys.js';
import type { Storage } from '../storage/storage.js';
import { PLATFORMS } from '../db/migrations/0002_catalogues.js';
import { DEMO_COMMENTS, DEMO_CREATORS, DEMO_VIDEOS } from './demo-content.js';

export interface SeedDeps {
  db: Kysely<Database>;
  storage: Storage;
  config: Pick<Config, 'adminEmails' | 'publicUrl'>;
  /** Folder holding the committed demo clips and posters. */
  mediaDir: string;
  log: (message: string) => void;
  /** Where the one-time admin password goes (the terminal). */
  print: (message: string) => void;
}

// Any fixed 64-bit number; it only has to differ from other advisory locks (Kysely's migration lock).
const SEED_LOCK_ID = 7_204_518_339_017_251n;

/**
 * On an empty database (no profiles, no videos), adds demo creators, clips, claps, comments and follows,
 * and an admin account whose password is printed once. Does nothing otherwise.
 *
 * Several instances may start at once on one empty database: on PostgreSQL the check and the seed run
 * under an advisory lock, so the others wait and then find content. SQLite has no such lock across
 * processes, so the first write (the admin, a unique username) claims the seed: an instance whose admin
 * is refused because another one's exists leaves the seeding to that one.
 */
export async function seedDemoIfEmpty(deps: SeedDeps): Promise<boolean> {
  if (dialectOf(deps.db) !== 'postgres') return seedIfEmpty(deps);
  // The lock belongs to this transaction's connection and ends with it (also if the process dies);
  // the seed's own writes run on the pool's other connections, as usual.
  return deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_ID)})`.execute(trx);
    return seedIfEmpty(deps);
  });
}

async function seedIfEmpty(deps: SeedDeps): Promise<boolean> {
  const writes = createVideoWritesRepository(deps.db, createForYouSignals(FOR_YOU_WEIGHTS));
  const hasContent = async () => (await writes.countProfiles()) > 0 || (await writes.count()) > 0;
  if (await hasContent()) return false;
  if (!existsSync(deps.mediaDir)) {
    deps.log(`demo media not found at ${deps.mediaDir}; skipping demo content`);
    return false;
  }
  const accounts = createAccountsRepository(deps.db, dialectOf(deps.db));
  const engagement = createEngagementRepository(deps.db, createForYouSignals(FOR_YOU_WEIGHTS));
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;

  const adminEmail = deps.config.adminEmails[0] ?? 'admin@promptreel.local';
  const adminPassword = randomBytes(12).toString('base64url');
  let adminId: string;
  try {
    adminId = await accounts.createUserWithProfile({
      email: adminEmail,
      username: 'admin',
      passwordHash: await hashPassword(adminPassword),
      isAdmin: true,
      bio: 'Keeping Promptreel kind and AI-made.',
      createdAt: now - 90 * day,
    });
  } catch (err) {
    if (await hasContent()) {
      deps.log('another instance is seeding the demo content');
      return false;
    }
    throw err;
  }

  const creatorIds: string[] = [];
  for (const [i, c] of DEMO_CREATORS.entries()) {
    creatorIds.push(
      await accounts.createUserWithProfile({
        email: `${c.username}@demo.promptreel.local`,
        username: c.username,
        bio: c.bio,
        location: c.location,
        createdAt: now - (60 - i * 7) * day,
      }),
    );
  }

  const videoIds: number[] = [];
  for (const video of DEMO_VIDEOS) {
    const ownerId = creatorIds[video.creator]!;
    const createdAt = now - video.minutesAgo * 60_000;
    const slug = slugify(video.title);
    const fileKey = `${ownerId}/${createdAt}-${slug}.mp4`;
    const thumbKey = `${ownerId}/thumbnails/${createdAt}-${slug}.jpg`;
    const stored = await deps.storage.put(
      'videos',
      fileKey,
      createReadStream(path.join(deps.mediaDir, `${video.file}.mp4`)),
    );
    const poster = path.join(deps.mediaDir, `${video.file}.jpg`);
    await deps.storage.put('videos', thumbKey, createReadStream(poster));
    const posterVariants = await storePosterVariants(deps.storage, thumbKey, poster);
    const { id } = await writes.insert({
      owner_id: ownerId,
      title: video.title,
      subtitle: video.subtitle,
      prompt: video.prompt,
      platform_id: video.platformId,
      platform: PLATFORMS.find((p) => p.id === video.platformId)!.label,
      category_id: video.categoryId,
      file_path: fileKey,
      size_bytes: stored.size,
      thumbnail_url: thumbKey,
      poster_variants: formatPosterVariants(posterVariants),
      orientation: video.orientation,
      width: video.width,
      height: video.height,
      duration_ms: 3000,
      views: 40 + ((video.minutesAgo * 37) % 1900),
      created_at: createdAt,
    });
    videoIds.push(id);
  }

  // Claps and comments, spread so Hot and Latest differ; counters move with each write.
  const people = [adminId, ...creatorIds];
  for (const [vi, videoId] of videoIds.entries()) {
    const clappers = people.filter((_, pi) => (vi * 7 + pi * 3) % 5 < 5 - (vi % 5));
    for (const userId of clappers) await engagement.addClap(videoId, userId, now - vi * 60_000);
    for (let k = 0; k < vi % 4; k++) {
      const author = people[(vi + k + 1) % people.length]!;
      await engagement.addComment(
        videoId,
        author,
        DEMO_COMMENTS[(vi + k) % DEMO_COMMENTS.length]!,
        now - (vi * 10 + k) * 60_000,
      );
    }
  }
  for (const [i, follower] of creatorIds.entries()) {
    await engagement.addFollow(follower, creatorIds[(i + 1) % creatorIds.length]!);
  }
  await engagement.addFollow(adminId, creatorIds[0]!);

  deps.log(`seeded demo content: ${creatorIds.length} creators, ${videoIds.length} videos`);
  const line = '─'.repeat(64);
  deps.print(
    [
      line,
      ' Promptreel demo content created. Admin account (shown only this once):',
      `   e-mail:   ${adminEmail}`,
      `   password: ${adminPassword}`,
      `   sign in:  ${deps.config.publicUrl}/login`,
      line,
    ].join('\n'),
  );
  return true;
}
