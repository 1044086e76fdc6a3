import {
  BLOCK_REFUSALS,
  blockStateSchema,
  commentsResponseSchema,
  feedResponseSchema,
  followStateSchema,
  hiddenAccountsResponseSchema,
  muteStateSchema,
  publicProfileSchema,
  REFUSAL_MESSAGES,
  searchResponseSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Person = SignedUp;

describe('blocks and mutes', () => {
  let t: TestApp;
  let ann: Person; // the one who blocks and mutes
  let ben: Person; // blocked, muted
  let cat: Person; // a bystander
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'mod@example.test' });
    ann = await signUpVerified(t, 'ann@example.test');
    ben = await signUpVerified(t, 'ben@example.test');
    cat = await signUpVerified(t, 'cat@example.test');
    admin = await signUpVerified(t, 'mod@example.test');
  });
  afterAll(() => t.close());

  const count = (table: 'blocks' | 'mutes' | 'follows') => rowCount(t.handle.db, table);
  const follows = () =>
    t.handle.db.selectFrom('follows').select(['follower_id', 'following_id']).orderBy('follower_id').execute();
  const profileAs = async (who: Person | undefined, username: string) =>
    publicProfileSchema.parse((await (who?.browser ?? browser(t)).get(`/api/profiles/${username}`)).json());
  const feedIds = async (who: Person, tab: 'latest' | 'hot' | 'following') => {
    const res = await who.browser.get(`/api/videos?tab=${tab}&limit=20`);
    expect(res.statusCode, res.body).toBe(200);
    return feedResponseSchema.parse(res.json()).items.map((c) => c.id);
  };
  const commentIds = async (who: Person | undefined, videoId: number) =>
    commentsResponseSchema
      .parse((await (who?.browser ?? browser(t)).get(`/api/videos/${videoId}/comments`)).json())
      .items.map((c) => c.id);
  const comment = async (who: Person, videoId: number, body: string) => {
    const res = await who.browser.post(`/api/videos/${videoId}/comments`, { body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const list = async (who: Person, kind: 'blocks' | 'mutes') => {
    const res = await who.browser.get(`/api/me/${kind}`);
    expect(res.statusCode, res.body).toBe(200);
    return hiddenAccountsResponseSchema.parse(res.json()).items;
  };

  it('asks visitors to log in, refuses oneself (400) and unknown people (404), writing nothing', async () => {
    for (const kind of ['block', 'mute'] as const) {
      for (const method of ['put', 'delete'] as const) {
        const visitor = await browser(t)[method](`/api/profiles/ben/${kind}`, method === 'put' ? {} : undefined);
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json().message).toBe('Log in required');

        const self = await ann.browser[method](`/api/profiles/ann/${kind}`, method === 'put' ? {} : undefined);
        expect(self.statusCode).toBe(400);
        expect(self.json().message).toBe(
          kind === 'block' ? BLOCK_REFUSALS.cannotBlockSelf : BLOCK_REFUSALS.cannotMuteSelf,
        );

        const unknown = await ann.browser[method](`/api/profiles/nobody/${kind}`, method === 'put' ? {} : undefined);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe(REFUSAL_MESSAGES.userNotFound);
      }
    }
    for (const kind of ['blocks', 'mutes'] as const) {
      const visitor = await browser(t).get(`/api/me/${kind}`);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe('Log in required');
    }
    expect([await count('blocks'), await count('mutes')]).toEqual([0, 0]);
  });

  it('refuses to block or mute a deleted account (404)', async () => {
    const gone = await signUpVerified(t, 'gone@example.test');
    const deleted = await gone.browser.delete('/api/account', { confirm: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const username = gone.user.username;
    for (const kind of ['block', 'mute'] as const) {
      const res = await ann.browser.put(`/api/profiles/${username}/${kind}`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REFUSAL_MESSAGES.userNotFound);
    }
    expect([await count('blocks'), await count('mutes')]).toEqual([0, 0]);
  });

  it('blocking ends follows both ways, with the counts, and shows on both profiles', async () => {
    expect((await ann.browser.put('/api/profiles/ben/follow', {})).statusCode).toBe(200);
    expect((await ben.browser.put('/api/profiles/ann/follow', {})).statusCode).toBe(200);
    expect((await cat.browser.put('/api/profiles/ann/follow', {})).statusCode).toBe(200);
    expect((await profileAs(undefined, 'ann')).followers).toBe(2);

    const blocked = await ann.browser.put('/api/profiles/ben/block', {});
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blockStateSchema.parse(blocked.json())).toEqual({ blocked: true });
    // Again: no change, no error.
    expect(blockStateSchema.parse((await ann.browser.put('/api/profiles/ben/block', {})).json())).toEqual({
      blocked: true,
    });

    expect(await follows()).toEqual([{ follower_id: cat.user.id, following_id: ann.user.id }]);
    const annSeen = await profileAs(undefined, 'ann');
    expect([annSeen.followers, annSeen.following, annSeen.viewer]).toEqual([1, 0, undefined]);
    expect((await profileAs(undefined, 'ben')).followers).toBe(0);

    expect((await profileAs(ann, 'ben')).viewer).toEqual({ blocked: true, blockedBy: false, muted: false });
    const annAsSeenByBen = await profileAs(ben, 'ann');
    expect([annAsSeenByBen.viewer, annAsSeenByBen.isFollowing]).toEqual([
      { blocked: false, blockedBy: true, muted: false },
      false,
    ]);
    expect((await profileAs(cat, 'ann')).viewer).toEqual({ blocked: false, blockedBy: false, muted: false });
    expect((await profileAs(ann, 'ann')).viewer).toBeUndefined();

    const blocks = await list(ann, 'blocks');
    expect(blocks.map((b) => [b.id, b.username, b.avatarUrl])).toEqual([[ben.user.id, 'ben', null]]);
    expect(Number.isNaN(Date.parse(blocks[0]!.since))).toBe(false);
    expect(await list(ben, 'blocks')).toEqual([]);
    expect(await list(admin, 'blocks')).toEqual([]);
  });

  it('keeps the blocked person from following or commenting on the blocker, and the blocker from following', async () => {
    const video = await factories(t).video(ann.user.id, { title: 'Ann harbour' });

    const follow = await ben.browser.put('/api/profiles/ann/follow', {});
    expect(follow.statusCode).toBe(403);
    expect(follow.json().message).toBe(BLOCK_REFUSALS.cannotFollow);
    const back = await ann.browser.put('/api/profiles/ben/follow', {});
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe('Unblock @ben to follow them.');
    expect(await follows()).toEqual([{ follower_id: cat.user.id, following_id: ann.user.id }]);
    // Lists of people offer no Follow button across the block, either way (`blocked`), and the
    // follow lists say the same as search.
    const blockedIn = async (who: Person, q: string) =>
      searchResponseSchema
        .parse((await who.browser.get(`/api/search?q=${q}`)).json())
        .users.filter((u) => u.username === q)
        .map((u) => u.blocked);
    expect([await blockedIn(ben, 'ann'), await blockedIn(ann, 'ben'), await blockedIn(cat, 'ann')]).toEqual([
      [true],
      [true],
      [false],
    ]);
    const following = await ben.browser.get('/api/profiles/cat/following');
    expect(following.statusCode, following.body).toBe(200);
    expect(following.json().items.map((u: { username: string; blocked: boolean }) => [u.username, u.blocked])).toEqual([
      ['ann', true],
    ]);

    const before = await count('follows');
    const commented = await ben.browser.post(`/api/videos/${video.id}/comments`, { body: 'Hello?' });
    expect(commented.statusCode).toBe(403);
    expect(commented.json().message).toBe("You can't comment on this video.");
    expect(await commentIds(undefined, video.id)).toEqual([]);
    expect(await count('follows')).toBe(before);

    // Others still comment; the blocker on their own video too; an admin is not blocked.
    await comment(cat, video.id, 'Lovely.');
    await comment(ann, video.id, 'Thanks.');
    await comment(admin, video.id, 'Welcome.');
    // Ben's own videos are open to Ann's comments (a block stops the blocked, not the blocker).
    const bens = await factories(t).video(ben.user.id, { title: 'Ben lighthouse' });
    await comment(ann, bens.id, 'Nice.');
  });

  it('hides the blocked person’s videos and comments from the blocker only; unblocking brings them back', async () => {
    const benVideo = await factories(t).video(ben.user.id, { title: 'Ben after block' });
    const catVideo = await factories(t).video(cat.user.id, { title: 'Cat after block' });
    const onCat = await comment(ben, catVideo.id, 'Ben says hi.');

    expect(await feedIds(ann, 'latest')).not.toContain(benVideo.id);
    expect(await feedIds(ann, 'hot')).not.toContain(benVideo.id);
    expect(await feedIds(ann, 'latest')).toContain(catVideo.id);
    expect(await feedIds(cat, 'latest')).toContain(benVideo.id);
    expect(await commentIds(ann, catVideo.id)).toEqual([]);
    expect(await commentIds(cat, catVideo.id)).toEqual([onCat]);
    expect(await commentIds(undefined, catVideo.id)).toEqual([onCat]);

    const unblocked = await ann.browser.delete('/api/profiles/ben/block');
    expect(unblocked.statusCode).toBe(200);
    expect(blockStateSchema.parse(unblocked.json())).toEqual({ blocked: false });
    expect(await list(ann, 'blocks')).toEqual([]);
    expect(await count('blocks')).toBe(0);
    expect(await feedIds(ann, 'latest')).toContain(benVideo.id);
    expect(await commentIds(ann, catVideo.id)).toEqual([onCat]);
    expect((await profileAs(ben, 'ann')).viewer).toEqual({ blocked: false, blockedBy: false, muted: false });
    // Follows that ended stay ended, but may begin again.
    expect(followStateSchema.parse((await ben.browser.put('/api/profiles/ann/follow', {})).json()).following).toBe(
      true,
    );
  });

  it('mutes: videos leave the muter’s Latest, Hot, Following, category and search; comments leave their lists', async () => {
    expect((await ann.browser.put('/api/profiles/ben/follow', {})).statusCode).toBe(200);
    const video = await factories(t).video(ben.user.id, { title: 'Quiet marmot sunrise', category_id: 2 });
    const catVideo = await factories(t).video(cat.user.id, { title: 'Loud marmot sunrise', category_id: 2 });
    const onCat = await comment(ben, catVideo.id, 'Muted words.');
    const catsOwn = await comment(cat, catVideo.id, 'Not muted.');
    expect(await feedIds(ann, 'following')).toContain(video.id);
    expect(await feedIds(ann, 'latest')).toContain(video.id);

    const muted = await ann.browser.put('/api/profiles/ben/mute', {});
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muteStateSchema.parse(muted.json())).toEqual({ muted: true });
    expect(muteStateSchema.parse((await ann.browser.put('/api/profiles/ben/mute', {})).json())).toEqual({
      muted: true,
    });
    // A mute ends no follow.
    expect((await profileAs(ann, 'ben')).isFollowing).toBe(true);
    expect((await profileAs(ann, 'ben')).viewer).toEqual({ blocked: false, blockedBy: false, muted: true });
    expect((await profileAs(ben, 'ann')).viewer).toEqual({ blocked: false, blockedBy: false, muted: false });

    for (const tab of ['latest', 'hot', 'following'] as const) expect(await feedIds(ann, tab)).not.toContain(video.id);
    const category = await ann.browser.get('/api/videos?tab=latest&category=' + (await categorySlug(2)));
    const inCategory = feedResponseSchema.parse(category.json()).items.map((c) => c.id);
    expect(inCategory).toContain(catVideo.id);
    expect(inCategory).not.toContain(video.id);
    const search = searchResponseSchema.parse((await ann.browser.get('/api/search?q=marmot')).json());
    expect(search.videos.map((v) => v.id)).toEqual([catVideo.id]);
    expect(await commentIds(ann, catVideo.id)).toEqual([catsOwn]);

    // Not for anyone else.
    expect(await feedIds(cat, 'latest')).toContain(video.id);
    expect(await feedIds(admin, 'latest')).toContain(video.id);
    const othersSearch = searchResponseSchema.parse((await cat.browser.get('/api/search?q=marmot')).json());
    expect(othersSearch.videos.map((v) => v.id).sort()).toEqual([video.id, catVideo.id].sort());
    const visitorsSearch = searchResponseSchema.parse((await browser(t).get('/api/search?q=marmot')).json());
    expect(visitorsSearch.videos.map((v) => v.id).sort()).toEqual([video.id, catVideo.id].sort());
    expect(await commentIds(cat, catVideo.id)).toEqual([catsOwn, onCat]);
    expect(await commentIds(undefined, catVideo.id)).toEqual([catsOwn, onCat]);
    const visitorsFeed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest&limit=20')).json());
    expect(visitorsFeed.items.map((c) => c.id)).toContain(video.id);
    // Everyone's page is now kept (asked twice); the muter is still not served it.
    expect(await feedIds(cat, 'latest')).toContain(video.id);
    expect(await feedIds(ann, 'latest')).not.toContain(video.id);
    expect(await feedIds(ann, 'latest')).not.toContain(video.id);
    expect(await feedIds(cat, 'latest')).toContain(video.id);
    // The muted person can still comment on the muter's videos (a mute is not a block).
    const annVideo = await factories(t).video(ann.user.id);
    await comment(ben, annVideo.id, 'Still allowed.');

    const items = await list(ann, 'mutes');
    expect(items.map((m) => [m.id, m.username])).toEqual([[ben.user.id, 'ben']]);
    expect(await list(ben, 'mutes')).toEqual([]);

    const unmuted = await ann.browser.delete('/api/profiles/ben/mute');
    expect(muteStateSchema.parse(unmuted.json())).toEqual({ muted: false });
    expect(await list(ann, 'mutes')).toEqual([]);
    for (const tab of ['latest', 'following'] as const) expect(await feedIds(ann, tab)).toContain(video.id);
    expect(await commentIds(ann, catVideo.id)).toEqual([catsOwn, onCat]);
    const searchAfter = searchResponseSchema.parse((await ann.browser.get('/api/search?q=marmot')).json());
    expect(searchAfter.videos.map((v) => v.id).sort()).toEqual([video.id, catVideo.id].sort());
  });

  it("hides the blocked person's comments on the blocker's videos from everyone, counts as listed, until unblocked", async () => {
    const cora = await signUpVerified(t, 'cora@example.test');
    const dex = await signUpVerified(t, 'dex@example.test');
    const video = await factories(t).video(cora.user.id, { title: 'Cora canal' });
    const dexFirst = await comment(dex, video.id, 'First from Dex.');
    const dexSecond = await comment(dex, video.id, 'Second from Dex.');
    const catsOwn = await comment(cat, video.id, 'From Cat.');
    const seenBy = async (who: Person | undefined) => {
      const res = await (who?.browser ?? browser(t)).get(`/api/videos/${video.id}/comments`);
      expect(res.statusCode, res.body).toBe(200);
      const page = commentsResponseSchema.parse(res.json());
      return { ids: page.items.map((c) => c.id), total: page.total };
    };
    const everyone = [undefined, cat, admin, cora, dex] as const;
    // The count on the video's cards is of the comments shown to all.
    const cardCount = async () => (await browser(t).get(`/api/videos/${video.id}`)).json().comments as number;
    expect(await cardCount()).toBe(3);
    // A visitor's answer is kept from here on: the block must make it be forgotten.
    expect(await seenBy(undefined)).toEqual({ ids: [catsOwn, dexSecond, dexFirst], total: 3 });

    expect((await cora.browser.put('/api/profiles/dex/block', {})).statusCode).toBe(200);
    // Dex's own included: hidden, not shown to him alone.
    for (const who of everyone) expect(await seenBy(who)).toEqual({ ids: [catsOwn], total: 1 });
    expect(await cardCount()).toBe(1);
    // Blocked again changes nothing; his deleting a hidden comment leaves the count as it is.
    expect((await cora.browser.put('/api/profiles/dex/block', {})).statusCode).toBe(200);
    expect((await dex.browser.delete(`/api/comments/${dexFirst}`)).statusCode).toBeLessThan(300);
    expect(await cardCount()).toBe(1);
    const refused = await dex.browser.post(`/api/videos/${video.id}/comments`, { body: 'Let me back in.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BLOCK_REFUSALS.cannotComment);
    // Nor on his profile's Comments tab.
    const onProfile = await browser(t).get('/api/profiles/dex/comments');
    expect(onProfile.json().items.map((c: { id: number }) => c.id)).toEqual([]);
    // The count is the viewer's own: the creator who also mutes Cat sees none, and 0.
    await cora.browser.put('/api/profiles/cat/mute', {});
    expect(await seenBy(cora)).toEqual({ ids: [], total: 0 });
    await cora.browser.delete('/api/profiles/cat/mute');

    expect((await cora.browser.delete('/api/profiles/dex/block')).statusCode).toBe(200);
    for (const who of everyone) expect(await seenBy(who)).toEqual({ ids: [catsOwn, dexSecond], total: 2 });
    expect(await cardCount()).toBe(2);
  });

  it('lists blocks and mutes newest first, leaving out deleted accounts', async () => {
    const dan = await signUpVerified(t, 'dan@example.test');
    expect((await cat.browser.put('/api/profiles/ben/mute', {})).statusCode).toBe(200);
    expect((await cat.browser.put(`/api/profiles/${dan.user.username}/mute`, {})).statusCode).toBe(200);
    expect((await cat.browser.put(`/api/profiles/${dan.user.username}/block`, {})).statusCode).toBe(200);
    expect((await list(cat, 'mutes')).map((m) => m.username)).toEqual([dan.user.username, 'ben']);
    expect((await list(cat, 'blocks')).map((m) => m.username)).toEqual([dan.user.username]);
    expect((await dan.browser.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBeLessThan(300);
    expect((await list(cat, 'mutes')).map((m) => m.username)).toEqual(['ben']);
    expect(await list(cat, 'blocks')).toEqual([]);
  });

  const categorySlug = async (id: number) =>
    (await t.handle.db.selectFrom('video_categories').select('slug').where('id', '=', id).executeTakeFirstOrThrow())
      .slug;
});
