import {
  FOR_YOU_TEXTS,
  feedHideSchema,
  feedHidesResponseSchema,
  feedReasonText,
  feedResponseSchema,
  MESSAGES,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { risingTerm } from '../src/lib/rising-score.js';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { REDIS_URL, redisUp } from './helpers/redis.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const DAY = 24 * 60 * 60_000;

describe('For You', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let ann: SignedUp; // the reader
  let platforms: { id: number; slug: string; label: string }[];
  let categories: { id: number; slug: string; label: string }[];
  // Just above what an upload now scores, each video made a little lower than the one before.
  let score = risingTerm(1, Date.now()) + 1;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    f = factories(t);
    ann = await signUpVerified(t, 'ann@example.test');
    platforms = await t.handle.db.selectFrom('video_platforms').select(['id', 'slug', 'label']).orderBy('id').execute();
    categories = await t.handle.db
      .selectFrom('video_categories')
      .select(['id', 'slug', 'label'])
      .orderBy('id')
      .execute();
  });
  afterAll(() => t.close());

  /** A creator who joined long ago (their videos are 'Popular right now', not a new creator's). */
  const creator = async (joinedDaysAgo = 90) => {
    const u = await f.user();
    await t.handle.db
      .updateTable('profiles')
      .set({ created_at: Date.now() - joinedDaysAgo * DAY })
      .where('id', '=', u.id)
      .execute();
    return u;
  };
  /** A video placed in the rising order: each one made ranks below the one before. */
  const video = async (ownerId: string, category = 0, platform = 0) =>
    (
      await f.video(ownerId, {
        category_id: categories[category]!.id,
        platform_id: platforms[platform]!.id,
        platform: platforms[platform]!.label,
        rising_score: (score -= 0.001),
      })
    ).id;
  const page = async (who: SignedUp | null, query = '', cursor?: string) => {
    const url = `/api/videos?tab=foryou${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await (who?.browser ?? browser(t)).get(url);
    expect(res.statusCode, res.body).toBe(200);
    return feedResponseSchema.parse(res.json());
  };
  const ids = async (who: SignedUp | null, query = '') => (await page(who, query)).items.map((c) => c.id);
  const hide = (who: SignedUp, kind: string, target: string) =>
    who.browser.post('/api/me/feed/hides', { kind, target });

  it('shows a visitor what is rising, paged without repeats, with a reason on each card', async () => {
    const old = await creator();
    const fresh = await creator(3);
    const made = [
      await video(old.id),
      await video(fresh.id),
      await video(old.id),
      await video(fresh.id),
      await video(old.id),
    ];
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 3; i += 1) {
      const p = await page(null, '&limit=2', cursor);
      seen.push(...p.items.map((c) => c.id));
      for (const card of p.items)
        expect(card.reason).toEqual(
          card.ownerUsername === fresh.username ? { kind: 'newCreator' } : { kind: 'popular' },
        );
      cursor = p.nextCursor ?? undefined;
    }
    expect(seen.slice(0, 5)).toEqual(made);
    expect(new Set(seen).size).toBe(seen.length);
    expect(feedReasonText({ kind: 'popular' })).toBe('Popular right now');
    expect(feedReasonText({ kind: 'newCreator' })).toBe('New creator');
  });

  it('never shows sensitive, held or processing videos, nor suspended, banned or deleted creators', async () => {
    const ok = await creator();
    const shown = await video(ok.id);
    const sensitive = await video(ok.id);
    await t.handle.db.updateTable('videos').set({ labels: 'sensitive' }).where('id', '=', sensitive).execute();
    const held = await video(ok.id);
    await t.handle.db.updateTable('videos').set({ held_at: Date.now() }).where('id', '=', held).execute();
    const processing = await video(ok.id);
    await t.handle.db.updateTable('videos').set({ processing: 1 }).where('id', '=', processing).execute();
    const people = { suspended: await creator(), banned: await creator(), deleted: await creator() };
    const theirs = {
      suspended: await video(people.suspended.id),
      banned: await video(people.banned.id),
      deleted: await video(people.deleted.id),
    };
    const profiles = t.handle.db.updateTable('profiles');
    await profiles
      .set({ suspended_until: Date.now() + DAY })
      .where('id', '=', people.suspended.id)
      .execute();
    await profiles.set({ banned_at: Date.now() }).where('id', '=', people.banned.id).execute();
    await profiles.set({ deleted_at: Date.now() }).where('id', '=', people.deleted.id).execute();
    await t.answers.invalidate();
    for (const who of [null, ann]) {
      const list = await ids(who, '&limit=20');
      expect(list).toContain(shown);
      for (const gone of [sensitive, held, processing, ...Object.values(theirs)]) expect(list).not.toContain(gone);
    }
  });

  it("leaves out a reader's own videos, the people they block or mute, and what they clapped, finished or dismissed", async () => {
    const [own, other, blocked, muted] = [
      await video(ann.user.id),
      ...(await Promise.all([creator(), creator(), creator()])),
    ];
    const clapped = await video(other.id);
    const finished = await video(other.id);
    const dismissed = await video(other.id);
    const kept = await video(other.id);
    const theirs = [await video(blocked.id), await video(muted.id)];
    expect((await ann.browser.put(`/api/profiles/${blocked.username}/block`, {})).statusCode).toBe(200);
    expect((await ann.browser.put(`/api/profiles/${muted.username}/mute`, {})).statusCode).toBe(200);
    expect((await ann.browser.put(`/api/videos/${clapped}/clap`, {})).statusCode).toBe(200);
    // Read (and kept) before she watches and dismisses: both leave her next page at once.
    expect(await ids(ann, '&limit=20')).toEqual(expect.arrayContaining([finished, dismissed]));
    expect((await ann.browser.post(`/api/videos/${finished}/watched`, { share: 0.95 })).statusCode).toBe(204);
    expect((await hide(ann, 'video', String(dismissed))).statusCode).toBe(201);
    const list = await ids(ann, '&limit=20');
    expect(list).toContain(kept);
    for (const gone of [own, clapped, finished, dismissed, ...theirs]) expect(list).not.toContain(gone);
    // A visitor's page is everyone's: only the rules of what anyone may see apply.
    expect(await ids(null, '&limit=20')).toEqual(expect.arrayContaining([own, clapped, finished, dismissed]));
  });

  it('hides a creator, a tool or a category until undone, and lists them by name', async () => {
    const [a, b] = [await creator(), await creator()];
    const byA = await video(a.id, 2, 0);
    const inCategory = await video(b.id, 3, 0);
    const withTool = await video(b.id, 2, 2);
    const visible = async () => ids(ann, '&limit=20');
    expect(await visible()).toEqual(expect.arrayContaining([byA, inCategory, withTool]));
    const asked = [
      ['creator', a.username, `@${a.username}`, byA],
      ['category', categories[3]!.slug, categories[3]!.label, inCategory],
      ['platform', platforms[2]!.slug, platforms[2]!.label, withTool],
    ] as const;
    for (const [kind, target, label] of asked) {
      const res = await hide(ann, kind, target);
      expect(res.statusCode, res.body).toBe(201);
      expect(feedHideSchema.parse(res.json())).toMatchObject({ kind, target, label });
    }
    const now = await visible();
    for (const [, , , gone] of asked) expect(now).not.toContain(gone);
    const listed = feedHidesResponseSchema.parse((await ann.browser.get('/api/me/feed/hides')).json()).items;
    expect(listed.map((h) => h.label)).toEqual(expect.arrayContaining(asked.map(([, , label]) => label)));
    // Undo, one by one: each comes back.
    for (const [kind, target, , back] of asked) {
      expect((await ann.browser.delete(`/api/me/feed/hides/${kind}/${target}`)).statusCode).toBe(204);
      expect(await visible()).toContain(back);
    }
    expect((await ann.browser.delete(`/api/me/feed/hides/creator/${a.username}`)).json().message).toBe(
      FOR_YOU_TEXTS.notHidden,
    );
  });

  it('refuses visitors, bad input, unknown targets and hiding oneself, writing nothing', async () => {
    const mine = await video(ann.user.id);
    const before = await rowCount(t.handle.db, 'feed_hides');
    const visitor = browser(t);
    for (const res of [
      await visitor.post('/api/me/feed/hides', { kind: 'video', target: String(mine) }),
      await visitor.get('/api/me/feed/hides'),
      await visitor.delete('/api/me/feed'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.logInRequired);
    }
    // A visitor's watch report is for the creator's Studio: For You keeps nothing of it.
    const progress = await rowCount(t.handle.db, 'watch_progress');
    expect((await visitor.post(`/api/videos/${mine}/watched`, { share: 0.5 })).statusCode).toBe(204);
    expect(await rowCount(t.handle.db, 'watch_progress')).toBe(progress);
    const bad = [
      [{ kind: 'song', target: 'x' }, 400],
      [{ kind: 'video', target: '' }, 400],
      [{ kind: 'video', target: '999999' }, 404],
      [{ kind: 'creator', target: 'nobody_here' }, 404],
      [{ kind: 'category', target: 'no-such' }, 404],
      [{ kind: 'video', target: String(mine) }, 400],
      [{ kind: 'creator', target: ann.user.username }, 400],
    ] as const;
    for (const [body, status] of bad) {
      const res = await hide(ann, body.kind, body.target);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    expect((await hide(ann, 'video', '999999')).json().message).toBe(FOR_YOU_TEXTS.unknownTarget);
    expect((await hide(ann, 'video', String(mine))).json().message).toBe(FOR_YOU_TEXTS.cannotHideOwn);
    expect((await ann.browser.delete('/api/me/feed/hides/song/x')).statusCode).toBe(404);
    for (const share of [-0.1, 1.5, 'half'])
      expect((await ann.browser.post(`/api/videos/${mine}/watched`, { share })).statusCode).toBe(400);
    expect((await ann.browser.post('/api/videos/999999/watched', { share: 0.5 })).statusCode).toBe(404);
    expect(await rowCount(t.handle.db, 'feed_hides')).toBe(before);
  });

  it('counts only the growth of what was watched, once, towards the rising score and the liking', async () => {
    const c = await creator();
    const v = await video(c.id, 4, 1);
    const state = async () => ({
      score: (
        await t.handle.db.selectFrom('videos').select('rising_score').where('id', '=', v).executeTakeFirstOrThrow()
      ).rising_score,
      liking:
        (
          await t.handle.db
            .selectFrom('feed_tastes')
            .select('weight')
            .where('user_id', '=', ann.user.id)
            .where('dim', '=', 'creator')
            .where('target', '=', c.id)
            .executeTakeFirst()
        )?.weight ?? 0,
    });
    const start = await state();
    await ann.browser.post(`/api/videos/${v}/watched`, { share: 0.5 });
    const half = await state();
    expect(half.score).toBeGreaterThan(start.score);
    expect(half.liking).toBeGreaterThan(0);
    for (const share of [0.5, 0.3]) await ann.browser.post(`/api/videos/${v}/watched`, { share });
    expect(await state()).toEqual(half);
    const row = await t.handle.db
      .selectFrom('watch_progress')
      .selectAll()
      .where('video_id', '=', v)
      .executeTakeFirstOrThrow();
    expect(row.share).toBe(0.5);
    expect(row.finished).toBe(0);
  });

  it("ranks a reader's likings first, with discovery on every page, two per creator at most, and no repeats", async () => {
    const bea = await signUpVerified(t, 'bea@example.test');
    const liked = 5; // the category Bea claps in
    const people = await Promise.all(Array.from({ length: 10 }, () => creator()));
    // Each creator posts in one category: half in the liked one, half elsewhere; rising order interleaved.
    const made: { id: number; owner: string; liked: boolean }[] = [];
    for (let round = 0; round < 5; round += 1)
      for (const [i, p] of people.entries()) {
        const inLiked = i % 2 === 0;
        made.push({ id: await video(p.id, inLiked ? liked : 6 + (i % 3), 0), owner: p.id, liked: inLiked });
      }
    const likedOnes = made.filter((m) => m.liked);
    for (const m of likedOnes.slice(-3))
      expect((await bea.browser.put(`/api/videos/${m.id}/clap`, {})).statusCode).toBe(200);
    const followedCreator = people[2]!;
    expect((await bea.browser.put(`/api/profiles/${followedCreator.username}/follow`, {})).statusCode).toBe(200);

    const seen: number[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 3; n += 1) {
      const p = await page(bea, '&limit=10', cursor);
      expect(p.items).toHaveLength(10);
      const isLiked = (id: number) => made.find((m) => m.id === id)?.liked ?? false;
      // Discovery: outside the categories and creators she engaged with.
      const usual = new Set(likedOnes.map((m) => m.owner));
      const discovery = p.items.filter((c) => !isLiked(c.id) && !usual.has(c.ownerId));
      expect(discovery.length, `page ${n + 1}`).toBeGreaterThanOrEqual(2);
      const perCreator = new Map<string, number>();
      for (const c of p.items) perCreator.set(c.ownerId, (perCreator.get(c.ownerId) ?? 0) + 1);
      expect(Math.max(...perCreator.values())).toBeLessThanOrEqual(2);
      if (n === 0) {
        // What she likes fills the page but for discovery's slots; the first card is one of it.
        expect(isLiked(p.items[0]!.id)).toBe(true);
        expect(p.items.filter((c) => isLiked(c.id)).length).toBeGreaterThanOrEqual(6);
        const reasons = p.items.map((c) => feedReasonText(c.reason!));
        expect(reasons).toContain(`From @${followedCreator.username}, whom you follow`);
        expect(
          reasons.some(
            (r) =>
              r === `Because you clapped videos in ${categories[liked]!.label}` ||
              r.startsWith('Because you clapped videos by @'),
          ),
        ).toBe(true);
      }
      seen.push(...p.items.map((c) => c.id));
      cursor = p.nextCursor ?? undefined;
      expect(cursor).toBeTruthy();
    }
    expect(new Set(seen).size).toBe(seen.length);
    // A new session (no cursor) starts again from the top.
    expect((await page(bea, '&limit=10')).items[0]!.id).toBe(seen[0]);
    // 'Reset your feed': likings and hides gone, so the first page is the rising order again.
    expect((await bea.browser.delete('/api/me/feed')).statusCode).toBe(204);
    expect(
      await t.handle.db.selectFrom('feed_tastes').select('user_id').where('user_id', '=', bea.user.id).execute(),
    ).toEqual([]);
  });

  it('lets a liking fade by half in a month, so what a reader likes now comes first', async () => {
    const [dee, eve] = [await signUpVerified(t, 'dee@example.test'), await signUpVerified(t, 'eve@example.test')];
    const [old, fresh] = [await creator(), await creator()];
    // Old's videos rank higher in the rising order: only likings can put Fresh's first.
    const olds = [await video(old.id), await video(old.id), await video(old.id), await video(old.id)];
    const freshes = [await video(fresh.id), await video(fresh.id)];
    const claps = async (who: SignedUp, videos: number[]) => {
      for (const id of videos) expect((await who.browser.put(`/api/videos/${id}/clap`, {})).statusCode).toBe(200);
    };
    const liking = async (who: SignedUp, target: string) =>
      Number(
        (
          await t.handle.db
            .selectFrom('feed_tastes')
            .select('weight')
            .where('user_id', '=', who.user.id)
            .where('dim', '=', 'creator')
            .where('target', '=', target)
            .executeTakeFirstOrThrow()
        ).weight,
      );
    const place = (order: number[], id: number) => (order.includes(id) ? order.indexOf(id) : Infinity);
    await claps(dee, olds.slice(1));
    await claps(eve, olds.slice(1));
    expect(await liking(dee, old.id)).toBeCloseTo(9, 3);
    // Four months pass for Dee's likings (written then): 9 fades to about 0.56, below one clap's 3.
    await t.handle.db
      .updateTable('feed_tastes')
      .set({ updated_at: Date.now() - 4 * 30 * DAY })
      .where('user_id', '=', dee.user.id)
      .execute();
    await claps(dee, freshes.slice(1));
    await claps(eve, freshes.slice(1));
    // Eve clapped Old's three just now: Old leads her page. Dee's are faded: Fresh leads hers.
    const eves = await ids(eve, '&limit=20');
    expect(place(eves, olds[0]!)).toBeLessThan(place(eves, freshes[0]!));
    const dees = await ids(dee, '&limit=20');
    expect(place(dees, freshes[0]!)).toBeLessThan(place(dees, olds[0]!));
    // A new clap adds to the faded liking, not to the old figure (an unclap takes one clap's 3).
    expect((await dee.browser.delete(`/api/videos/${olds[1]}/clap`)).statusCode).toBe(200);
    expect(await liking(dee, old.id)).toBeCloseTo(9 / 16 - 3, 1);
  });

  it('writes down what a session was shown after its pages, so another instance carries it on without repeats', async () => {
    const cal = await signUpVerified(t, 'cal@example.test');
    const makers = await Promise.all(Array.from({ length: 8 }, () => creator()));
    for (let i = 0; i < 40; i += 1) await video(makers[i % 8]!.id, i % 4);
    const two = await createTestApp({ AUTH_RATE_LIMIT: '0' }, { shareWith: t });
    const calThere = { ...cal, browser: browser(two, cal.browser.cookie) };
    const written = async () =>
      (
        await t.handle.db
          .selectFrom('feed_served')
          .select('video_id')
          .where('feed_key', 'like', `${cal.user.id}:%`)
          .execute()
      ).length;
    try {
      const pages = [await page(cal, '&limit=5')];
      const next = (who: SignedUp, at: TestApp) => {
        const cursor = encodeURIComponent(pages.at(-1)!.nextCursor!);
        return at.app
          .inject({ url: `/api/videos?tab=foryou&limit=5&cursor=${cursor}`, headers: { cookie: who.browser.cookie } })
          .then((res) => feedResponseSchema.parse(res.json()));
      };
      pages.push(await next(cal, t));
      pages.push(await next(cal, t));
      await t.services.forYou.flushServed();
      expect(await written()).toBe(10);
      // Page 3 through the other instance, page 4 back through this one: each knows the rest from the database.
      pages.push(await next(calThere, two));
      await two.services.forYou.flushServed();
      pages.push(await next(cal, t));
      const shown = pages.flatMap((p) => p.items.map((c) => c.id));
      expect(shown).toHaveLength(25);
      expect(new Set(shown).size).toBe(25);
      await t.services.forYou.flushServed();
      expect(await written()).toBe(20);
    } finally {
      await two.close();
    }
  });

  it("forgets no visitor's kept answer when a reader watches or steers their own feed", async () => {
    const c = await creator();
    const v = await video(c.id);
    const version = () => t.answers.version.current();
    const before = await version();
    expect((await ann.browser.post(`/api/videos/${v}/watched`, { share: 0.4 })).statusCode).toBe(204);
    expect((await hide(ann, 'creator', c.username)).statusCode).toBe(201);
    expect((await ann.browser.delete(`/api/me/feed/hides/creator/${c.username}`)).statusCode).toBe(204);
    expect((await ann.browser.get('/api/me/feed/hides')).statusCode).toBe(200);
    expect(await version()).toBe(before);
    // Whereas a clap, which everyone's cards show, does.
    expect((await ann.browser.put(`/api/videos/${v}/clap`, {})).statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
  });
});

describe.runIf(redisUp || process.env.CI === 'true')('For You across instances (Redis)', () => {
  it('drops a video watched to the end through one instance from the next first page through the other', async () => {
    const one = await createTestApp({ REDIS_URL, AUTH_RATE_LIMIT: '0' });
    const two = await createTestApp({ REDIS_URL }, { shareWith: one });
    try {
      const reader = await signUpVerified(one, 'across@example.test');
      const made = [];
      // Three creators: a page shows at most two of one creator's.
      for (let i = 0; i < 3; i += 1) made.push((await factories(one).video((await factories(one).user()).id)).id);
      const firstPage = async () =>
        ((await reader.browser.get('/api/videos?tab=foryou')).json() as { items: { id: number }[] }).items.map(
          (c) => c.id,
        );
      expect(await firstPage()).toEqual(expect.arrayContaining(made));
      const there = browser(two, reader.browser.cookie);
      expect((await there.post(`/api/videos/${made[0]}/watched`, { share: 0.95 })).statusCode).toBe(204);
      const after = await firstPage();
      expect(after).not.toContain(made[0]);
      expect(after).toEqual(expect.arrayContaining(made.slice(1)));
    } finally {
      await two.close();
      await one.close();
    }
  });
});
