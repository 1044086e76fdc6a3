import {
  commentsResponseSchema,
  profileCommentsResponseSchema,
  REFUSAL_MESSAGES,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe("removing others' comments: the video's creator on their video, an admin on any", () => {
  let t: TestApp;
  let creator: SignedUp;
  let author: SignedUp;
  let bystander: SignedUp;
  let admin: SignedUp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'mod@example.test' });
    creator = await signUpVerified(t, 'creator@example.test');
    author = await signUpVerified(t, 'author@example.test');
    bystander = await signUpVerified(t, 'bystander@example.test');
    admin = await signUpVerified(t, 'mod@example.test');
  });
  afterAll(() => t.close());

  const newVideo = async () => (await factories(t).video(creator.user.id)).id;
  const comment = async (videoId: number, body: string, who = author) => {
    const res = await who.browser.post(`/api/videos/${videoId}/comments`, { body });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const listAs = async (videoId: number, who?: typeof author) =>
    commentsResponseSchema.parse((await (who?.browser ?? browser(t)).get(`/api/videos/${videoId}/comments`)).json());
  const countOf = async (videoId: number) =>
    videoDetailSchema.parse((await browser(t).get(`/api/videos/${videoId}`)).json()).comments;
  const row = (id: number) =>
    t.handle.db
      .selectFrom('comments')
      .select(['removed_at', 'removed_by', 'removed_by_id'])
      .where('id', '=', id)
      .executeTakeFirst();

  it('tells who may remove which comment: the creator and admins on others’ comments, never their own', async () => {
    const videoId = await newVideo();
    const byAuthor = await comment(videoId, 'Lovely light.');
    const byCreator = await comment(videoId, 'Thanks!', creator);
    const flags = (list: Awaited<ReturnType<typeof listAs>>) =>
      list.items.map((c) => [c.id, c.canDelete, c.canRemove, c.removed]);
    expect(flags(await listAs(videoId, creator))).toEqual([
      [byCreator, true, false, null],
      [byAuthor, false, true, null],
    ]);
    expect(flags(await listAs(videoId, admin))).toEqual([
      [byCreator, false, true, null],
      [byAuthor, false, true, null],
    ]);
    expect(flags(await listAs(videoId, bystander))).toEqual([
      [byCreator, false, false, null],
      [byAuthor, false, false, null],
    ]);
    expect(flags(await listAs(videoId))).toEqual([
      [byCreator, false, false, null],
      [byAuthor, false, false, null],
    ]);
  });

  it("lets the creator remove a comment on their video: hidden from everyone but its author, who sees 'creator'", async () => {
    const videoId = await newVideo();
    const kept = await comment(videoId, 'Kept.', bystander);
    const id = await comment(videoId, 'Spam spam spam.');
    expect(await countOf(videoId)).toBe(2);

    expect((await creator.browser.delete(`/api/comments/${id}`)).statusCode).toBe(204);

    for (const who of [undefined, bystander, creator, admin]) {
      const list = await listAs(videoId, who);
      expect(list.items.map((c) => c.id)).toEqual([kept]);
      expect(list.total).toBe(1);
    }
    const own = await listAs(videoId, author);
    expect(own.items.map((c) => [c.id, c.body, c.removed, c.canDelete, c.canRemove])).toEqual([
      [id, 'Spam spam spam.', 'creator', true, false],
      [kept, 'Kept.', null, false, false],
    ]);
    expect(await countOf(videoId)).toBe(1);
    // The row stays (an appeal can bring it back), marked with who removed it.
    expect(await row(id)).toMatchObject({ removed_by: 'creator', removed_by_id: creator.user.id });
    // The author's profile lists only what others can see.
    const profile = profileCommentsResponseSchema.parse(
      (await browser(t).get(`/api/profiles/${author.user.username}/comments`)).json(),
    );
    expect(profile.items.map((c) => c.id)).not.toContain(id);
  });

  it("lets an admin remove any comment ('moderator'), and a second removal changes nothing", async () => {
    const videoId = await newVideo();
    const id = await comment(videoId, 'Rude words.');
    expect((await admin.browser.delete(`/api/comments/${id}`)).statusCode).toBe(204);
    expect((await admin.browser.delete(`/api/comments/${id}`)).statusCode).toBe(204);
    expect((await creator.browser.delete(`/api/comments/${id}`)).statusCode).toBe(204);
    expect(await row(id)).toMatchObject({ removed_by: 'moderator', removed_by_id: admin.user.id });
    expect((await listAs(videoId, author)).items.map((c) => c.removed)).toEqual(['moderator']);
    expect(await countOf(videoId)).toBe(0);
  });

  it('lets the author still delete a removed comment, without counting it out twice', async () => {
    const videoId = await newVideo();
    await comment(videoId, 'Stays.', bystander);
    const id = await comment(videoId, 'Removed, then deleted.');
    await creator.browser.delete(`/api/comments/${id}`);
    expect(await countOf(videoId)).toBe(1);
    expect((await author.browser.delete(`/api/comments/${id}`)).statusCode).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect(await countOf(videoId)).toBe(1);
  });

  it("refuses anyone else ('You can only delete your own comments') and visitors, and changes nothing", async () => {
    const videoId = await newVideo();
    const id = await comment(videoId, 'Not yours.');
    const other = await bystander.browser.delete(`/api/comments/${id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 'forbidden', message: REFUSAL_MESSAGES.notYourComment });
    const visitor = await browser(t).delete(`/api/comments/${id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Log in to comment');
    // The creator of another video has no say here.
    const elsewhere = await signUpVerified(t, 'elsewhere@example.test');
    await factories(t).video(elsewhere.user.id);
    expect((await elsewhere.browser.delete(`/api/comments/${id}`)).statusCode).toBe(403);
    expect(await row(id)).toEqual({ removed_at: null, removed_by: null, removed_by_id: null });
    expect(await countOf(videoId)).toBe(1);
  });

  it('answers 404 for an unknown comment and a malformed id, and announces a removal on the video channel', async () => {
    expect((await creator.browser.delete('/api/comments/999999')).json()).toEqual({
      code: 'not_found',
      message: REFUSAL_MESSAGES.commentNotFound,
    });
    expect((await creator.browser.delete('/api/comments/abc')).statusCode).toBe(404);
    const videoId = await newVideo();
    const id = await comment(videoId, 'Announce me.');
    const events: unknown[] = [];
    const off = t.bus.subscribe(`video:${videoId}`, (e) => events.push(e));
    await creator.browser.delete(`/api/comments/${id}`);
    off();
    expect(events).toEqual([{ type: 'comment-changed', videoId }]);
  });
});
