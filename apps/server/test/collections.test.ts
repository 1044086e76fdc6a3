import {
  collectionChangeSchema,
  collectionPageSchema,
  collectionSchema,
  collectionsResponseSchema,
  COLLECTION_TEXTS,
  MESSAGES,
  saveMenuSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('saving and collections (issue 36)', () => {
  let t: TestApp;
  let f: ReturnType<typeof factories>;
  let ana: SignedUp;
  let ben: SignedUp;
  let admin: SignedUp;
  let koi: number;
  let dunes: number;

  const menu = async (who: SignedUp, videoId?: number) =>
    saveMenuSchema.parse((await who.browser.get(`/api/me/collections${videoId ? `?videoId=${videoId}` : ''}`)).json());
  const pageOf = async (id: number, as = browser(t), cursor?: string) => {
    const res = await as.get(`/api/collections/${id}${cursor ? `?cursor=${cursor}` : ''}`);
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const titlesIn = async (id: number, as = browser(t)) =>
    collectionPageSchema.parse((await pageOf(id, as)).body).items.map((v) => v.title);
  const create = async (who: SignedUp, body: Record<string, unknown>) => {
    const res = await who.browser.post('/api/collections', body);
    expect(res.statusCode, res.body).toBe(201);
    return collectionSchema.parse(res.json());
  };
  /** A refusal that writes nothing: its status and message. */
  const refused = async (call: () => Promise<{ statusCode: number; json: () => { message: string } }>) => {
    const before = [await rowCount(t.handle.db, 'collections'), await rowCount(t.handle.db, 'collection_videos')];
    const res = await call();
    expect([await rowCount(t.handle.db, 'collections'), await rowCount(t.handle.db, 'collection_videos')]).toEqual(
      before,
    );
    return { status: res.statusCode, message: res.json().message };
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    f = factories(t);
    ana = await signUpVerified(t, 'ana@example.test');
    ben = await signUpVerified(t, 'ben@example.test');
    admin = await signUpVerified(t, 'root@example.test');
    await t.handle.db.updateTable('profiles').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
    const creator = await f.user();
    koi = (await f.video(creator.id, { title: 'Neon koi', created_at: Date.now() - 2000 })).id;
    dunes = (await f.video(creator.id, { title: 'Dune drift', created_at: Date.now() - 1000 })).id;
  }, 60_000);
  afterAll(() => t.close());

  it('asks a visitor to log in, and writes nothing', async () => {
    const visitor = browser(t);
    expect(await refused(() => visitor.get('/api/me/collections'))).toEqual({
      status: 401,
      message: COLLECTION_TEXTS.logInToSave,
    });
    expect(await refused(() => visitor.put(`/api/me/saved/${koi}`, {}))).toEqual({
      status: 401,
      message: COLLECTION_TEXTS.logInToSave,
    });
    // Told to log in whatever the body says.
    expect(await refused(() => visitor.post('/api/collections', { name: '' }))).toEqual({
      status: 401,
      message: COLLECTION_TEXTS.logInToSave,
    });
  });

  it('saves to a private Saved list, newest first, once each; takes a video out again', async () => {
    expect((await menu(ana)).items).toEqual([]);
    const first = collectionChangeSchema.parse((await ana.browser.put(`/api/me/saved/${koi}`, {})).json());
    expect(first).toMatchObject({
      holds: true,
      collection: { kind: 'saved', name: 'Saved', isPublic: false, videoCount: 1 },
    });
    await ana.browser.put(`/api/me/saved/${dunes}`, {});
    await ana.browser.put(`/api/me/saved/${koi}`, {}); // saved already: stays where it is
    const saved = first.collection.id;
    expect(await titlesIn(saved, ana.browser)).toEqual(['Dune drift', 'Neon koi']);
    expect((await menu(ana, koi)).items.map((c) => [c.name, c.holds, c.videoCount])).toEqual([['Saved', true, 2]]);

    // Nobody else sees it, admins included.
    expect((await pageOf(saved)).status).toBe(404);
    expect((await pageOf(saved, ben.browser)).status).toBe(404);
    expect((await pageOf(saved, admin.browser)).status).toBe(404);

    const out = collectionChangeSchema.parse((await ana.browser.delete(`/api/me/saved/${koi}`)).json());
    expect(out).toMatchObject({ holds: false, collection: { videoCount: 1 } });
    expect((await menu(ana, koi)).items[0]!.holds).toBe(false);
  });

  it('refuses a video that does not exist or is not shown', async () => {
    expect(await refused(() => ana.browser.put('/api/me/saved/999999', {}))).toEqual({
      status: 404,
      message: MESSAGES.videoNotFound,
    });
    expect((await refused(() => ana.browser.put('/api/me/saved/abc', {}))).status).toBe(404);
    const processing = await f.video(ben.user.id, { title: 'Still processing', processing: 1 });
    expect((await refused(() => ana.browser.put(`/api/me/saved/${processing.id}`, {}))).status).toBe(404);
  });

  it('makes named collections: checked input, names unique per person, Saved fixed', async () => {
    expect(await refused(() => ana.browser.post('/api/collections', { name: '   ' }))).toEqual({
      status: 400,
      message: COLLECTION_TEXTS.nameRequired,
    });
    expect((await refused(() => ana.browser.post('/api/collections', { name: 'x'.repeat(61) }))).status).toBe(400);
    expect(
      (await refused(() => ana.browser.post('/api/collections', { name: 'Moods', description: 'd'.repeat(501) })))
        .status,
    ).toBe(400);

    const moods = await create(ana, { name: 'Neon moods', description: 'Glowing things', videoId: koi });
    expect(moods).toMatchObject({ kind: 'named', isPublic: false, videoCount: 1, description: 'Glowing things' });
    expect(await refused(() => ana.browser.post('/api/collections', { name: 'neon MOODS' }))).toEqual({
      status: 409,
      message: COLLECTION_TEXTS.nameTaken,
    });
    // Another person may use the same name.
    await create(ben, { name: 'Neon moods' });
    // A rename meets the same rule; a collection may change the case of its own name.
    const dusk = await create(ana, { name: 'Dusk' });
    expect(await refused(() => ana.browser.patch(`/api/collections/${dusk.id}`, { name: 'NEON moods' }))).toEqual({
      status: 409,
      message: COLLECTION_TEXTS.nameTaken,
    });
    expect((await ana.browser.patch(`/api/collections/${dusk.id}`, { name: 'DUSK' })).statusCode).toBe(200);
    // Two creations at once of one name in two cases: one is made, the other told the name is taken.
    const both = await Promise.all([
      ana.browser.post('/api/collections', { name: 'Rain' }),
      ana.browser.post('/api/collections', { name: 'RAIN' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({ message: COLLECTION_TEXTS.nameTaken });
    await ana.browser.delete(
      `/api/collections/${(both.find((r) => r.statusCode === 201)!.json() as { id: number }).id}`,
    );
    await ana.browser.delete(`/api/collections/${dusk.id}`);

    const saved = (await menu(ana)).items.find((c) => c.kind === 'saved')!;
    expect(await refused(() => ana.browser.patch(`/api/collections/${saved.id}`, { name: 'Mine' }))).toEqual({
      status: 400,
      message: COLLECTION_TEXTS.savedIsFixed,
    });
    expect((await refused(() => ana.browser.delete(`/api/collections/${saved.id}`))).status).toBe(400);
    expect((await menu(ana, koi)).items.map((c) => [c.name, c.holds])).toEqual([
      ['Saved', false],
      ['Neon moods', true],
    ]);
  });

  it('keeps a private collection its owner’s alone; a public one shows on the profile', async () => {
    const trips = await create(ana, { name: 'Road trips', videoId: dunes });
    const profileTab = async (as = browser(t)) =>
      collectionsResponseSchema.parse((await as.get(`/api/profiles/${ana.user.username}/collections`)).json()).items;
    expect((await pageOf(trips.id)).status).toBe(404);
    expect((await pageOf(trips.id, ben.browser)).status).toBe(404);
    expect((await profileTab()).map((c) => c.name)).not.toContain('Road trips');
    expect((await profileTab(ana.browser)).map((c) => c.name)).toContain('Road trips');

    const opened = collectionSchema.parse(
      (await ana.browser.patch(`/api/collections/${trips.id}`, { isPublic: true })).json(),
    );
    expect(opened.isPublic).toBe(true);
    expect(await titlesIn(trips.id)).toEqual(['Dune drift']);
    expect((await profileTab()).map((c) => [c.name, c.videoCount])).toEqual([['Road trips', 1]]);
    expect(collectionPageSchema.parse((await pageOf(trips.id, ana.browser)).body).isOwned).toBe(true);

    // Others may read it, not change it; a private one stays not found to them.
    expect(await refused(() => ben.browser.patch(`/api/collections/${trips.id}`, { name: 'Mine now' }))).toEqual({
      status: 403,
      message: COLLECTION_TEXTS.notFound,
    });
    expect((await refused(() => ben.browser.put(`/api/collections/${trips.id}/videos/${koi}`, {}))).status).toBe(403);
    expect((await refused(() => ben.browser.delete(`/api/collections/${trips.id}`))).status).toBe(403);
    const moods = (await menu(ana)).items.find((c) => c.name === 'Neon moods')!;
    expect((await refused(() => ben.browser.delete(`/api/collections/${moods.id}/videos/${koi}`))).status).toBe(404);
    expect((await pageOf(999999)).status).toBe(404);
  });

  it('reorders by the full new order only, and pages in that order', async () => {
    const owner = await f.user();
    const ids: number[] = [];
    for (let i = 0; i < 26; i++)
      ids.push((await f.video(owner.id, { title: `Clip ${String(i).padStart(2, '0')}` })).id);
    const reel = await create(ben, { name: 'Long reel' });
    for (const id of ids) await ben.browser.put(`/api/collections/${reel.id}/videos/${id}`, {});

    const reversed = [...ids].reverse();
    expect(
      await refused(() => ben.browser.put(`/api/collections/${reel.id}/order`, { videoIds: reversed.slice(1) })),
    ).toEqual({
      status: 400,
      message: COLLECTION_TEXTS.orderMismatch,
    });
    expect(
      (
        await refused(() =>
          ben.browser.put(`/api/collections/${reel.id}/order`, { videoIds: [...reversed.slice(1), reversed[1]] }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await refused(() => ana.browser.put(`/api/collections/${reel.id}/order`, { videoIds: reversed }))).status,
    ).toBe(404);
    const moved = await ben.browser.put(`/api/collections/${reel.id}/order`, { videoIds: reversed });
    expect(moved.statusCode, moved.body).toBe(200);

    const first = collectionPageSchema.parse((await pageOf(reel.id, ben.browser)).body);
    expect(first.items).toHaveLength(24);
    expect(first.items[0]!.title).toBe('Clip 25');
    const rest = collectionPageSchema.parse((await pageOf(reel.id, ben.browser, first.nextCursor!)).body);
    expect(rest.items.map((v) => v.title)).toEqual(['Clip 01', 'Clip 00']);
    expect(rest.nextCursor).toBeNull();
  });

  it('leaves out, and does not count, videos held, by a banned creator, by someone muted, or deleted', async () => {
    const maker = await f.user();
    const muted = await signUpVerified(t, 'muted@example.test');
    const held = await f.video(maker.id, { title: 'Held clip' });
    const gone = await f.video(maker.id, { title: 'Deleted clip' });
    const theirs = await f.video(muted.user.id, { title: 'Muted clip' });
    const bag = await create(ana, { name: 'Mixed bag', isPublic: true });
    for (const id of [koi, held.id, gone.id, theirs.id])
      await ana.browser.put(`/api/collections/${bag.id}/videos/${id}`, {});
    expect(await titlesIn(bag.id)).toEqual(['Neon koi', 'Held clip', 'Deleted clip', 'Muted clip']);

    await t.handle.db.updateTable('videos').set({ held_at: Date.now() }).where('id', '=', held.id).execute();
    await t.handle.db.deleteFrom('videos').where('id', '=', gone.id).execute();
    expect(await titlesIn(bag.id)).toEqual(['Neon koi', 'Muted clip']);
    await ben.browser.put(`/api/profiles/${muted.user.username}/mute`, {});
    expect(await titlesIn(bag.id, ben.browser)).toEqual(['Neon koi']);
    const forBen = collectionPageSchema.parse((await pageOf(bag.id, ben.browser)).body).collection;
    expect(forBen.videoCount).toBe(1);
    expect(await titlesIn(bag.id)).toEqual(['Neon koi', 'Muted clip']);

    // Its owner reorders what they see; the held video keeps its place after them.
    const ana1 = collectionPageSchema.parse((await pageOf(bag.id, ana.browser)).body).items.map((v) => v.id);
    expect(
      (await ana.browser.put(`/api/collections/${bag.id}/order`, { videoIds: [...ana1].reverse() })).statusCode,
    ).toBe(200);
    expect(await titlesIn(bag.id)).toEqual(['Muted clip', 'Neon koi']);
    await t.handle.db.updateTable('videos').set({ held_at: null }).where('id', '=', held.id).execute();
    expect(await titlesIn(bag.id)).toEqual(['Muted clip', 'Neon koi', 'Held clip']);
    await t.handle.db.updateTable('videos').set({ held_at: Date.now() }).where('id', '=', held.id).execute();

    await t.handle.db.updateTable('profiles').set({ banned_at: Date.now() }).where('id', '=', muted.user.id).execute();
    expect(await titlesIn(bag.id)).toEqual(['Neon koi']);
    expect(collectionPageSchema.parse((await pageOf(bag.id)).body).collection.videoCount).toBe(1);
  });

  it('deletes a collection and its list, not the videos', async () => {
    const brief = await create(ana, { name: 'Brief', videoId: koi });
    const res = await ana.browser.delete(`/api/collections/${brief.id}`);
    expect(res.statusCode).toBe(204);
    expect((await pageOf(brief.id, ana.browser)).status).toBe(404);
    expect(
      await t.handle.db
        .selectFrom('collection_videos')
        .select('video_id')
        .where('collection_id', '=', brief.id)
        .execute(),
    ).toEqual([]);
    expect((await browser(t).get(`/api/videos/${koi}`)).statusCode).toBe(200);
  });

  it('takes a banned person’s public collections away with the rest of what they showed', async () => {
    const gone = await signUpVerified(t, 'gone@example.test');
    const shared = await create(gone, { name: 'Shared', isPublic: true, videoId: koi });
    expect((await pageOf(shared.id)).status).toBe(200);
    await t.handle.db.updateTable('profiles').set({ banned_at: Date.now() }).where('id', '=', gone.user.id).execute();
    expect((await pageOf(shared.id)).status).toBe(404);
    expect((await browser(t).get(`/api/profiles/${gone.user.username}/collections`)).statusCode).toBe(404);
  });

  it('refuses a 101st collection', async () => {
    const many = await signUpVerified(t, 'many@example.test');
    const rows = Array.from({ length: 100 }, (_, i) => ({
      owner_id: many.user.id,
      kind: 'named' as const,
      name: `Set ${i}`,
      is_public: 0,
      created_at: 1,
      updated_at: 1,
    }));
    await t.handle.db.insertInto('collections').values(rows).execute();
    expect(await refused(() => many.browser.post('/api/collections', { name: 'One more' }))).toEqual({
      status: 400,
      message: COLLECTION_TEXTS.tooMany,
    });
  });
});
