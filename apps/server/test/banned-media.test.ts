import fs from 'node:fs';
import path from 'node:path';
import { adminAppealsResponseSchema, errorBodySchema, STANDING_MESSAGES } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannedKey, heldKey } from '../src/storage/keys.js';
import { browser, readOutbox, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, SEED_MEDIA_DIR, type TestApp } from './helpers/test-app.js';

// Issue 30 item 13: a banned creator's video files and posters were still served at their known
// URLs (cached immutable for a year). A ban now moves them to the private place held videos wait
// in, and lifting or overturning it brings them back.
describe('a banned creator’s media', () => {
  let t: TestApp;
  let admin: SignedUp;
  let someone: SignedUp;
  let n = 0;
  const clip = fs.readFileSync(path.join(SEED_MEDIA_DIR, 'neon-koi.mp4'));
  const decision = { reason: 'Posted the same scam link on forty videos.', section: 'spam' };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'ban-media-admin@example.test' });
    admin = await signUpVerified(t, 'ban-media-admin@example.test');
    someone = await signUpVerified(t, 'ban-media-someone@example.test');
  });
  afterAll(() => t.close());

  /** A creator with two videos, whose media answer 200 before anything happens. */
  async function creatorWithVideos() {
    const email = `ban-media-creator-${++n}@example.test`;
    const creator = { ...(await signUpVerified(t, email)), email };
    const videos = [await factories(t).video(creator.user.id), await factories(t).video(creator.user.id)];
    const rows = await t.handle.db
      .selectFrom('videos')
      .select(['id', 'file_path', 'thumbnail_url'])
      .where('owner_id', '=', creator.user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.id)).toEqual(videos.map((v) => v.id));
    const keys = rows.flatMap((r) => [r.file_path!, r.thumbnail_url!]);
    for (const key of keys) expect(await served(key)).toEqual([200, 200]);
    return { creator, rows, keys };
  }
  const media = (b: ReturnType<typeof browser>, key: string) => b.get(`/media/videos/${key}`);
  /** What a visitor and a signed-in person get for the key. */
  const served = async (key: string) => [
    (await media(browser(t), key)).statusCode,
    (await media(someone.browser, key)).statusCode,
  ];
  const ban = (userId: string, body: object = decision, as = admin.browser) =>
    as.post(`/api/admin/users/${userId}/ban`, body);

  it('a ban takes the files and posters off their URLs at once; lifting it serves them again, unchanged', async () => {
    const { creator, rows, keys } = await creatorWithVideos();
    const res = await ban(creator.user.id);
    expect(res.statusCode, res.body).toBe(200);
    for (const key of keys) {
      expect(await served(key)).toEqual([404, 404]);
      expect((await t.app.inject({ method: 'HEAD', url: `/media/videos/${key}` })).statusCode).toBe(404);
      // Kept where nothing serves it, not deleted.
      expect(await t.storage.stat('videos', key)).toBeNull();
      expect(await t.storage.stat('videos', bannedKey(key))).not.toBeNull();
      expect((await media(browser(t), bannedKey(key))).statusCode).toBe(404);
    }

    const lifted = await admin.browser.post(`/api/admin/users/${creator.user.id}/lift`, {});
    expect(lifted.statusCode, lifted.body).toBe(200);
    for (const key of keys) {
      expect(await served(key)).toEqual([200, 200]);
      expect(await t.storage.stat('videos', bannedKey(key))).toBeNull();
    }
    const file = await media(browser(t), rows[0]!.file_path!);
    expect(file.rawPayload.equals(clip)).toBe(true);
  });

  it('a refused ban (not an admin, bad input) moves nothing', async () => {
    const { creator, keys } = await creatorWithVideos();
    for (const [res, status, message] of [
      [await ban(creator.user.id, decision, someone.browser), 403, undefined],
      [await ban(creator.user.id, decision, browser(t)), 401, undefined],
      [await ban(creator.user.id, { reason: 'No section given.' }), 400, STANDING_MESSAGES.sectionRequired],
    ] as const) {
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(errorBodySchema.parse(res.json()).message).toBe(message);
    }
    for (const key of keys) expect(await served(key)).toEqual([200, 200]);
    const state = await t.handle.db
      .selectFrom('profiles')
      .select('banned_at')
      .where('id', '=', creator.user.id)
      .executeTakeFirstOrThrow();
    expect(state.banned_at).toBeNull();
  });

  it('overturning the ban on appeal serves the media again', async () => {
    const { creator, keys } = await creatorWithVideos();
    expect((await ban(creator.user.id)).statusCode).toBe(200);
    for (const key of keys) expect(await served(key)).toEqual([404, 404]);
    const notice = readOutbox(t)
      .filter((m) => m.to === creator.email && /banned/.test(m.subject))
      .at(-1)!;
    const link = new URL(notice.text.match(/https?:\/\/\S+\/appeals\/\d+\?key=[\w-]+/)![0]);
    const decisionId = Number(link.pathname.split('/').at(-1));
    const appealed = await browser(t).post(`/api/appeals/${decisionId}`, {
      body: 'That link was my own shop, posted by mistake.',
      key: link.searchParams.get('key'),
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    const appeal = adminAppealsResponseSchema
      .parse((await admin.browser.get('/api/admin/appeals')).json())
      .items.find((a) => a.decision.id === decisionId)!;
    const done = await admin.browser.post(`/api/admin/appeals/${appeal.id}/decide`, {
      outcome: 'overturned',
      reason: 'Their own shop: not spam.',
    });
    expect(done.statusCode, done.body).toBe(200);
    for (const key of keys) expect(await served(key)).toEqual([200, 200]);
  });

  it('a video removed while its creator is banned stays held after the lift; the others come back', async () => {
    const { creator, rows } = await creatorWithVideos();
    expect((await ban(creator.user.id)).statusCode).toBe(200);
    const [removed, kept] = rows;
    expect(await served(kept!.file_path!)).toEqual([404, 404]);
    expect((await admin.browser.post(`/api/admin/videos/${removed!.id}/delete`)).statusCode).toBe(200);
    const { held_prefix } = await t.handle.db
      .selectFrom('videos')
      .select('held_prefix')
      .where('id', '=', removed!.id)
      .executeTakeFirstOrThrow();
    // The hold took the files from where the ban had put them.
    expect(await t.storage.stat('videos', heldKey(held_prefix!, removed!.file_path!))).not.toBeNull();
    expect(await t.storage.stat('videos', bannedKey(removed!.file_path!))).toBeNull();

    expect((await admin.browser.post(`/api/admin/users/${creator.user.id}/lift`, {})).statusCode).toBe(200);
    expect(await served(removed!.file_path!)).toEqual([404, 404]);
    expect(await served(removed!.thumbnail_url!)).toEqual([404, 404]);
    expect(await served(kept!.file_path!)).toEqual([200, 200]);
    expect(await served(kept!.thumbnail_url!)).toEqual([200, 200]);
  });
});
