import {
  collectionSchema,
  feedResponseSchema,
  notificationsResponseSchema,
  searchResponseSchema,
  videoDetailSchema,
  VISIBILITY_TEXTS,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { makeMp4 } from './helpers/media.js';
import { rowCount } from './helpers/row-count.js';
import { tusUpload } from './helpers/tus.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';
import { webBuild } from './helpers/web-build.js';

const HOUR = 60 * 60 * 1000;

// Issue 36, goal 3: a video is Public, Unlisted (its link and embeds only) or Scheduled (its owner's
// alone until a 'publish-video' job makes it public at its time). The worker is off and the clock
// is the test's: each test runs the jobs when it means to.
describe('unlisted and scheduled videos', () => {
  let t: TestApp;
  let base: string;
  let offset = 0;
  let kim: SignedUp; // the creator
  let lou: SignedUp; // follows Kim
  let max: SignedUp; // a stranger
  let clip: string;

  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_RATE_LIMIT: '0', JOBS_WORKER: 'false', WEB_DIST: webBuild() },
      { now: () => Date.now() + offset },
    );
    base = await listenLocally(t);
    kim = await signUpVerified(t, 'vis-kim@example.test');
    lou = await signUpVerified(t, 'vis-lou@example.test');
    max = await signUpVerified(t, 'vis-max@example.test');
    expect((await lou.browser.put(`/api/profiles/${kim.user.username}/follow`, {})).statusCode).toBe(200);
    clip = makeMp4(180, 320);
  });
  afterAll(() => t.close());

  const as = (who: SignedUp | null) => (who ? who.browser : browser(t));
  const ids = async (who: SignedUp | null, url: string) =>
    feedResponseSchema.parse((await as(who).get(url)).json()).items.map((v) => v.id);
  const found = async (who: SignedUp | null, words: string) =>
    searchResponseSchema
      .parse((await as(who).get(`/api/search?q=${encodeURIComponent(words)}`)).json())
      .videos.map((v) => v.id);
  const detail = async (who: SignedUp | null, id: number) => {
    const res = await as(who).get(`/api/videos/${id}`);
    return res.statusCode === 200 ? videoDetailSchema.parse(res.json()) : res.statusCode;
  };
  const edit = (who: SignedUp | null, id: number, more: Record<string, unknown>) =>
    as(who).patch(`/api/videos/${id}`, { title: 'Quokka market', platformId: 1, categoryId: 1, prompt: '', ...more });
  const upload = async (title: string, more: Record<string, string>) => {
    const id = await uploadAs(t, base, kim.browser.cookie, clip, title, 'x.mp4', more);
    await t.worker.drain();
    await t.answers.invalidate();
    return id;
  };
  /** Every list a video can be found in, by whoever reads it: which of `wanted` each shows. */
  async function listsShowing(wanted: number[], words: string) {
    const feeds = {
      latest: await ids(null, '/api/videos?tab=latest'),
      hot: await ids(null, '/api/videos?tab=hot'),
      following: await ids(lou, '/api/videos?tab=following'),
      forYou: await ids(max, '/api/videos?tab=foryou'),
      profile: await ids(max, `/api/profiles/${kim.user.username}/videos`),
      search: await found(null, words),
      atom: (await browser(t).get('/feed.atom')).body,
      creatorAtom: (await browser(t).get(`/u/${kim.user.username}/feed.atom`)).body,
    };
    return Object.fromEntries(
      Object.entries(feeds).map(([name, list]) => [
        name,
        // An Atom entry's id is the video page's address.
        wanted.filter((id) => (typeof list === 'string' ? list.includes(`/video/${id}</id>`) : list.includes(id))),
      ]),
    );
  }

  it('uploads an unlisted video: played by its link and embed, found in no list, its owner sees it', async () => {
    const shown = await upload('Quokka harbour at dawn', {});
    const unlisted = await upload('Quokka harbour at dusk', { visibility: 'unlisted' });
    expect(await detail(null, unlisted)).toMatchObject({ visibility: 'unlisted', publishAt: null });
    expect(await detail(null, shown)).toMatchObject({ visibility: 'public' });

    const everywhere = Object.fromEntries(
      ['latest', 'hot', 'following', 'forYou', 'profile', 'search', 'atom', 'creatorAtom'].map((n) => [n, [shown]]),
    );
    expect(await listsShowing([shown, unlisted], 'quokka harbour')).toEqual(everywhere);

    // By its link: the page (kept from search engines), the embed and oEmbed.
    const page = await browser(t).get(`/video/${unlisted}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect((await browser(t).get(`/video/${shown}`)).body).not.toContain('noindex');
    expect((await browser(t).get(`/embed/${unlisted}`)).statusCode).toBe(200);
    const oembed = await browser(t).get(
      `/oembed?url=${encodeURIComponent(`${t.config.publicUrl}/video/${unlisted}`)}&format=json`,
    );
    expect(oembed.statusCode).toBe(200);
    // Its owner finds it among their uploads, with its badge.
    const mine = feedResponseSchema.parse((await kim.browser.get(`/api/profiles/${kim.user.username}/videos`)).json());
    expect(mine.items.find((v) => v.id === unlisted)).toMatchObject({ visibility: 'unlisted' });
  });

  it("keeps an unlisted video in its keeper's collections only, and counts it there alone", async () => {
    const unlisted = await upload('Unlisted lantern', { visibility: 'unlisted' });
    const made = await max.browser.post('/api/collections', { name: 'Lanterns', isPublic: true, videoId: unlisted });
    expect(made.statusCode, made.body).toBe(201);
    const lanterns = collectionSchema.parse(made.json());
    expect(lanterns.videoCount).toBe(1);
    const pageOf = async (who: SignedUp | null) =>
      (await as(who).get(`/api/collections/${lanterns.id}`)).json() as {
        collection: { videoCount: number };
        items: { id: number }[];
      };
    expect((await pageOf(max)).items.map((v) => v.id)).toEqual([unlisted]);
    for (const reader of [null, lou]) {
      const page = await pageOf(reader);
      expect(page.items).toEqual([]);
      expect(page.collection.videoCount).toBe(0);
    }
  });

  it('refuses a schedule in the past, beyond a year or without a time, before any byte is taken', async () => {
    const before = await rowCount(t.handle.db, 'videos');
    const start = (more: Record<string, string>) =>
      tusUpload(
        `${base}/api/uploads`,
        clip,
        { title: 'Too soon', platformId: '1', categoryId: '2', filename: 'x.mp4', filetype: 'video/mp4', ...more },
        { headers: { Origin: t.config.publicUrl, Cookie: kim.browser.cookie } },
      );
    const past = new Date(Date.now() - HOUR).toISOString();
    const far = new Date(Date.now() + 400 * 24 * HOUR).toISOString();
    for (const [more, message] of [
      [{ visibility: 'scheduled', publishAt: past }, VISIBILITY_TEXTS.publishAtPast],
      [{ visibility: 'scheduled', publishAt: far }, VISIBILITY_TEXTS.publishAtTooFar],
      [{ visibility: 'scheduled' }, VISIBILITY_TEXTS.publishAtRequired],
      [{ visibility: 'scheduled', publishAt: 'tomorrow' }, VISIBILITY_TEXTS.publishAtRequired],
    ] as const) {
      const res = await start(more);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await start({ visibility: 'secret' })).status).toBe(400);
    expect(await rowCount(t.handle.db, 'videos')).toBe(before);
  });

  it('keeps a scheduled video to its owner, then publishes it at its time through the job queue', async () => {
    const publishAt = Date.now() + 2 * HOUR;
    const scheduled = await upload('Quokka ferry crossing', {
      visibility: 'scheduled',
      publishAt: new Date(publishAt).toISOString(),
    });
    const mine = await detail(kim, scheduled);
    expect(mine).toMatchObject({ visibility: 'scheduled', publishAt: new Date(publishAt).toISOString() });
    for (const who of [null, lou, max]) expect(await detail(who, scheduled)).toBe(404);
    expect((await max.browser.put(`/api/videos/${scheduled}/clap`, {})).statusCode).toBe(404);
    expect((await max.browser.get(`/api/videos/${scheduled}/comments`)).statusCode).toBe(404);
    expect((await max.browser.put(`/api/me/saved/${scheduled}`, {})).statusCode).toBe(404);
    expect((await browser(t).get(`/embed/${scheduled}`)).statusCode).toBe(404);
    expect(Object.values(await listsShowing([scheduled], 'quokka ferry')).flat()).toEqual([]);

    // Not yet: the job finds its time ahead and leaves it.
    await t.worker.drain();
    expect(await detail(null, scheduled)).toBe(404);

    offset = 2 * HOUR + 60_000;
    try {
      await t.worker.drain();
      await t.answers.invalidate();
      const published = await detail(null, scheduled);
      expect(published).toMatchObject({
        visibility: 'public',
        publishAt: null,
        createdAt: new Date(publishAt).toISOString(),
      });
      // Exactly like a new public video: first in Latest, in its followers' feed, found by search.
      expect((await ids(null, '/api/videos?tab=latest'))[0]).toBe(scheduled);
      const lists = await listsShowing([scheduled], 'quokka ferry');
      for (const name of ['latest', 'following', 'profile', 'search', 'atom', 'creatorAtom'])
        expect(lists[name], name).toEqual([scheduled]);
    } finally {
      offset = 0;
    }
  });

  it('changes visibility in the Edit dialog: checked first, scheduling only what was never public', async () => {
    const video = await upload('Quokka market', { visibility: 'unlisted' });
    const created = (await detail(kim, video)) as { createdAt: string };
    const soon = new Date(Date.now() + HOUR).toISOString();

    // Visitor, stranger, admin-less refusals and bad input: nothing changes.
    expect((await edit(null, video, { visibility: 'public' })).statusCode).toBe(401);
    expect((await edit(max, video, { visibility: 'public' })).statusCode).toBe(403);
    const bad = await edit(kim, video, { visibility: 'friends' });
    expect(bad.statusCode).toBe(400);
    const past = await edit(kim, video, {
      visibility: 'scheduled',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: VISIBILITY_TEXTS.publishAtPast });
    expect(await detail(kim, video)).toMatchObject({ title: 'Quokka market', visibility: 'unlisted' });

    // Unlisted to scheduled, then straight to public: its first day is when it became public.
    expect((await edit(kim, video, { visibility: 'scheduled', publishAt: soon })).statusCode).toBe(200);
    expect(await detail(kim, video)).toMatchObject({ visibility: 'scheduled', publishAt: soon });
    offset = 10 * 60_000;
    try {
      expect((await edit(kim, video, { visibility: 'public' })).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
    const published = (await detail(null, video)) as { createdAt: string; visibility: string };
    expect(published.visibility).toBe('public');
    expect(Date.parse(published.createdAt)).toBeGreaterThan(Date.parse(created.createdAt) + 9 * 60_000);
    // The schedule's job, when it comes, finds nothing to do.
    offset = 2 * HOUR;
    try {
      await t.worker.drain();
    } finally {
      offset = 0;
    }
    expect(await detail(null, video)).toMatchObject({ createdAt: published.createdAt });

    // Public before: it may be unlisted and public again, keeping its date, but never scheduled.
    const again = await edit(kim, video, { visibility: 'scheduled', publishAt: soon });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: VISIBILITY_TEXTS.alreadyPublished });
    expect((await edit(kim, video, { visibility: 'unlisted' })).statusCode).toBe(200);
    expect(await found(null, 'quokka market')).toEqual([]);
    expect((await edit(kim, video, { visibility: 'public' })).statusCode).toBe(200);
    expect(await detail(null, video)).toMatchObject({ visibility: 'public', createdAt: published.createdAt });
    expect(await found(null, 'quokka market')).toEqual([video]);
  });

  it("tells a source's creator of a scheduled remix when it is published, not before", async () => {
    const source = await factories(t).video(max.user.id, { title: 'Source of a scheduled remix' });
    const remixBell = async () =>
      notificationsResponseSchema
        .parse((await max.browser.get('/api/notifications')).json())
        .items.filter((n) => n.kind === 'remix').length;
    const before = await remixBell();
    await upload('Scheduled remix', {
      remixOf: String(source.id),
      visibility: 'scheduled',
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(await remixBell()).toBe(before);
    expect((await browser(t).get(`/api/videos/${source.id}`)).json()).toMatchObject({ remixCount: 0 });
    offset = HOUR + 60_000;
    try {
      await t.worker.drain();
    } finally {
      offset = 0;
    }
    expect(await remixBell()).toBe(before + 1);
  });
});
