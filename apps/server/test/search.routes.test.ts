import { searchResponseSchema } from '@promptreel/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.js';
import { searchText } from '../src/lib/search-text.js';

// The same answers whether video search looks in memory (the default) or in the database.
describe.each(['memory', 'database'])('GET /api/search (SEARCH_INDEX=%s)', (searchIndex) => {
  let t: TestApp;
  let viewer: SignedUp;
  const search = async (qs: string, b = browser(t)) =>
    searchResponseSchema.parse((await b.get(`/api/search?${qs}`)).json());

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', SEARCH_INDEX: searchIndex });
    viewer = await signUpVerified(t, 'seeker@example.test');
    const f = factories(t);
    const koiMaker = await f.user({ username: 'KoiMaker' });
    await f.user({ username: 'pond_life' });
    await f.video(koiMaker.id, {
      title: 'Neon koi in an infinite pond',
      orientation: 'portrait',
      platform_id: 1,
      platform: 'Sora',
      created_at: 3000,
    });
    await f.video(koiMaker.id, {
      title: 'Café crème at dawn',
      orientation: 'landscape',
      platform_id: 2,
      platform: 'Veo',
      created_at: 2000,
    });
    await f.video(koiMaker.id, {
      title: 'Koi pond, square cut',
      orientation: 'square',
      platform_id: 2,
      platform: 'Veo',
      created_at: 1000,
    });
    for (let i = 0; i < 55; i++) await f.video(koiMaker.id, { title: `Glitch study ${i}`, created_at: 100 + i });
    await f.engagement.addFollow(viewer.user.id, koiMaker.id);
  });
  afterAll(() => t.close());

  it("needs at least 2 characters ('Type at least 2 characters')", async () => {
    for (const q of ['', 'k', '  k  ']) {
      const res = await browser(t).get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Type at least 2 characters');
    }
    const bad = await browser(t).get('/api/search?q=koi&orientation=diagonal');
    expect(bad.statusCode).toBe(400);
    const long = await browser(t).get(`/api/search?q=${'k'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Search is at most 100 characters');
    expect((await browser(t).get(`/api/search?q=${'k'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('matches whatever the case, word order, accents or partial words', async () => {
    const titles = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).videos.map((v) => v.title);
    expect(await titles('KOI')).toEqual(['Neon koi in an infinite pond', 'Koi pond, square cut']);
    expect(await titles('pond neon')).toEqual(['Neon koi in an infinite pond']);
    expect(await titles('creme cafe')).toEqual(['Café crème at dawn']);
    expect(await titles('crème')).toEqual(['Café crème at dawn']);
    expect(await titles('infin')).toEqual(['Neon koi in an infinite pond']);
    expect(await titles('at da')).toEqual(['Café crème at dawn']);
    expect(await titles('zebra')).toEqual([]);
  });

  it('filters by platform slug and orientation', async () => {
    expect((await search('q=koi&platform=veo')).videos.map((v) => v.title)).toEqual(['Koi pond, square cut']);
    expect((await search('q=koi&orientation=portrait')).videos.map((v) => v.title)).toEqual([
      'Neon koi in an infinite pond',
    ]);
    expect((await search('q=koi&platform=no-such')).videos).toHaveLength(2);
  });

  it('returns at most 50 videos, newest first', async () => {
    const res = await search('q=glitch');
    expect(res.videos).toHaveLength(50);
    expect(res.videos[0]!.title).toBe('Glitch study 54');
  });

  it('finds people by username, with the follow state for the viewer', async () => {
    const res = await search('q=koi', viewer.browser);
    expect(res.users.map((u) => [u.username, u.isFollowing])).toEqual([['KoiMaker', true]]);
    expect((await search('q=pond')).users.map((u) => u.username)).toEqual(['pond_life']);
    expect((await search('q=ma')).users.map((u) => u.username)).toEqual(['KoiMaker']);
  });

  it('finds a person by a new name on the next search, not by the old one, and no longer once deleted', async () => {
    const person = await signUpVerified(t, `renames-${searchIndex}@example.test`);
    const usernames = async (q: string) =>
      (await search(`q=${q}`)).users.map((u) => u.username).filter((u) => u !== viewer.user.username);
    expect(await usernames('renames')).toEqual([person.user.username]);
    const renamed = `lantern_keeper_${searchIndex}`;
    const res = await person.browser.patch('/api/profile', { username: renamed, location: '', bio: 'Keeps lanterns' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await usernames('renames')).toEqual([]);
    const found = (await search('q=lantern%20keeper', viewer.browser)).users;
    expect(found.map((u) => [u.username, u.bio, u.isFollowing])).toEqual([[renamed, 'Keeps lanterns', false]]);
    expect((await person.browser.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect(await usernames('lantern%20keeper')).toEqual([]);
  });

  it('answers title searches from an index, not a scan of the videos', async () => {
    if (TEST_DB === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan
        select v.id from videos v join videos_fts f on f.rowid = v.id where videos_fts match '"koi"'
        order by f.rowid desc limit 250`.execute(t.handle.db);
      const text = plan.rows.map((r) => r.detail).join('\n');
      expect(text).toMatch(/VIRTUAL TABLE INDEX/);
      expect(text).not.toMatch(/SCAN v(ideos)?\b(?! VIRTUAL)/);
      // The newest matches come in index order: nothing sorts every match.
      expect(text).not.toMatch(/TEMP B-TREE/);
    } else {
      // A tiny table may be scanned by the planner's choice; with scans off, the trigram index must serve.
      const plan = await t.handle.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{ 'QUERY PLAN': string }>`explain select id from videos v
          where (v.search_text || ' ' || v.search_body) like '%koi%'`.execute(trx);
      });
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/videos_search_all_trgm/);
    }
  });

  it('ranks videos with every word in the title first, then those that match through their description, each newest first', async () => {
    const f = factories(t);
    const maker = await f.user({ username: 'lantern_maker' });
    await f.video(maker.id, {
      title: 'Lantern parade',
      subtitle: 'Neon koi drift under paper lanterns',
      created_at: 5000,
    });
    await f.video(maker.id, { title: 'Koi of neon', created_at: 50 });
    await f.video(maker.id, { title: 'Neon alley', subtitle: 'No fish here', created_at: 6000 });
    expect((await search('q=neon%20koi')).videos.map((v) => v.title)).toEqual([
      'Neon koi in an infinite pond',
      'Koi of neon',
      'Lantern parade',
    ]);
    expect((await search('q=paper%20lant')).videos.map((v) => v.title)).toEqual(['Lantern parade']);
  });
  it("finds the words of a prompt and a tool's name after title matches, and follows an edit of either", async () => {
    const f = factories(t);
    const maker = await signUpVerified(t, `prompter-${searchIndex}@example.test`);
    const glow = await f.video(maker.user.id, {
      title: 'Night pond',
      prompt: 'An endless fractal koi pond at night, bioluminescent ripples',
      platform_id: 4,
      platform: 'Kling',
      created_at: 7000,
    });
    await f.video(maker.user.id, { title: 'Bioluminescent bay', created_at: 10 });
    expect((await search('q=bioluminescent')).videos.map((v) => v.title)).toEqual(['Bioluminescent bay', 'Night pond']);
    expect((await search('q=kling')).videos.map((v) => v.id)).toEqual([glow.id]);
    // The catch-all tool names nothing.
    await f.video(maker.user.id, { title: 'Untitled', platform_id: 9, platform: 'Other' });
    expect((await search('q=other')).videos).toEqual([]);

    const edit = { title: 'Night pond', subtitle: '', prompt: 'Tide pools glowing', platformId: 2, categoryId: 1 };
    expect((await maker.browser.patch(`/api/videos/${glow.id}`, edit)).statusCode).toBe(200);
    // The memory index rereads what changed: what a write changed shows on the next search.
    await t.answers.invalidate();
    expect((await search('q=bioluminescent')).videos.map((v) => v.title)).toEqual(['Bioluminescent bay']);
    expect((await search('q=tide%20glowing')).videos.map((v) => v.id)).toEqual([glow.id]);
    expect((await search('q=veo%20tide')).videos.map((v) => v.id)).toEqual([glow.id]);
    expect((await search('q=kling')).videos).toEqual([]);
  });

  it('reads a catalogue of more than one page when it starts, and finds its oldest and newest', async () => {
    const owner = (await factories(t).user({ username: `bulk_${searchIndex}` })).id;
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      owner_id: owner,
      title: `Bulk zq${i}x`,
      search_text: searchText(`Bulk zq${i}x`),
      platform_id: 1,
      platform: 'Sora',
      category_id: 1,
      orientation: 'portrait' as const,
      created_at: 10 + i,
      // Long unchanged: only the reading at start finds them, not a look at recent changes.
      search_changed_at: 1,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.handle.db
        .insertInto('videos')
        .values(rows.slice(i, i + 500))
        .execute();
    // And more people than a page, as long unchanged.
    const people = Array.from({ length: 2_100 }, (_, i) => ({ id: `bulk-person-${i}`, username: `zp${i}w` }));
    for (let i = 0; i < people.length; i += 500) {
      const page = people.slice(i, i + 500);
      const at = new Date().toISOString();
      await t.handle.db
        .insertInto('users')
        .values(
          page.map((p) => ({
            id: p.id,
            name: p.username,
            email: `${p.id}@example.test`,
            email_verified: 0 as never,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      await t.handle.db
        .insertInto('profiles')
        .values(page.map((p) => ({ ...p, created_at: 1, search_changed_at: 1 })))
        .execute();
    }
    // A second instance on the same database reads them at its start (in pages of 2,000 in memory).
    const other = await createTestApp({ SEARCH_INDEX: searchIndex }, { shareWith: t });
    try {
      const titles = async (q: string) =>
        searchResponseSchema.parse((await browser(other).get(`/api/search?q=${q}`)).json()).videos.map((v) => v.title);
      for (let i = 0; i < 3; i++, await new Promise((r) => setTimeout(r, 200))) {
        expect(await titles('zq0x')).toEqual(['Bulk zq0x']);
        expect(await titles('zq2499x')).toEqual(['Bulk zq2499x']);
        const usernames = async (q: string) =>
          searchResponseSchema
            .parse((await browser(other).get(`/api/search?q=${q}`)).json())
            .users.map((u) => u.username);
        // In id order 'bulk-person-999' comes last of them: on the second page.
        expect([await usernames('zp0w'), await usernames('zp999w')]).toEqual([['zp0w'], ['zp999w']]);
        expect(await titles('bulk')).toEqual(
          rows
            .slice(-50)
            .reverse()
            .map((r) => r.title),
        );
      }
    } finally {
      await other.close();
      await t.handle.db.deleteFrom('videos').where('owner_id', '=', owner).execute();
      await t.handle.db.deleteFrom('users').where('id', 'like', 'bulk-person-%').execute();
      await t.answers.invalidate();
    }
  });
});
