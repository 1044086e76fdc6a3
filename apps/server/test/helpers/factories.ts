import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { dialectOf } from '../../src/db/dialect.js';
import type { VideosTable } from '../../src/db/schema.js';
import { createAccountsRepository } from '../../src/repositories/accounts.repository.js';
import { createEngagementRepository } from '../../src/repositories/engagement.repository.js';
import { createForYouSignals } from '../../src/repositories/for-you-signals.js';
import { FOR_YOU_WEIGHTS } from '../../src/rules/for-you-weights.js';
import { searchBodyOf, searchText } from '../../src/lib/search-text.js';
import type { TestApp } from './test-app.js';
import { SEED_MEDIA_DIR } from './test-app.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Inserts real rows through the repositories, as the app itself would. */
export function factories(t: TestApp) {
  const accounts = createAccountsRepository(t.handle.db, dialectOf(t.handle.db));
  const engagement = createEngagementRepository(t.handle.db, createForYouSignals(FOR_YOU_WEIGHTS));

  return {
    engagement,
    async user(overrides: { username?: string; isAdmin?: boolean } = {}) {
      const username = overrides.username ?? `user_${unique()}`;
      const id = await accounts.createUserWithProfile({
        email: `${username}@example.test`,
        username,
        isAdmin: overrides.isAdmin,
      });
      // Written behind the app's back: its kept visitor answers must hear of it, as after any write.
      await t.answers.invalidate();
      return { id, username };
    },

    /** A video whose file and poster are real bytes in storage (a committed ffmpeg clip). */
    async video(ownerId: string, overrides: Partial<Insertable<VideosTable>> = {}) {
      const createdAt = overrides.created_at ?? Date.now();
      const key = `${ownerId}/${createdAt}-${unique()}.mp4`;
      const thumb = `${ownerId}/thumbnails/${createdAt}-${unique()}.jpg`;
      const stored = await t.storage.put('videos', key, createReadStream(path.join(SEED_MEDIA_DIR, 'neon-koi.mp4')));
      await t.storage.put('videos', thumb, createReadStream(path.join(SEED_MEDIA_DIR, 'neon-koi.jpg')));
      const title = overrides.title ?? `Video ${unique()}`;
      const row = await t.handle.db
        .insertInto('videos')
        .values({
          owner_id: ownerId,
          title,
          search_text: searchText(title),
          search_body: searchBodyOf(
            {
              subtitle: overrides.subtitle ?? null,
              prompt: overrides.prompt ?? null,
              platform: overrides.platform ?? 'Sora',
            },
            [],
          ),
          subtitle: null,
          prompt: null,
          platform_id: 1,
          platform: 'Sora',
          category_id: 1,
          file_path: key,
          size_bytes: stored.size,
          thumbnail_url: thumb,
          orientation: 'portrait',
          width: 180,
          height: 320,
          duration_ms: 3000,
          created_at: createdAt,
          ...overrides,
        })
        .returning(['id', 'file_path'])
        .executeTakeFirstOrThrow();
      await t.answers.invalidate();
      return { id: row.id, filePath: row.file_path! };
    },
  };
}
