import { appealPageSchema, meResponseSchema, suspendedText } from '@promptreel/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { routesOf, type Route } from './helpers/route-tree.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Client = ReturnType<typeof browser>;
type Answer = { statusCode: number; json(): any; body: string };

const vttOf = (line: string) => `WEBVTT\n\n00:00.000 --> 00:01.000\n${line}\n`;

/**
 * Every write either publishes / changes what others see (refused while suspended) or is left open
 * to a suspended account for a reason. A route added later fails the walk until it is named here.
 */
const LEFT_OPEN: Record<string, string> = {
  'DELETE /api/videos/:id': 'deleting one of your own videos',
  'DELETE /api/comments/:id': 'deleting one of your own comments',
  'DELETE /api/uploads/:id': 'abandoning an upload',
  'PATCH /api/uploads/:id': "an upload's bytes; its last PATCH, which would publish, is refused",
  'POST /api/videos/:id/views': 'watching is what a suspended account may do',
  'POST /api/videos/:id/watched': 'watching is what a suspended account may do',
  'POST /api/me/feed/hides': 'what you see, not what others see',
  'DELETE /api/me/feed/hides/:kind/:target': 'what you see, not what others see',
  'DELETE /api/me/feed': 'what you see, not what others see',
  'POST /api/playback-samples': 'how playback went, anonymous: watching is allowed',
  'POST /api/me/data-export': 'your data, for you alone',
  'POST /api/notifications/:id/read': 'your own bell',
  'POST /api/notifications/read-all': 'your own bell',
  'PUT /api/me/notification-preferences': 'an account setting',
  'PUT /api/me/sensitive-content': 'what you see, not what others see',
  'PUT /api/me/language': 'the language you read in, not what others see',
  'POST /api/notifications/unsubscribe': 'an account setting',
  'PUT /api/profiles/:username/block': 'protecting yourself',
  'DELETE /api/profiles/:username/block': 'protecting yourself',
  'PUT /api/profiles/:username/mute': 'what you see, not what others see',
  'DELETE /api/profiles/:username/mute': 'what you see, not what others see',
  'POST /api/appeals/:id': 'appealing the suspension itself',
  'DELETE /api/account': 'leaving',
  'POST /api/auth/*': 'signing in and out, password, two-factor, passkeys',
};

describe('a suspension makes the account read-only for its length', () => {
  let t: TestApp;
  let admin: SignedUp;
  let owner: SignedUp;
  let other: SignedUp;
  let suspended: Client;
  let until: number;
  let routes: Route[];
  let ids: { video: number; spare: number; othersVideo: number; ownComment: number; othersComment: number };
  let avatar: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'ro-admin@example.test' });
    admin = await signUpVerified(t, 'ro-admin@example.test');
    owner = await signUpVerified(t, 'ro-owner@example.test');
    other = await signUpVerified(t, 'ro-other@example.test');
    const f = factories(t);
    const video = await f.video(owner.user.id, { title: 'Lanterns', subtitle: 'Over the harbour', prompt: 'paper' });
    const spare = await f.video(owner.user.id, { title: 'Spare' });
    const othersVideo = await f.video(other.user.id, { title: 'Not mine' });
    const caption = await owner.browser.put(`/api/videos/${video.id}/captions/en`, { vtt: vttOf('Paper lanterns') });
    expect(caption.statusCode, caption.body).toBe(200);
    const own = await owner.browser.post(`/api/videos/${othersVideo.id}/comments`, { body: 'Mine, to delete.' });
    const others = await other.browser.post(`/api/videos/${video.id}/comments`, { body: 'Lovely light.' });
    expect([own.statusCode, others.statusCode]).toEqual([201, 201]);
    ids = {
      video: video.id,
      spare: spare.id,
      othersVideo: othersVideo.id,
      ownComment: own.json().id,
      othersComment: others.json().id,
    };
    avatar = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();

    const res = await admin.browser.post(`/api/admin/users/${owner.user.id}/suspend`, {
      reason: 'Posted the same link under forty videos.',
      section: 'spam',
      days: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    until = Date.parse(res.json().suspendedUntil);
    // The suspension ended the sessions; a suspended account may sign in again (to read).
    suspended = browser(t);
    const signIn = await suspended.post('/api/auth/sign-in/email', {
      email: 'ro-owner@example.test',
      password: 'secret-pass',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    routes = await routesOf(t);
  });
  afterAll(() => t.close());

  const multipart = (bytes: Buffer) => {
    const boundary = '----promptreelsuspended';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  };
  const postImage = (url: string): Promise<Answer> => {
    const body = multipart(avatar);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { origin: t.config.publicUrl, cookie: suspended.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const tus = (method: 'POST' | 'PATCH', url: string): Promise<Answer> =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: t.config.publicUrl,
        cookie: suspended.cookie,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `title ${Buffer.from('Not today').toString('base64')},platformId ${Buffer.from('1').toString('base64')},categoryId ${Buffer.from('2').toString('base64')}`,
      },
    });

  /** A collection of the suspended account's, holding its video (made behind the app: no write of theirs). */
  let kept = 0;
  beforeAll(async () => {
    const row = await t.handle.db
      .insertInto('collections')
      .values({ owner_id: owner.user.id, kind: 'named', name: 'Kept', is_public: 0, created_at: 1, updated_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    kept = row.id;
    await t.handle.db
      .insertInto('collection_videos')
      .values({ collection_id: kept, video_id: ids.video, position: 0, added_at: 1 })
      .execute();
  });

  /** Each write that publishes or changes what others see, called as the web app would, with valid input. */
  const refused = (): Record<string, () => Promise<Answer>> => ({
    'PATCH /api/videos/:id': () =>
      suspended.patch(`/api/videos/${ids.video}`, {
        title: 'Retitled while suspended',
        subtitle: 'A new description',
        prompt: 'a new prompt',
        platformId: 1,
        categoryId: 2,
      }),
    'PUT /api/videos/:id/recipe': () => suspended.put(`/api/videos/${ids.video}/recipe`, { recipe: { seed: '7' } }),
    'PUT /api/videos/:id/captions/:language': () =>
      suspended.put(`/api/videos/${ids.video}/captions/fr`, { vtt: vttOf('Des lanternes') }),
    'DELETE /api/videos/:id/captions/:language': () => suspended.delete(`/api/videos/${ids.video}/captions/en`),
    'POST /api/videos/:id/thumbnail': () => postImage(`/api/videos/${ids.video}/thumbnail`),
    'POST /api/videos/:id/poster/frame': () => suspended.post(`/api/videos/${ids.video}/poster/frame`, { atMs: 100 }),
    'POST /api/videos/:id/poster/image': () => postImage(`/api/videos/${ids.video}/poster/image`),
    'PATCH /api/profile': () =>
      suspended.patch('/api/profile', {
        username: 'ro_renamed',
        location: 'Leeds',
        bio: 'A bio written while suspended',
      }),
    'POST /api/profile/avatar': () => postImage('/api/profile/avatar'),
    'PUT /api/profile/social-links': () =>
      suspended.put('/api/profile/social-links', { links: [{ platform: 'website', handle: 'example.com' }] }),
    'POST /api/uploads': () => tus('POST', '/api/uploads'),
    'POST /api/content-credentials/preview': () => postImage('/api/content-credentials/preview'),
    'POST /api/recipes/preview': () => postImage('/api/recipes/preview'),
    'PUT /api/videos/:id/clap': () => suspended.put(`/api/videos/${ids.othersVideo}/clap`, {}),
    'DELETE /api/videos/:id/clap': () => suspended.delete(`/api/videos/${ids.othersVideo}/clap`),
    'POST /api/videos/:id/comments': () =>
      suspended.post(`/api/videos/${ids.othersVideo}/comments`, { body: 'Still here.' }),
    'PUT /api/profiles/:username/follow': () => suspended.put(`/api/profiles/${other.user.username}/follow`, {}),
    'DELETE /api/profiles/:username/follow': () => suspended.delete(`/api/profiles/${other.user.username}/follow`),
    'POST /api/videos/:id/flags': () =>
      suspended.post(`/api/videos/${ids.othersVideo}/flags`, { categoryId: 1, reason: 'A long enough reason here.' }),
    'POST /api/comments/:id/flags': () =>
      suspended.post(`/api/comments/${ids.othersComment}/flags`, {
        categoryId: 1,
        reason: 'A long enough reason here.',
      }),
    'POST /api/profiles/:username/flags': () =>
      suspended.post(`/api/profiles/${other.user.username}/flags`, {
        categoryId: 1,
        reason: 'A long enough reason here.',
      }),
    // Saving and collections: a collection may be public, so none of it is written while suspended.
    'PUT /api/me/saved/:videoId': () => suspended.put(`/api/me/saved/${ids.othersVideo}`, {}),
    'DELETE /api/me/saved/:videoId': () => suspended.delete(`/api/me/saved/${ids.othersVideo}`),
    'POST /api/collections': () => suspended.post('/api/collections', { name: 'New while suspended' }),
    'PATCH /api/collections/:id': () => suspended.patch(`/api/collections/${kept}`, { isPublic: true }),
    'DELETE /api/collections/:id': () => suspended.delete(`/api/collections/${kept}`),
    'PUT /api/collections/:id/videos/:videoId': () =>
      suspended.put(`/api/collections/${kept}/videos/${ids.othersVideo}`, {}),
    'DELETE /api/collections/:id/videos/:videoId': () =>
      suspended.delete(`/api/collections/${kept}/videos/${ids.video}`),
    'PUT /api/collections/:id/order': () => suspended.put(`/api/collections/${kept}/order`, { videoIds: [ids.video] }),
  });

  /** Everything a refused write could have changed. */
  const state = async () => {
    const db = t.handle.db;
    return {
      videos: await db
        .selectFrom('videos')
        .select([
          'id',
          'title',
          'subtitle',
          'prompt',
          'platform_id',
          'category_id',
          'thumbnail_url',
          'poster_requested_at',
        ])
        .where('owner_id', '=', owner.user.id)
        .orderBy('id')
        .execute(),
      captions: await db
        .selectFrom('video_captions')
        .select(['video_id', 'language', 'vtt'])
        .orderBy('language')
        .execute(),
      profile: await db
        .selectFrom('profiles')
        .select(['username', 'location', 'bio', 'avatar_url'])
        .where('id', '=', owner.user.id)
        .executeTakeFirst(),
      social: await db.selectFrom('social_profiles').selectAll().where('profile_id', '=', owner.user.id).execute(),
      comments: await rowCount(db, 'comments'),
      claps: await rowCount(db, 'claps'),
      follows: await rowCount(db, 'follows'),
      flags: await db.selectFrom('video_flags').select('id').execute(),
      uploads: await db.selectFrom('open_uploads').select('upload_id').execute(),
      jobs: await rowCount(db, 'jobs'),
      collections: await db.selectFrom('collections').selectAll().orderBy('id').execute(),
      collected: await db.selectFrom('collection_videos').selectAll().orderBy('collection_id').execute(),
    };
  };

  const writeRoutes = () =>
    routes.filter((r) => r.method !== 'GET' && !r.path.startsWith('/api/admin/')).map((r) => `${r.method} ${r.path}`);

  it('names every write: each is refused to a suspended account, or left open for a reason', () => {
    const named = new Set([...Object.keys(refused()), ...Object.keys(LEFT_OPEN)]);
    expect(writeRoutes().filter((r) => !named.has(r))).toEqual([]);
    expect([...named].filter((r) => !writeRoutes().includes(r))).toEqual([]);
    expect(Object.keys(refused()).filter((r) => r in LEFT_OPEN)).toEqual([]);
  });

  it("refuses every write that publishes or changes what others see with the suspension's message, writing nothing", async () => {
    const before = await state();
    const text = suspendedText(until);
    const answers: string[] = [];
    for (const [name, call] of Object.entries(refused())) {
      const res = await call();
      answers.push(`${name} ${res.statusCode} ${res.json().message}`);
    }
    expect(answers).toEqual(Object.keys(refused()).map((name) => `${name} 403 ${text}`));
    expect(await state()).toEqual(before);
  });

  it('tells the signed-in account until when and which decision to appeal (GET /api/me), and no one else', async () => {
    const me = meResponseSchema.parse((await suspended.get('/api/me')).json());
    expect(me.user?.id).toBe(owner.user.id);
    expect(me.suspension?.until).toBe(new Date(until).toISOString());
    const page = await suspended.get(`/api/appeals/${me.suspension!.decisionId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(appealPageSchema.parse(page.json()).decision).toMatchObject({ action: 'suspend' });
    for (const b of [other.browser, admin.browser]) {
      expect(meResponseSchema.parse((await b.get('/api/me')).json()).suspension).toBeUndefined();
    }
  });

  it('leaves open deleting your own things, your settings, the appeal, the export and the account', async () => {
    const text = suspendedText(until);
    // None of the open writes answers with the suspension, whatever it is sent.
    const statuses: Record<string, number> = {};
    for (const name of Object.keys(LEFT_OPEN).filter((n) => !n.startsWith('POST /api/auth'))) {
      const [method, path] = name.split(' ') as [Route['method'], string];
      const url = path
        .replace('/videos/:id', `/videos/${ids.othersVideo}`)
        .replace('/comments/:id', '/comments/999999')
        .replace('/appeals/:id', '/appeals/999999')
        .replace(':username', other.user.username)
        .replace(':id', '1');
      const res =
        method === 'PATCH' && path.startsWith('/api/uploads')
          ? await tus('PATCH', url)
          : await (method === 'POST'
              ? suspended.post(url, {})
              : method === 'PUT'
                ? suspended.put(url, {})
                : method === 'PATCH'
                  ? suspended.patch(url, {})
                  : suspended.delete(url, {}));
      // A 204 (resetting your feed) has no body to read.
      const message = res.body ? (res.json?.()?.message ?? '') : '';
      expect(`${name} ${message}`).not.toBe(`${name} ${text}`);
      statuses[name] = res.statusCode;
    }
    // The export was asked for above, and taken.
    expect(statuses['POST /api/me/data-export']).toBe(202);
    const me = meResponseSchema.parse((await suspended.get('/api/me')).json());
    const appeal = await suspended.post(`/api/appeals/${me.suspension!.decisionId}`, {
      body: 'I posted that link once, on my own video; please look again.',
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    expect((await suspended.delete(`/api/comments/${ids.ownComment}`)).statusCode).toBe(204);
    expect((await suspended.delete(`/api/videos/${ids.spare}`, { confirm: 'DELETE' })).statusCode).toBe(204);
    const settings = await suspended.get('/api/me/notification-preferences');
    expect((await suspended.put('/api/me/notification-preferences', settings.json())).statusCode).toBe(200);
    expect((await suspended.delete('/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
  });
});
