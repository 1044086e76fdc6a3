import type { Kysely } from 'kysely';
import { searchBodyOf } from '../../lib/search-text.js';

const PAGE = 1000;

/**
 * Search finds the words of a video's prompt and the name of its tool too, after title matches
 * (issue 35): `search_body` becomes description, prompt and tool, then the captions' cues. The
 * FTS5 table (SQLite) and the trigram index (PostgreSQL) over it follow through migration 0011's
 * trigger and index; `search_changed_at` tells the in-memory index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const at = Date.now();
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('videos')
      .select(['id', 'subtitle', 'prompt', 'platform'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    const captions = await db
      .selectFrom('video_captions')
      .select(['video_id', 'search_text'])
      .where(
        'video_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('video_id')
      .orderBy('language')
      .execute();
    for (const r of rows) {
      const cues = captions.filter((c) => c.video_id === r.id).map((c) => c.search_text as string);
      await db
        .updateTable('videos')
        .set({ search_body: searchBodyOf(r, cues), search_changed_at: at })
        .where('id', '=', r.id)
        .execute();
    }
    after = rows.at(-1)!.id;
  }
}

/** The description and captions alone again. */
export async function down(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom('videos').select(['id', 'subtitle']).execute();
  for (const r of rows) {
    const cues = await db
      .selectFrom('video_captions')
      .select('search_text')
      .where('video_id', '=', r.id)
      .orderBy('language')
      .execute();
    const body = searchBodyOf(
      { subtitle: r.subtitle, prompt: null, platform: null },
      cues.map((c) => c.search_text as string),
    );
    await db.updateTable('videos').set({ search_body: body }).where('id', '=', r.id).execute();
  }
}
