import {
  collectionPageSchema,
  feedResponseSchema,
  meResponseSchema,
  REFUSAL_MESSAGES,
  searchResponseSchema,
  SENSITIVE_TEXTS,
  sensitiveSettingSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { makeMp4 } from './helpers/media.js';
import { rowCount } from './helpers/row-count.js';
import { tusUpload } from './helpers/tus.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';

// Issue 36, goal 5: a creator marks their own video 'Sensitive content' (at upload and in the Edit
// dialog), apart from a moderator's label; each viewer chooses whether sensitive videos are shown,
// blurred until clicked (the default, and every visitor's) or hidden from every list.
describe('sensitive content: the creator’s mark and the viewer’s choice', () => {
  let t: TestApp;
  let base: string;
  let cat: SignedUp; // the creator
  let dee: SignedUp; // the viewer who chooses
  let eve: SignedUp; // another viewer, left at 'blur'
  let admin: SignedUp;
  let clip: string;
  const decision = { reason: 'Graphic injury in the opening seconds.', section: 'violence' };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false', ADMIN_EMAILS: 'sens-admin@example.test' });
    base = await listenLocally(t);
    cat = await signUpVerified(t, 'sens-cat@example.test');
    dee = await signUpVerified(t, 'sens-dee@example.test');
    eve = await signUpVerified(t, 'sens-eve@example.test');
    admin = await signUpVerified(t, 'sens-admin@example.test');
    clip = makeMp4(180, 320);
  });
  afterAll(() => t.close());

  const as = (who: SignedUp | null) => (who ? who.browser : browser(t));
  const card = async (who: SignedUp | null, id: number) => {
    const res = await as(who).get(`/api/videos/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { labels, markedSensitive } = videoDetailSchema.parse(res.json());
    return { labels, markedSensitive };
  };
  const stored = async (id: number) => ({
    marked: (await t.handle.db.selectFrom('videos').select('marked_sensitive').where('id', '=', id).executeTakeFirst())
      ?.marked_sensitive,
    moderators: (await t.handle.db.selectFrom('video_labels').select('label').where('video_id', '=', id).execute()).map(
      (r) => r.label,
    ),
  });
  const upload = async (title: string, more: Record<string, string> = {}) => {
    const id = await uploadAs(t, base, cat.browser.cookie, clip, title, 'x.mp4', more);
    await t.worker.drain();
    await t.answers.invalidate();
    return id;
  };
  const edit = (who: SignedUp | null, id: number, more: Record<string, unknown>) =>
    as(who).patch(`/api/videos/${id}`, { title: 'Harbour sparks', platformId: 1, categoryId: 2, ...more });
  const label = (id: number) => admin.browser.put(`/api/admin/videos/${id}/labels/sensitive`, decision);
  const setting = (who: SignedUp | null) => as(who).get('/api/me/sensitive-content');
  const choose = async (who: SignedUp, choice: string) => {
    const res = await who.browser.put('/api/me/sensitive-content', { choice });
    expect(res.statusCode, res.body).toBe(200);
    expect(sensitiveSettingSchema.parse(res.json())).toEqual({ choice });
  };
  const storedChoice = async (who: SignedUp) =>
    (
      await t.handle.db
        .selectFrom('profiles')
        .select('sensitive_choice')
        .where('id', '=', who.user.id)
        .executeTakeFirstOrThrow()
    ).sensitive_choice;

  it('marks a video at upload: the card says sensitive and marked; the rest are unmarked', async () => {
    const marked = await upload('Harbour sparks, marked', { sensitive: 'true' });
    const plain = await upload('Harbour sparks, plain');
    const unticked = await upload('Harbour sparks, unticked', { sensitive: 'false' });
    for (const who of [null, eve, cat]) {
      expect(await card(who, marked)).toEqual({ labels: ['sensitive'], markedSensitive: true });
      expect(await card(who, plain)).toEqual({ labels: [], markedSensitive: false });
      expect(await card(who, unticked)).toEqual({ labels: [], markedSensitive: false });
    }
    // The creator's mark, not a moderator's decision: no label row, no audit entry.
    expect(await stored(marked)).toEqual({ marked: 1, moderators: [] });
    expect(await rowCount(t.handle.db, 'audit_log')).toBe(0);
  });

  it('refuses an upload whose mark is neither true nor false, before any byte is taken', async () => {
    const before = await rowCount(t.handle.db, 'videos');
    const res = await tusUpload(
      `${base}/api/uploads`,
      clip,
      {
        title: 'Maybe',
        platformId: '1',
        categoryId: '2',
        filename: 'x.mp4',
        filetype: 'video/mp4',
        sensitive: 'maybe',
      },
      { headers: { Origin: t.config.publicUrl, Cookie: cat.browser.cookie } },
    );
    expect(res.status).toBe(400);
    expect(await rowCount(t.handle.db, 'videos')).toBe(before);
  });

  it('ticks and unticks the mark in the Edit dialog: owner only, input checked, a label kept', async () => {
    const id = await upload('Harbour sparks');
    // A visitor, a stranger, an admin (edits are the owner's) and bad input: nothing is written.
    expect((await edit(null, id, { sensitive: true })).statusCode).toBe(401);
    for (const who of [eve, admin]) {
      const res = await edit(who, id, { sensitive: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(REFUSAL_MESSAGES.notYourVideo);
    }
    const bad = await edit(cat, id, { title: 'Renamed by a bad edit', sensitive: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'sensitive' })]));
    expect(await stored(id)).toEqual({ marked: 0, moderators: [] });
    expect((await card(cat, id)).markedSensitive).toBe(false);
    expect(videoDetailSchema.parse((await cat.browser.get(`/api/videos/${id}`)).json()).title).toBe('Harbour sparks');

    const ticked = await edit(cat, id, { sensitive: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(videoDetailSchema.parse(ticked.json())).toMatchObject({ labels: ['sensitive'], markedSensitive: true });
    // Left out, the mark stays as it is.
    expect((await edit(cat, id, { title: 'Harbour sparks again' })).statusCode).toBe(200);
    expect(await card(eve, id)).toEqual({ labels: ['sensitive'], markedSensitive: true });

    // A moderator labels it too; the creator's unticking takes off their own mark alone.
    expect((await label(id)).statusCode).toBe(200);
    expect((await edit(cat, id, { sensitive: false })).statusCode).toBe(200);
    expect(await card(eve, id)).toEqual({ labels: ['sensitive'], markedSensitive: false });
    expect(await stored(id)).toEqual({ marked: 0, moderators: ['sensitive'] });
    // Taking the label off leaves the video unmarked, as its creator chose.
    expect((await admin.browser.delete(`/api/admin/videos/${id}/labels/sensitive`)).statusCode).toBe(200);
    expect(await card(eve, id)).toEqual({ labels: [], markedSensitive: false });
  });

  it('keeps the setting per account: visitors asked to sign in, bad values refused, each value kept', async () => {
    expect((await setting(null)).statusCode).toBe(401);
    expect((await browser(t).put('/api/me/sensitive-content', { choice: 'hide' })).statusCode).toBe(401);
    expect(sensitiveSettingSchema.parse((await setting(dee)).json())).toEqual({ choice: 'blur' });
    expect(meResponseSchema.parse((await dee.browser.get('/api/me')).json()).user?.sensitiveContent).toBe('blur');

    for (const body of [{ choice: 'never' }, {}, { choice: 3 }, { choice: 'HIDE' }]) {
      const res = await dee.browser.put('/api/me/sensitive-content', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(SENSITIVE_TEXTS.badChoice);
    }
    expect(await storedChoice(dee)).toBe('blur');

    for (const choice of ['show', 'hide', 'blur'] as const) {
      await choose(dee, choice);
      expect(await storedChoice(dee)).toBe(choice);
      expect(sensitiveSettingSchema.parse((await setting(dee)).json())).toEqual({ choice });
      expect(meResponseSchema.parse((await dee.browser.get('/api/me')).json()).user?.sensitiveContent).toBe(choice);
    }
    // One account's choice is its own.
    expect(sensitiveSettingSchema.parse((await setting(eve)).json())).toEqual({ choice: 'blur' });
  });

  describe('lists, by the reader’s choice', () => {
    type Role = 'marked' | 'labelled' | 'control';
    const ROLES: Role[] = ['marked', 'labelled', 'control'];
    const ALL = ROLES;
    /** Cat's three (a remix each): marked by her, labelled by a moderator, and neither. */
    let theirs: Record<Role, number>;
    /** For You shows at most two videos of a creator on a page: its three come from three creators. */
    let suggested: Record<Role, number>;
    let source: number;
    let collection: number;
    let fan: SignedUp; // claps Cat's three and keeps a public collection of them

    beforeAll(async () => {
      const f = factories(t);
      fan = await signUpVerified(t, 'sens-fan@example.test');
      source = (await f.video(cat.user.id, { title: 'Zephyr source' })).id;
      const remix = { remix_of: source, remix_root: source, remix_claim: 'claimed' as const };
      const trio = async (owners: string[], title: string) => ({
        marked: (await f.video(owners[0]!, { title: `${title} marked`, marked_sensitive: 1, ...remix })).id,
        labelled: (await f.video(owners[1]!, { title: `${title} labelled`, ...remix })).id,
        control: (await f.video(owners[2]!, { title: `${title} control`, ...remix })).id,
      });
      theirs = await trio([cat.user.id, cat.user.id, cat.user.id], 'Zephyrine');
      suggested = await trio([(await f.user()).id, (await f.user()).id, (await f.user()).id], 'Suggested');
      for (const id of [theirs.labelled, suggested.labelled]) expect((await label(id)).statusCode).toBe(200);
      for (const who of [dee, eve])
        expect((await who.browser.put(`/api/profiles/${cat.user.username}/follow`, {})).statusCode).toBe(200);
      const made = await fan.browser.post('/api/collections', {
        name: 'Zephyrs',
        isPublic: true,
        videoId: theirs.marked,
      });
      expect(made.statusCode, made.body).toBe(201);
      collection = made.json().id;
      for (const id of [theirs.labelled, theirs.control])
        expect((await fan.browser.put(`/api/collections/${collection}/videos/${id}`, {})).statusCode).toBe(200);
      for (const id of Object.values(theirs))
        expect((await fan.browser.put(`/api/videos/${id}/clap`, {})).statusCode).toBe(200);
    });

    const ids = async (who: SignedUp | null, url: string) => {
      const res = await as(who).get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return feedResponseSchema.parse(res.json()).items.map((v) => v.id);
    };
    /** Which of the three each list shows its reader (Following needs one). */
    async function listsFor(who: SignedUp | null) {
      const search = await as(who).get('/api/search?q=zephyrine');
      const page = await as(who).get(`/api/collections/${collection}`);
      const lists: Record<string, number[]> = {
        latest: await ids(who, '/api/videos?tab=latest'),
        hot: await ids(who, '/api/videos?tab=hot'),
        ...(who ? { following: await ids(who, '/api/videos?tab=following') } : {}),
        profile: await ids(who, `/api/profiles/${cat.user.username}/videos`),
        claps: await ids(who, `/api/profiles/${fan.user.username}/claps`),
        remixes: await ids(who, `/api/videos/${source}/remixes`),
        search: searchResponseSchema.parse(search.json()).videos.map((v) => v.id),
        collection: collectionPageSchema.parse(page.json()).items.map((v) => v.id),
      };
      const forYou = await ids(who, '/api/videos?tab=foryou&limit=20');
      return {
        ...Object.fromEntries(
          Object.entries(lists).map(([name, list]) => [name, ROLES.filter((r) => list.includes(theirs[r]))]),
        ),
        forYou: ROLES.filter((r) => forYou.includes(suggested[r])),
      };
    }
    const every = (wanted: Role[], forYou: Role[], signedIn = true) => {
      const names = ['latest', 'hot', ...(signedIn ? ['following'] : []), 'profile', 'claps', 'remixes'];
      return { ...Object.fromEntries([...names, 'search', 'collection'].map((n) => [n, wanted])), forYou };
    };

    it("'blur' (the default, and a visitor's): listed everywhere but For You", async () => {
      await choose(dee, 'blur');
      expect(await listsFor(null)).toEqual(every(ALL, ['control'], false));
      expect(await listsFor(dee)).toEqual(every(ALL, ['control']));
      expect(await listsFor(eve)).toEqual(every(ALL, ['control']));
    });

    it("'show': listed everywhere, For You included", async () => {
      await choose(dee, 'show');
      expect(await listsFor(dee)).toEqual(every(ALL, ALL));
    });

    it("'hide': gone from every list, the control stays; the page by its link still opens", async () => {
      await choose(dee, 'hide');
      expect(await listsFor(dee)).toEqual(every(['control'], ['control']));
      expect(
        collectionPageSchema.parse((await dee.browser.get(`/api/collections/${collection}`)).json()),
      ).toMatchObject({ collection: { videoCount: 1 } });
      for (const id of [theirs.marked, theirs.labelled])
        expect((await dee.browser.get(`/api/videos/${id}`)).statusCode).toBe(200);
    });

    it("never serves a 'hide' reader's lists to anyone else, nor anyone else's to them", async () => {
      await choose(dee, 'hide');
      // Visitors' answers are kept from their second asking: asked twice around the hiding reader's.
      for (let i = 0; i < 2; i += 1) {
        expect(await listsFor(null)).toEqual(every(ALL, ['control'], false));
        expect(await listsFor(dee)).toEqual(every(['control'], ['control']));
        expect(await listsFor(eve)).toEqual(every(ALL, ['control']));
      }
      // Choosing again changes the next read at once.
      await choose(dee, 'show');
      expect(await listsFor(dee)).toEqual(every(ALL, ALL));
      await choose(dee, 'blur');
      expect(await listsFor(dee)).toEqual(every(ALL, ['control']));
    });

    it("keeps a creator's own sensitive videos in their lists when they hide others'", async () => {
      await choose(cat, 'hide');
      const own = Object.values(theirs);
      expect(await ids(cat, `/api/profiles/${cat.user.username}/videos`)).toEqual(expect.arrayContaining(own));
      expect(await ids(cat, '/api/videos?tab=latest')).toEqual(expect.arrayContaining(own));
      // Not someone else's: a moderator's label on another creator's video hides it from her.
      expect(await ids(cat, '/api/videos?tab=latest')).not.toContain(suggested.labelled);
      await choose(cat, 'blur');
    });
  });
});
